// This file is generated from model/. Do not edit by hand.
// ResourceBinding: its exchange shape, its portable-snapshot shape and its lifecycle states.

import type { Grant, Name } from './common.js';

/**
 * A WorkSession-specific resolution and grant for a Resource. The binding records how this session names, locates, and is allowed to use the Resource without becoming a second owner of it.
 *
 * Attach a Resource to one WorkSession with a narrowed grant, leaving the Resource's native authority intact.
 */
export interface ResourceBinding {
  /**
   * Identity of the ResourceBinding: a name, never an authorization.
   */
  resource_binding_id: Name;
  /**
   * Reference to a WorkSession, by its work_session_id. Required: a ResourceBinding has exactly one WorkSession.
   */
  work_session_id: Name;
  /**
   * Reference to a Resource, by its resource_id. Required: a ResourceBinding has exactly one Resource.
   */
  resource_id: Name;
  /**
   * Policy field. Must be a narrowing of session and project policy.
   */
  grant?: Grant;
  /**
   * Reference to another entity. How this session locates the resource. Not a credential.
   */
  resolved_locator?: string;
}

/**
 * The portable-snapshot shape of a ResourceBinding: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of ResourceBinding may, so this is ResourceBinding itself.
 */
export type ResourceBindingPortable = ResourceBinding;

/**
 * A lifecycle state of ResourceBinding. Initial: `proposed`. Terminal: `revoked`.
 */
export type ResourceBindingState = 'proposed' | 'bound' | 'revoked';
