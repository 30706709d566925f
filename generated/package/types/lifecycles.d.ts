// This file is generated from model/. Do not edit by hand.
// The lifecycles over the whole model: each state union by term, and EntityState to carry a state on the wire.

import type { Name } from './common.js';
import type { ProjectState } from './Project.js';
import type { ResourceBindingState } from './ResourceBinding.js';
import type { WorkSessionState } from './WorkSession.js';
import type { AgentInstanceState } from './AgentInstance.js';
import type { AgentRunState } from './AgentRun.js';
import type { RunAttemptState } from './RunAttempt.js';
import type { TurnState } from './Turn.js';
import type { TaskState } from './Task.js';

/**
 * Each term that has a lifecycle, and the union of its states.
 */
export interface LifecycleStates {
  /**
   * The states of Project.
   */
  Project: ProjectState;
  /**
   * The states of ResourceBinding.
   */
  ResourceBinding: ResourceBindingState;
  /**
   * The states of WorkSession.
   */
  WorkSession: WorkSessionState;
  /**
   * The states of AgentInstance.
   */
  AgentInstance: AgentInstanceState;
  /**
   * The states of AgentRun.
   */
  AgentRun: AgentRunState;
  /**
   * The states of RunAttempt.
   */
  RunAttempt: RunAttemptState;
  /**
   * The states of Turn.
   */
  Turn: TurnState;
  /**
   * The states of Task.
   */
  Task: TaskState;
}

/**
 * The key of a term that has a lifecycle.
 */
export type LifecycleTermKey = keyof LifecycleStates;

/**
 * An entity's lifecycle state on the wire: the entity's term, its identity (the value of the term's identity field) and the state it is in. The term decides which states are allowed.
 *
 * Given a term's key, it accepts that term's states alone; without one, it is the union over every term with a lifecycle, narrowed by `term`. Its schema is schemas/entity-state.schema.json.
 */
export type EntityState<K extends LifecycleTermKey = LifecycleTermKey> = {
  [T in K]: {
    /**
     * The term of the entity.
     */
    term: T;
    /**
     * The entity's identity: the value of its term's identity field.
     */
    id: Name;
    /**
     * The entity's lifecycle state.
     */
    state: LifecycleStates[T];
  };
}[K];
