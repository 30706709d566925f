// Generator: generated/types/, TypeScript for every term, the shared definitions and the model's unions.
import type { Model, Term } from '../../model/model.js';
import type { Generator } from '../generated-file.js';
import { commonSchema } from '../schemas/common-schema.js';
import { lifecycleTerms } from '../schemas/entity-state-schema.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { termTypeName } from '../schemas/schema-ids.js';
import { article, termSchema } from '../schemas/term-schema.js';
import { lifecyclesModule, stateSchema, transitionsModule } from './lifecycle-types.js';
import { modelUnionSchemas } from './model-types.js';
import { renderInParallel } from './render-in-parallel.js';
import type { ModuleSpec } from './render-modules.js';
import { checkTypeNames } from './type-names.js';
import { jsDoc } from './ts-comment.js';
import { referencedSharedTypes } from './typescript-writer.js';

/**
 * When every field of a term travels in portable snapshots, its portable shape is its exchange
 * shape: an alias says so, instead of a second identical interface (and spares
 * json-schema-to-typescript and Prettier half their work on a large model).
 */
function portableAlias(term: Term): string {
  const exchange = termTypeName(term.key, 'exchange');
  return `${jsDoc([
    `The portable-snapshot shape of ${article(term.key)} ${term.key}: the fields that may travel in a portable ` +
      `project or session snapshot.`,
    `Every field of ${exchange} may, so this is ${exchange} itself.`,
  ])}export type ${termTypeName(term.key, 'portable')} = ${exchange};\n`;
}

function termModule(model: Model, term: Term): ModuleSpec {
  const exchange = termSchema(model, term, 'exchange');
  const allPortable = term.data.fields.every((field) => field.portable_snapshot);
  const portable = allPortable ? undefined : termSchema(model, term, 'portable');
  const state = stateSchema(term);
  return {
    path: `${term.key}.ts`,
    purpose: `${term.key}: its exchange shape, its portable-snapshot shape${
      term.data.lifecycle ? ' and its ' + 'lifecycle states' : ''
    }.`,
    sharedImports: [...new Set([exchange, ...(portable ? [portable] : [])].flatMap(referencedSharedTypes))].sort(),
    parts: [
      { schema: exchange },
      portable ? { schema: portable } : { code: portableAlias(term) },
      ...(state ? [{ schema: state }] : []),
    ],
  };
}

function commonModule(model: Model): ModuleSpec {
  return {
    path: 'common.ts',
    purpose: 'The value types terms share: Name, PolicyDocument and Grant (generated/schemas/common.schema.json).',
    sharedImports: [],
    parts: (Object.values(commonSchema(model.generatedNotice).$defs ?? {}) as JsonSchema[]).map((schema) => ({
      schema,
    })),
  };
}

function modelModule(model: Model): ModuleSpec {
  return {
    path: 'model.ts',
    purpose: 'Unions over the whole model: term keys, authority role ids, and the lint codes its rules name.',
    sharedImports: [],
    parts: modelUnionSchemas(model).map((schema) => ({ schema })),
  };
}

function indexModule(modules: readonly ModuleSpec[]): ModuleSpec {
  return {
    path: 'index.ts',
    purpose: 'Every generated type and transition table, from one module.',
    sharedImports: [],
    parts: [{ code: modules.map((module) => `export * from './${module.path.replace(/\.ts$/, '.js')}';\n`).join('') }],
  };
}

/**
 * Every module of generated/types/, in output order, as plain data. All but transitions.ts and
 * index.ts declare types alone, so that the model package ships them as they are, as .d.ts files.
 */
export function moduleSpecs(model: Model): ModuleSpec[] {
  const modules = [
    commonModule(model),
    modelModule(model),
    ...[...model.terms.values()].map((term) => termModule(model, term)),
    ...(lifecycleTerms(model).length ? [lifecyclesModule(model), transitionsModule(model)] : []),
  ];
  return [...modules, indexModule(modules)];
}

export const typesGenerator: Generator = {
  name: 'types',
  check: checkTypeNames,
  emit: (model) => renderInParallel(moduleSpecs(model), model.generatedNotice),
};
