// Pairs the terms of two compiled models by key, recognising a rename when the new term lists the old key as an alias.
import type { ModelBundle } from '../model/bundle.js';
import type { TermDocument } from '../model/documents.js';
import { foldName } from '../model/queries.js';

/** A term present on both sides (perhaps under a new key). */
export interface TermPair {
  before: TermDocument;
  after: TermDocument;
  /** The key after the change, which names the term in every change about it. */
  key: string;
}

/** A rename, and the evidence for it: the alias of the new term that names the old key. */
export interface TermRename {
  from: string;
  to: string;
  alias: string;
  list: 'alias' | 'deprecated alias';
}

export interface TermMatch {
  /** Terms on both sides, in the new model's order. */
  pairs: TermPair[];
  /** Terms only in the new model, in its order (renamed terms excluded). */
  added: TermDocument[];
  /** Terms only in the old model, in its order (renamed terms excluded). */
  removed: TermDocument[];
  renames: TermRename[];
  /** The key a term of the old model has in the new one: itself unless it was renamed. */
  newKey(oldKey: string): string;
}

/**
 * A term of the old model is renamed when it is absent from the new model and a term that is
 * new lists its old key among its `aliases` or `deprecated_aliases` (compared by foldName). The
 * first match in the new model's order wins; each old and each new term takes part in one rename
 * at most.
 */
export function matchTerms(before: ModelBundle, after: ModelBundle): TermMatch {
  const beforeByKey = new Map(before.terms.map((term) => [term.key, term]));
  const afterKeys = new Set(after.terms.map((term) => term.key));
  const unmatchedOld = new Map(
    before.terms.filter((term) => !afterKeys.has(term.key)).map((term) => [foldName(term.key), term]),
  );
  const renames: TermRename[] = [];
  const renamedFrom = new Map<string, TermDocument>();
  for (const term of after.terms) {
    if (beforeByKey.has(term.key)) continue;
    const evidence = [
      ...term.aliases.map((alias) => ({ alias, list: 'alias' as const })),
      ...term.deprecated_aliases.map((alias) => ({ alias, list: 'deprecated alias' as const })),
    ].find(({ alias }) => unmatchedOld.has(foldName(alias)));
    if (!evidence) continue;
    const old = unmatchedOld.get(foldName(evidence.alias))!;
    unmatchedOld.delete(foldName(evidence.alias));
    renamedFrom.set(term.key, old);
    renames.push({ from: old.key, to: term.key, ...evidence });
  }
  const newKeys = new Map(renames.map((rename) => [rename.from, rename.to]));
  const pairs: TermPair[] = [];
  const added: TermDocument[] = [];
  for (const term of after.terms) {
    const old = beforeByKey.get(term.key) ?? renamedFrom.get(term.key);
    if (old) pairs.push({ before: old, after: term, key: term.key });
    else added.push(term);
  }
  return {
    pairs,
    added,
    removed: before.terms.filter((term) => !afterKeys.has(term.key) && !newKeys.has(term.key)),
    renames,
    newKey: (oldKey) => newKeys.get(oldKey) ?? oldKey,
  };
}
