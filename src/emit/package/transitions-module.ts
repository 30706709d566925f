// The model package's transitions.js and transitions.d.ts: each lifecycle as frozen data, and canTransition.
import type { Model, Term } from '../../model/model.js';
import type { GeneratedFile } from '../generated-file.js';
import { lifecycleTerms } from '../schemas/entity-state-schema.js';
import { transitionRows, transitionsDoc } from '../types/lifecycle-types.js';
import { jsDoc, lineComment } from '../types/ts-comment.js';

const literal = (value: string) => JSON.stringify(value);
/** A state as a property name: bare when it is an identifier, quoted otherwise (`in-review`). */
const key = (state: string) => (/^[A-Za-z_$][\w$]*$/.test(state) ? state : literal(state));
const tuple = (values: readonly string[]) => `readonly [${values.map(literal).join(', ')}]`;
const frozenArray = (values: readonly string[]) => `Object.freeze([${values.map(literal).join(', ')}])`;

const lifecyclesDoc = [
  "Each term's lifecycle: its initial state, its terminal states and its transition table.",
  'Frozen: the tables are the model, not a starting point to edit.',
];
const canTransitionDoc = [
  'Whether the model lets an entity of `term` move from the state `from` to the state `to` in one transition.',
  'False for a term without a lifecycle, an unknown state, or a move the lifecycle does not list.',
];

/** One line per state: its key and the states it moves to, each after the notes on those moves. */
function tableLines(term: Term, render: (targets: string[]) => string, prefix: string, end: string): string {
  return transitionRows(term)
    .map(
      ({ from, targets, notes }) =>
        `${notes.length ? jsDoc(notes, '  ') : ''}${prefix}${key(from)}: ${render(targets)}${end}\n`,
    )
    .join('');
}

function moduleJs(model: Model, terms: readonly Term[], purpose: string): string {
  const tables = terms.map((term) => {
    const lines = tableLines(term, frozenArray, '  ', ',');
    return `${jsDoc(transitionsDoc(term))}export const ${term.key}Transitions = Object.freeze({\n${lines}});\n`;
  });
  const lifecycles = terms.map((term) => {
    const { initial, terminal } = term.data.lifecycle!;
    const entries = [
      `initial: ${literal(initial)}`,
      `terminal: ${frozenArray(terminal)}`,
      `transitions: ${term.key}Transitions`,
    ];
    return `  ${term.key}: Object.freeze({\n${entries.map((entry) => `    ${entry},\n`).join('')}  }),\n`;
  });
  return `${lineComment(model.generatedNotice)}${lineComment(purpose)}
${tables.join('\n')}
${jsDoc(lifecyclesDoc)}export const lifecycles = Object.freeze({
${lifecycles.join('')}});

${jsDoc(canTransitionDoc)}export function canTransition(term, from, to) {
  if (!Object.hasOwn(lifecycles, term)) return false;
  const table = lifecycles[term].transitions;
  return Object.hasOwn(table, from) && table[from].includes(to);
}
`;
}

function moduleDts(model: Model, terms: readonly Term[], purpose: string): string {
  const tables = terms.map((term) => {
    const lines = tableLines(term, tuple, '  readonly ', ';');
    return `${jsDoc(transitionsDoc(term))}export declare const ${term.key}Transitions: {\n${lines}};\n`;
  });
  const lifecycles = terms.map((term) => {
    const { initial, terminal } = term.data.lifecycle!;
    const entries = [
      `initial: ${literal(initial)}`,
      `terminal: ${tuple(terminal)}`,
      `transitions: typeof ${term.key}Transitions`,
    ];
    return `  readonly ${term.key}: {\n${entries.map((entry) => `    readonly ${entry};\n`).join('')}  };\n`;
  });
  return `${lineComment(model.generatedNotice)}${lineComment(purpose)}
import type { LifecycleStates, LifecycleTermKey } from './types/lifecycles.js';

${tables.join('\n')}
${jsDoc(lifecyclesDoc)}export declare const lifecycles: {
${lifecycles.join('')}};

${jsDoc(canTransitionDoc)}export declare function canTransition<K extends LifecycleTermKey>(
  term: K,
  from: LifecycleStates[K],
  to: LifecycleStates[K],
): boolean;
`;
}

/** transitions.js and its declarations; nothing when no term has a lifecycle. */
export function transitionsModule(model: Model): GeneratedFile[] {
  const terms = lifecycleTerms(model);
  if (terms.length === 0) return [];
  const purpose =
    'The lifecycle of every term that has one: transition tables, initial and terminal states, canTransition.';
  return [
    { path: 'transitions.js', content: moduleJs(model, terms, purpose) },
    { path: 'transitions.d.ts', content: moduleDts(model, terms, purpose) },
  ];
}
