// A crosswalk's wire record kinds compiled once, and applied to one protocol object: the native record it stands for.
import type { WireRecordDocument } from '../../model/documents.js';
import {
  compileSelector,
  compileTimeSelector,
  valueAt,
  type RecordSource,
  type Select,
  type SelectTime,
} from './selector.js';

/** One state a record reaches, and when (NaN: the protocol gave no time). */
export interface WireMove {
  state: string | undefined;
  time: number;
}

/** A protocol object read as a native record. */
export interface WireRecord {
  /** The record kind's name: `span`, `TaskStatusUpdateEvent (v1)`. */
  kind: string;
  term: string;
  id: string;
  parent: string | undefined;
  moves: WireMove[];
  refs: Record<string, string> | undefined;
}

/** What is wrong with an object that matched a record kind but cannot be read as its record. */
export interface WireRecordProblem {
  kind: string;
  problem: string;
  id: string | undefined;
}

/** A record kind ready to apply. */
export interface RecordKind {
  name: string;
  /** Dotted paths to where the record stands in a message (empty path: the message itself). */
  at: readonly (readonly string[])[];
  matches(source: RecordSource): boolean;
  read(source: RecordSource): WireRecord | WireRecordProblem | undefined;
}

/** Describes where a selector reads, for a message: `taskId`, attribute `gen_ai.operation.name`. */
const describe = (document: { field?: string; attribute?: string; const?: string }) =>
  document.field !== undefined ? `"${document.field}"` : `attribute "${document.attribute ?? document.const}"`;

export function compileRecordKind(document: WireRecordDocument): RecordKind {
  const at = (document.at ?? ['$']).map((path) => (path === '$' ? [] : path.split('.')));
  const conditions = (document.when ?? []).map(
    (condition) => [compileSelector(condition), new Set(condition.equals)] as const,
  );
  const term = compileSelector(document.term);
  const id = compileSelector(document.id);
  const parent = document.parent && compileSelector(document.parent);
  const moves = document.moves.map((move) => ({
    state: move.state && compileSelector(move.state),
    time: move.time && compileTimeSelector(move.time),
  })) as { state: Select | undefined; time: SelectTime | undefined }[];
  const refs = Object.entries(document.refs ?? {}).map(
    ([name, selector]) => [name, compileSelector(selector)] as const,
  );
  const name = document.name;
  return {
    name,
    at,
    matches: (source) => conditions.every(([select, equals]) => equals.has(select(source) ?? '')),
    read(source) {
      // An object without a term is not a record of this kind (a span that is no GenAI operation).
      const termName = term(source);
      if (termName === undefined) return undefined;
      const recordId = id(source);
      if (recordId === undefined)
        return { kind: name, problem: `${name} has no id (${describe(document.id)})`, id: undefined };
      const read: WireMove[] = [];
      for (const [index, move] of moves.entries()) {
        const state = move.state?.(source);
        const time = move.time ? move.time(source) : Number.NaN;
        if (move.state && state === undefined) {
          const where = describe(document.moves[index]!.state!);
          return { kind: name, problem: `${name} ${recordId} has no state (${where})`, id: recordId };
        }
        read.push({ state, time });
      }
      let references: Record<string, string> | undefined;
      for (const [key, select] of refs) {
        const value = select(source);
        if (value === undefined) continue;
        references ??= {};
        references[key] = value;
      }
      return { kind: name, term: termName, id: recordId, parent: parent?.(source), moves: read, refs: references };
    },
  };
}

/** The object at one of `paths` in a message (the first that holds one), or undefined. */
export function objectAt(message: unknown, paths: readonly (readonly string[])[]): Record<string, unknown> | undefined {
  for (const path of paths) {
    const value = path.length === 0 ? message : valueAt(message, path);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return undefined;
}

export const isRecordProblem = (read: WireRecord | WireRecordProblem): read is WireRecordProblem => 'problem' in read;
