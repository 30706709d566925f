// Diff of the term list: terms added, removed, renamed and reordered, and each term's status and prose.
import type { TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { sameJson, sameRelativeOrder } from './lists.js';
import { inModel, inTerm } from './targets.js';

/** Term keys that other areas diff; every other key of a term is prose, compared as a whole. */
const structuralKeys = new Set([
  'key',
  'status',
  'mutability',
  'authority',
  'identity',
  'parent',
  'fields',
  'relationships',
  'lifecycle',
  'invariants',
  'aliases',
  'deprecated_aliases',
  'mapping_hooks',
]);

export function diffTermList(
  match: TermMatch,
  beforeOrder: readonly string[],
  afterOrder: readonly string[],
): Change[] {
  const changes: Change[] = [];
  for (const term of match.added) changes.push(createChange('TERM_ADDED', inTerm(term.key), { term: term.key }));
  for (const term of match.removed) changes.push(createChange('TERM_REMOVED', inTerm(term.key), { term: term.key }));
  for (const rename of match.renames) {
    changes.push(
      createChange('TERM_RENAMED', inTerm(rename.to, 'key'), {
        from: rename.from,
        term: rename.to,
        list: rename.list,
        alias: rename.alias,
      }),
    );
  }
  if (!sameRelativeOrder(beforeOrder.map(match.newKey), afterOrder))
    changes.push(createChange('TERMS_REORDERED', inModel('terms'), {}));
  return changes;
}

/**
 * Status and prose of one term present on both sides. `newKey` maps old term keys to new ones,
 * so that a non-synonym naming a renamed term is not a change.
 */
export function diffTermText(
  key: string,
  before: TermDocument,
  after: TermDocument,
  newKey: (oldKey: string) => string,
): Change[] {
  const changes: Change[] = [];
  if (before.status !== after.status) {
    changes.push(
      after.status === 'deprecated'
        ? createChange('TERM_DEPRECATED', inTerm(key, 'status'), { from: before.status })
        : createChange('TERM_STATUS_CHANGED', inTerm(key, 'status'), { from: before.status, to: after.status }),
    );
  }
  const renamed: TermDocument = before.non_synonyms.some((entry) => newKey(entry.term) !== entry.term)
    ? { ...before, non_synonyms: before.non_synonyms.map((entry) => ({ ...entry, term: newKey(entry.term) })) }
    : before;
  const was = renamed as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  // Runs for every term of both models: no per-term sets or sorting unless something changed.
  const changed: string[] = [];
  for (const name in was)
    if (!structuralKeys.has(name) && was[name] !== is[name] && !sameJson(was[name], is[name])) changed.push(name);
  for (const name in is) if (!structuralKeys.has(name) && !(name in was)) changed.push(name);
  for (const name of changed.sort()) changes.push(createChange('TERM_TEXT_CHANGED', inTerm(key, name), { what: name }));
  return changes;
}
