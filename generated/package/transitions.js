// This file is generated from model/. Do not edit by hand.
// The lifecycle of every term that has one: transition tables, initial and terminal states, canTransition.

/**
 * The transitions of Project's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `active`; `archived` is terminal and moves nowhere.
 */
export const ProjectTransitions = Object.freeze({
  /**
   * `active` -> `archived`: Archiving retains identity and snapshots; it does not delete history.
   */
  active: Object.freeze(["archived"]),
  archived: Object.freeze([]),
});

/**
 * The transitions of ResourceBinding's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `revoked` is terminal and moves nowhere.
 */
export const ResourceBindingTransitions = Object.freeze({
  proposed: Object.freeze(["bound", "revoked"]),
  bound: Object.freeze(["revoked"]),
  revoked: Object.freeze([]),
});

/**
 * The transitions of WorkSession's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `closed`, `aborted` are terminal and move nowhere.
 */
export const WorkSessionTransitions = Object.freeze({
  proposed: Object.freeze(["open", "aborted"]),
  open: Object.freeze(["paused", "closed", "aborted"]),
  paused: Object.freeze(["open", "closed", "aborted"]),
  closed: Object.freeze([]),
  aborted: Object.freeze([]),
});

/**
 * The transitions of AgentInstance's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `starting`; `stopped`, `failed` are terminal and move nowhere.
 */
export const AgentInstanceTransitions = Object.freeze({
  starting: Object.freeze(["ready", "failed", "stopping"]),
  ready: Object.freeze(["busy", "stopping", "failed"]),
  busy: Object.freeze(["ready", "stopping", "failed"]),
  stopping: Object.freeze(["stopped"]),
  stopped: Object.freeze([]),
  failed: Object.freeze([]),
});

/**
 * The transitions of AgentRun's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `assigned`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const AgentRunTransitions = Object.freeze({
  assigned: Object.freeze(["running", "cancelled", "failed"]),
  running: Object.freeze(["blocked", "succeeded", "failed", "cancelled"]),
  blocked: Object.freeze(["running", "cancelled"]),
  succeeded: Object.freeze([]),
  failed: Object.freeze([]),
  cancelled: Object.freeze([]),
});

/**
 * The transitions of RunAttempt's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `queued`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const RunAttemptTransitions = Object.freeze({
  queued: Object.freeze(["running", "cancelled", "failed"]),
  running: Object.freeze(["succeeded", "failed", "cancelled"]),
  succeeded: Object.freeze([]),
  failed: Object.freeze([]),
  cancelled: Object.freeze([]),
});

/**
 * The transitions of Turn's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `open`; `completed`, `aborted` are terminal and move nowhere.
 */
export const TurnTransitions = Object.freeze({
  open: Object.freeze(["yielded", "completed", "aborted"]),
  yielded: Object.freeze(["open", "completed", "aborted"]),
  completed: Object.freeze([]),
  aborted: Object.freeze([]),
});

/**
 * The transitions of Task's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `pending`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const TaskTransitions = Object.freeze({
  pending: Object.freeze(["ready", "cancelled"]),
  ready: Object.freeze(["in_progress", "cancelled", "failed"]),
  in_progress: Object.freeze(["blocked", "succeeded", "failed", "cancelled"]),
  blocked: Object.freeze(["ready", "in_progress", "cancelled"]),
  succeeded: Object.freeze([]),
  failed: Object.freeze([]),
  cancelled: Object.freeze([]),
});

/**
 * Each term's lifecycle: its initial state, its terminal states and its transition table.
 *
 * Frozen: the tables are the model, not a starting point to edit.
 */
export const lifecycles = Object.freeze({
  Project: Object.freeze({
    initial: "active",
    terminal: Object.freeze(["archived"]),
    transitions: ProjectTransitions,
  }),
  ResourceBinding: Object.freeze({
    initial: "proposed",
    terminal: Object.freeze(["revoked"]),
    transitions: ResourceBindingTransitions,
  }),
  WorkSession: Object.freeze({
    initial: "proposed",
    terminal: Object.freeze(["closed", "aborted"]),
    transitions: WorkSessionTransitions,
  }),
  AgentInstance: Object.freeze({
    initial: "starting",
    terminal: Object.freeze(["stopped", "failed"]),
    transitions: AgentInstanceTransitions,
  }),
  AgentRun: Object.freeze({
    initial: "assigned",
    terminal: Object.freeze(["succeeded", "failed", "cancelled"]),
    transitions: AgentRunTransitions,
  }),
  RunAttempt: Object.freeze({
    initial: "queued",
    terminal: Object.freeze(["succeeded", "failed", "cancelled"]),
    transitions: RunAttemptTransitions,
  }),
  Turn: Object.freeze({
    initial: "open",
    terminal: Object.freeze(["completed", "aborted"]),
    transitions: TurnTransitions,
  }),
  Task: Object.freeze({
    initial: "pending",
    terminal: Object.freeze(["succeeded", "failed", "cancelled"]),
    transitions: TaskTransitions,
  }),
});

/**
 * Whether the model lets an entity of `term` move from the state `from` to the state `to` in one transition.
 *
 * False for a term without a lifecycle, an unknown state, or a move the lifecycle does not list.
 */
export function canTransition(term, from, to) {
  if (!Object.hasOwn(lifecycles, term)) return false;
  const table = lifecycles[term].transitions;
  return Object.hasOwn(table, from) && table[from].includes(to);
}
