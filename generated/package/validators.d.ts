// This file is generated from model/. Do not edit by hand.
// A type guard per term and for EntityState, checking a value against its schema; errors name JSON Pointers.

import type { Project } from './types/Project.js';
import type { ProjectSnapshot } from './types/ProjectSnapshot.js';
import type { WorkProfile } from './types/WorkProfile.js';
import type { Resource } from './types/Resource.js';
import type { ResourceBinding } from './types/ResourceBinding.js';
import type { Workspace } from './types/Workspace.js';
import type { WorkSession } from './types/WorkSession.js';
import type { AgentProfile } from './types/AgentProfile.js';
import type { AgentInstance } from './types/AgentInstance.js';
import type { AgentRun } from './types/AgentRun.js';
import type { RunAttempt } from './types/RunAttempt.js';
import type { Turn } from './types/Turn.js';
import type { HostConversation } from './types/HostConversation.js';
import type { Task } from './types/Task.js';
import type { Artifact } from './types/Artifact.js';
import type { Principal } from './types/Principal.js';
import type { EntityState } from './types/lifecycles.js';

/**
 * One problem a validator found in a value.
 *
 * For a missing or unexpected property, `path` points at the property itself; otherwise at the value that fails, `""` being the whole value.
 */
export interface ValidationError {
  /**
   * JSON Pointer (RFC 6901) to the offending value or property.
   */
  readonly path: string;
  /**
   * What is wrong, such as "must be string" or "is required".
   */
  readonly message: string;
  /**
   * The JSON Schema keyword that failed: "type", "required", "format" and so on.
   */
  readonly keyword: string;
}

/**
 * A validator compiled from a JSON Schema: a type guard, whose `errors` describe the last value it rejected.
 */
export interface Validator<T> {
  (value: unknown): value is T;
  /**
   * The problems the last call found; none after a valid value.
   */
  readonly errors: readonly ValidationError[];
}

/**
 * Whether a value is a Project: checks it against schemas/Project.schema.json.
 */
export declare const validateProject: Validator<Project>;

/**
 * Whether a value is a ProjectSnapshot: checks it against schemas/ProjectSnapshot.schema.json.
 */
export declare const validateProjectSnapshot: Validator<ProjectSnapshot>;

/**
 * Whether a value is a WorkProfile: checks it against schemas/WorkProfile.schema.json.
 */
export declare const validateWorkProfile: Validator<WorkProfile>;

/**
 * Whether a value is a Resource: checks it against schemas/Resource.schema.json.
 */
export declare const validateResource: Validator<Resource>;

/**
 * Whether a value is a ResourceBinding: checks it against schemas/ResourceBinding.schema.json.
 */
export declare const validateResourceBinding: Validator<ResourceBinding>;

/**
 * Whether a value is a Workspace: checks it against schemas/Workspace.schema.json.
 */
export declare const validateWorkspace: Validator<Workspace>;

/**
 * Whether a value is a WorkSession: checks it against schemas/WorkSession.schema.json.
 */
export declare const validateWorkSession: Validator<WorkSession>;

/**
 * Whether a value is an AgentProfile: checks it against schemas/AgentProfile.schema.json.
 */
export declare const validateAgentProfile: Validator<AgentProfile>;

/**
 * Whether a value is an AgentInstance: checks it against schemas/AgentInstance.schema.json.
 */
export declare const validateAgentInstance: Validator<AgentInstance>;

/**
 * Whether a value is an AgentRun: checks it against schemas/AgentRun.schema.json.
 */
export declare const validateAgentRun: Validator<AgentRun>;

/**
 * Whether a value is a RunAttempt: checks it against schemas/RunAttempt.schema.json.
 */
export declare const validateRunAttempt: Validator<RunAttempt>;

/**
 * Whether a value is a Turn: checks it against schemas/Turn.schema.json.
 */
export declare const validateTurn: Validator<Turn>;

/**
 * Whether a value is a HostConversation: checks it against schemas/HostConversation.schema.json.
 */
export declare const validateHostConversation: Validator<HostConversation>;

/**
 * Whether a value is a Task: checks it against schemas/Task.schema.json.
 */
export declare const validateTask: Validator<Task>;

/**
 * Whether a value is an Artifact: checks it against schemas/Artifact.schema.json.
 */
export declare const validateArtifact: Validator<Artifact>;

/**
 * Whether a value is a Principal: checks it against schemas/Principal.schema.json.
 */
export declare const validatePrincipal: Validator<Principal>;

/**
 * Whether a value is an EntityState (a term, an id and a state of that term): checks it against schemas/entity-state.schema.json.
 */
export declare const validateEntityState: Validator<EntityState>;

/**
 * Every validator, by the name of the type it checks.
 */
export declare const validators: {
  readonly Project: Validator<Project>;
  readonly ProjectSnapshot: Validator<ProjectSnapshot>;
  readonly WorkProfile: Validator<WorkProfile>;
  readonly Resource: Validator<Resource>;
  readonly ResourceBinding: Validator<ResourceBinding>;
  readonly Workspace: Validator<Workspace>;
  readonly WorkSession: Validator<WorkSession>;
  readonly AgentProfile: Validator<AgentProfile>;
  readonly AgentInstance: Validator<AgentInstance>;
  readonly AgentRun: Validator<AgentRun>;
  readonly RunAttempt: Validator<RunAttempt>;
  readonly Turn: Validator<Turn>;
  readonly HostConversation: Validator<HostConversation>;
  readonly Task: Validator<Task>;
  readonly Artifact: Validator<Artifact>;
  readonly Principal: Validator<Principal>;
  readonly EntityState: Validator<EntityState>;
};
