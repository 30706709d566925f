// This file is generated from model/. Do not edit by hand.
// Unions over the whole model: term keys, authority role ids, and the lint codes its rules name.

/**
 * The key of a term of the Agent Work Model 0.1.0:
 *
 * - `Project`: A durable named collaboration and policy scope.
 * - `ProjectSnapshot`: An immutable resolved project definition at an exact revision.
 * - `WorkProfile`: A reusable blueprint for a kind of WorkSession.
 * - `Resource`: An independently addressable thing relevant to work.
 * - `ResourceBinding`: A WorkSession-specific resolution and grant for a Resource.
 * - `Workspace`: A Resource subtype that provides a material working environment (files, checkout, container, or equivalent).
 * - `WorkSession`: A bounded episode of work that coordinates resources and participants.
 * - `AgentProfile`: A declarative description of an eligible kind of agent.
 * - `AgentInstance`: A running process or remote endpoint capable of executing RunAttempts.
 * - `AgentRun`: One agent's bounded assignment within exactly one WorkSession.
 * - `RunAttempt`: One infrastructure execution attempt for an AgentRun.
 * - `Turn`: One input-to-output or control-yield cycle inside an AgentRun.
 * - `HostConversation`: Conversation history owned by a host product such as Goose, Hermes, or Crush.
 * - `Task`: A schedulable unit in a WorkSession task graph.
 * - `Artifact`: A durable explicit output published by a Task or AgentRun.
 * - `Principal`: An authenticated human, service, or agent identity.
 */
export type TermKey =
  | 'Project'
  | 'ProjectSnapshot'
  | 'WorkProfile'
  | 'Resource'
  | 'ResourceBinding'
  | 'Workspace'
  | 'WorkSession'
  | 'AgentProfile'
  | 'AgentInstance'
  | 'AgentRun'
  | 'RunAttempt'
  | 'Turn'
  | 'HostConversation'
  | 'Task'
  | 'Artifact'
  | 'Principal';

/**
 * An authority role of the Agent Work Model 0.1.0: the system or role that owns a term.
 *
 * - `project-catalog`: Durable project-definition catalog.
 * - `profile-catalog`: Profile-definition catalog.
 * - `native-resource-provider`: Native owner of an independently addressable Resource.
 * - `workspace-provider`: Workspace host or runtime that materializes a working environment.
 * - `work-session-coordinator`: Runtime coordinator for a WorkSession and the bindings, tasks, and artifacts that exist only inside that episode.
 * - `agent-runtime`: Supervisor that owns AgentInstance liveness for a process or endpoint.
 * - `agent-executor`: Host executor that records RunAttempts and Turns for an assigned run.
 * - `host-product`: Host product that owns HostConversation history.
 * - `artifact-publisher`: Publishing authority for an Artifact's publication metadata.
 * - `identity-provider`: Issuer of Principal names.
 */
export type AuthorityRoleId =
  | 'project-catalog'
  | 'profile-catalog'
  | 'native-resource-provider'
  | 'workspace-provider'
  | 'work-session-coordinator'
  | 'agent-runtime'
  | 'agent-executor'
  | 'host-product'
  | 'artifact-publisher'
  | 'identity-provider';

/**
 * A lint code named by the rules of the Agent Work Model 0.1.0 (the linter's own catalogue may hold more):
 *
 * - `PROHIBITED_FIELD`: enforces `no-unqualified-session-agent-context`
 * - `MISSING_AUTHORITY`: enforces `one-mutable-authority`
 * - `UNKNOWN_AUTHORITY`: enforces `one-mutable-authority`
 * - `FOREIGN_AUTHORITY`: enforces `one-mutable-authority`
 * - `RUNTIME_STATE`: enforces `no-project-runtime-state`
 * - `IMMUTABLE_VIOLATION`: enforces `snapshot-immutable`
 * - `REQUIRED_RELATIONSHIP`: enforces `worksession-children`, `agentrun-one-worksession`, `instance-not-assignment`
 * - `PARENT_CARDINALITY`: enforces `agentrun-one-worksession`, `inverse-cardinality-consistency`
 * - `IDENTITY_AUTHORIZATION`: enforces `ids-are-names`
 * - `CREDENTIAL_SNAPSHOT`: enforces `no-credentials-in-snapshots`
 * - `INVERSE_MISSING`: enforces `inverse-cardinality-consistency`
 * - `INVERSE_CARDINALITY`: enforces `inverse-cardinality-consistency`
 * - `INVERSE_TARGET`: enforces `inverse-cardinality-consistency`
 * - `LIFECYCLE_STATE`: enforces `lifecycle-closed`
 * - `QUALIFIED_IDENTITY`: enforces `qualified-identity`
 * - `IDENTITY_FIELD`: enforces `identity-in-fields`
 */
export type ModelLintCode =
  | 'PROHIBITED_FIELD'
  | 'MISSING_AUTHORITY'
  | 'UNKNOWN_AUTHORITY'
  | 'FOREIGN_AUTHORITY'
  | 'RUNTIME_STATE'
  | 'IMMUTABLE_VIOLATION'
  | 'REQUIRED_RELATIONSHIP'
  | 'PARENT_CARDINALITY'
  | 'IDENTITY_AUTHORIZATION'
  | 'CREDENTIAL_SNAPSHOT'
  | 'INVERSE_MISSING'
  | 'INVERSE_CARDINALITY'
  | 'INVERSE_TARGET'
  | 'LIFECYCLE_STATE'
  | 'QUALIFIED_IDENTITY'
  | 'IDENTITY_FIELD';
