// The commands the runtime accepts, and the shape check that turns untrusted JSON into one.
import { nameRule, toName } from './names.js';
import type { PolicyDocument } from './policy.js';
import { refuse, type Refusal } from './refusals.js';

interface CommandBase {
  /** Chosen by the caller; resending it with the same payload returns the first result and appends nothing. */
  command_id: string;
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

export type Command = CreateCommand | PublishCommand | TransitionCommand | AddDependencyCommand | SetPolicyCommand;
export type CommandType = Command['type'];

const members: Record<CommandType, Record<string, 'string' | 'object' | 'strings' | 'version'>> = {
  create: { fields: 'object', depends_on: 'strings' },
  publish: { fields: 'object' },
  transition: { to: 'string' },
  add_dependency: { depends_on: 'string' },
  set_policy: { policy: 'object' },
};
const required: Record<CommandType, readonly string[]> = {
  create: [],
  publish: ['fields'],
  transition: ['to'],
  add_dependency: ['depends_on'],
  set_policy: ['policy'],
};
const common = {
  command_id: 'string',
  type: 'string',
  term: 'string',
  id: 'string',
  expected_version: 'version',
} as const;

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
  const commandId = toName(record.command_id);
  if (commandId === undefined) return invalid(`command_id must be ${nameRule}`);
  const type = record.type;
  if (typeof type !== 'string' || !(type in members)) {
    return invalid(
      `type must be one of ${Object.keys(members).join(', ')}${typeof type === 'string' ? `, not "${type}"` : ''}`,
      commandId,
    );
  }
  const allowed = { ...common, ...members[type as CommandType] };
  for (const [key, value] of Object.entries(record)) {
    const kind = allowed[key as keyof typeof allowed];
    if (!kind)
      return invalid(
        `a ${type} command has no member "${key}" (members: ${Object.keys(allowed).join(', ')})`,
        commandId,
      );
    const problem = memberProblem(kind, value);
    if (problem) return invalid(`${key} ${problem}`, commandId);
  }
  for (const key of ['term', 'id', ...required[type as CommandType]]) {
    if (!(key in record)) return invalid(`a ${type} command needs "${key}"`, commandId);
  }
  const inexact = inexactNumberAt(record, 'command');
  if (inexact)
    return invalid(
      `${inexact.slice('command.'.length)} is a whole number beyond 2^53 - 1, which JSON cannot keep exactly`,
      commandId,
    );
  const command: Record<string, unknown> = { ...record, command_id: commandId };
  for (const key of ['term', 'id', 'to', 'depends_on'] as const) {
    if (!(key in record)) continue;
    const value = record[key];
    const names = Array.isArray(value) ? value.map(toName) : toName(value);
    if (names === undefined || (Array.isArray(names) && names.includes(undefined)))
      return invalid(`${key} must be ${Array.isArray(value) ? 'an array of names, each ' : ''}${nameRule}`, commandId);
    command[key] = names;
  }
  return { ok: true, command: command as unknown as Command };
}

function memberProblem(kind: 'string' | 'object' | 'strings' | 'version', value: unknown): string | undefined {
  switch (kind) {
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
