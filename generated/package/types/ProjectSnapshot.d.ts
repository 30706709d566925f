// This file is generated from model/. Do not edit by hand.
// ProjectSnapshot: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * An immutable resolved project definition at an exact revision. It is the pinned meaning of a Project that a WorkSession actually ran against.
 *
 * Give WorkSessions a frozen, portable project definition so later mutation of the live Project cannot rewrite history.
 */
export interface ProjectSnapshot {
  /**
   * Identity of the ProjectSnapshot: a name, never an authorization.
   */
  project_snapshot_id: Name;
  /**
   * Reference to a Project, by its project_id. Required: a ProjectSnapshot has exactly one Project.
   */
  project_id: Name;
  /**
   * Metadata field. Exact revision identifier of the resolved definition.
   */
  revision?: string;
  /**
   * Metadata field.
   */
  definition_hash?: string;
  /**
   * Payload field. Must not embed credentials or live runtime handles.
   */
  resolved_definition?: {
    [k: string]: unknown;
  };
}

/**
 * The portable-snapshot shape of a ProjectSnapshot: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of ProjectSnapshot may, so this is ProjectSnapshot itself.
 */
export type ProjectSnapshotPortable = ProjectSnapshot;
