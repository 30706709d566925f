// What JSON Schema cannot say about the lifecycles: state unions, transition tables, and the types over all of them.
import type { Model, Term } from '../../model/model.js';
import { transitionTable } from '../../model/lifecycle-graph.js';
import { entityStateDescription, lifecycleTerms } from '../schemas/entity-state-schema.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import type { ModuleSpec } from './render-modules.js';
import { jsDoc } from './ts-comment.js';

const quoted = (state: string) => JSON.stringify(state);
const quoteList = (states: readonly string[]) => states.map((state) => `\`${state}\``).join(', ');

/** The schema json-schema-to-typescript turns into the `<Term>State` union. */
export function stateSchema(term: Term): JsonSchema | undefined {
  const lifecycle = term.data.lifecycle;
  if (!lifecycle) return undefined;
  return {
    title: `${term.key}State`,
    description:
      `A lifecycle state of ${term.key}. Initial: ${quoteList([lifecycle.initial])}. ` +
      `Terminal: ${quoteList(lifecycle.terminal) || 'none'}.`,
    enum: lifecycle.states,
  };
}

/** What the documentation of a transition table says: its term, where it starts and where it ends. */
export function transitionsDoc(term: Term): string[] {
  const lifecycle = term.data.lifecycle!;
  const terminal = lifecycle.terminal;
  const ending = terminal.length
    ? `${quoteList(terminal)} ${terminal.length === 1 ? 'is terminal and moves' : 'are terminal and move'} nowhere`
    : 'no state is terminal';
  return [
    `The transitions of ${term.key}'s lifecycle: each state, and the states it may move to next.`,
    `Starts in ${quoteList([lifecycle.initial])}; ${ending}.`,
  ];
}

/** Each state of the term's lifecycle with the states it may move to next, and the notes on those moves. */
export function transitionRows(term: Term): { from: string; targets: string[]; notes: string[] }[] {
  const lifecycle = term.data.lifecycle!;
  return [...transitionTable(lifecycle)].map(([from, targets]) => ({
    from,
    targets,
    notes: lifecycle.transitions
      .filter((t) => t.from === from && t.notes)
      .map((t) => `\`${from}\` -> \`${t.to}\`: ${t.notes!}`),
  }));
}

/**
 * `<Term>Transitions`: for each state, the states it may move to next, `as const` so that
 * `(typeof AgentRunTransitions)['running'][number]` is the union of the next states.
 */
export function transitionsDeclaration(term: Term): string {
  const entries = transitionRows(term).map(
    ({ from, targets, notes }) =>
      `${notes.length ? jsDoc(notes, '  ') : ''}  ${JSON.stringify(from)}: [${targets.map(quoted).join(', ')}],\n`,
  );
  return `${jsDoc(transitionsDoc(term))}export const ${term.key}Transitions = {\n${entries.join('')}} as const;\n`;
}

/**
 * transitions.ts: the transition table of every term with a lifecycle. The only module of
 * generated/types/ with values; the others declare types alone.
 */
export function transitionsModule(model: Model): ModuleSpec {
  return {
    path: 'transitions.ts',
    purpose: 'The transition table of every term with a lifecycle, as const.',
    sharedImports: [],
    parts: lifecycleTerms(model).map((term) => ({ code: transitionsDeclaration(term) })),
  };
}

/** lifecycles.ts: the state union of each term by key, the terms that have one, and EntityState. */
export function lifecyclesModule(model: Model): ModuleSpec {
  const terms = lifecycleTerms(model);
  const imports = [
    "import type { Name } from './common.js';\n",
    ...terms.map((term) => `import type { ${term.key}State } from './${term.key}.js';\n`),
  ].join('');
  const properties = terms
    .map((term) => `${jsDoc([`The states of ${term.key}.`], '  ')}  ${term.key}: ${term.key}State;\n`)
    .join('');
  const entityState = `${jsDoc([
    entityStateDescription,
    "Given a term's key, it accepts that term's states alone; without one, it is the union over every term with a " +
      'lifecycle, narrowed by `term`. Its schema is schemas/entity-state.schema.json.',
  ])}export type EntityState<K extends LifecycleTermKey = LifecycleTermKey> = {
  [T in K]: {
${jsDoc(['The term of the entity.'], '    ')}    term: T;
${jsDoc(["The entity's identity: the value of its term's identity field."], '    ')}    id: Name;
${jsDoc(["The entity's lifecycle state."], '    ')}    state: LifecycleStates[T];
  };
}[K];
`;
  return {
    path: 'lifecycles.ts',
    purpose:
      'The lifecycles over the whole model: each state union by term, and EntityState to carry a state on the wire.',
    sharedImports: [],
    parts: [
      {
        code:
          `${imports}\n${jsDoc(['Each term that has a lifecycle, and the union of its states.'])}` +
          `export interface LifecycleStates {\n${properties}}\n`,
      },
      {
        code:
          `${jsDoc(['The key of a term that has a lifecycle.'])}` +
          'export type LifecycleTermKey = keyof LifecycleStates;\n',
      },
      { code: entityState },
    ],
  };
}
