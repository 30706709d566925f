// A term's lifecycle as a Mermaid stateDiagram-v2: initial state from [*], terminal states to [*].
import type { LifecycleDocument } from '../../model/documents.js';
import { transitionTable } from '../../model/lifecycle-graph.js';

/**
 * Every state is declared with a label and an id of its own (`s_running`), because a state
 * named like a Mermaid keyword (`note`, `state`, `class`, `style`, `default`, `click`) breaks
 * the diagram when used as a bare id.
 */
const stateId = (state: string) => `s_${state}`;

/**
 * A transition note as an edge label, on one line. `#`, `;` and `%` become Mermaid entity codes:
 * a bare `;` ends the statement and `%%` starts a comment, either silently cutting the label.
 * `<` and `>` do too, since Mermaid draws a label as HTML: a tag in model text would be markup.
 */
export function edgeLabel(notes: string): string {
  const codes: Record<string, string> = { '#': '#35;', ';': '#59;', '%': '#37;', '<': '#60;', '>': '#62;' };
  return notes
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[#;%<>]/g, (char) => codes[char]!);
}

export function lifecycleDiagram(lifecycle: LifecycleDocument): string {
  const lines = ['stateDiagram-v2'];
  for (const state of transitionTable(lifecycle).keys()) lines.push(`  state "${state}" as ${stateId(state)}`);
  lines.push(`  [*] --> ${stateId(lifecycle.initial)}`);
  for (const { from, to, notes } of lifecycle.transitions) {
    lines.push(`  ${stateId(from)} --> ${stateId(to)}${notes ? ` : ${edgeLabel(notes)}` : ''}`);
  }
  for (const state of lifecycle.terminal) lines.push(`  ${stateId(state)} --> [*]`);
  return lines.join('\n');
}
