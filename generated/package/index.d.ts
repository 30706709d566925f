// This file is generated from model/. Do not edit by hand.
// The model package: every type, table and validator.

export * from './types/common.js';
export * from './types/model.js';
export * from './types/Project.js';
export * from './types/ProjectSnapshot.js';
export * from './types/WorkProfile.js';
export * from './types/Resource.js';
export * from './types/ResourceBinding.js';
export * from './types/Workspace.js';
export * from './types/WorkSession.js';
export * from './types/AgentProfile.js';
export * from './types/AgentInstance.js';
export * from './types/AgentRun.js';
export * from './types/RunAttempt.js';
export * from './types/Turn.js';
export * from './types/HostConversation.js';
export * from './types/Task.js';
export * from './types/Artifact.js';
export * from './types/Principal.js';
export * from './types/lifecycles.js';
export * from './transitions.js';
export * from './validators.js';
