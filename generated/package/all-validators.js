// This file is generated from model/. Do not edit by hand.
// Every validator by the name of the type it checks.

import { validateProject } from './validators/Project.js';
import { validateProjectSnapshot } from './validators/ProjectSnapshot.js';
import { validateWorkProfile } from './validators/WorkProfile.js';
import { validateResource } from './validators/Resource.js';
import { validateResourceBinding } from './validators/ResourceBinding.js';
import { validateWorkspace } from './validators/Workspace.js';
import { validateWorkSession } from './validators/WorkSession.js';
import { validateAgentProfile } from './validators/AgentProfile.js';
import { validateAgentInstance } from './validators/AgentInstance.js';
import { validateAgentRun } from './validators/AgentRun.js';
import { validateRunAttempt } from './validators/RunAttempt.js';
import { validateTurn } from './validators/Turn.js';
import { validateHostConversation } from './validators/HostConversation.js';
import { validateTask } from './validators/Task.js';
import { validateArtifact } from './validators/Artifact.js';
import { validatePrincipal } from './validators/Principal.js';
import { validateEntityState } from './validators/EntityState.js';

/**
 * Every validator, by the name of the type it checks.
 */
export const validators = /* @__PURE__ */ Object.freeze({
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
