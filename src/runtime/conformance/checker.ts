// The conformance checker: one event at a time against the model, keeping only a small record per entity.
import { didYouMean } from '../../diagnostics/suggest.js';
import { describeRefusal, transition } from '../../model/machine.js';
import { createFinding, type Finding } from './findings.js';
import { EntityTable } from './entity-table.js';
import type { TraceModel, TraceTerm } from './trace-model.js';

export interface CheckerOptions {
  /** The trace may start mid-way: entities first seen in a later state, and parents never seen, are not findings. */
  allowPartial?: boolean;
}

/** RFC 3339 date-time with a time zone; the day is checked against its month below. */
const dateTime = new RegExp(
  String.raw`^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])` +
    String.raw`T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$`,
);

/** Milliseconds since the epoch of an RFC 3339 date-time, or NaN when it is not one (`2026-02-30` is not a day). */
function timeOf(text: string): number {
  const match = dateTime.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 30 February over into March; a real day comes back as itself.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return Number.NaN;
  return Date.parse(text);
}

/**
 * Checks a stream of events. Memory grows with the number of distinct entities (their ids and a
 * few bytes each), never with the number of events: nothing of a line is kept once checked.
 */
export class ConformanceChecker {
  /** Entities per term index. */
  private readonly tables: EntityTable[];
  private readonly allowPartial: boolean;
  /** Events checked so far, malformed ones included. */
  events = 0;

  constructor(
    private readonly model: TraceModel,
    options: CheckerOptions = {},
  ) {
    this.tables = model.byIndex.map((term) => new EntityTable(term.fixed.length));
    this.allowPartial = options.allowPartial ?? false;
  }

  /** A line that could not be read as an event at all (bad JSON, too long). */
  malformed(line: number, detail: string, report: (finding: Finding) => void): void {
    this.events += 1;
    report(createFinding('MALFORMED_EVENT', line, { detail }));
  }

  /** Checks one parsed event from trace line `line`, reporting each finding. */
  check(event: unknown, line: number, report: (finding: Finding) => void): void {
    this.events += 1;
    if (event === null || typeof event !== 'object' || Array.isArray(event)) {
      report(createFinding('MALFORMED_EVENT', line, { detail: 'an event must be a JSON object' }));
      return;
    }
    const { term: termName, id, state, at, refs } = event as Record<string, unknown>;
    const malformed = (detail: string) =>
      report(
        createFinding(
          'MALFORMED_EVENT',
          line,
          { detail },
          typeof termName === 'string' ? termName : null,
          typeof id === 'string' && id !== '' ? id : null,
        ),
      );
    if (typeof termName !== 'string')
      return void malformed(termName === undefined ? 'missing "term"' : '"term" must be a string');
    if (typeof id !== 'string' || id === '')
      return void malformed(id === undefined ? 'missing "id"' : '"id" must be a non-empty string');
    if (typeof at !== 'string') return void malformed(at === undefined ? 'missing "at"' : '"at" must be a string');
    const time = timeOf(at);
    if (Number.isNaN(time)) return void malformed(`"at" is not an RFC 3339 date-time with a time zone: "${at}"`);
    if (refs !== undefined && (refs === null || typeof refs !== 'object' || Array.isArray(refs)))
      return void malformed('"refs" must be an object');
    const references = refs as Record<string, unknown> | undefined;
    if (references) {
      for (const key in references) {
        if (typeof references[key] !== 'string') return void malformed(`refs.${key} must be a string`);
      }
    }
    const term = this.model.terms.get(termName);
    if (!term) {
      report(
        createFinding(
          'UNKNOWN_TERM',
          line,
          { term: termName, suggestion: didYouMean(termName, this.model.terms.keys()) },
          termName,
          id,
        ),
      );
      return;
    }
    let stateIndex = -1;
    if (term.machine) {
      if (typeof state !== 'string')
        return void malformed(state === undefined || state === null ? 'missing "state"' : '"state" must be a string');
      stateIndex = term.stateIndex.get(state) ?? -1;
      if (stateIndex < 0) {
        const detail = `"${state}" is not a state of ${term.key}${didYouMean(state, term.machine.states)}`;
        report(createFinding('UNKNOWN_STATE', line, { detail }, term.key, id));
        return;
      }
    } else if (state !== undefined && state !== null) {
      report(
        createFinding(
          'UNKNOWN_STATE',
          line,
          { detail: `${term.key} has no lifecycle, so its events carry no state` },
          term.key,
          id,
        ),
      );
      return;
    }

    const table = this.tables[term.index]!;
    const entity = table.find(id);
    if (entity < 0) {
      this.firstSeen(term, table, id, stateIndex, time, references, line, report);
      return;
    }
    if (time < table.at[entity]!) {
      report(
        createFinding(
          'TIME_REVERSED',
          line,
          { term: term.key, id, at, previous: new Date(table.at[entity]!).toISOString() },
          term.key,
          id,
        ),
      );
    }
    table.at[entity] = time;
    if (references) this.checkFixed(term, table, entity, id, references, line, report);
    const current = table.state[entity]!;
    if (stateIndex !== current && term.machine) {
      const width = term.machine.states.length;
      if (term.terminal[current] || !term.legal[current * width + stateIndex]) {
        const result = transition(term.machine, term.machine.states[current]!, term.machine.states[stateIndex]!);
        const detail = result.ok ? 'illegal transition' : describeRefusal(result.refusal);
        report(createFinding('ILLEGAL_TRANSITION', line, { term: term.key, id, detail }, term.key, id));
      }
      // Follow the trace's word for the new state, so one bad move is reported once.
      table.state[entity] = stateIndex;
    }
  }

  private firstSeen(
    term: TraceTerm,
    table: EntityTable,
    id: string,
    state: number,
    time: number,
    references: Record<string, unknown> | undefined,
    line: number,
    report: (finding: Finding) => void,
  ): void {
    if (term.machine && state !== term.initial && !this.allowPartial) {
      report(
        createFinding(
          'NOT_INITIAL',
          line,
          { term: term.key, id, state: term.machine.states[state]!, initial: term.machine.initial },
          term.key,
          id,
        ),
      );
    }
    const parent = term.parent;
    if (parent) {
      const parentId = references?.[parent.field] as string | undefined;
      if (parentId === undefined) {
        const detail = `${term.key} ${id} has no refs.${parent.field}: every ${term.key} belongs to one ${parent.term}`;
        report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
      } else {
        const parentTerm = this.model.byIndex[parent.termIndex]!;
        const parentTable = this.tables[parent.termIndex]!;
        const parentEntity = parentTable.find(parentId);
        if (parentEntity < 0) {
          if (!this.allowPartial) {
            const detail = `${term.key} ${id} names ${parent.term} ${parentId} as its parent, which the trace has not shown`;
            report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
          }
        } else if (parentTerm.machine && parentTerm.terminal[parentTable.state[parentEntity]!]) {
          const parentState = parentTerm.machine.states[parentTable.state[parentEntity]!]!;
          report(
            createFinding(
              'PARENT_TERMINAL',
              line,
              { term: term.key, id, parentTerm: parent.term, parentId, state: parentState },
              term.key,
              id,
            ),
          );
        }
      }
    }
    const entity = table.add(id, Math.max(state, 0), time);
    term.fixed.forEach((fixed, slot) => {
      const value = references?.[fixed.field] as string | undefined;
      if (value !== undefined) table.refer(entity, slot, value, this.tables[fixed.termIndex]!);
    });
  }

  private checkFixed(
    term: TraceTerm,
    table: EntityTable,
    entity: number,
    id: string,
    references: Record<string, unknown>,
    line: number,
    report: (finding: Finding) => void,
  ): void {
    term.fixed.forEach((fixed, slot) => {
      const value = references[fixed.field] as string | undefined;
      if (value === undefined) return;
      const target = this.tables[fixed.termIndex]!;
      const before = table.referenced(entity, slot, target);
      if (before === value) return;
      if (before !== undefined)
        report(
          createFinding(
            'PARENT_CHANGED',
            line,
            { term: term.key, id, field: fixed.field, before, after: value },
            term.key,
            id,
          ),
        );
      table.refer(entity, slot, value, target);
    });
  }
}
