// Generator: generated/types/, TypeScript for every term, the shared definitions and the model's unions.
import type { Model, Term } from '../../model/model.js';
import type { Generator } from '../generated-file.js';
import { commonSchema } from '../schemas/common-schema.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { termSchema } from '../schemas/term-schema.js';
import { stateSchema, transitionsDeclaration } from './lifecycle-types.js';
import { modelUnionSchemas } from './model-types.js';
import { checkTypeNames } from './type-names.js';
import { lineComment } from './ts-comment.js';
import { loadTypeScriptWriter, referencedSharedTypes, type TypeScriptWriter } from './typescript-writer.js';

/** One generated module: its purpose line, what it imports from common.ts, and its declarations. */
interface Module {
  path: string;
  purpose: string;
  sharedImports: string[];
  body: string[];
}

async function termModule(model: Model, term: Term, writer: TypeScriptWriter): Promise<Module> {
  const schemas = [termSchema(model, term, 'exchange'), termSchema(model, term, 'portable')];
  const state = stateSchema(term);
  const body = await Promise.all([...schemas, ...(state ? [state] : [])].map((schema) => writer.declarations(schema)));
  const transitions = transitionsDeclaration(term);
  if (transitions) body.push(transitions);
  return {
    path: `${term.key}.ts`,
    purpose: `${term.key}: its exchange shape, its portable-snapshot shape${term.data.lifecycle ? ' and its lifecycle' : ''}.`,
    sharedImports: [...new Set(schemas.flatMap(referencedSharedTypes))].sort(),
    body,
  };
}

async function commonModule(model: Model, writer: TypeScriptWriter): Promise<Module> {
  const definitions = Object.values(commonSchema(model.generatedNotice).$defs ?? {}) as JsonSchema[];
  return {
    path: 'common.ts',
    purpose: 'The value types terms share: Name, PolicyDocument and Grant (generated/schemas/common.schema.json).',
    sharedImports: [],
    body: await Promise.all(definitions.map((definition) => writer.declarations(definition))),
  };
}

async function modelModule(model: Model, writer: TypeScriptWriter): Promise<Module> {
  return {
    path: 'model.ts',
    purpose: 'Unions over the whole model: term keys, authority role ids, and the lint codes its rules name.',
    sharedImports: [],
    body: await Promise.all(modelUnionSchemas(model).map((schema) => writer.declarations(schema))),
  };
}

function indexModule(modules: readonly Module[]): Module {
  return {
    path: 'index.ts',
    purpose: 'Every generated type, re-exported by the package root (import type { AgentRun } from "agent-work-model").',
    sharedImports: [],
    body: [modules.map((module) => `export * from './${module.path.replace(/\.ts$/, '.js')}';\n`).join('')],
  };
}

function source(module: Module, notice: string): string {
  const imports = module.sharedImports.length ? `import type { ${module.sharedImports.join(', ')} } from './common.js';\n\n` : '';
  return `${lineComment(notice)}${lineComment(module.purpose)}\n${imports}${module.body.join('\n')}`;
}

/** A line that cannot occur in generated declarations, marking where one module ends and the next begins. */
const boundary = (path: string) => `// @@awm-module ${path}`;
const boundaryPattern = /^\/\/ @@awm-module (\S+)\n/gm;

/**
 * Formats every module in one Prettier call: Prettier's cost is mostly per call, so one call
 * for a 2,000-term model takes a third of the time of a call per file. Each module is formatted
 * on its own lines between boundary comments and comes out exactly as it would alone (a test
 * compares the two).
 */
async function renderAll(modules: readonly Module[], notice: string, writer: TypeScriptWriter): Promise<{ path: string; content: string }[]> {
  const joined = modules.map((module) => `${boundary(module.path)}\n${source(module, notice)}`).join('\n');
  const formatted = await writer.format(joined, 'generated-types.ts');
  const starts = [...formatted.matchAll(boundaryPattern)];
  if (starts.length !== modules.length) throw new Error('internal error: Prettier moved a module boundary');
  return starts.map((start, index) => {
    const end = starts[index + 1]?.index ?? formatted.length;
    return { path: `types/${start[1]}`, content: `${formatted.slice(start.index + start[0].length, end).trim()}\n` };
  });
}

export const typesGenerator: Generator = {
  name: 'types',
  check: checkTypeNames,
  async emit(model) {
    const writer = await loadTypeScriptWriter();
    const modules = await Promise.all([
      commonModule(model, writer),
      modelModule(model, writer),
      ...[...model.terms.values()].map((term) => termModule(model, term, writer)),
    ]);
    modules.push(indexModule(modules));
    return renderAll(modules, model.generatedNotice, writer);
  },
};
