// The conformance checker: one event at a time against the model, keeping only a small record per entity.
import { didYouMean, Suggestions } from '../diagnostics/suggest.js';
import { describeRefusal, transition } from '../model/machine.js';
import type { CoverageObserver } from './coverage-observer.js';
import { EntityTable, unknownState } from './entity-table.js';
import { readEvent, type TraceEvent } from './event.js';
import { createFinding, type Finding } from './findings.js';
import type { TraceModel, TraceTerm } from './trace-model.js';

export interface CheckerOptions {
  /** The trace may start mid-way: entities first seen in a later state, and parents never seen, are not findings. */
  allowPartial?: boolean;
  /** Told of every event of a known term, for a coverage report. */
  coverage?: CoverageObserver;
  /**
   * Parents are checked on the native records, not here: a wire format's records name their
   * parents as the protocol does (a span's parent span), which the AWM projection may not show.
   * Missing and unseen parents, and containment, are then not reported by this checker.
   */
  nativeParents?: boolean;
}

/**
 * How an event's state is judged. `checked`: an AWM event, whose lifecycle problems are errors.
 * `projected`: an AWM event projected from a native move the native lifecycle allows, so what the
 * AWM lifecycle does not allow is PROJECTION_LOSS, a warning. `followed`: projected from a native
 * move already reported as illegal, so the AWM problems are not reported again; the state is
 * followed. `untracked`: the event's entity is known, its state is not (a term mapped without a
 * state map, a native state without an AWM state): it counts for parents and references only.
 */
export type StateCheck = 'checked' | 'projected' | 'followed' | 'untracked';

type Report = (finding: Finding) => void;

/**
 * Checks a stream of events. Memory grows with the number of distinct entities (their ids and a
 * few bytes each), never with the number of events: nothing of a line is kept once checked.
 */
export class ConformanceChecker {
  /** Entities per term index. */
  private readonly tables: EntityTable[];
  private readonly allowPartial: boolean;
  private readonly coverage: CoverageObserver | undefined;
  private readonly nativeParents: boolean;
  /** The model's term keys and each lifecycle's states, indexed when a trace first misspells one. */
  private readonly termNames: Suggestions;
  private readonly stateNames = new Map<TraceTerm, Suggestions>();

  constructor(
    private readonly model: TraceModel,
    options: CheckerOptions = {},
  ) {
    this.tables = model.byIndex.map((term) => new EntityTable(term.fixed.length));
    this.allowPartial = options.allowPartial ?? false;
    this.coverage = options.coverage;
    this.nativeParents = options.nativeParents ?? false;
    this.termNames = new Suggestions(model.terms.keys());
  }

  /** A line that could not be read as an event at all (bad JSON, too long). */
  malformed(line: number, detail: string, report: Report, term: string | null = null, id: string | null = null): void {
    report(createFinding('MALFORMED_EVENT', line, { detail }, term, id));
  }

  private statesOf(term: TraceTerm, states: readonly string[]): Suggestions {
    const known = this.stateNames.get(term);
    if (known) return known;
    const names = new Suggestions(states);
    this.stateNames.set(term, names);
    return names;
  }

  /** Checks one record of trace line `line` as an AWM event, reporting each finding. */
  check(record: unknown, line: number, report: Report): void {
    const event = readEvent(record);
    if ('problem' in event) return void this.malformed(line, event.problem, report, event.term, event.id);
    this.checkEvent(event, line, report, 'checked');
  }

  /** Checks an event whose members are known to be well formed, its state judged as `mode` says. */
  checkEvent(event: TraceEvent, line: number, report: Report, mode: StateCheck = 'checked'): void {
    const { term: termName, state, time, refs } = event;
    const term = this.model.terms.get(termName);
    if (!term) {
      const suggestion = didYouMean(termName, this.termNames);
      return void report(createFinding('UNKNOWN_TERM', line, { term: termName, suggestion }, termName, event.id));
    }
    let stateIndex = unknownState;
    if (mode !== 'untracked') {
      if (term.machine) {
        if (typeof state !== 'string') {
          const detail = state === undefined || state === null ? 'missing "state"' : '"state" must be a string';
          return void this.malformed(line, detail, report, term.key, event.id);
        }
        stateIndex = term.stateIndex.get(state) ?? -1;
        if (stateIndex < 0) {
          const suggestion = didYouMean(state, this.statesOf(term, term.machine.states));
          const detail = `"${state}" is not a state of ${term.key}${suggestion}`;
          return void report(createFinding('UNKNOWN_STATE', line, { detail }, term.key, event.id));
        }
      } else if (state !== undefined && state !== null) {
        const detail = `${term.key} has no lifecycle, so its events carry no state`;
        return void report(createFinding('UNKNOWN_STATE', line, { detail }, term.key, event.id));
      }
    }

    const table = this.tables[term.index]!;
    const entity = table.find(event.id);
    if (entity < 0) {
      this.coverage?.awm(term.key, term.machine?.states[stateIndex], undefined);
      return void this.firstSeen(term, table, event, stateIndex, line, report, mode);
    }
    const previous = table.at[entity]!;
    if (time < previous) {
      const id = event.id;
      const params = { term: term.key, id, at: event.at, previous: new Date(previous).toISOString() };
      report(createFinding('TIME_REVERSED', line, params, term.key, id));
    }
    table.at[entity] = time;
    if (refs) this.checkFixed(term, table, entity, event, refs, line, report);
    const current = table.state[entity]!;
    this.coverage?.awm(term.key, term.machine?.states[stateIndex], term.machine?.states[current]);
    if (stateIndex === unknownState || stateIndex === current || !term.machine) return;
    if (!this.nativeParents) {
      if (term.parent) this.checkContainment(term, table, entity, current, stateIndex, line, report);
      const ends = term.terminal[stateIndex] === 1 && (current === unknownState || term.terminal[current] !== 1);
      if (ends && table.openChildren[entity]! > 0) {
        const params = { term: term.key, id: event.id, count: String(table.openChildren[entity]) };
        report(createFinding('CHILD_OPEN_AT_PARENT_END', line, params, term.key, event.id));
      }
    }
    // The first state a trace shows for an entity it tracked without one is taken as given.
    if (current !== unknownState && mode !== 'followed') {
      const width = term.machine.states.length;
      if (term.terminal[current] || !term.legal[current * width + stateIndex]) {
        const id = event.id;
        const result = transition(term.machine, term.machine.states[current]!, term.machine.states[stateIndex]!);
        const detail = result.ok ? 'illegal transition' : describeRefusal(result.refusal);
        if (mode === 'checked')
          report(createFinding('ILLEGAL_TRANSITION', line, { term: term.key, id, detail }, term.key, id));
        else {
          const loss = `${term.key} ${id}: ${detail}; the native move is legal, and the AWM cannot express it`;
          report(createFinding('PROJECTION_LOSS', line, { detail: loss }, term.key, id));
        }
      }
    }
    // Follow the trace's word for the new state, so one bad move is reported once.
    table.state[entity] = stateIndex;
  }

  private firstSeen(
    term: TraceTerm,
    table: EntityTable,
    event: TraceEvent,
    state: number,
    line: number,
    report: Report,
    mode: StateCheck,
  ): void {
    const references = event.refs;
    if (term.machine && state !== unknownState && state !== term.initial && !this.allowPartial) {
      const id = event.id;
      const params = { term: term.key, id, state: term.machine.states[state]!, initial: term.machine.initial };
      if (mode === 'checked') report(createFinding('NOT_INITIAL', line, params, term.key, id));
      else if (mode === 'projected') {
        const detail =
          `${term.key} ${id} is first seen in ${params.state}, but its lifecycle starts in ${params.initial}: ` +
          'the AWM cannot express where the native lifecycle starts';
        report(createFinding('PROJECTION_LOSS', line, { detail }, term.key, id));
      }
    }
    const parent = term.parent;
    let parentEntity = -1;
    if (parent) {
      const parentId = references?.[parent.field];
      if (parentId === undefined) {
        const id = event.id;
        const detail = `${term.key} ${id} has no refs.${parent.field}: every ${term.key} belongs to one ${parent.term}`;
        if (!this.nativeParents) report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
      } else {
        const parentTerm = this.model.byIndex[parent.termIndex]!;
        const parentTable = this.tables[parent.termIndex]!;
        parentEntity = parentTable.find(parentId);
        if (parentEntity < 0) {
          if (!this.allowPartial && !this.nativeParents) {
            const id = event.id;
            const names = `${term.key} ${id} names ${parent.term} ${parentId}`;
            const detail = `${names} as its parent, which the trace has not shown`;
            report(createFinding('MISSING_PARENT', line, { detail }, term.key, id));
          }
        } else {
          const parentState = parentTable.state[parentEntity]!;
          const ended = parentTerm.machine && parentState !== unknownState && parentTerm.terminal[parentState];
          if (ended && !this.nativeParents) {
            const id = event.id;
            const params = {
              term: term.key,
              id,
              parentTerm: parent.term,
              parentId,
              state: parentTerm.machine!.states[parentState]!,
            };
            report(createFinding('PARENT_TERMINAL', line, params, term.key, id));
          }
        }
      }
    }
    const tracked = term.machine ? state : 0;
    const entity = table.add(event.id, tracked, event.time);
    // An open child counts for its parent's end (CHILD_OPEN_AT_PARENT_END).
    if (parentEntity >= 0 && term.machine && state !== unknownState && !term.terminal[state])
      this.tables[parent!.termIndex]!.openChildren[parentEntity]! += 1;
    for (let slot = 0; slot < term.fixed.length; slot++) {
      const value = references?.[term.fixed[slot]!.field];
      if (value === undefined) continue;
      const target = this.tables[term.fixed[slot]!.termIndex]!;
      // The parent (slot 0) has just been looked up.
      table.refer(entity, slot, value, target, slot === 0 && parent ? parentEntity : target.find(value));
    }
  }

  /**
   * The agent checks on a move of an entity with a parent: moving (other than to its own end)
   * after the parent reached a terminal state is an error; reaching a terminal state itself while
   * children are open is CHILD_OPEN_AT_PARENT_END. A parent the trace had not shown when the child
   * appeared is not followed.
   */
  private checkContainment(
    term: TraceTerm,
    table: EntityTable,
    entity: number,
    from: number,
    to: number,
    line: number,
    report: Report,
  ): void {
    const parent = term.parent!;
    const reference = table.refs[entity * table.refWidth]!;
    const closing = term.terminal[to] === 1 && (from === unknownState || term.terminal[from] !== 1);
    if (reference > 0) {
      const parentTable = this.tables[parent.termIndex]!;
      const parentTerm = this.model.byIndex[parent.termIndex]!;
      const parentEntity = reference - 1;
      const parentState = parentTable.state[parentEntity]!;
      const opened = from !== unknownState && term.terminal[from] !== 1;
      if (closing && opened && parentTable.openChildren[parentEntity]! > 0)
        parentTable.openChildren[parentEntity]! -= 1;
      else if (from === unknownState && !term.terminal[to]) parentTable.openChildren[parentEntity]! += 1;
      if (!closing && parentState !== unknownState && parentTerm.terminal[parentState]) {
        const id = table.id(entity);
        const params = { term: term.key, id, parentTerm: parent.term, parentId: parentTable.id(parentEntity) };
        report(createFinding('CHILD_MOVED_AFTER_PARENT_END', line, params, term.key, id));
      }
    }
  }

  private checkFixed(
    term: TraceTerm,
    table: EntityTable,
    entity: number,
    event: TraceEvent,
    references: Record<string, string>,
    line: number,
    report: Report,
  ): void {
    for (let slot = 0; slot < term.fixed.length; slot++) {
      const fixed = term.fixed[slot]!;
      const value = references[fixed.field];
      if (value === undefined) continue;
      const target = this.tables[fixed.termIndex]!;
      const found = target.find(value);
      if (table.holds(entity, slot, value, found)) continue;
      const before = table.referenced(entity, slot, target);
      if (before !== undefined) {
        const id = event.id;
        const params = { term: term.key, id, field: fixed.field, before, after: value };
        report(createFinding('PARENT_CHANGED', line, params, term.key, id));
      }
      table.refer(entity, slot, value, target, found);
    }
  }
}
