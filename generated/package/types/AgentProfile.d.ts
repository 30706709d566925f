// This file is generated from model/. Do not edit by hand.
// AgentProfile: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * A declarative description of an eligible kind of agent. It names capabilities, constraints, and intended roles without identifying a running process.
 *
 * Select and constrain which kinds of agents may be assigned to AgentRuns without confusing the kind with a live instance or an assignment.
 */
export interface AgentProfile {
  /**
   * Identity of the AgentProfile: a name, never an authorization.
   */
  agent_profile_id: Name;
  /**
   * Descriptive field.
   */
  display_name?: string;
  /**
   * Descriptive field.
   */
  capabilities?: unknown[];
  /**
   * Policy field.
   */
  constraints?: {
    [k: string]: unknown;
  };
}

/**
 * The portable-snapshot shape of an AgentProfile: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of AgentProfile may, so this is AgentProfile itself.
 */
export type AgentProfilePortable = AgentProfile;
