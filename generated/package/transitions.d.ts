// This file is generated from model/. Do not edit by hand.
// The lifecycle of every term that has one: transition tables, initial and terminal states, canTransition.

import type { LifecycleStates, LifecycleTermKey } from './types/lifecycles.js';

/**
 * The transitions of Project's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `active`; `archived` is terminal and moves nowhere.
 */
export declare const ProjectTransitions: {
  /**
   * `active` -> `archived`: Archiving retains identity and snapshots; it does not delete history.
   */
  readonly active: readonly ["archived"];
  readonly archived: readonly [];
};

/**
 * The transitions of ResourceBinding's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `revoked` is terminal and moves nowhere.
 */
export declare const ResourceBindingTransitions: {
  readonly proposed: readonly ["bound", "revoked"];
  readonly bound: readonly ["revoked"];
  readonly revoked: readonly [];
};

/**
 * The transitions of WorkSession's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `closed`, `aborted` are terminal and move nowhere.
 */
export declare const WorkSessionTransitions: {
  readonly proposed: readonly ["open", "aborted"];
  readonly open: readonly ["paused", "closed", "aborted"];
  readonly paused: readonly ["open", "closed", "aborted"];
  readonly closed: readonly [];
  readonly aborted: readonly [];
};

/**
 * The transitions of AgentInstance's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `starting`; `stopped`, `failed` are terminal and move nowhere.
 */
export declare const AgentInstanceTransitions: {
  readonly starting: readonly ["ready", "failed", "stopping"];
  readonly ready: readonly ["busy", "stopping", "failed"];
  readonly busy: readonly ["ready", "stopping", "failed"];
  readonly stopping: readonly ["stopped"];
  readonly stopped: readonly [];
  readonly failed: readonly [];
};

/**
 * The transitions of AgentRun's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `assigned`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export declare const AgentRunTransitions: {
  readonly assigned: readonly ["running", "cancelled", "failed"];
  readonly running: readonly ["blocked", "succeeded", "failed", "cancelled"];
  readonly blocked: readonly ["running", "cancelled"];
  readonly succeeded: readonly [];
  readonly failed: readonly [];
  readonly cancelled: readonly [];
};

/**
 * The transitions of RunAttempt's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `queued`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export declare const RunAttemptTransitions: {
  readonly queued: readonly ["running", "cancelled", "failed"];
  readonly running: readonly ["succeeded", "failed", "cancelled"];
  readonly succeeded: readonly [];
  readonly failed: readonly [];
  readonly cancelled: readonly [];
};

/**
 * The transitions of Turn's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `open`; `completed`, `aborted` are terminal and move nowhere.
 */
export declare const TurnTransitions: {
  readonly open: readonly ["yielded", "completed", "aborted"];
  readonly yielded: readonly ["open", "completed", "aborted"];
  readonly completed: readonly [];
  readonly aborted: readonly [];
};

/**
 * The transitions of Task's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `pending`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export declare const TaskTransitions: {
  readonly pending: readonly ["ready", "cancelled"];
  readonly ready: readonly ["in_progress", "cancelled", "failed"];
  readonly in_progress: readonly ["blocked", "succeeded", "failed", "cancelled"];
  readonly blocked: readonly ["ready", "in_progress", "cancelled"];
  readonly succeeded: readonly [];
  readonly failed: readonly [];
  readonly cancelled: readonly [];
};

/**
 * Each term's lifecycle: its initial state, its terminal states and its transition table.
 *
 * Frozen: the tables are the model, not a starting point to edit.
 */
export declare const lifecycles: {
  readonly Project: {
    readonly initial: "active";
    readonly terminal: readonly ["archived"];
    readonly transitions: typeof ProjectTransitions;
  };
  readonly ResourceBinding: {
    readonly initial: "proposed";
    readonly terminal: readonly ["revoked"];
    readonly transitions: typeof ResourceBindingTransitions;
  };
  readonly WorkSession: {
    readonly initial: "proposed";
    readonly terminal: readonly ["closed", "aborted"];
    readonly transitions: typeof WorkSessionTransitions;
  };
  readonly AgentInstance: {
    readonly initial: "starting";
    readonly terminal: readonly ["stopped", "failed"];
    readonly transitions: typeof AgentInstanceTransitions;
  };
  readonly AgentRun: {
    readonly initial: "assigned";
    readonly terminal: readonly ["succeeded", "failed", "cancelled"];
    readonly transitions: typeof AgentRunTransitions;
  };
  readonly RunAttempt: {
    readonly initial: "queued";
    readonly terminal: readonly ["succeeded", "failed", "cancelled"];
    readonly transitions: typeof RunAttemptTransitions;
  };
  readonly Turn: {
    readonly initial: "open";
    readonly terminal: readonly ["completed", "aborted"];
    readonly transitions: typeof TurnTransitions;
  };
  readonly Task: {
    readonly initial: "pending";
    readonly terminal: readonly ["succeeded", "failed", "cancelled"];
    readonly transitions: typeof TaskTransitions;
  };
};

/**
 * Whether the model lets an entity of `term` move from the state `from` to the state `to` in one transition.
 *
 * False for a term without a lifecycle, an unknown state, or a move the lifecycle does not list.
 */
export declare function canTransition<K extends LifecycleTermKey>(
  term: K,
  from: LifecycleStates[K],
  to: LifecycleStates[K],
): boolean;
