// This file is generated from model/. Do not edit by hand.
// Every validator by the name of the type it checks.

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
import type { Validator } from './validator-runtime.js';

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
