// JSON text exactly as Python's json.dumps(value, sort_keys=True, indent=2) writes it.

function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  // Keys are schema-constrained ASCII identifiers, so UTF-16 order equals Python's code-point order.
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/**
 * Serialises `value` with keys sorted at every level, `indent` spaces, no trailing newline, and
 * every non-ASCII character escaped as \uXXXX (Python's default ensure_ascii), so the published
 * model's bytes are reproduced exactly.
 */
export function canonicalJson(value: unknown, indent = 2): string {
  const text = JSON.stringify(value, sortKeys, indent);
  return text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
