// Diff of the term list: terms added, removed, renamed and reordered, and each term's status and prose.
import { isDeepStrictEqual } from 'node:util';
import type { TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { sameRelativeOrder } from './lists.js';
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

export function diffTermList(match: TermMatch, beforeOrder: readonly string[], afterOrder: readonly string[]): Change[] {
  const changes: Change[] = [];
  for (const term of match.added) changes.push(createChange('TERM_ADDED', inTerm(term.key), { term: term.key }));
  for (const term of match.removed) changes.push(createChange('TERM_REMOVED', inTerm(term.key), { term: term.key }));
  for (const rename of match.renames) {
    changes.push(createChange('TERM_RENAMED', inTerm(rename.to, 'key'), { from: rename.from, term: rename.to, list: rename.list, alias: rename.alias }));
  }
  if (!sameRelativeOrder(beforeOrder.map(match.newKey), afterOrder)) changes.push(createChange('TERMS_REORDERED', inModel('terms'), {}));
  return changes;
}

/**
 * Status and prose of one term present on both sides. `newKey` maps old term keys to new ones,
 * so that a non-synonym naming a renamed term is not a change.
 */
export function diffTermText(key: string, before: TermDocument, after: TermDocument, newKey: (oldKey: string) => string): Change[] {
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
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((name) => !structuralKeys.has(name)));
  for (const name of [...keys].sort()) {
    if (!isDeepStrictEqual((renamed as unknown as Record<string, unknown>)[name], (after as unknown as Record<string, unknown>)[name])) {
      changes.push(createChange('TERM_TEXT_CHANGED', inTerm(key, name), { what: name }));
    }
  }
  return changes;
}
