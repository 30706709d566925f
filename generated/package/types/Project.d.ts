// This file is generated from model/. Do not edit by hand.
// Project: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Name, PolicyDocument } from './common.js';

/**
 * A durable named collaboration and policy scope. A Project outlives any single workspace, host conversation, or WorkSession and is the unit that people and systems recognize as "the work we keep doing together."
 *
 * Hold stable identity, membership, and policy that WorkSessions pin via a ProjectSnapshot. Projects are not a place to store live runtime.
 */
export interface Project {
  /**
   * Identity of the Project: a name, never an authorization.
   */
  project_id: Name;
  /**
   * Descriptive field.
   */
  display_name?: string;
  /**
   * Policy field. Policy at the project boundary. Children may only narrow it.
   */
  policy?: PolicyDocument;
  /**
   * Descriptive field.
   */
  description?: string;
}

/**
 * The portable-snapshot shape of a Project: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Project may, so this is Project itself.
 */
export type ProjectPortable = Project;

/**
 * A lifecycle state of Project. Initial: `active`. Terminal: `archived`.
 */
export type ProjectState = 'active' | 'archived';
