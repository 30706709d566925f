// The commands the runtime accepts, and the shape check that turns untrusted JSON into one.
import { findCredentials, type CredentialFinding } from '../../credentials/values.js';
import type { Actor } from './facts.js';
import { nameRule, toName } from './names.js';
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
  /**
   * The entity's version the caller last saw (0 before creation); a different current version is a VERSION_CONFLICT.
   */
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

/**
 * Moves the log to the model the runtime applying it was opened with, whose fingerprint it names,
 * when every change between the two is compatible for the runtime (`awm runtime migrate`).
 */
export interface ChangeModelCommand extends LogCommandBase {
  type: 'change_model';
  to_fingerprint: string;
}

/** A command that changes the log's own settings rather than an entity of the model. */
export type LogCommand = GrantRoleCommand | RevokeRoleCommand | SetEnforcementCommand | ChangeModelCommand;

export type Command = EntityCommand | LogCommand;
export type CommandType = Command['type'];

type MemberKind = 'string' | 'object' | 'strings' | 'version' | 'boolean' | 'actor';

const entity = { term: 'string', id: 'string', expected_version: 'version' } as const;
const members: Record<CommandType, Record<string, MemberKind>> = {
  create: { ...entity, fields: 'object', depends_on: 'strings' },
  publish: { ...entity, fields: 'object' },
  transition: { ...entity, to: 'string' },
  add_dependency: { ...entity, depends_on: 'string' },
  set_policy: { ...entity, policy: 'object' },
  grant_role: { principal: 'string', role: 'string' },
  revoke_role: { principal: 'string', role: 'string' },
  set_enforcement: { enforced: 'boolean' },
  change_model: { to_fingerprint: 'string' },
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
  change_model: ['actor', 'to_fingerprint'],
};
const common = { command_id: 'string', type: 'string', actor: 'actor' } as const;

const logCommandTypes: ReadonlySet<CommandType> = new Set([
  'grant_role',
  'revoke_role',
  'set_enforcement',
  'change_model',
]);

export function isLogCommand(command: Command): command is LogCommand {
  return logCommandTypes.has(command.type);
}

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

/**
 * Where `value` holds a whole number that a store could not keep exactly (beyond 2^53 - 1 either
 * way, where JSON numbers stop being exact), as a JSON path below `root`, or undefined. Iterative.
 */
export function inexactNumberAt(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'number') {
      if (Number.isInteger(node) && !Number.isSafeInteger(node)) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const array = Array.isArray(node);
    for (const [key, child] of Object.entries(node)) stack.push([child, array ? `${path}[${key}]` : `${path}.${key}`]);
  }
  return undefined;
}

export type ParsedCommand = { ok: true; command: Command } | { ok: false; refusal: Refusal };

/**
 * Checks that untrusted input has the shape of a command, and returns it with its names (command
 * id, term, id, target state, dependencies) in NFC; the meaning is checked when it is applied.
 */
export function parseCommand(input: unknown): ParsedCommand {
  const invalid = (detail: string, commandId?: unknown): ParsedCommand => {
    const refusal = refuse('INVALID_COMMAND', { detail });
    const name = toName(commandId);
    if (name !== undefined) refusal.command_id = name;
    return { ok: false, refusal };
  };
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return invalid('a command must be a JSON object');
  const record = input as Record<string, unknown>;
  if (nestsDeeperThan(record, maxCommandDepth))
    return invalid(`a command may nest at most ${maxCommandDepth} levels deep`, record.command_id);
  // First, before any message could repeat part of it: a credential anywhere, names included.
  const credential = findCredentials(record)[0];
  if (credential) return { ok: false, refusal: credentialRefusal(record, credential) };
  const commandId = toName(record.command_id);
  if (commandId === undefined) return invalid(`command_id must be ${nameRule}`);
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
  const inexact = inexactNumberAt(record, 'command');
  if (inexact)
    return invalid(
      `${inexact.slice('command.'.length)} is a whole number beyond 2^53 - 1, which JSON cannot keep exactly`,
      commandId,
    );
  const command: Record<string, unknown> = { ...record, command_id: commandId };
  for (const key of ['term', 'id', 'to', 'depends_on', 'principal'] as const) {
    if (!(key in record)) continue;
    const value = record[key];
    const names = Array.isArray(value) ? value.map(toName) : toName(value);
    if (names === undefined || (Array.isArray(names) && names.includes(undefined)))
      return invalid(`${key} must be ${Array.isArray(value) ? 'an array of names, each ' : ''}${nameRule}`, commandId);
    command[key] = names;
  }
  if (record.actor !== undefined) {
    const actor = record.actor as Actor;
    const principal = toName(actor.principal);
    if (principal === undefined) return invalid(`actor.principal must be ${nameRule}`, commandId);
    command.actor = { ...actor, principal };
  }
  const parsed = command as unknown as Command;
  if (isLogCommand(parsed) && 'role' in parsed.actor)
    return invalid(
      `a ${type} command is the operator's: its actor names a principal only, not a role of the model`,
      commandId,
    );
  return { ok: true, command: parsed };
}

/** CREDENTIAL for a command, naming the command and entity unless that is where the credential is. */
function credentialRefusal(record: Record<string, unknown>, credential: CredentialFinding): Refusal {
  const name = (key: string) => (credential.path === key ? undefined : toName(record[key]));
  const [commandId, term, id] = [name('command_id'), name('term'), name('id')];
  const where = term !== undefined && id !== undefined ? `${term} ${id} ${credential.path}` : credential.path;
  const refusal = refuse(
    'CREDENTIAL',
    { where, reason: credential.reason },
    { ...(term && { term }), ...(id && { id }) },
  );
  if (commandId !== undefined) refusal.command_id = commandId;
  return refusal;
}

function memberProblem(kind: MemberKind, value: unknown): string | undefined {
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'actor':
      return actorProblem(value);
    case 'string':
      return typeof value === 'string' ? undefined : 'must be a string';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? undefined
        : 'must be an array of names';
    case 'version':
      return Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : 'must be a non-negative integer';
  }
}

/** An actor is `{ "principal": name, "role"?: string }` and nothing else; the principal is checked as a name after. */
function actorProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'must be an object {"principal", "role"}';
  for (const [key, member] of Object.entries(value)) {
    if (key === 'role') {
      if (typeof member !== 'string') return 'role must be a string';
    } else if (key !== 'principal') return `has no member "${key}" (members: principal, role)`;
  }
  return 'principal' in value ? undefined : 'needs "principal"';
}
