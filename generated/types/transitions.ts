// This file is generated from model/. Do not edit by hand.
// The transition table of every term with a lifecycle, as const.

/**
 * The transitions of Project's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `active`; `archived` is terminal and moves nowhere.
 */
export const ProjectTransitions = {
  /**
   * `active` -> `archived`: Archiving retains identity and snapshots; it does not delete history.
   */
  active: ['archived'],
  archived: [],
} as const;

/**
 * The transitions of ResourceBinding's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `revoked` is terminal and moves nowhere.
 */
export const ResourceBindingTransitions = {
  proposed: ['bound', 'revoked'],
  bound: ['revoked'],
  revoked: [],
} as const;

/**
 * The transitions of WorkSession's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `proposed`; `closed`, `aborted` are terminal and move nowhere.
 */
export const WorkSessionTransitions = {
  proposed: ['open', 'aborted'],
  open: ['paused', 'closed', 'aborted'],
  paused: ['open', 'closed', 'aborted'],
  closed: [],
  aborted: [],
} as const;

/**
 * The transitions of AgentInstance's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `starting`; `stopped`, `failed` are terminal and move nowhere.
 */
export const AgentInstanceTransitions = {
  starting: ['ready', 'failed', 'stopping'],
  ready: ['busy', 'stopping', 'failed'],
  busy: ['ready', 'stopping', 'failed'],
  stopping: ['stopped'],
  stopped: [],
  failed: [],
} as const;

/**
 * The transitions of AgentRun's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `assigned`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const AgentRunTransitions = {
  assigned: ['running', 'cancelled', 'failed'],
  running: ['blocked', 'succeeded', 'failed', 'cancelled'],
  blocked: ['running', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
} as const;

/**
 * The transitions of RunAttempt's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `queued`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const RunAttemptTransitions = {
  queued: ['running', 'cancelled', 'failed'],
  running: ['succeeded', 'failed', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
} as const;

/**
 * The transitions of Turn's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `open`; `completed`, `aborted` are terminal and move nowhere.
 */
export const TurnTransitions = {
  open: ['yielded', 'completed', 'aborted'],
  yielded: ['open', 'completed', 'aborted'],
  completed: [],
  aborted: [],
} as const;

/**
 * The transitions of Task's lifecycle: each state, and the states it may move to next.
 *
 * Starts in `pending`; `succeeded`, `failed`, `cancelled` are terminal and move nowhere.
 */
export const TaskTransitions = {
  pending: ['ready', 'cancelled'],
  ready: ['in_progress', 'cancelled', 'failed'],
  in_progress: ['blocked', 'succeeded', 'failed', 'cancelled'],
  blocked: ['ready', 'in_progress', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
} as const;
