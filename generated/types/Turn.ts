// This file is generated from model/. Do not edit by hand.
// Turn: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name } from './common.js';

/**
 * One input-to-output or control-yield cycle inside an AgentRun. A Turn is smaller than a RunAttempt and is not a HostConversation.
 *
 * Account for the conversational or control steps that make up an AgentRun without collapsing them into host chat or infrastructure attempts.
 */
export interface Turn {
  /**
   * Identity of the Turn: a name, never an authorization.
   */
  turn_id: Name;
  /**
   * Reference to an AgentRun, by its agent_run_id. Required: a Turn has exactly one AgentRun.
   */
  agent_run_id: Name;
  /**
   * Metadata field.
   */
  sequence?: number;
}

/**
 * The portable-snapshot shape of a Turn: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Turn may, so this is Turn itself.
 */
export type TurnPortable = Turn;

/**
 * A lifecycle state of Turn. Initial: `open`. Terminal: `completed`, `aborted`.
 */
export type TurnState = 'open' | 'yielded' | 'completed' | 'aborted';
