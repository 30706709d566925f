// This file is generated from model/. Do not edit by hand.
// Principal: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * An authenticated human, service, or agent identity. A Principal is not an AgentInstance and is not an assignment.
 *
 * Be the subject of authentication and authorization so process identity and work assignment stay separate from who is acting.
 */
export interface Principal {
  /**
   * Identity of the Principal: a name, never an authorization.
   */
  principal_id: Name;
  /**
   * Descriptive field. human, service, or agent identity kind.
   */
  kind?: string;
  /**
   * Metadata field.
   */
  issuer?: string;
}

/**
 * The portable-snapshot shape of a Principal: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of Principal may, so this is Principal itself.
 */
export type PrincipalPortable = Principal;
