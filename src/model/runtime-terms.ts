// Which terms the reference runtime records, and what each of them must offer it: the checks by which
// `awm runtime init` refuses a model and lint reports RUNTIME_OWNER and RUNTIME_REFERENCE_FIELD.
import type { FieldDocument, TermDocument } from './documents.js';
import { lifecycleProblems } from './machine.js';

/** How the runtime treats a term: lifecycle terms are created and moved; immutable ones are published once. */
export type Management = 'lifecycle' | 'publication';

/** How the runtime records a term, or undefined for a term it does not record (no sound lifecycle, not immutable). */
export function runtimeManagement(
  term: Pick<TermDocument, 'key' | 'lifecycle' | 'mutability'>,
): Management | undefined {
  if (term.lifecycle && lifecycleProblems(term.key, term.lifecycle).length === 0) return 'lifecycle';
  return term.mutability === 'immutable' ? 'publication' : undefined;
}

/** Whether a term's `authority.owner` is a catalogued role: the only roles a principal can be bound to. */
export function isCataloguedOwner(owner: string | undefined, roles: { has(role: string): boolean }): boolean {
  return owner !== undefined && roles.has(owner);
}

/** A reference the runtime keeps for an entity's life: its parent, or a relationship of kind `pins`. */
export interface RuntimeReference {
  target: string;
  /** The relationship's index under `relationships`, or undefined for the parent. */
  relationship?: number;
}

/** The references the runtime records of a term it records: its parent first, then its pins in model order. */
export function runtimeReferences(term: Pick<TermDocument, 'parent' | 'relationships'>): RuntimeReference[] {
  const pins = term.relationships.flatMap((r, relationship) =>
    r.kind === 'pins' ? [{ target: r.target, relationship }] : [],
  );
  return [...(term.parent ? [{ target: term.parent.term }] : []), ...pins];
}

/** Why the runtime cannot follow a reference: its target is not defined, or the term lacks the field naming it. */
export type ReferenceProblem =
  | { kind: 'undefined-target' }
  /** The target's identity field, which the term must have as a field of kind `reference`. */
  | { kind: 'no-reference-field'; field: string; found?: FieldDocument };

/** The problem with one of a term's runtime references, if any (the target's documents found by `termOf`). */
export function referenceProblem(
  term: Pick<TermDocument, 'fields'>,
  target: string,
  termOf: (key: string) => Pick<TermDocument, 'identity'> | undefined,
): ReferenceProblem | undefined {
  const targetTerm = termOf(target);
  if (!targetTerm) return { kind: 'undefined-target' };
  const field = targetTerm.identity.field;
  // The last of two fields of one name is the one the runtime keeps (a duplicate is an error of its own).
  const found = term.fields.findLast((candidate) => candidate.name === field);
  if (found?.kind === 'reference') return undefined;
  return { kind: 'no-reference-field', field, ...(found ? { found } : {}) };
}
