// Native conformance: a trace in a system's own names, checked against its native lifecycles, then projected to AWM.
import { didYouMean, Suggestions } from '../diagnostics/suggest.js';
import type { MappingDocument, NativeLifecycleDocument, StateMapDocument, TermDocument } from '../model/documents.js';
import { translatesRecords } from '../model/fidelity.js';
import { isNativeState, nativeMoveAllowed, nativeStartAllowed, stateMapping } from '../model/native-lifecycle.js';
import { checkLines, type CheckTraceOptions, type LineChecker, type TraceSummary } from './check-trace.js';
import { ConformanceChecker, type StateCheck } from './checker.js';
import { EntityTable } from './entity-table.js';
import { readEvent, type TraceEvent } from './event.js';
import { createFinding, type Finding, type NativeName } from './findings.js';
import type { TraceModel } from './trace-model.js';

type Report = (finding: Finding) => void;

/**
 * A native lifecycle as one check of a trace follows it: its states by index (the listed ones
 * first, then unlisted ones as the trace names them, where the lifecycle leaves states to
 * configuration), each move judged by nativeMoveAllowed, and the entities the trace has shown.
 */
class NativeMachine {
  readonly names: string[];
  private readonly index = new Map<string, number>();
  private readonly listed: number;
  /** nativeMoveAllowed(from, to) for two listed states, asked once: legal[from * listed + to]. */
  private readonly legal: Uint8Array;
  readonly table = new EntityTable(0);
  /** Native state -> the AWM state of the one state map of its term (null: none). */
  private readonly awm = new Map<string, string | null>();

  constructor(readonly lifecycle: NativeLifecycleDocument) {
    this.names = [...lifecycle.states];
    this.listed = this.names.length;
    this.names.forEach((name, i) => {
      this.index.set(name, i);
    });
    this.legal = new Uint8Array(this.listed * this.listed);
    for (let from = 0; from < this.listed; from++)
      for (let to = 0; to < this.listed; to++)
        if (nativeMoveAllowed(lifecycle, this.names[from]!, this.names[to]!)) this.legal[from * this.listed + to] = 1;
  }

  /** The index of a state, interning an unlisted one when the lifecycle leaves states to configuration; else -1. */
  stateOf(state: string): number {
    const found = this.index.get(state);
    if (found !== undefined) return found;
    if (!isNativeState(this.lifecycle, state)) return -1;
    const added = this.names.length;
    this.names.push(state);
    this.index.set(state, added);
    return added;
  }

  /** The AWM state `stateMap` translates a native state to, if any; remembered per state. */
  awmState(stateMap: StateMapDocument, state: string): string | undefined {
    let mapped = this.awm.get(state);
    if (mapped === undefined) {
      mapped = stateMapping(stateMap, this.lifecycle, state)?.awm_state ?? null;
      this.awm.set(state, mapped);
    }
    return mapped ?? undefined;
  }

  /** Whether the lifecycle allows the move between two states (by index) of different names. */
  allows(from: number, to: number): boolean {
    if (from < this.listed && to < this.listed) return this.legal[from * this.listed + to] === 1;
    return nativeMoveAllowed(this.lifecycle, this.names[from]!, this.names[to]!);
  }

  /** The moves the lifecycle lists out of a state, for a message: `suspend -> Suspended`. */
  movesFrom(state: string): string {
    const moves = this.lifecycle.transitions
      .filter((transition) => transition.from === state)
      .map((transition) => `${transition.verb ? `${transition.verb} -> ` : ''}${transition.to}`);
    return moves.length > 0 ? moves.join(', ') : 'none';
  }
}

/** How the crosswalk reads records of one native term. */
interface NativeTerm {
  name: string;
  /** The AWM term its records stand for, and the state map that translates their states. */
  translation?: { term: TermDocument; stateMap?: StateMapDocument };
  lifecycle?: NativeLifecycleDocument;
  /** Why its records are not projected (a related entry, a false friend, ...), when they are not. */
  untranslated?: string;
}

/** A crosswalk read as a dictionary of native terms. */
export interface NativeVocabulary {
  system: string;
  terms: ReadonlyMap<string, NativeTerm>;
}

/**
 * The native terms a crosswalk knows. An entry at a level that translates (exact, close, broad,
 * narrow, or the unaudited partial) makes its native term stand for its AWM term; when several
 * AWM terms share one native term (Hoziron's Agent is both AgentProfile and AgentInstance), the
 * one with a state map wins, since native records carry states; if that does not single one out,
 * the records are not projected. A native term named only by a `related` entry, a native
 * lifecycle, a false friend or a left-out lifecycle is known, and not projected.
 */
export function nativeVocabulary(mapping: MappingDocument, terms: readonly TermDocument[]): NativeVocabulary {
  const vocabulary = new Map<string, NativeTerm>();
  const known = (name: string) => {
    let entry = vocabulary.get(name);
    if (!entry) {
      entry = { name };
      vocabulary.set(name, entry);
    }
    return entry;
  };
  const candidates = new Map<string, TermDocument[]>();
  const notes: [string, string][] = [];
  for (const term of terms) {
    const entry = mapping.terms[term.key];
    if (!entry || entry.native_term === null) continue;
    if (translatesRecords(entry.fidelity))
      candidates.set(entry.native_term, [...(candidates.get(entry.native_term) ?? []), term]);
    else notes.push([entry.native_term, `only ${entry.fidelity} to ${term.key}`]);
  }
  const stateMaps = mapping.state_maps ?? {};
  for (const [native, awm] of candidates) {
    const mapped = awm.length === 1 ? awm : awm.filter((term) => term.key in stateMaps);
    const term = mapped.length === 1 ? mapped[0]! : undefined;
    if (term) {
      const stateMap = stateMaps[term.key];
      known(native).translation = { term, ...(stateMap ? { stateMap } : {}) };
    } else {
      const keys = awm.map((t) => t.key).join(' and ');
      known(native).untranslated = `ambiguous, standing for ${keys} with no single state map to tell them apart,`;
    }
  }
  for (const [native, why] of notes) {
    const entry = known(native);
    if (!entry.translation) entry.untranslated ??= why;
  }
  for (const friend of mapping.false_friends ?? []) {
    const entry = known(friend.native_term);
    if (!entry.translation) entry.untranslated ??= `a false friend of ${friend.term}`;
  }
  for (const left of mapping.left_out_lifecycles ?? []) known(left.native_term);
  for (const [native, lifecycle] of Object.entries(mapping.native_lifecycles ?? {}))
    known(native).lifecycle = lifecycle;
  for (const entry of vocabulary.values()) if (!entry.translation) entry.untranslated ??= 'mapped to no AWM term';
  return { system: mapping.system, terms: vocabulary };
}

export interface NativeCheckOptions extends CheckTraceOptions {
  /** A native term the crosswalk does not know is an error, not a warning. */
  strict?: boolean;
}

/** What a native record's state did in its native lifecycle. */
type NativeVerdict = 'legal' | 'illegal' | 'unknown';

/** A native event in AWM names; its `at` is the native event's, read only when a message needs it. */
class ProjectedEvent implements TraceEvent {
  readonly id: string;
  readonly time: number;

  constructor(
    readonly term: string,
    readonly state: string | undefined,
    readonly refs: Record<string, string> | undefined,
    private readonly native: TraceEvent,
  ) {
    this.id = native.id;
    this.time = native.time;
  }

  get at(): string {
    return this.native.at;
  }
}

/**
 * Checks each record of a native trace: first against the native lifecycle of its term, where an
 * illegal move is an error; then, projected through the crosswalk, as an AWM event, where what
 * the AWM cannot express of a legal native move is PROJECTION_LOSS. Findings of a projected record
 * carry the native names it was written in.
 */
export class NativeChecker implements LineChecker {
  private readonly awm: ConformanceChecker;
  private readonly allowPartial: boolean;
  private readonly strict: boolean;
  /** Per native term with a lifecycle, that lifecycle as this check follows it. */
  private readonly machines = new Map<string, NativeMachine>();
  /** The native terms whose records were reported as not projected (once per term). */
  private readonly toldUntranslated = new Set<string>();
  /** The crosswalk's native term names, indexed when a trace first misspells one. */
  private readonly nativeNames: Suggestions;
  private readonly coverage: NativeCheckOptions['coverage'];

  constructor(
    traceModel: TraceModel,
    private readonly vocabulary: NativeVocabulary,
    options: NativeCheckOptions = {},
  ) {
    this.nativeNames = new Suggestions(vocabulary.terms.keys());
    this.awm = new ConformanceChecker(traceModel, options);
    this.allowPartial = options.allowPartial ?? false;
    this.strict = options.strict ?? false;
    this.coverage = options.coverage;
    for (const native of vocabulary.terms.values())
      if (native.lifecycle) this.machines.set(native.name, new NativeMachine(native.lifecycle));
  }

  malformed(line: number, detail: string, report: Report): void {
    this.awm.malformed(line, detail, report);
  }

  check(record: unknown, line: number, report: Report): void {
    const event = readEvent(record);
    if ('problem' in event) return void this.awm.malformed(line, event.problem, report, event.term, event.id);
    this.checkEvent(event, line, report);
  }

  /** Checks one native event against its native lifecycle, then projected to the AWM. */
  checkEvent(event: TraceEvent, line: number, report: Report): void {
    const { term: name, state } = event;
    const native = this.vocabulary.terms.get(name);
    if (!native) return void this.unknownTerm(name, event.id, line, report);
    // Every finding of the record carries the native names it was written in.
    const label: NativeName = typeof state === 'string' ? { term: name, state } : { term: name };
    const labelled: Report = (finding) => report(finding.native ? finding : { ...finding, native: label });
    const machine = this.machines.get(name);
    let verdict: NativeVerdict = 'legal';
    if (machine) {
      if (typeof state !== 'string') {
        const missing = state === undefined || state === null ? 'missing "state"' : '"state" must be a string';
        const detail = `${name} has a native lifecycle, so its records carry a state: ${missing}`;
        return void this.awm.malformed(line, detail, labelled, name, event.id);
      }
      verdict = this.checkNative(machine, event, state, !native.translation, line, labelled);
    } else this.coverage?.native(name, undefined, undefined);
    const translation = native.translation;
    if (!translation) {
      if (this.toldUntranslated.has(name)) return;
      this.toldUntranslated.add(name);
      const checked = machine ? 'checked against its native lifecycle only' : 'not checked';
      const detail =
        `${name} is ${native.untranslated} in the ${this.vocabulary.system} crosswalk: ` +
        `its records are ${checked}, not projected to the AWM`;
      return void labelled(createFinding('PROJECTION_LOSS', line, { detail }, name, event.id));
    }
    const { term, stateMap } = translation;
    let awmState: string | undefined;
    let mode: StateCheck = 'untracked';
    if (term.lifecycle && stateMap && machine && typeof state === 'string' && verdict !== 'unknown') {
      const mapped = machine.awmState(stateMap, state);
      if (mapped) {
        awmState = mapped;
        mode = verdict === 'legal' ? 'projected' : 'followed';
      } else {
        const why = stateMap.states[state]?.notes ?? stateMap.other_states?.notes;
        const detail =
          `${name} state "${state}" has no ${term.key} state in the ${this.vocabulary.system} crosswalk` +
          (why ? `: ${why.trim()}` : '');
        labelled(createFinding('PROJECTION_LOSS', line, { detail }, term.key, event.id));
      }
    }
    const refs = event.refs && this.translateRefs(event.refs);
    this.awm.checkEvent(new ProjectedEvent(term.key, awmState, refs, event), line, labelled, mode);
  }

  private unknownTerm(name: string, id: string, line: number, report: Report): void {
    const suggestion = didYouMean(name, this.nativeNames);
    const finding = createFinding(
      'UNMAPPED_TERM',
      line,
      { term: name, system: this.vocabulary.system, suggestion },
      name,
      id,
    );
    report(this.strict ? { ...finding, severity: 'error' } : finding);
  }

  /** Checks a record's state against its native lifecycle, reporting what the lifecycle does not allow. */
  private checkNative(
    machine: NativeMachine,
    event: TraceEvent,
    state: string,
    checkTime: boolean,
    line: number,
    report: Report,
  ): NativeVerdict {
    const name = event.term;
    const index = machine.stateOf(state);
    if (index < 0) {
      const states = machine.lifecycle.states;
      const detail =
        `"${state}" is not a state of the native lifecycle of ${name} in the ${this.vocabulary.system} ` +
        `crosswalk (its states: ${states.join(', ')})${didYouMean(state, states)}`;
      report(createFinding('UNKNOWN_STATE', line, { detail }, name, event.id));
      return 'unknown';
    }
    const table = machine.table;
    const entity = table.find(event.id);
    if (entity < 0) {
      this.coverage?.native(name, state, undefined);
      table.add(event.id, index, event.time);
      if (this.allowPartial || nativeStartAllowed(machine.lifecycle, state)) return 'legal';
      const initial = machine.lifecycle.initial ?? 'a non-terminal state';
      const id = event.id;
      report(createFinding('NOT_INITIAL', line, { term: name, id, state, initial }, name, id));
      return 'illegal';
    }
    if (checkTime && event.time < table.at[entity]!) {
      const id = event.id;
      const previous = new Date(table.at[entity]!).toISOString();
      report(createFinding('TIME_REVERSED', line, { term: name, id, at: event.at, previous }, name, id));
    }
    table.at[entity] = event.time;
    const current = table.state[entity]!;
    this.coverage?.native(name, state, machine.names[current]);
    if (current === index) return 'legal';
    table.state[entity] = index;
    if (machine.allows(current, index)) return 'legal';
    const from = machine.names[current]!;
    const id = event.id;
    const detail =
      `${from} -> ${state} is not a move of the native lifecycle of ${name} in the ` +
      `${this.vocabulary.system} crosswalk (from ${from}: ${machine.movesFrom(from)})`;
    report(createFinding('ILLEGAL_TRANSITION', line, { term: name, id, detail }, name, id));
    return 'illegal';
  }

  /**
   * Reference names of a native record: a native term the crosswalk translates stands for its AWM
   * term's identity field (`{"Issue": "ISS-7"}` -> `work_session_id`); any other name is kept as
   * written, so AWM field names work too.
   */
  private translateRefs(refs: Record<string, string>): Record<string, string> {
    // The record's references are its own (parsed or read for this line): translated in place,
    // the native name left beside its AWM field, which is all the checker reads.
    for (const name of Object.keys(refs)) {
      const field = this.vocabulary.terms.get(name)?.translation?.term.identity.field;
      if (field !== undefined) refs[field] = refs[name]!;
    }
    return refs;
  }
}

/** Checks a trace written in `mapping`'s native vocabulary (see NativeChecker). */
export function checkNativeTrace(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  traceModel: TraceModel,
  mapping: MappingDocument,
  terms: readonly TermDocument[],
  onFinding: (finding: Finding) => void,
  options: NativeCheckOptions = {},
): Promise<TraceSummary> {
  const checker = new NativeChecker(traceModel, nativeVocabulary(mapping, terms), options);
  return checkLines(chunks, checker, onFinding, options.maxLineLength);
}
