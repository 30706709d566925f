// How much of the model each crosswalk covers: the terms at each fidelity, the missing ones, the state maps.
import type { ModelBundle } from '../model/bundle.js';
import type { Fidelity, MappingDocument, Status, TermDocument } from '../model/documents.js';

/** The fidelities, best first, then terms without an entry. */
export const coverageLevels = ['exact', 'partial', 'none', 'tbd', 'missing'] as const;
export type CoverageLevel = Fidelity | 'missing';

export interface StateMapCoverage {
  /** The AWM term the state map is for. */
  term: string;
  nativeTerm: string | null;
  /** Native states, in the order the crosswalk lists them, with their AWM state (null: no equivalent). */
  states: { native: string; awm: string | null }[];
  /** AWM states no native state translates to. */
  awmStatesWithoutNative: string[];
}

export interface SystemCoverage {
  system: string;
  status: Status;
  fidelityOverview: Fidelity;
  verifiedAgainst: string | null;
  /** Terms of the model. */
  total: number;
  /** Term keys at each level, in model order. */
  terms: Record<CoverageLevel, string[]>;
  /** Entries naming terms the model does not have (MAPPING_UNKNOWN_TERM). */
  unknownTerms: string[];
  stateMaps: StateMapCoverage[];
  falseFriends: number;
}

function stateMapCoverage(mapping: MappingDocument, terms: ReadonlyMap<string, TermDocument>): StateMapCoverage[] {
  return Object.entries(mapping.state_maps ?? {}).map(([key, stateMap]) => {
    const states = Object.entries(stateMap.states).map(([native, m]) => ({ native, awm: m.awm_state }));
    const reached = new Set(states.map((s) => s.awm));
    const lifecycle = terms.get(key)?.lifecycle;
    return {
      term: key,
      nativeTerm: mapping.terms[key]?.native_term ?? null,
      states,
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
      const byLevel: Record<CoverageLevel, string[]> = { exact: [], partial: [], none: [], tbd: [], missing: [] };
      for (const key of terms.keys()) byLevel[mapping.terms[key]?.fidelity ?? 'missing'].push(key);
      return {
        system: mapping.system,
        status: mapping.status,
        fidelityOverview: mapping.fidelity_overview,
        verifiedAgainst: mapping.verified_against,
        total: terms.size,
        terms: byLevel,
        unknownTerms: Object.keys(mapping.terms).filter((key) => !terms.has(key)),
        stateMaps: stateMapCoverage(mapping, terms),
        falseFriends: mapping.false_friends?.length ?? 0,
      };
    });
}
