// This file is generated from model/. Do not edit by hand.
// Artifact: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * A durable explicit output published by a Task or AgentRun. An Artifact is not private reasoning, scratch, or an unpublished tool side effect.
 *
 * Name the things a session intends to keep and share so they can be addressed independently of turns and attempts.
 */
export interface Artifact {
  /**
   * Identity of the Artifact: a name, never an authorization.
   */
  artifact_id: Name;
  /**
   * Reference to a WorkSession, by its work_session_id.
   */
  work_session_id?: Name;
  /**
   * Descriptive field.
   */
  media_type?: string;
  /**
   * Reference to another entity. Address of the published bytes. Not a credential.
   */
  locator?: string;
}

/**
 * The portable-snapshot shape of an Artifact: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Artifact may, so this is Artifact itself.
 */
export type ArtifactPortable = Artifact;
