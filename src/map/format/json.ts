// Machine-readable output of `awm mapping coverage` and `awm mapping diff`.
import { countByClassification } from '../../diff/report.js';
import type { SystemCoverage } from '../coverage.js';
import type { CrosswalkChanges } from '../crosswalk-diff.js';

/** `{ "systems": [ { system, ..., counts, terms: { exact: [...], ... }, stateMaps } ] }`. */
export function formatCoverageJson(coverage: readonly SystemCoverage[]): string {
  const systems = coverage.map((system) => ({
    system: system.system,
    status: system.status,
    fidelity_overview: system.fidelityOverview,
    verified_against: system.verifiedAgainst,
    total: system.total,
    counts: Object.fromEntries(Object.entries(system.terms).map(([level, terms]) => [level, terms.length])),
    terms: system.terms,
    unknown_terms: system.unknownTerms,
    native_lifecycles: system.nativeLifecycles.map((lifecycle) => ({
      native_term: lifecycle.nativeTerm,
      states: lifecycle.states,
      transitions: lifecycle.transitions,
    })),
    state_maps: system.stateMaps.map((stateMap) => ({
      term: stateMap.term,
      native_term: stateMap.nativeTerm,
      states: stateMap.states,
      ...(stateMap.otherStates === undefined ? {} : { other_states: stateMap.otherStates }),
      awm_states_without_native: stateMap.awmStatesWithoutNative,
    })),
    false_friends: system.falseFriends,
    rule_conflicts: system.ruleConflicts,
  }));
  return `${JSON.stringify({ systems }, null, 2)}\n`;
}

/**
 * `{ before, after, systems: [ { system, presence, summary, changes } ] }`, changes as `awm diff --format json` prints
 * them.
 */
export function formatCrosswalkDiffJson(
  groups: readonly CrosswalkChanges[],
  names: { before: string; after: string },
): string {
  const systems = groups.map((group) => ({
    system: group.system,
    presence: group.presence,
    summary: countByClassification(group.changes),
    changes: group.changes,
  }));
  return `${JSON.stringify({ before: names.before, after: names.after, systems }, null, 2)}\n`;
}
