// This file is generated from model/. Do not edit by hand.
// Workspace: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * A Resource subtype that provides a material working environment (files, checkout, container, or equivalent). A Workspace is not a WorkSession.
 *
 * Name the environment in which work is performed so it can be bound into a WorkSession without being confused with the episode of work itself.
 */
export interface Workspace {
  /**
   * Identity of the Workspace: a name, never an authorization.
   */
  workspace_id: Name;
  /**
   * Reference to a Resource, by its resource_id. Required: a Workspace has exactly one Resource.
   */
  resource_id: Name;
  /**
   * Descriptive field.
   */
  environment_kind?: string;
}

/**
 * The portable-snapshot shape of a Workspace: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Workspace may, so this is Workspace itself.
 */
export type WorkspacePortable = Workspace;
