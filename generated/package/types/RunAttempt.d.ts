// This file is generated from model/. Do not edit by hand.
// RunAttempt: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name } from './common.js';

/**
 * One infrastructure execution attempt for an AgentRun. Failures, retries, and instance replacements produce new RunAttempts under the same AgentRun.
 *
 * Separate retry and crash semantics from the logical assignment so an AgentRun can survive executor replacement.
 */
export interface RunAttempt {
  /**
   * Identity of the RunAttempt: a name, never an authorization.
   */
  run_attempt_id: Name;
  /**
   * Reference to an AgentRun, by its agent_run_id. Required: a RunAttempt has exactly one AgentRun.
   */
  agent_run_id: Name;
  /**
   * Reference to an AgentInstance, by its agent_instance_id. Left out of portable snapshots.
   */
  agent_instance_id?: Name;
  /**
   * Metadata field.
   */
  failure_class?: string;
}

/**
 * The portable-snapshot shape of a RunAttempt: only the fields that may travel in a portable project or session snapshot.
 *
 * One infrastructure execution attempt for an AgentRun. Failures, retries, and instance replacements produce new RunAttempts under the same AgentRun.
 */
export interface RunAttemptPortable {
  /**
   * Identity of the RunAttempt: a name, never an authorization.
   */
  run_attempt_id: Name;
  /**
   * Reference to an AgentRun, by its agent_run_id. Required: a RunAttempt has exactly one AgentRun.
   */
  agent_run_id: Name;
  /**
   * Metadata field.
   */
  failure_class?: string;
}

/**
 * A lifecycle state of RunAttempt. Initial: `queued`. Terminal: `succeeded`, `failed`, `cancelled`.
 */
export type RunAttemptState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
