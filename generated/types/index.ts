// This file is generated from model/. Do not edit by hand.
// Every generated type and transition table, from one module.

export * from './common.js';
export * from './model.js';
export * from './Project.js';
export * from './ProjectSnapshot.js';
export * from './WorkProfile.js';
export * from './Resource.js';
export * from './ResourceBinding.js';
export * from './Workspace.js';
export * from './WorkSession.js';
export * from './AgentProfile.js';
export * from './AgentInstance.js';
export * from './AgentRun.js';
export * from './RunAttempt.js';
export * from './Turn.js';
export * from './HostConversation.js';
export * from './Task.js';
export * from './Artifact.js';
export * from './Principal.js';
export * from './lifecycles.js';
export * from './transitions.js';
