// The commands the runtime accepts, and the shape check that turns untrusted JSON into one.
import type { Actor } from './facts.js';
import type { PolicyDocument } from './policy.js';
import { refuse, type Refusal } from './refusals.js';

interface CommandBase {
  /** Chosen by the caller; resending it with the same payload returns the first result and appends nothing. */
  command_id: string;
  /** Who makes the command; with authority enforced, a principal bound to the role that owns the term. */
  actor?: Actor;
  term: string;
  /** The entity's identity (its term's identity field). */
  id: string;
  /** The entity's version the caller last saw (0 before creation); a different current version is a VERSION_CONFLICT. */
  expected_version?: number;
}

/** Creates an entity of a lifecycle term in its initial state. */
export interface CreateCommand extends CommandBase {
  type: 'create';
  /** The term's fields by their model names; the identity field may be omitted. */
  fields?: Record<string, unknown>;
  /** For a term with a depends_on relationship to itself (Task): entities it depends on. */
  depends_on?: string[];
}

/** Publishes an immutable entity (a ProjectSnapshot); it never changes afterwards. */
export interface PublishCommand extends CommandBase {
  type: 'publish';
  fields: Record<string, unknown>;
}

/** Moves an entity to another state of its lifecycle. */
export interface TransitionCommand extends CommandBase {
  type: 'transition';
  to: string;
}

/** Adds one depends_on edge (Task -> Task); refused if it would close a cycle. */
export interface AddDependencyCommand extends CommandBase {
  type: 'add_dependency';
  depends_on: string;
}

/** Replaces a Project's policy; snapshots already published keep theirs. */
export interface SetPolicyCommand extends CommandBase {
  type: 'set_policy';
  policy: PolicyDocument;
}

/** A command that changes one entity of the model. */
export type EntityCommand =
  CreateCommand | PublishCommand | TransitionCommand | AddDependencyCommand | SetPolicyCommand;

interface LogCommandBase {
  command_id: string;
  /** The operator making the change: a principal only, since no role of the model owns the log's settings. */
  actor: { principal: string };
}

/** Lets `principal` act in the catalogued authority role `role`. */
export interface GrantRoleCommand extends LogCommandBase {
  type: 'grant_role';
  principal: string;
  role: string;
}

/** Ends `principal`'s binding to `role`; commands it makes in that role are refused from then on. */
export interface RevokeRoleCommand extends LogCommandBase {
  type: 'revoke_role';
  principal: string;
  role: string;
}

/** Switches authority enforcement on or off for every command after it. */
export interface SetEnforcementCommand extends LogCommandBase {
  type: 'set_enforcement';
  enforced: boolean;
}

/** A command that changes the log's own settings rather than an entity of the model. */
export type LogCommand = GrantRoleCommand | RevokeRoleCommand | SetEnforcementCommand;

export type Command = EntityCommand | LogCommand;
export type CommandType = Command['type'];

type MemberKind = 'string' | 'name' | 'object' | 'strings' | 'version' | 'boolean' | 'actor';

const members: Record<CommandType, Record<string, MemberKind>> = {
  create: { term: 'string', id: 'string', expected_version: 'version', fields: 'object', depends_on: 'strings' },
  publish: { term: 'string', id: 'string', expected_version: 'version', fields: 'object' },
  transition: { term: 'string', id: 'string', expected_version: 'version', to: 'string' },
  add_dependency: { term: 'string', id: 'string', expected_version: 'version', depends_on: 'string' },
  set_policy: { term: 'string', id: 'string', expected_version: 'version', policy: 'object' },
  grant_role: { principal: 'name', role: 'string' },
  revoke_role: { principal: 'name', role: 'string' },
  set_enforcement: { enforced: 'boolean' },
};
const required: Record<CommandType, readonly string[]> = {
  create: ['term', 'id'],
  publish: ['term', 'id', 'fields'],
  transition: ['term', 'id', 'to'],
  add_dependency: ['term', 'id', 'depends_on'],
  set_policy: ['term', 'id', 'policy'],
  grant_role: ['actor', 'principal', 'role'],
  revoke_role: ['actor', 'principal', 'role'],
  set_enforcement: ['actor', 'enforced'],
};
const common = { command_id: 'string', type: 'string', actor: 'actor' } as const;

export function isLogCommand(command: Command): command is LogCommand {
  return command.type === 'grant_role' || command.type === 'revoke_role' || command.type === 'set_enforcement';
}

const maxNameLength = 256;
/** Deeper input is refused before anything recursive (hashing, serialising) touches it. */
const maxCommandDepth = 100;

/** Whether `value` nests deeper than `limit` levels; iterative, so hostile input cannot exhaust the stack. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Whether `value` is a usable entity or command name: 1-256 characters, no whitespace or control characters. */
export function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxNameLength && !/[\s\p{Cc}]/u.test(value);
}

export type ParsedCommand = { ok: true; command: Command } | { ok: false; refusal: Refusal };

/** Checks that untrusted input has the shape of a command; the meaning is checked when it is applied. */
export function parseCommand(input: unknown): ParsedCommand {
  const invalid = (detail: string, commandId?: unknown): ParsedCommand => {
    const refusal = refuse('INVALID_COMMAND', { detail });
    if (isName(commandId)) refusal.command_id = commandId;
    return { ok: false, refusal };
  };
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return invalid('a command must be a JSON object');
  const record = input as Record<string, unknown>;
  if (nestsDeeperThan(record, maxCommandDepth))
    return invalid(`a command may nest at most ${maxCommandDepth} levels deep`, record.command_id);
  const commandId = record.command_id;
  if (!isName(commandId)) return invalid(`command_id must be a name (1-${maxNameLength} characters, no whitespace)`);
  const type = record.type;
  if (typeof type !== 'string' || !(type in members)) {
    return invalid(
      `type must be one of ${Object.keys(members).join(', ')}${typeof type === 'string' ? `, not "${type}"` : ''}`,
      commandId,
    );
  }
  const allowed: Record<string, MemberKind> = { ...common, ...members[type as CommandType] };
  for (const [key, value] of Object.entries(record)) {
    const kind = allowed[key];
    if (!kind)
      return invalid(
        `a ${type} command has no member "${key}" (members: ${Object.keys(allowed).join(', ')})`,
        commandId,
      );
    const problem = memberProblem(kind, value);
    if (problem) return invalid(`${key} ${problem}`, commandId);
  }
  for (const key of required[type as CommandType]) {
    if (!(key in record)) return invalid(`a ${type} command needs "${key}"`, commandId);
  }
  if ('id' in record && !isName(record.id))
    return invalid(`id must be a name (1-${maxNameLength} characters, no whitespace)`, commandId);
  const command = record as unknown as Command;
  if (isLogCommand(command) && 'role' in command.actor)
    return invalid(
      `a ${type} command is the operator's: its actor names a principal only, not a role of the model`,
      commandId,
    );
  return { ok: true, command };
}

function memberProblem(kind: MemberKind, value: unknown): string | undefined {
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? undefined : 'must be a string';
    case 'name':
      return isName(value) ? undefined : `must be a name (1-${maxNameLength} characters, no whitespace)`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'actor':
      return actorProblem(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
    case 'strings':
      return Array.isArray(value) && value.every(isName) ? undefined : 'must be an array of names';
    case 'version':
      return Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : 'must be a non-negative integer';
  }
}

/** An actor is `{ "principal": name, "role"?: string }` and nothing else. */
function actorProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'must be an object {"principal", "role"}';
  for (const [key, member] of Object.entries(value)) {
    if (key === 'principal') {
      if (!isName(member)) return `principal must be a name (1-${maxNameLength} characters, no whitespace)`;
    } else if (key === 'role') {
      if (typeof member !== 'string') return 'role must be a string';
    } else return `has no member "${key}" (members: principal, role)`;
  }
  return 'principal' in value ? undefined : 'needs "principal"';
}
