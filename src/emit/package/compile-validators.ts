// Compiles the generated JSON Schemas with Ajv at build time: a standalone module body per validator, and helpers.
import { createRequire } from 'node:module';
import type { GeneratedFile } from '../generated-file.js';
import { uriPattern } from '../../model/uri.js';

/** A function Ajv's generated code refers to by a `require(...)` expression, as its `code` property says. */
type RuntimeHelper = ((...args: never[]) => unknown) & { code: string };

/** Ajv's modules are CommonJS, each exporting `default`; required here, they load only when a build runs. */
const ajvExport = <T>(module: string) => (createRequire(import.meta.url)(module) as { default: T }).default;

/**
 * Ajv's run-time helpers that generated code may require, written into the module instead. Each
 * is a self-contained function (string length in code points; deep equality), so its source text
 * is the helper itself.
 */
function runtimeHelpers(): RuntimeHelper[] {
  return [ajvExport<RuntimeHelper>('ajv/dist/runtime/ucs2length'), ajvExport<RuntimeHelper>('ajv/dist/runtime/equal')];
}

/** Every `format` a schema uses, in first-use order. */
function formatsUsed(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsUsed(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'format' && typeof item === 'string') found.add(item);
      else formatsUsed(item, found);
    }
  }
  return found;
}

/**
 * The formats generated schemas may use, each a regular expression the module carries as a
 * literal: `uri` as RFC 3986 defines it, the grammar the runtime checks too (ajv-formats' own
 * `uri` refuses `x:` in full mode and takes `%zz` and non-ASCII in fast mode).
 */
const packageFormats: ReadonlyMap<string, RegExp> = new Map([['uri', uriPattern]]);

/** The definitions of the formats the schemas use; one the package cannot carry is an internal error. */
function formatDefinitions(schemas: readonly object[]): Map<string, RegExp> {
  const definitions = new Map<string, RegExp>();
  for (const name of formatsUsed(schemas)) {
    const definition = packageFormats.get(name);
    if (!definition) throw new Error(`internal error: the model package cannot inline the "${name}" format`);
    definitions.set(name, definition);
  }
  return definitions;
}

/** One validator as Ajv compiled it: code that defines `entry`, and the shared helpers the code names. */
export interface CompiledValidator {
  /** Statements defining the validator function and every function it calls, for a module of its own. */
  code: string;
  /** The name of the validator function the code defines (`validate20`). */
  entry: string;
  /** The exports of the shared module the code refers to (`ucs2length`, `formats`), sorted. */
  uses: string[];
}

export interface CompiledValidators {
  /**
   * The body of the shared module: the formats and Ajv's helpers, each an `export const`, written
   * once so that every validator's module stays small.
   */
  shared: string;
  /** Each export's validator, by export name, in the order given. */
  validators: Map<string, CompiledValidator>;
}

/** The name Ajv's generated code gives the one validator a module exports, before it is renamed. */
const exportName = 'compiledValidator';

/**
 * Ajv's standalone code for each named schema (`AgentRun`, `EntityState`), one module body each,
 * with the formats and helpers the bodies use in a shared module body: the package has no
 * dependency on Ajv, and importing one validator brings only its own code and the
 * shared helpers. All errors are collected, not just the first. Each body is compiled by a call
 * of its own: one call for every export accumulates one growing code object, which is quadratic
 * and, past about ten thousand exports, overflows the stack.
 */
export async function compileValidators(
  schemaFiles: readonly GeneratedFile[],
  exports: ReadonlyMap<string, string>,
): Promise<CompiledValidators> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const { _ } = await import('ajv');
  const standaloneCode = ajvExport<typeof import('ajv/dist/standalone/index.js').default>('ajv/dist/standalone');
  const schemas = schemaFiles.map((file) => JSON.parse(file.content) as object);
  const formats = formatDefinitions(schemas);
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    formats: Object.fromEntries(formats),
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  for (const schema of schemas) ajv.addSchema(schema);
  const helpers = runtimeHelpers();
  const formatEntries = [...formats].map(([name, definition]) => `  ${JSON.stringify(name)}: ${definition},\n`);
  const shared = [
    `export const formats = {\n${formatEntries.join('')}};\n`,
    ...helpers.map((helper) => `export const ${helper.name} = ${helper.toString()};\n`),
  ].join('');
  const validators = new Map<string, CompiledValidator>();
  for (const [name, id] of exports) {
    // An ES module is strict already; the directive would not be first in the file anyway.
    let code = standaloneCode(ajv, { [exportName]: id }).replace(/^"use strict";\n?/, '');
    for (const helper of helpers) code = code.split(helper.code).join(helper.name);
    const required = /require\("[^"]*"\)/.exec(code);
    if (required) throw new Error(`internal error: the model package's validators still need ${required[0]}`);
    const declaration = new RegExp(`^export const ${exportName} = (validate\\d+);\n`, 'm').exec(code);
    if (!declaration) throw new Error(`internal error: Ajv compiled no validator for ${name}`);
    code = code.replace(declaration[0], '');
    const uses = ['formats', ...helpers.map((helper) => helper.name)]
      .filter((sharedName) => new RegExp(`\\b${sharedName}\\b`).test(code))
      .sort();
    validators.set(name, { code, entry: declaration[1]!, uses });
  }
  return { shared, validators };
}
