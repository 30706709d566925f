// This file is generated from model/. Do not edit by hand.
// A type guard per term and for EntityState, checking a value against its schema; errors name JSON Pointers.

import * as compiled from './compiled-validators.js';

/** A property name as a JSON Pointer segment (RFC 6901). */
const segment = (name) => String(name).replace(/~/g, '~0').replace(/\//g, '~1');

/** An Ajv error as the package reports it. */
function validationError({ keyword, instancePath, params, message }) {
  switch (keyword) {
    case 'required':
      return { path: `${instancePath}/${segment(params.missingProperty)}`, message: 'is required', keyword };
    case 'additionalProperties':
      return {
        path: `${instancePath}/${segment(params.additionalProperty)}`,
        message: 'is not allowed here',
        keyword,
      };
    case 'enum':
      return {
        path: instancePath,
        message: `must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`,
        keyword,
      };
    // The schemas' one "not" is a name's: no character of the forbidden class.
    case 'not':
      return { path: instancePath, message: 'must not contain whitespace or control characters', keyword };
    default:
      return { path: instancePath, message, keyword };
  }
}

function validator(check) {
  const validate = (value) => {
    const valid = check(value);
    // An "if" error only says that a "then" failed, and that failure is reported on its own.
    validate.errors = valid ? [] : check.errors.filter((error) => error.keyword !== 'if').map(validationError);
    return valid;
  };
  validate.errors = [];
  return validate;
}

/**
 * Whether a value is a Project: checks it against schemas/Project.schema.json.
 */
export const validateProject = validator(compiled.Project);

/**
 * Whether a value is a ProjectSnapshot: checks it against schemas/ProjectSnapshot.schema.json.
 */
export const validateProjectSnapshot = validator(compiled.ProjectSnapshot);

/**
 * Whether a value is a WorkProfile: checks it against schemas/WorkProfile.schema.json.
 */
export const validateWorkProfile = validator(compiled.WorkProfile);

/**
 * Whether a value is a Resource: checks it against schemas/Resource.schema.json.
 */
export const validateResource = validator(compiled.Resource);

/**
 * Whether a value is a ResourceBinding: checks it against schemas/ResourceBinding.schema.json.
 */
export const validateResourceBinding = validator(compiled.ResourceBinding);

/**
 * Whether a value is a Workspace: checks it against schemas/Workspace.schema.json.
 */
export const validateWorkspace = validator(compiled.Workspace);

/**
 * Whether a value is a WorkSession: checks it against schemas/WorkSession.schema.json.
 */
export const validateWorkSession = validator(compiled.WorkSession);

/**
 * Whether a value is an AgentProfile: checks it against schemas/AgentProfile.schema.json.
 */
export const validateAgentProfile = validator(compiled.AgentProfile);

/**
 * Whether a value is an AgentInstance: checks it against schemas/AgentInstance.schema.json.
 */
export const validateAgentInstance = validator(compiled.AgentInstance);

/**
 * Whether a value is an AgentRun: checks it against schemas/AgentRun.schema.json.
 */
export const validateAgentRun = validator(compiled.AgentRun);

/**
 * Whether a value is a RunAttempt: checks it against schemas/RunAttempt.schema.json.
 */
export const validateRunAttempt = validator(compiled.RunAttempt);

/**
 * Whether a value is a Turn: checks it against schemas/Turn.schema.json.
 */
export const validateTurn = validator(compiled.Turn);

/**
 * Whether a value is a HostConversation: checks it against schemas/HostConversation.schema.json.
 */
export const validateHostConversation = validator(compiled.HostConversation);

/**
 * Whether a value is a Task: checks it against schemas/Task.schema.json.
 */
export const validateTask = validator(compiled.Task);

/**
 * Whether a value is an Artifact: checks it against schemas/Artifact.schema.json.
 */
export const validateArtifact = validator(compiled.Artifact);

/**
 * Whether a value is a Principal: checks it against schemas/Principal.schema.json.
 */
export const validatePrincipal = validator(compiled.Principal);

/**
 * Whether a value is an EntityState (a term, an id and a state of that term): checks it against schemas/entity-state.schema.json.
 */
export const validateEntityState = validator(compiled.EntityState);

/**
 * Every validator, by the name of the type it checks.
 */
export const validators = Object.freeze({
  Project: validateProject,
  ProjectSnapshot: validateProjectSnapshot,
  WorkProfile: validateWorkProfile,
  Resource: validateResource,
  ResourceBinding: validateResourceBinding,
  Workspace: validateWorkspace,
  WorkSession: validateWorkSession,
  AgentProfile: validateAgentProfile,
  AgentInstance: validateAgentInstance,
  AgentRun: validateAgentRun,
  RunAttempt: validateRunAttempt,
  Turn: validateTurn,
  HostConversation: validateHostConversation,
  Task: validateTask,
  Artifact: validateArtifact,
  Principal: validatePrincipal,
  EntityState: validateEntityState,
});
