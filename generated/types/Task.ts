// This file is generated from model/. Do not edit by hand.
// Task: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name } from './common.js';

/**
 * A schedulable unit in a WorkSession task graph. A Task is not necessarily one-to-one with an AgentRun.
 *
 * Describe planned or in-flight work items and their dependencies without forcing each item to be an agent assignment.
 */
export interface Task {
  /**
   * Identity of the Task: a name, never an authorization.
   */
  task_id: Name;
  /**
   * Reference to a WorkSession, by its work_session_id. Required: a Task has exactly one WorkSession.
   */
  work_session_id: Name;
  /**
   * Descriptive field.
   */
  title?: string;
}

/**
 * The portable-snapshot shape of a Task: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Task may, so this is Task itself.
 */
export type TaskPortable = Task;

/**
 * A lifecycle state of Task. Initial: `pending`. Terminal: `succeeded`, `failed`, `cancelled`.
 */
export type TaskState =
  'pending' | 'ready' | 'in_progress' | 'blocked' | 'succeeded' | 'failed' | 'cancelled';
