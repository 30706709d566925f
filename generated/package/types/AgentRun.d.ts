// This file is generated from model/. Do not edit by hand.
// AgentRun: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name } from './common.js';

/**
 * One agent's bounded assignment within exactly one WorkSession. An AgentRun may contain Turns and RunAttempts. This is the accepted term that replaces the ambiguous phrase "agent session".
 *
 * Record the assignment, its outcomes, and the attempts and turns that fulfilled it, independently of which AgentInstance executed them.
 */
export interface AgentRun {
  /**
   * Identity of the AgentRun: a name, never an authorization.
   */
  agent_run_id: Name;
  /**
   * Reference to a WorkSession, by its work_session_id. Required: an AgentRun has exactly one WorkSession.
   */
  work_session_id: Name;
  /**
   * Reference to an AgentProfile, by its agent_profile_id.
   */
  agent_profile_id?: Name;
  /**
   * Reference to a Principal, by its principal_id.
   */
  assigned_principal_id?: Name;
}

/**
 * The portable-snapshot shape of an AgentRun: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of AgentRun may, so this is AgentRun itself.
 */
export type AgentRunPortable = AgentRun;

/**
 * A lifecycle state of AgentRun. Initial: `assigned`. Terminal: `succeeded`, `failed`, `cancelled`.
 */
export type AgentRunState =
  'assigned' | 'running' | 'blocked' | 'succeeded' | 'failed' | 'cancelled';
