// This file is generated from model/. Do not edit by hand.
// WorkSession: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name, PolicyDocument } from './common.js';

/**
 * A bounded episode of work that coordinates resources and participants. A WorkSession may contain many AgentRuns and ResourceBindings. It is never an MCP connection and never a host chat transcript.
 *
 * Be the unit that binds a ProjectSnapshot, resources, tasks, artifacts, conversations, and agent assignments into one episode with a start and an end.
 */
export interface WorkSession {
  /**
   * Identity of the WorkSession: a name, never an authorization.
   */
  work_session_id: Name;
  /**
   * Reference to a ProjectSnapshot, by its project_snapshot_id.
   */
  project_snapshot_id?: Name;
  /**
   * Reference to a WorkProfile, by its work_profile_id.
   */
  work_profile_id?: Name;
  /**
   * Descriptive field.
   */
  display_name?: string;
  /**
   * Policy field. Must only narrow the pinned ProjectSnapshot policy.
   */
  policy?: PolicyDocument;
}

/**
 * The portable-snapshot shape of a WorkSession: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of WorkSession may, so this is WorkSession itself.
 */
export type WorkSessionPortable = WorkSession;

/**
 * A lifecycle state of WorkSession. Initial: `proposed`. Terminal: `closed`, `aborted`.
 */
export type WorkSessionState = 'proposed' | 'open' | 'paused' | 'closed' | 'aborted';
