// The crosswalk fidelity rubric: one table of levels, what each means, an example, and its SKOS predicate.
import type { Fidelity } from './documents.js';

export interface FidelityLevel {
  /** When a crosswalk uses the level. */
  meaning: string;
  /** A real entry of a bundled crosswalk at this level. */
  example: string;
  /** The SKOS mapping predicate an SSSOM export states; null when the level states no mapping. */
  skos: string | null;
  /** Whether a native trace's records of the native term are read as the AWM term's. */
  translates: boolean;
}

/**
 * The rubric, applied the same way in every crosswalk. The direction is SKOS's: from the AWM term
 * to the native one, so `broad` means the native concept is the broader.
 */
export const fidelityRubric = {
  exact: {
    meaning: 'The same kind of thing with the same scope: a translation either way loses nothing.',
    example: "awaken-workforce: WorkUnit's state succeeded for AgentRun's succeeded.",
    skos: 'skos:exactMatch',
    translates: true,
  },
  close: {
    meaning:
      'The same kind of thing; the scopes differ a little either way, and the notes say how. Interchangeable in most ' +
      'uses.',
    example: 'awaken-workforce: Run (WorkUnit) for AgentRun.',
    skos: 'skos:closeMatch',
    translates: true,
  },
  broad: {
    meaning: 'The same kind of thing, but the native concept is broader: it covers the AWM term and more.',
    example: 'awaken-workforce: Resource, which also catalogues credential kinds and work products, for Resource.',
    skos: 'skos:broadMatch',
    translates: true,
  },
  narrow: {
    meaning: 'The same kind of thing, but the native concept is narrower: a special case of the AWM term.',
    example: "awaken-workforce: WorkflowRevision, one workflow's frozen definition, for ProjectSnapshot.",
    skos: 'skos:narrowMatch',
    translates: true,
  },
  related: {
    meaning:
      'Related, but a different kind of thing: the native concept stands where the AWM term would (a connector for a ' +
      'resource, a lease for an attempt), and is not one.',
    example: "awaken-workforce: a run's lease for RunAttempt.",
    skos: 'skos:relatedMatch',
    translates: false,
  },
  none: {
    meaning:
      'No counterpart: nothing the source describes plays the part, and the notes say what the source has instead.',
    example: 'hoziron: Artifact; the document names no output of work.',
    skos: null,
    translates: false,
  },
  tbd: {
    meaning: 'Not yet checked against the source: the crosswalk states nothing.',
    example: 'project-interop: AgentRun, and every entry of a new crosswalk from `awm mapping init`.',
    skos: null,
    translates: false,
  },
  partial: {
    meaning:
      "The published model's level for an unaudited crosswalk (verified_against: null): a likely, unchecked match. " +
      'An audited crosswalk uses close, broad, narrow or related instead.',
    example: 'project-interop: Project.',
    skos: 'skos:closeMatch',
    translates: true,
  },
} as const satisfies Record<Fidelity, FidelityLevel>;

/** The levels in rubric order, strongest first; `partial` last, being the unaudited one. */
export const fidelityLevels = Object.keys(fidelityRubric) as Fidelity[];

/** Whether an entry at `fidelity` makes its native term stand for the AWM term (a translation of records). */
export const translatesRecords = (fidelity: Fidelity): boolean => fidelityRubric[fidelity].translates;
