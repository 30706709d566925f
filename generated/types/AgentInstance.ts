// This file is generated from model/. Do not edit by hand.
// AgentInstance: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name } from './common.js';

/**
 * A running process or remote endpoint capable of executing RunAttempts. An AgentInstance is not an assignment and is not a Principal.
 *
 * Name the live executor that performs attempts so that replacing or restarting it does not rewrite the AgentRun identity.
 */
export interface AgentInstance {
  /**
   * Identity of the AgentInstance: a name, never an authorization. Instance identity is not required in portable project snapshots. Left out of portable snapshots.
   */
  agent_instance_id: Name;
  /**
   * Reference to an AgentProfile, by its agent_profile_id.
   */
  agent_profile_id?: Name;
  /**
   * Descriptive field. Left out of portable snapshots.
   */
  endpoint?: string;
}

/**
 * The portable-snapshot shape of an AgentInstance: only the fields that may travel in a portable project or session snapshot.
 *
 * A running process or remote endpoint capable of executing RunAttempts. An AgentInstance is not an assignment and is not a Principal.
 */
export interface AgentInstancePortable {
  /**
   * Reference to an AgentProfile, by its agent_profile_id.
   */
  agent_profile_id?: Name;
}

/**
 * A lifecycle state of AgentInstance. Initial: `starting`. Terminal: `stopped`, `failed`.
 */
export type AgentInstanceState = 'starting' | 'ready' | 'busy' | 'stopping' | 'stopped' | 'failed';
