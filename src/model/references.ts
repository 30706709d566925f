// Which term a reference field points at, decided by the field's name: written once for the linker's
// queries, the generators and the runtime.

/**
 * A function from a field name to the term whose identity the name carries: the term whose
 * identity field is the name (`agent_profile_id` -> AgentProfile), or ends it after a qualifier
 * (`assigned_principal_id` -> Principal). A plural `x_ids` carries `x_id`. The longest identity
 * field wins, and a one-word suffix (`id`) never matches. `identityOf` gives a term's identity field.
 */
export function identityNameResolver<T>(
  terms: Iterable<T>,
  identityOf: (term: T) => string,
): (fieldName: string) => T | undefined {
  const byIdentity = new Map<string, T>();
  for (const term of terms) byIdentity.set(identityOf(term), term);
  return (fieldName) => {
    const words = (fieldName.endsWith('_ids') ? fieldName.slice(0, -1) : fieldName).split('_');
    for (let start = 0; start < words.length - 1; start++) {
      const term = byIdentity.get(words.slice(start).join('_'));
      if (term) return term;
    }
    return undefined;
  };
}
