// A classified change between two compiled models: plain data, created only through the change catalogue.
import type { ChangeKind } from './change-catalog.js';

/**
 * How a change affects those who depend on the model: `breaking` may break a consumer that
 * worked before (code stops compiling, data is refused or misread); `compatible` adds or relaxes,
 * so code and data of the old version keep working after an upgrade; `informational` changes
 * prose or order only.
 */
export type Classification = 'breaking' | 'compatible' | 'informational';

/** Worst first: the order in which classifications decide the version bump. */
export const classifications: readonly Classification[] = ['breaking', 'compatible', 'informational'];

/**
 * Who is affected: `types` (generated TypeScript), `wire` (JSON payloads and generated schemas),
 * `runtime` (lifecycles, authority and invariants as executed), `crosswalk` (mappings to other
 * systems), `docs` (generated prose).
 */
export type Consumer = 'types' | 'wire' | 'runtime' | 'crosswalk' | 'docs';

export const consumers: readonly Consumer[] = ['types', 'wire', 'runtime', 'crosswalk', 'docs'];

/** The Keep a Changelog section a change belongs in. */
export type ChangelogSection = 'Added' | 'Changed' | 'Deprecated' | 'Removed';

export interface Change {
  kind: ChangeKind;
  classification: Classification;
  consumers: Consumer[];
  /**
   * What the change is about, named like its source file: a term key (`AgentRun`), `model`,
   * `authority-roles`, `rules/<id>` or `mappings/<system>`.
   */
  subject: string;
  /** Where in the compiled model, by names rather than indexes: `terms.AgentRun.fields.agent_run_id.type`. */
  path: string;
  /** What changed, in one line; names are in double quotes. */
  message: string;
  /** Why the change has its classification, in one line. */
  reason: string;
}
