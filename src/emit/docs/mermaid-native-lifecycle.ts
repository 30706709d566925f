// A crosswalk's native lifecycle as a Mermaid stateDiagram-v2: native states and verbs, each state with its AWM state.
import type { LifecycleDocument, NativeLifecycleDocument, StateMapDocument } from '../../model/documents.js';
import { stateMapping, translateTransition } from '../../model/native-lifecycle.js';
import { edgeLabel } from './mermaid-lifecycle.js';

/** Native names are free text: a label drops Mermaid's statement and comment characters, and its quotes. */
const label = (text: string) => edgeLabel(text).replace(/"/g, '#quot;');

/**
 * Native states get ids by position (`n0`, `n1`, ...), since native names may hold spaces or
 * punctuation. With a state map, each state shows its AWM state, and a transition the AWM cannot
 * follow says so; each transition shows its native verb.
 */
export function nativeLifecycleDiagram(
  native: NativeLifecycleDocument,
  translation?: { stateMap: StateMapDocument; lifecycle: LifecycleDocument },
): string {
  const id = new Map(native.states.map((state, index) => [state, `n${index}`]));
  const lines = ['stateDiagram-v2'];
  for (const state of native.states) {
    const awm = translation ? stateMapping(translation.stateMap, native, state)?.awm_state : undefined;
    const text = translation ? `${state} → ${awm ?? 'no AWM state'}` : state;
    lines.push(`  state "${label(text)}" as ${id.get(state)}`);
  }
  if (native.initial !== null && id.has(native.initial)) lines.push(`  [*] --> ${id.get(native.initial)}`);
  for (const transition of native.transitions) {
    const from = id.get(transition.from);
    const to = id.get(transition.to);
    if (!from || !to) continue;
    const verdict = translation
      ? translateTransition(translation.stateMap, native, translation.lifecycle, transition).verdict
      : 'legal';
    const notes = [
      ...(transition.verb ? [transition.verb] : []),
      ...(verdict === 'illegal' || verdict === 'terminal' ? ['not an AWM transition'] : []),
    ];
    lines.push(`  ${from} --> ${to}${notes.length > 0 ? ` : ${label(notes.join(': '))}` : ''}`);
  }
  for (const state of native.terminal) if (id.has(state)) lines.push(`  ${id.get(state)} --> [*]`);
  return lines.join('\n');
}
