// How much of the model each crosswalk covers: the terms at each fidelity, the missing ones, the state maps.
import type { ModelBundle } from '../model/bundle.js';
import type { Fidelity, FidelityOverview, MappingDocument, Status, TermDocument } from '../model/documents.js';
import { fidelityLevels } from '../model/fidelity.js';

/** The rubric's levels, then terms without an entry. */
export const coverageLevels: readonly CoverageLevel[] = [...fidelityLevels, 'missing'];
export type CoverageLevel = Fidelity | 'missing';

export interface StateMapCoverage {
  /** The AWM term the state map is for. */
  term: string;
  nativeTerm: string | null;
  /** Native states, in the order the crosswalk lists them, with their AWM state (null: no equivalent). */
  states: { native: string; awm: string | null }[];
  /** The AWM state of the states the native lifecycle leaves to configuration; absent when it leaves none. */
  otherStates?: string | null;
  /** AWM states no native state translates to. */
  awmStatesWithoutNative: string[];
}

export interface SystemCoverage {
  system: string;
  status: Status;
  fidelityOverview: FidelityOverview;
  verifiedAgainst: string | null;
  /** Terms of the model. */
  total: number;
  /** Term keys at each level, in model order. */
  terms: Record<CoverageLevel, string[]>;
  /** Entries naming terms the model does not have (MAPPING_UNKNOWN_TERM). */
  unknownTerms: string[];
  /** The native lifecycles the crosswalk declares: native term and number of states. */
  nativeLifecycles: { nativeTerm: string; states: number; transitions: number }[];
  stateMaps: StateMapCoverage[];
  falseFriends: number;
  ruleConflicts: number;
}

function stateMapCoverage(mapping: MappingDocument, terms: ReadonlyMap<string, TermDocument>): StateMapCoverage[] {
  return Object.entries(mapping.state_maps ?? {}).map(([key, stateMap]) => {
    const states = Object.entries(stateMap.states).map(([native, m]) => ({ native, awm: m.awm_state }));
    const other = stateMap.other_states;
    const reached = new Set([...states.map((s) => s.awm), other?.awm_state]);
    const lifecycle = terms.get(key)?.lifecycle;
    return {
      term: key,
      nativeTerm: mapping.terms[key]?.native_term ?? null,
      states,
      ...(other ? { otherStates: other.awm_state } : {}),
      awmStatesWithoutNative: (lifecycle?.states ?? []).filter((state) => !reached.has(state)),
    };
  });
}

/** Coverage of every crosswalk of `bundle`, or of `systems` only, in the bundle's order. */
export function mappingCoverage(
  bundle: Pick<ModelBundle, 'mappings' | 'terms'>,
  systems?: readonly string[],
): SystemCoverage[] {
  const terms = new Map(bundle.terms.map((term) => [term.key, term]));
  return bundle.mappings
    .filter((mapping) => !systems || systems.includes(mapping.system))
    .map((mapping) => {
      const byLevel = Object.fromEntries(coverageLevels.map((level) => [level, [] as string[]])) as Record<
        CoverageLevel,
        string[]
      >;
      for (const key of terms.keys()) byLevel[mapping.terms[key]?.fidelity ?? 'missing'].push(key);
      return {
        system: mapping.system,
        status: mapping.status,
        fidelityOverview: mapping.fidelity_overview,
        verifiedAgainst: mapping.verified_against,
        total: terms.size,
        terms: byLevel,
        unknownTerms: Object.keys(mapping.terms).filter((key) => !terms.has(key)),
        nativeLifecycles: Object.entries(mapping.native_lifecycles ?? {}).map(([nativeTerm, lifecycle]) => ({
          nativeTerm,
          states: lifecycle.states.length,
          transitions: lifecycle.transitions.length,
        })),
        stateMaps: stateMapCoverage(mapping, terms),
        falseFriends: mapping.false_friends?.length ?? 0,
        ruleConflicts: mapping.rule_conflicts?.length ?? 0,
      };
    });
}
