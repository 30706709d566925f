// Coverage: which terms, states and transitions a trace showed, how often, and which of the vocabulary it never did.
import type { CoverageObserver } from './coverage-observer.js';
import type { NativeVocabulary } from './native-trace.js';
import type { TraceModel } from './trace-model.js';

/** Counts per term, gathered as events are checked. */
interface TermCounts {
  events: number;
  states: Map<string, number>;
  /** `from\u0000to` -> moves seen. */
  moves: Map<string, number>;
}

const moveKey = (from: string, to: string) => `${from}\u0000${to}`;

/** The counts of one vocabulary: memory grows with the distinct terms, states and moves seen, never with events. */
class Tally {
  readonly terms = new Map<string, TermCounts>();

  count(term: string, state: string | undefined, from: string | undefined): void {
    let counts = this.terms.get(term);
    if (!counts) {
      counts = { events: 0, states: new Map(), moves: new Map() };
      this.terms.set(term, counts);
    }
    counts.events += 1;
    if (state === undefined) return;
    counts.states.set(state, (counts.states.get(state) ?? 0) + 1);
    if (from === undefined || from === state) return;
    const key = moveKey(from, state);
    counts.moves.set(key, (counts.moves.get(key) ?? 0) + 1);
  }
}

/** The observer a check reports into, and what it has seen. */
export class CoverageCounter implements CoverageObserver {
  readonly awmTally = new Tally();
  readonly nativeTally = new Tally();

  awm(term: string, state: string | undefined, from: string | undefined): void {
    this.awmTally.count(term, state, from);
  }

  native(term: string, state: string | undefined, from: string | undefined): void {
    this.nativeTally.count(term, state, from);
  }
}

/** How often a state was seen; 0: never. */
export interface StateCoverage {
  state: string;
  count: number;
}

/** How often a move was seen; 0: never. `declared: false`: a move the lifecycle does not list (a finding too). */
export interface TransitionCoverage {
  from: string;
  to: string;
  count: number;
  declared: boolean;
}

export interface TermCoverage {
  term: string;
  /** Events (records) of the term; 0: never seen. */
  events: number;
  /** The lifecycle's states in its order, then states seen that it does not list (left to configuration). */
  states: StateCoverage[];
  transitions: TransitionCoverage[];
}

/** Seen out of declared: for terms, states and transitions. */
export interface CoverageTotals {
  terms: { seen: number; of: number };
  states: { seen: number; of: number };
  transitions: { seen: number; of: number };
}

export interface VocabularyCoverage {
  /** `awm`, or the system of the crosswalk the trace was written in. */
  vocabulary: string;
  terms: TermCoverage[];
  totals: CoverageTotals;
}

/** The coverage report: the native vocabulary first when the trace was native, then the AWM. */
export interface CoverageReport {
  events: number;
  vocabularies: VocabularyCoverage[];
}

interface Declared {
  term: string;
  states: readonly string[];
  transitions: readonly { from: string; to: string }[];
}

/** The report of one vocabulary: every declared term, state and transition with its count, declared order kept. */
function coverageOf(vocabulary: string, declared: readonly Declared[], tally: Tally): VocabularyCoverage {
  const totals: CoverageTotals = {
    terms: { seen: 0, of: 0 },
    states: { seen: 0, of: 0 },
    transitions: { seen: 0, of: 0 },
  };
  const terms = declared.map(({ term, states, transitions }): TermCoverage => {
    const counts = tally.terms.get(term);
    const stateCounts = counts?.states ?? new Map<string, number>();
    const moveCounts = counts?.moves ?? new Map<string, number>();
    const listed = new Set(states);
    const stateRows = [
      ...states.map((state) => ({ state, count: stateCounts.get(state) ?? 0 })),
      ...[...stateCounts].filter(([state]) => !listed.has(state)).map(([state, count]) => ({ state, count })),
    ];
    const declaredMoves = new Set(transitions.map(({ from, to }) => moveKey(from, to)));
    const transitionRows = [
      ...transitions.map(({ from, to }) => ({
        from,
        to,
        count: moveCounts.get(moveKey(from, to)) ?? 0,
        declared: true,
      })),
      ...[...moveCounts]
        .filter(([key]) => !declaredMoves.has(key))
        .map(([key, count]) => {
          const [from, to] = key.split('\u0000') as [string, string];
          return { from, to, count, declared: false };
        }),
    ];
    totals.terms.of += 1;
    if ((counts?.events ?? 0) > 0) totals.terms.seen += 1;
    totals.states.of += states.length;
    totals.states.seen += states.filter((state) => (stateCounts.get(state) ?? 0) > 0).length;
    totals.transitions.of += transitions.length;
    totals.transitions.seen += transitions.filter(({ from, to }) => moveCounts.has(moveKey(from, to))).length;
    return { term, events: counts?.events ?? 0, states: stateRows, transitions: transitionRows };
  });
  return { vocabulary, terms, totals };
}

/** What the AWM declares: every term, its lifecycle's states and transitions. */
function awmDeclared(model: TraceModel): Declared[] {
  return model.byIndex.map((term) => {
    const machine = term.machine;
    const transitions = machine
      ? machine.states.flatMap((from) => [...(machine.transitions.get(from) ?? [])].map((to) => ({ from, to })))
      : [];
    return { term: term.key, states: machine?.states ?? [], transitions };
  });
}

/** What a crosswalk declares: every native term it knows, with its native lifecycle's states and transitions. */
function nativeDeclared(vocabulary: NativeVocabulary): Declared[] {
  return [...vocabulary.terms.values()]
    .map((native) => ({
      term: native.name,
      states: native.lifecycle?.states ?? [],
      transitions: (native.lifecycle?.transitions ?? []).map(({ from, to }) => ({ from, to })),
    }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/** The report of what `counter` saw, against the model and, for a native trace, the crosswalk's vocabulary. */
export function coverageReport(
  counter: CoverageCounter,
  model: TraceModel,
  events: number,
  vocabulary?: NativeVocabulary,
): CoverageReport {
  const vocabularies = [
    ...(vocabulary ? [coverageOf(vocabulary.system, nativeDeclared(vocabulary), counter.nativeTally)] : []),
    coverageOf('awm', awmDeclared(model), counter.awmTally),
  ];
  return { events, vocabularies };
}
