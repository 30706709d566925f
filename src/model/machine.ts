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

/** Where in `lifecycle` a fault is: `initial`, an entry of `terminal`, or one end of a transition. */
export type LifecyclePath = ['initial'] | ['terminal', number] | ['transitions', number, 'from' | 'to'];

/**
 * What makes a lifecycle unusable as a machine: a state used but not declared, a transition out of a terminal
 * state, an initial state that is terminal. The one check by which the runtime refuses such a lifecycle and lint
 * reports LIFECYCLE_STATE and TERMINAL_EXIT.
 */
export type LifecycleFault =
  | { kind: 'undeclared'; role: string; state: string; path: LifecyclePath }
  | { kind: 'terminal-exit'; from: string; to: string; transition: number }
  | { kind: 'initial-terminal'; state: string };

/** The faults of a lifecycle, in the order of its document. */
export function lifecycleFaults(lifecycle: LifecycleDocument): LifecycleFault[] {
  const faults: LifecycleFault[] = [];
  const states = new Set(lifecycle.states);
  const terminal = new Set(lifecycle.terminal);
  const stateRef = (role: string, state: string, path: LifecyclePath) => {
    if (!states.has(state)) faults.push({ kind: 'undeclared', role, state, path });
  };
  stateRef('initial state', lifecycle.initial, ['initial']);
  for (const [index, state] of lifecycle.terminal.entries()) stateRef('terminal state', state, ['terminal', index]);
  for (const [index, move] of lifecycle.transitions.entries()) {
    stateRef('transition source', move.from, ['transitions', index, 'from']);
    stateRef('transition target', move.to, ['transitions', index, 'to']);
    if (terminal.has(move.from))
      faults.push({ kind: 'terminal-exit', from: move.from, to: move.to, transition: index });
  }
  if (terminal.has(lifecycle.initial)) faults.push({ kind: 'initial-terminal', state: lifecycle.initial });
  return faults;
}

/** Problems that make a lifecycle unusable as a machine (lifecycleFaults), in words, each naming the term. */
export function lifecycleProblems(term: string, lifecycle: LifecycleDocument): string[] {
  return lifecycleFaults(lifecycle).map((fault) => `${term}: ${describeLifecycleFault(fault)}`);
}

function describeLifecycleFault(fault: LifecycleFault): string {
  switch (fault.kind) {
    case 'undeclared':
      return `${fault.role} "${fault.state}" is not a declared state`;
    case 'terminal-exit':
      return `transition ${fault.from} -> ${fault.to} leaves terminal state ${fault.from}`;
    case 'initial-terminal':
      return `initial state "${fault.state}" is terminal`;
  }
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
