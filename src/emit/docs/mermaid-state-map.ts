// A crosswalk's state map as a Mermaid stateDiagram-v2: the native states, each labelled with its AWM state.
import type { LifecycleDocument, StateMapDocument } from '../../model/documents.js';
import { translateTransition } from '../../map/state-map.js';
import { edgeLabel } from './mermaid-lifecycle.js';

/** Native names are free text: a label drops Mermaid's statement and comment characters, and its quotes. */
const label = (text: string) => edgeLabel(text).replace(/"/g, '#quot;');

/**
 * Native states get ids by position (`n0`, `n1`, ...), since native names may hold spaces or
 * punctuation. A transition the AWM cannot follow is labelled with what it becomes.
 */
export function stateMapDiagram(stateMap: StateMapDocument, lifecycle: LifecycleDocument | undefined): string {
  const natives = Object.keys(stateMap.states);
  const id = new Map(natives.map((native, index) => [native, `n${index}`]));
  const lines = ['stateDiagram-v2'];
  for (const native of natives) {
    const awm = stateMap.states[native]!.awm_state;
    lines.push(`  state "${label(`${native} → ${awm ?? 'no AWM state'}`)}" as ${id.get(native)}`);
  }
  for (const transition of stateMap.transitions ?? []) {
    const from = id.get(transition.from);
    const to = id.get(transition.to);
    if (!from || !to) continue;
    const verdict = lifecycle ? translateTransition(stateMap, lifecycle, transition).verdict : 'untranslated';
    const note = verdict === 'illegal' || verdict === 'terminal' ? ' : not an AWM transition' : '';
    lines.push(`  ${from} --> ${to}${note}`);
  }
  return lines.join('\n');
}
