// What a native transition of a state map becomes in AWM terms: shared by the linter and the generated docs.
import type { LifecycleDocument, NativeTransitionDocument, StateMapDocument } from '../model/documents.js';

/**
 * How a native transition translates: `legal` (an AWM transition), `stays` (both native states
 * map to one AWM state, so the AWM sees no move), `illegal` (not an AWM transition),
 * `terminal` (a move out of a terminal AWM state), or `untranslated` (a native state without an
 * AWM equivalent, or one the AWM term does not declare).
 */
export type TransitionVerdict = 'legal' | 'stays' | 'illegal' | 'terminal' | 'untranslated';

export interface TranslatedTransition {
  awmFrom: string | null;
  awmTo: string | null;
  verdict: TransitionVerdict;
}

export function translateTransition(
  stateMap: StateMapDocument,
  lifecycle: LifecycleDocument,
  transition: NativeTransitionDocument,
): TranslatedTransition {
  const declared = (state: string | null | undefined): state is string =>
    typeof state === 'string' && lifecycle.states.includes(state);
  const awmFrom = stateMap.states[transition.from]?.awm_state ?? null;
  const awmTo = stateMap.states[transition.to]?.awm_state ?? null;
  const at = { awmFrom, awmTo };
  if (!declared(awmFrom) || !declared(awmTo)) return { ...at, verdict: 'untranslated' };
  if (awmFrom === awmTo) return { ...at, verdict: 'stays' };
  if (lifecycle.terminal.includes(awmFrom)) return { ...at, verdict: 'terminal' };
  return {
    ...at,
    verdict: lifecycle.transitions.some((t) => t.from === awmFrom && t.to === awmTo) ? 'legal' : 'illegal',
  };
}
