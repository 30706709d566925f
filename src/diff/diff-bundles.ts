// The diff engine: two compiled models in, every classified change out, grouped by subject in model order.
import type { ModelBundle } from '../model/bundle.js';
import type { TermDocument } from '../model/documents.js';
import { diffAliases } from './aliases.js';
import { diffAuthorityRoles, diffTermAuthority } from './authority.js';
import type { Change } from './change.js';
import { diffFields } from './fields.js';
import { diffLifecycle } from './lifecycles.js';
import { diffMappings } from './mappings.js';
import { matchTerms } from './match-terms.js';
import { diffMetadata } from './metadata.js';
import { diffRelationships } from './relationships.js';
import { diffRequiredReferences } from './required-references.js';
import { diffInvariants, diffRuleSets } from './rules.js';
import { diffTermList, diffTermText } from './terms.js';

/**
 * Every change from `before` to `after`. Changes are grouped by subject (the model, the authority
 * roles, each term in the new model's order followed by removed terms, rule sets, crosswalks)
 * and, within a subject, listed area by area in the order below. A pure function: the same two
 * bundles always give the same list.
 */
export function diffBundles(before: ModelBundle, after: ModelBundle): Change[] {
  const match = matchTerms(before, after);
  const perTerm = (diff: (key: string, was: TermDocument, is: TermDocument) => Change[]) =>
    match.pairs.flatMap((pair) => diff(pair.key, pair.before, pair.after));
  const areas: Change[][] = [
    diffMetadata(before, after),
    diffTermList(
      match,
      before.terms.map((term) => term.key),
      after.terms.map((term) => term.key),
    ),
    diffAuthorityRoles(before, after),
    perTerm((key, was, is) => diffTermText(key, was, is, match.newKey)),
    perTerm(diffTermAuthority),
    perTerm(diffFields),
    diffRelationships(match),
    diffRequiredReferences(before, after, match),
    perTerm(diffLifecycle),
    perTerm(diffInvariants),
    perTerm(diffAliases),
    diffRuleSets(before, after, match),
    diffMappings(before, after, match),
  ];
  const subjects = [
    'model',
    'authority-roles',
    ...after.terms.map((term) => term.key),
    ...match.removed.map((term) => term.key),
    ...[...after.rules, ...before.rules].map((ruleSet) => `rules/${ruleSet.id}`),
    ...[...after.mappings, ...before.mappings].map((mapping) => `mappings/${mapping.system}`),
  ];
  const rank = new Map<string, number>();
  subjects.forEach((subject, index) => {
    if (!rank.has(subject)) rank.set(subject, index);
  });
  return areas
    .flatMap((changes, area) => changes.map((change) => ({ change, area })))
    .sort(
      (a, b) =>
        (rank.get(a.change.subject) ?? subjects.length) - (rank.get(b.change.subject) ?? subjects.length) ||
        a.area - b.area,
    )
    .map(({ change }) => change);
}
