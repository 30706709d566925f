// The conformance checker: one event at a time against the model, keeping only a small record per entity.
import { didYouMean } from '../../diagnostics/suggest.js';
import { describeRefusal, transition } from '../machine.js';
import { createFinding, type Finding } from './findings.js';
import type { TraceModel, TraceTerm } from './trace-model.js';

export interface CheckerOptions {
  /** The trace may start mid-way: entities first seen in a later state, and parents never seen, are not findings. */
  allowPartial?: boolean;
}

/** What the checker remembers of an entity: its state, the time of its last event, its fixed references. */
interface EntityRecord {
  state: number;
  /** Milliseconds since the epoch; the message re-renders it, so the event's text is not kept. */
  at: number;
  /** Values of the term's fixed references, in `TraceTerm.fixed` order (undefined until seen). */
  refs: (string | undefined)[] | undefined;
}

const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Checks a stream of events. Memory grows with the number of distinct entities (a few dozen bytes
 * each), never with the number of events; nothing of a line is kept once it has been checked.
 */
export class ConformanceChecker {
  /** Entities per term index, by id. */
  private readonly entities: Map<string, EntityRecord>[];
  private readonly allowPartial: boolean;
  /** Events checked so far, malformed ones included. */
  events = 0;

  constructor(
    private readonly model: TraceModel,
    options: CheckerOptions = {},
  ) {
    this.entities = model.byIndex.map(() => new Map());
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
      report(createFinding('MALFORMED_EVENT', line, { detail }, typeof termName === 'string' ? termName : null, typeof id === 'string' && id !== '' ? id : null));
    if (typeof termName !== 'string') return malformed(termName === undefined ? 'missing "term"' : '"term" must be a string');
    if (typeof id !== 'string' || id === '') return malformed(id === undefined ? 'missing "id"' : '"id" must be a non-empty string');
    if (typeof at !== 'string') return malformed(at === undefined ? 'missing "at"' : '"at" must be a string');
    const time = dateTime.test(at) ? Date.parse(at) : Number.NaN;
    if (Number.isNaN(time)) return malformed(`"at" is not an RFC 3339 date-time with a time zone: "${at}"`);
    if (refs !== undefined && (refs === null || typeof refs !== 'object' || Array.isArray(refs))) return malformed('"refs" must be an object');
    const references = refs as Record<string, unknown> | undefined;
    if (references) {
      for (const key in references) {
        if (typeof references[key] !== 'string') return malformed(`refs.${key} must be a string`);
      }
    }
    const term = this.model.terms.get(termName);
    if (!term) {
      report(createFinding('UNKNOWN_TERM', line, { term: termName, suggestion: didYouMean(termName, this.model.terms.keys()) }, termName, id));
      return;
    }
    let stateIndex = -1;
    if (term.machine) {
      if (typeof state !== 'string') return malformed(state === undefined || state === null ? 'missing "state"' : '"state" must be a string');
      stateIndex = term.stateIndex.get(state) ?? -1;
      if (stateIndex < 0) {
        const detail = `"${state}" is not a state of ${term.key}${didYouMean(state, term.machine.states)}`;
        report(createFinding('UNKNOWN_STATE', line, { detail }, term.key, id));
        return;
      }
    } else if (state !== undefined && state !== null) {
      report(createFinding('UNKNOWN_STATE', line, { detail: `${term.key} has no lifecycle, so its events carry no state` }, term.key, id));
      return;
    }

    const known = this.entities[term.index]!;
    const entity = known.get(id);
    if (!entity) {
      known.set(id, this.firstSeen(term, id, stateIndex, time, references, line, report));
      return;
    }
    if (time < entity.at) report(createFinding('TIME_REVERSED', line, { term: term.key, id, at, previous: new Date(entity.at).toISOString() }, term.key, id));
    entity.at = time;
    if (references) this.checkFixed(term, id, entity, references, line, report);
    if (stateIndex !== entity.state && term.machine) {
      const width = term.machine.states.length;
      if (term.terminal[entity.state] || !term.legal[entity.state * width + stateIndex]) {
        const result = transition(term.machine, term.machine.states[entity.state]!, term.machine.states[stateIndex]!);
        const detail = result.ok ? 'illegal transition' : describeRefusal(result.refusal);
        report(createFinding('ILLEGAL_TRANSITION', line, { term: term.key, id, detail }, term.key, id));
      }
      // Follow the trace's word for the new state, so one bad move is reported once.
      entity.state = stateIndex;
    }
  }

  private firstSeen(
    term: TraceTerm,
    id: string,
    state: number,
    time: number,
    references: Record<string, unknown> | undefined,
    line: number,
    report: (finding: Finding) => void,
  ): EntityRecord {
    if (term.machine && state !== term.initial && !this.allowPartial) {
      report(createFinding('NOT_INITIAL', line, { term: term.key, id, state: term.machine.states[state]!, initial: term.machine.initial }, term.key, id));
    }
    const refs = term.fixed.length > 0 ? term.fixed.map((fixed) => references?.[fixed.field] as string | undefined) : undefined;
    const parent = term.parent;
    if (parent) {
      const parentId = refs![0];
      if (parentId === undefined) {
        const detail = `${term.key} ${id} has no refs.${parent.field}: every ${term.key} belongs to one ${parent.term}`;
        report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
      } else {
        const parentTerm = this.model.byIndex[parent.termIndex]!;
        const parentRecord = this.entities[parent.termIndex]!.get(parentId);
        if (!parentRecord) {
          if (!this.allowPartial) {
            const detail = `${term.key} ${id} names ${parent.term} ${parentId} as its parent, which the trace has not shown`;
            report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
          }
        } else if (parentTerm.machine && parentTerm.terminal[parentRecord.state]) {
          const parentState = parentTerm.machine.states[parentRecord.state]!;
          report(createFinding('PARENT_TERMINAL', line, { term: term.key, id, parentTerm: parent.term, parentId, state: parentState }, term.key, id));
        }
      }
    }
    return { state, at: time, refs };
  }

  private checkFixed(term: TraceTerm, id: string, entity: EntityRecord, references: Record<string, unknown>, line: number, report: (finding: Finding) => void): void {
    term.fixed.forEach((fixed, index) => {
      const value = references[fixed.field] as string | undefined;
      if (value === undefined) return;
      const before = entity.refs![index];
      if (before === undefined) entity.refs![index] = value;
      else if (before !== value) {
        report(createFinding('PARENT_CHANGED', line, { term: term.key, id, field: fixed.field, before, after: value }, term.key, id));
        entity.refs![index] = value;
      }
    });
  }
}
