// What JSON Schema cannot say about a term with a lifecycle: its state union and its transition table.
import type { Term } from '../../model/model.js';
import { transitionTable } from '../../model/lifecycle-graph.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { jsDoc } from './ts-comment.js';

const quoteList = (states: readonly string[]) => states.map((state) => `\`${state}\``).join(', ');

/** The schema json-schema-to-typescript turns into the `<Term>State` union. */
export function stateSchema(term: Term): JsonSchema | undefined {
  const lifecycle = term.data.lifecycle;
  if (!lifecycle) return undefined;
  return {
    title: `${term.key}State`,
    description: `A lifecycle state of ${term.key}. Initial: ${quoteList([lifecycle.initial])}. Terminal: ${quoteList(lifecycle.terminal) || 'none'}.`,
    enum: lifecycle.states,
  };
}

/**
 * `<Term>Transitions`: for each state, the states it may move to next, `as const` so that
 * `(typeof AgentRunTransitions)['running'][number]` is the union of the next states.
 */
export function transitionsDeclaration(term: Term): string | undefined {
  const lifecycle = term.data.lifecycle;
  if (!lifecycle) return undefined;
  const entries = [...transitionTable(lifecycle)].map(([from, targets]) => {
    const notes = lifecycle.transitions
      .filter((t) => t.from === from && t.notes)
      .map((t) => `\`${from}\` -> \`${t.to}\`: ${t.notes!}`);
    return `${notes.length ? jsDoc(notes, '  ') : ''}  ${JSON.stringify(from)}: [${targets.map((to) => JSON.stringify(to)).join(', ')}],\n`;
  });
  const doc = jsDoc([
    `The transitions of ${term.key}'s lifecycle: each state, and the states it may move to next.`,
    `Starts in ${quoteList([lifecycle.initial])}; ${lifecycle.terminal.length ? `${quoteList(lifecycle.terminal)} ${lifecycle.terminal.length === 1 ? 'is' : 'are'} terminal and move nowhere` : 'no state is terminal'}.`,
  ]);
  return `${doc}export const ${term.key}Transitions = {\n${entries.join('')}} as const;\n`;
}
