// This file is generated from model/. Do not edit by hand.
// WorkProfile: its exchange shape, its portable-snapshot shape.

import type { Name, PolicyDocument } from './common.js';

/**
 * A reusable blueprint for a kind of WorkSession. It describes intended participants, resource shapes, and task patterns without being a live episode of work.
 *
 * Let teams open many similar WorkSessions from one declared template without copying ad-hoc session configuration.
 */
export interface WorkProfile {
  /**
   * Identity of the WorkProfile: a name, never an authorization.
   */
  work_profile_id: Name;
  /**
   * Descriptive field.
   */
  display_name?: string;
  /**
   * Descriptive field.
   */
  intended_resources?: unknown[];
  /**
   * Policy field.
   */
  default_policy?: PolicyDocument;
}

/**
 * The portable-snapshot shape of a WorkProfile: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of WorkProfile may, so this is WorkProfile itself.
 */
export type WorkProfilePortable = WorkProfile;
