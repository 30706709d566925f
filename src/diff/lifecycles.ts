// Diff of a term's lifecycle: gained or lost, states, the initial state, terminal states and transitions.
import type { TermDocument, TransitionDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import { sameList } from './lists.js';
import { inTerm } from './targets.js';

const edge = (transition: TransitionDocument) => `${transition.from}->${transition.to}`;

export function diffLifecycle(key: string, before: TermDocument, after: TermDocument): Change[] {
  const was = before.lifecycle;
  const is = after.lifecycle;
  if (!was && !is) return [];
  if (!was) return [createChange('LIFECYCLE_ADDED', inTerm(key, 'lifecycle'), { initial: is!.initial })];
  if (!is) return [createChange('LIFECYCLE_REMOVED', inTerm(key, 'lifecycle'), {})];

  const unchanged =
    was.initial === is.initial &&
    sameList(was.states, is.states) &&
    sameList(was.terminal, is.terminal) &&
    sameList(was.transitions, is.transitions, (a, b) => a.from === b.from && a.to === b.to && a.notes === b.notes);
  if (unchanged) return [];

  const changes: Change[] = [];
  const at = (...parts: string[]) => inTerm(key, 'lifecycle', ...parts);
  const wasStates = new Set(was.states);
  const isStates = new Set(is.states);
  for (const state of is.states)
    if (!wasStates.has(state)) changes.push(createChange('STATE_ADDED', at('states', state), { state }));
  for (const state of was.states)
    if (!isStates.has(state)) changes.push(createChange('STATE_REMOVED', at('states', state), { state }));
  if (was.initial !== is.initial)
    changes.push(createChange('INITIAL_STATE_CHANGED', at('initial'), { from: was.initial, to: is.initial }));

  // A state that appears or disappears is reported once, as a state; its terminal flag follows it.
  const wasTerminal = new Set(was.terminal);
  const isTerminal = new Set(is.terminal);
  for (const state of is.terminal) {
    if (!wasTerminal.has(state) && wasStates.has(state))
      changes.push(createChange('TERMINAL_STATE_ADDED', at('terminal', state), { state }));
  }
  for (const state of was.terminal) {
    if (!isTerminal.has(state) && isStates.has(state))
      changes.push(createChange('TERMINAL_STATE_REMOVED', at('terminal', state), { state }));
  }

  const wasTransitions = new Map(was.transitions.map((transition) => [edge(transition), transition]));
  const isTransitions = new Map(is.transitions.map((transition) => [edge(transition), transition]));
  for (const transition of is.transitions) {
    const old = wasTransitions.get(edge(transition));
    const target = at('transitions', edge(transition));
    if (!old) changes.push(createChange('TRANSITION_ADDED', target, { from: transition.from, to: transition.to }));
    else if (old.notes !== transition.notes)
      changes.push(createChange('TRANSITION_NOTES_CHANGED', target, { from: transition.from, to: transition.to }));
  }
  for (const transition of was.transitions) {
    if (!isTransitions.has(edge(transition))) {
      changes.push(
        createChange('TRANSITION_REMOVED', at('transitions', edge(transition)), {
          from: transition.from,
          to: transition.to,
        }),
      );
    }
  }
  return changes;
}
