// The catalogue of reasons the runtime refuses a command, typed by code like the diagnostics catalogue.
import { msg } from '../../diagnostics/message.js';

export const refusalCatalog = {
  INVALID_COMMAND: {
    message: msg`${'detail'}`,
    description: 'The command is not a well-formed command object (unknown type, missing or mistyped member).',
  },
  UNKNOWN_TERM: {
    message: msg`"${'term'}" is not a term of the model${'suggestion'}`,
    description: 'The command names a term the model does not define.',
  },
  NOT_RECORDED: {
    message: msg`${'term'} has no lifecycle and is not immutable, so the runtime does not record it`,
    description: 'Only terms with a lifecycle, and immutable terms (published once), are entities of the runtime.',
  },
  WRONG_COMMAND: {
    message: msg`${'detail'}`,
    description:
      'The command does not apply to this term (create for an immutable term, publish for a mutable one, ...).',
  },
  UNKNOWN_FIELD: {
    message: msg`${'term'} has no field "${'field'}"${'suggestion'}`,
    description: 'A field not declared by the term in the model.',
  },
  INVALID_FIELD: {
    message: msg`${'detail'}`,
    description: 'A field value of the wrong type or shape for its declared type.',
  },
  MISSING_FIELD: {
    message: msg`${'term'} ${'id'} needs ${'field'}: ${'why'}`,
    description: 'A field the runtime requires is absent.',
  },
  ALREADY_EXISTS: {
    message: msg`${'term'} ${'id'} already exists`,
    description: 'Create or publish of an entity that exists.',
  },
  NOT_FOUND: {
    message: msg`${'term'} ${'id'} does not exist`,
    description: 'The command names an entity that was never created.',
  },
  PARENT_NOT_FOUND: {
    message: msg`${'term'} ${'id'} names ${'parentTerm'} ${'parentId'} as its parent, which does not exist`,
    description: 'A child is created under a parent that was never created.',
  },
  PARENT_TERMINAL: {
    message: msg`${'term'} ${'id'} cannot be created under ${'parentTerm'} ${'parentId'}, which is ${'state'}
      (terminal)`,
    description: 'A child is created under a parent in a terminal state.',
  },
  REFERENCE_NOT_FOUND: {
    message: msg`${'detail'}`,
    description: 'A reference field names an entity the runtime does not have.',
  },
  REFERENCE_TERMINAL: {
    message: msg`${'detail'}`,
    description: 'A reference field names an entity that is in a terminal state.',
  },
  UNKNOWN_STATE: {
    message: msg`${'detail'}`,
    description: 'A transition names a state that the term lifecycle does not declare.',
  },
  ILLEGAL_TRANSITION: {
    message: msg`${'detail'}`,
    description:
      'A transition the lifecycle does not list, including any move out of a terminal state or to the current state.',
  },
  ENTITY_TERMINAL: {
    message: msg`${'term'} ${'id'} is ${'state'} (terminal) and accepts no further changes`,
    description: 'A change to an entity whose state is final.',
  },
  VERSION_CONFLICT: {
    message: msg`${'term'} ${'id'} is at version ${'actual'}, not the expected ${'expected'}; re-read it and retry`,
    description: 'Optimistic concurrency: another command changed the entity since the caller read it.',
  },
  COMMAND_ID_REUSED: {
    message: msg`command id "${'commandId'}" was already used for a different command`,
    description: 'A command id may be resent only with the same payload; a different payload needs a new id.',
  },
  POLICY_NOT_NARROWED: {
    message: msg`${'detail'}`,
    description: 'A policy or grant that is not covered by the policy it must narrow.',
  },
  CREDENTIAL: {
    message: msg`${'where'}: ${'reason'}; credentials are never recorded`,
    description:
      'A credential (by key name or by value shape) in a command. The log is immutable, so a secret written once ' +
      'could never be removed.',
  },
  RUNTIME_STATE: {
    message: msg`${'where'}: ${'reason'}; a snapshot may not carry live runtime state`,
    description: 'A pid, port, heartbeat, lease, endpoint or current-run pointer in a published definition.',
  },
  HASH_MISMATCH: {
    message: msg`definition_hash ${'given'} does not match the resolved definition, whose hash is ${'computed'}`,
    description: 'A supplied definition_hash differs from the SHA-256 of the canonical JSON of resolved_definition.',
  },
  REVISION_EXISTS: {
    message: msg`Project ${'projectId'} already published revision "${'revision'}" as ${'existing'}`,
    description: 'A revision identifies exactly one snapshot of a project.',
  },
  ATTEMPT_ACTIVE: {
    message: msg`${'parentTerm'} ${'parentId'} already has a non-terminal ${'term'} ${'active'} (${'state'}); a new
      one waits until it ends`,
    description: 'At most one non-terminal RunAttempt per AgentRun at a time.',
  },
  OPEN_CHILDREN: {
    message: msg`${'term'} ${'id'} cannot become ${'state'} while these are not terminal: ${'ids'}`,
    description:
      'A parent move that the closing rules refuse while children are open (closing a WorkSession with open ' +
      'AgentRuns or Tasks).',
  },
  SEQUENCE_NOT_INCREASING: {
    message: msg`${'term'} ${'id'} has ${'field'} ${'given'}, but ${'parentTerm'} ${'parentId'} already reached
      ${'highest'}; it must be greater`,
    description: 'Turn sequences strictly increase within their AgentRun.',
  },
  SEQUENCE_EXHAUSTED: {
    message: msg`${'term'} ${'id'} would get ${'field'} ${'highest'} + 1, but ${'parentTerm'} ${'parentId'} already
      reached ${'highest'}, the largest integer kept exactly; no further ${'term'} can be numbered`,
    description:
      'An automatically numbered sequence reached 2^53 - 1 (9007199254740991), past which numbers are no longer exact.',
  },
  DEPENDENCY_CYCLE: {
    message: msg`${'detail'}`,
    description: 'A depends_on edge that would close a cycle in the task graph.',
  },
  NOT_AUTHORIZED: {
    message: msg`${'detail'}`,
    description:
      'Authority is enforced and the command names no actor, or its principal holds no binding for the role it acts ' +
      'in.',
  },
  FOREIGN_AUTHORITY: {
    message: msg`${'term'} is owned by ${'owner'}; ${'role'} may reference or observe it, not change it`,
    description:
      "Authority is enforced and the actor's role does not own the command's term (the model's one-mutable-authority " +
      'rule).',
  },
  UNKNOWN_ROLE: {
    message: msg`"${'role'}" is not an authority role of the model${'suggestion'}`,
    description: 'An actor or a role binding names a role the model does not catalogue.',
  },
  ROLE_ALREADY_GRANTED: {
    message: msg`${'principal'} already holds the role ${'role'}`,
    description: 'A grant of a binding that is in force.',
  },
  ROLE_NOT_GRANTED: {
    message: msg`${'principal'} holds no binding for the role ${'role'}`,
    description: 'A revoke of a binding that is not in force.',
  },
  ENFORCEMENT_UNCHANGED: {
    message: msg`authority enforcement is already ${'state'}`,
    description: 'A change of authority enforcement to the setting in force.',
  },
  MODEL_UNCHANGED: {
    message: msg`the log already runs ${'model'}`,
    description: 'A move of the log to the model it runs.',
  },
  MODEL_NOT_RECORDED: {
    message: msg`the log does not record the model it runs (it was made by an earlier awm), so the changes cannot be
      listed`,
    description: 'A move of a log whose database predates recording its model.',
  },
  MODEL_CHANGE_BREAKING: {
    message: msg`${'from'} -> ${'to'}: ${'detail'}; nothing was written`,
    description:
      'A move of the log to a model with changes the runtime cannot run across, given what the log holds ' +
      '(details.breaking lists them).',
  },
} as const;

export type RefusalCode = keyof typeof refusalCatalog;

type RefusalParams<C extends RefusalCode> = (typeof refusalCatalog)[C]['message'] extends {
  format(values: Record<infer P, string>): string;
}
  ? P
  : never;

/** A refused command: nothing was written. */
export interface Refusal {
  status: 'refused';
  code: RefusalCode;
  message: string;
  command_id?: string;
  term?: string;
  id?: string;
  /** Machine-readable particulars: open child ids, the actual version, the allowed targets. */
  details?: Record<string, unknown>;
}

/** Creates a refusal for a catalogued code; the message comes from the catalogue's template. */
export function refuse<C extends RefusalCode>(
  code: C,
  params: Readonly<Record<RefusalParams<C>, string>>,
  subject: { term?: string; id?: string; details?: Record<string, unknown> } = {},
): Refusal {
  const template = refusalCatalog[code].message as { format(values: Record<string, string>): string };
  return { status: 'refused', code, message: template.format(params as Record<string, string>), ...subject };
}

/** Thrown inside a write transaction to abandon it with a refusal; the transaction rolls back. */
export class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefusedError';
  }
}
