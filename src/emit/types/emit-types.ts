// Generator: generated/types/, TypeScript for every term, the shared definitions and the model's unions.
import type { Model, Term } from '../../model/model.js';
import type { Generator } from '../generated-file.js';
import { commonSchema } from '../schemas/common-schema.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { termSchema } from '../schemas/term-schema.js';
import { stateSchema, transitionsDeclaration } from './lifecycle-types.js';
import { modelUnionSchemas } from './model-types.js';
import { renderInParallel } from './render-in-parallel.js';
import type { ModuleSpec } from './render-modules.js';
import { checkTypeNames } from './type-names.js';
import { referencedSharedTypes } from './typescript-writer.js';

function termModule(model: Model, term: Term): ModuleSpec {
  const shapes = [termSchema(model, term, 'exchange'), termSchema(model, term, 'portable')];
  const state = stateSchema(term);
  const transitions = transitionsDeclaration(term);
  return {
    path: `${term.key}.ts`,
    purpose: `${term.key}: its exchange shape, its portable-snapshot shape${term.data.lifecycle ? ' and its lifecycle' : ''}.`,
    sharedImports: [...new Set(shapes.flatMap(referencedSharedTypes))].sort(),
    schemas: state ? [...shapes, state] : shapes,
    written: transitions ? [transitions] : [],
  };
}

function commonModule(model: Model): ModuleSpec {
  return {
    path: 'common.ts',
    purpose: 'The value types terms share: Name, PolicyDocument and Grant (generated/schemas/common.schema.json).',
    sharedImports: [],
    schemas: Object.values(commonSchema(model.generatedNotice).$defs ?? {}) as JsonSchema[],
    written: [],
  };
}

function modelModule(model: Model): ModuleSpec {
  return {
    path: 'model.ts',
    purpose: 'Unions over the whole model: term keys, authority role ids, and the lint codes its rules name.',
    sharedImports: [],
    schemas: modelUnionSchemas(model),
    written: [],
  };
}

function indexModule(modules: readonly ModuleSpec[]): ModuleSpec {
  return {
    path: 'index.ts',
    purpose: 'Every generated type, re-exported by the package root (import type { AgentRun } from "agent-work-model").',
    sharedImports: [],
    schemas: [],
    written: [modules.map((module) => `export * from './${module.path.replace(/\.ts$/, '.js')}';\n`).join('')],
  };
}

/** Every module of generated/types/, in output order, as plain data. */
export function moduleSpecs(model: Model): ModuleSpec[] {
  const modules = [commonModule(model), modelModule(model), ...[...model.terms.values()].map((term) => termModule(model, term))];
  return [...modules, indexModule(modules)];
}

export const typesGenerator: Generator = {
  name: 'types',
  check: checkTypeNames,
  emit: (model) => renderInParallel(moduleSpecs(model), model.generatedNotice),
};
