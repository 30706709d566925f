// Lifecycle state machines as data, built from a term's lifecycle, and the pure transition function.
import type { LifecycleDocument, TermDocument } from './documents.js';
import { transitionTable } from './lifecycle-graph.js';

/** One term's lifecycle, read from the model: states, the initial and terminal ones, and the legal moves. */
export interface Machine {
  readonly term: string;
  readonly initial: string;
  /** Every state, in the model's order. */
  readonly states: readonly string[];
  readonly terminal: ReadonlySet<string>;
  /** The legal targets from each state; terminal states have none. */
  readonly transitions: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Why a move was refused; `state` and `target` echo the request. */
export type TransitionRefusal =
  | { reason: 'unknown-state'; term: string; state: string; target: string; unknown: string }
  | { reason: 'terminal'; term: string; state: string; target: string }
  | { reason: 'not-a-transition'; term: string; state: string; target: string; allowed: readonly string[] };

export type TransitionResult = { ok: true; state: string } | { ok: false; refusal: TransitionRefusal };

/**
 * The pure transition function: the state after moving `machine` from `state` to `target`, or a
 * typed refusal. Moving to the current state is not a transition (the model lists none), so it is
 * refused like any other move the model does not list.
 */
export function transition(machine: Machine, state: string, target: string): TransitionResult {
  const term = machine.term;
  if (!machine.transitions.has(state))
    return { ok: false, refusal: { reason: 'unknown-state', term, state, target, unknown: state } };
  if (!machine.transitions.has(target))
    return { ok: false, refusal: { reason: 'unknown-state', term, state, target, unknown: target } };
  if (machine.terminal.has(state)) return { ok: false, refusal: { reason: 'terminal', term, state, target } };
  const allowed = machine.transitions.get(state)!;
  if (!allowed.has(target))
    return { ok: false, refusal: { reason: 'not-a-transition', term, state, target, allowed: [...allowed] } };
  return { ok: true, state: target };
}

/** Whether `state` is one of the machine's terminal states. */
export function isTerminal(machine: Machine, state: string): boolean {
  return machine.terminal.has(state);
}

/** A one-sentence explanation of a refusal, for people. */
export function describeRefusal(refusal: TransitionRefusal): string {
  switch (refusal.reason) {
    case 'unknown-state':
      return `"${refusal.unknown}" is not a state of ${refusal.term}`;
    case 'terminal':
      return `${refusal.state} is a terminal state of ${refusal.term}; terminal states are final`;
    case 'not-a-transition':
      return refusal.state === refusal.target
        ? `${refusal.term} is already ${refusal.state}`
        : `${refusal.state} -> ${refusal.target} is not a transition of ${refusal.term}` +
            ` (from ${refusal.state}: ${refusal.allowed.length ? refusal.allowed.join(', ') : 'none'})`;
  }
}

/** Problems that make a lifecycle unusable as a machine, such as a transition out of a terminal state. */
export function lifecycleProblems(term: string, lifecycle: LifecycleDocument): string[] {
  const problems: string[] = [];
  const states = new Set(lifecycle.states);
  const stateRef = (what: string, state: string) => {
    if (!states.has(state)) problems.push(`${term}: ${what} "${state}" is not a declared state`);
  };
  stateRef('initial state', lifecycle.initial);
  for (const state of lifecycle.terminal) stateRef('terminal state', state);
  for (const move of lifecycle.transitions) {
    stateRef('transition source', move.from);
    stateRef('transition target', move.to);
    if (lifecycle.terminal.includes(move.from))
      problems.push(`${term}: transition ${move.from} -> ${move.to} leaves terminal state ${move.from}`);
  }
  if (lifecycle.terminal.includes(lifecycle.initial))
    problems.push(`${term}: initial state "${lifecycle.initial}" is terminal`);
  return problems;
}

/** Builds a term's machine from its lifecycle. Call lifecycleProblems first: this assumes a sound lifecycle. */
export function buildMachine(term: TermDocument & { lifecycle: LifecycleDocument }): Machine {
  const { lifecycle } = term;
  const transitions = new Map([...transitionTable(lifecycle)].map(([state, targets]) => [state, new Set(targets)]));
  return Object.freeze({
    term: term.key,
    initial: lifecycle.initial,
    states: Object.freeze([...lifecycle.states]),
    terminal: new Set(lifecycle.terminal),
    transitions,
  });
}
