// This file is generated from model/. Do not edit by hand.
// A type guard per term and for EntityState, each in validators/<name>.js; errors name JSON Pointers.

export { validateProject } from './validators/Project.js';
export { validateProjectSnapshot } from './validators/ProjectSnapshot.js';
export { validateWorkProfile } from './validators/WorkProfile.js';
export { validateResource } from './validators/Resource.js';
export { validateResourceBinding } from './validators/ResourceBinding.js';
export { validateWorkspace } from './validators/Workspace.js';
export { validateWorkSession } from './validators/WorkSession.js';
export { validateAgentProfile } from './validators/AgentProfile.js';
export { validateAgentInstance } from './validators/AgentInstance.js';
export { validateAgentRun } from './validators/AgentRun.js';
export { validateRunAttempt } from './validators/RunAttempt.js';
export { validateTurn } from './validators/Turn.js';
export { validateHostConversation } from './validators/HostConversation.js';
export { validateTask } from './validators/Task.js';
export { validateArtifact } from './validators/Artifact.js';
export { validatePrincipal } from './validators/Principal.js';
export { validateEntityState } from './validators/EntityState.js';
export { validators } from './all-validators.js';
