// The model package's README: what it holds and an example of each export, taken from the model itself.
import type { Model, Term } from '../../model/model.js';
import { transitionTable } from '../../model/lifecycle-graph.js';
import { loadTemplates } from '../docs/templates.js';
import type { GeneratedFile } from '../generated-file.js';
import { lifecycleTerms } from '../schemas/entity-state-schema.js';
import type { ValidatorSpec } from './validators-module.js';

/** A TypeScript string literal. */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The examples show the lifecycle with the most transitions: the one a reader learns most from. */
function exampleTerm(model: Model): Term | undefined {
  return lifecycleTerms(model).reduce<Term | undefined>(
    (best, term) =>
      !best || term.data.lifecycle!.transitions.length > best.data.lifecycle!.transitions.length ? term : best,
    undefined,
  );
}

/** The lifecycle part of the view: a legal move, an illegal one, and an exhaustive switch over the states. */
function lifecycleView(term: Term) {
  const lifecycle = term.data.lifecycle!;
  const table = transitionTable(lifecycle);
  const legal = lifecycle.transitions[0];
  const illegal = lifecycle.states
    .flatMap((from) => lifecycle.states.map((to) => ({ from, to })))
    .find(({ from, to }) => from !== to && !table.get(from)!.includes(to));
  const move = (pair: { from: string; to: string }) => `${quoted(term.key)}, ${quoted(pair.from)}, ${quoted(pair.to)}`;
  return {
    key: term.key,
    initial: quoted(lifecycle.initial),
    switchCases: lifecycle.states
      .map((state) => `    case ${quoted(state)}:\n      return ${quoted(`${term.key} ${state}`)};`)
      .join('\n'),
    firstState: quoted(lifecycle.states[0]!),
    nextStates: `[${table
      .get(lifecycle.states[0]!)!
      .map((state) => quoted(state))
      .join(', ')}]`,
    legalMove: legal ? move(legal) : undefined,
    illegalMove: illegal ? move(illegal) : undefined,
    wireMessage: `{ term: ${quoted(term.key)}, id: ${quoted('example-1')}, state: ${quoted(lifecycle.initial)} }`,
  };
}

/** The README of the model package, rendered from templates/package-readme.md.hbs. */
export async function packageReadme(
  model: Model,
  name: string,
  validators: readonly ValidatorSpec[],
  schemaFiles: readonly GeneratedFile[],
): Promise<string> {
  const { 'package-readme': render } = await loadTemplates(['package-readme']);
  const first = [...model.terms.values()][0]!;
  const example = exampleTerm(model);
  return render({
    notice: model.generatedNotice,
    name,
    modelName: model.metadata.name,
    version: model.metadata.version,
    term: { key: first.key, identity: first.data.identity.field, identityValue: quoted('example-1') },
    lifecycle: example ? lifecycleView(example) : undefined,
    validators: validators.map((spec) => ({ name: spec.name, schema: spec.schemaFile })),
    schemas: schemaFiles.map((file) => file.path.replace(/^schemas\//, '')),
  });
}
