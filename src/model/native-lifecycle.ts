// A crosswalk's native lifecycles and state maps as rules: which native moves are legal, and what they become in AWM
// terms.
import type {
  LifecycleDocument,
  MappingDocument,
  NativeLifecycleDocument,
  StateMapDocument,
  StateMappingDocument,
} from './documents.js';

/** Whether the native lifecycle leaves further states to configuration, so `state` need not be listed. */
export function isNativeState(lifecycle: NativeLifecycleDocument, state: string): boolean {
  return lifecycle.states.includes(state) || lifecycle.other_states !== undefined;
}

/**
 * Whether the native lifecycle allows `from` -> `to` (a different state). No move leaves a
 * terminal state; a move between two listed states must be listed; a move to or from a state the
 * lifecycle leaves to configuration (other_states) is not the crosswalk's to judge, so it is allowed.
 */
export function nativeMoveAllowed(lifecycle: NativeLifecycleDocument, from: string, to: string): boolean {
  if (lifecycle.terminal.includes(from)) return false;
  if (!lifecycle.states.includes(from) || !lifecycle.states.includes(to)) return lifecycle.other_states !== undefined;
  return lifecycle.transitions.some((transition) => transition.from === from && transition.to === to);
}

/** Whether an entity may be first seen in `state`: the initial state, or any non-terminal state when none is given. */
export function nativeStartAllowed(lifecycle: NativeLifecycleDocument, state: string): boolean {
  if (lifecycle.initial !== null) return state === lifecycle.initial;
  return isNativeState(lifecycle, state) && !lifecycle.terminal.includes(state);
}

/** The mapping of a native state in a state map: its own entry, or the entry for unlisted states. */
export function stateMapping(
  stateMap: StateMapDocument,
  lifecycle: NativeLifecycleDocument | undefined,
  state: string,
): StateMappingDocument | undefined {
  const own = stateMap.states[state];
  if (own) return own;
  if (lifecycle && !lifecycle.states.includes(state) && lifecycle.other_states) return stateMap.other_states;
  return undefined;
}

/** The native lifecycle a state map translates: the one of its AWM term's native term. */
export function nativeLifecycleOf(mapping: MappingDocument, term: string): NativeLifecycleDocument | undefined {
  const native = mapping.terms[term]?.native_term;
  return native === null || native === undefined ? undefined : mapping.native_lifecycles?.[native];
}

/**
 * How a native move translates: `legal` (an AWM transition), `stays` (both native states map to
 * one AWM state, so the AWM sees no move), `illegal` (not an AWM transition), `terminal` (a move
 * out of a terminal AWM state), or `untranslated` (a native state without an AWM equivalent, or
 * one the AWM term does not declare).
 */
export type TransitionVerdict = 'legal' | 'stays' | 'illegal' | 'terminal' | 'untranslated';

export interface TranslatedTransition {
  awmFrom: string | null;
  awmTo: string | null;
  verdict: TransitionVerdict;
}

export function translateTransition(
  stateMap: StateMapDocument,
  nativeLifecycle: NativeLifecycleDocument | undefined,
  lifecycle: LifecycleDocument,
  transition: { from: string; to: string },
): TranslatedTransition {
  const declared = (state: string | null | undefined): state is string =>
    typeof state === 'string' && lifecycle.states.includes(state);
  const awmFrom = stateMapping(stateMap, nativeLifecycle, transition.from)?.awm_state ?? null;
  const awmTo = stateMapping(stateMap, nativeLifecycle, transition.to)?.awm_state ?? null;
  const at = { awmFrom, awmTo };
  if (!declared(awmFrom) || !declared(awmTo)) return { ...at, verdict: 'untranslated' };
  if (awmFrom === awmTo) return { ...at, verdict: 'stays' };
  if (lifecycle.terminal.includes(awmFrom)) return { ...at, verdict: 'terminal' };
  return {
    ...at,
    verdict: lifecycle.transitions.some((t) => t.from === awmFrom && t.to === awmTo) ? 'legal' : 'illegal',
  };
}
