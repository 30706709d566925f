// This file is generated from model/. Do not edit by hand.
// Resource: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * An independently addressable thing relevant to work. A Resource is not necessarily owned by a Project; projects and sessions observe or bind it.
 *
 * Name the durable thing (repository, dataset, ticket tracker, workspace environment, secret store) that bindings and policies talk about.
 */
export interface Resource {
  /**
   * Identity of the Resource: a name, never an authorization.
   */
  resource_id: Name;
  /**
   * Identity field. Address, not a capability.
   */
  uri?: string;
  /**
   * Descriptive field.
   */
  kind?: string;
  /**
   * Descriptive field.
   */
  display_name?: string;
}

/**
 * The portable-snapshot shape of a Resource: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Resource may, so this is Resource itself.
 */
export type ResourcePortable = Resource;
