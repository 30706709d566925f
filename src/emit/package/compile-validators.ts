// Compiles the generated JSON Schemas with Ajv at build time into one standalone ES module that needs nothing.
import { createRequire } from 'node:module';
import type { GeneratedFile } from '../generated-file.js';
import { uriPattern } from '../../model/uri.js';
import { lineComment } from '../types/ts-comment.js';

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

/**
 * Validators per module: Ajv's standaloneCode accumulates one growing code object across all the
 * exports of a call, spreading it into Array.push each time, which is quadratic and, past about
 * ten thousand exports, overflows the stack. A model that size gets several modules.
 */
const validatorsPerModule = 1000;

/**
 * `compiled-validators.js`: Ajv's standalone code for each named schema, exported under its name
 * (`AgentRun`, `EntityState`), with the formats and helpers it needs defined in the module: the
 * package has no dependency on Ajv. All errors are collected, not just the first.
 * Past validatorsPerModule exports, it re-exports modules under `compiled-validators/`, each whole
 * in itself.
 */
export async function compileValidators(
  schemaFiles: readonly GeneratedFile[],
  exports: ReadonlyMap<string, string>,
  notice: string,
): Promise<GeneratedFile[]> {
  const compileModule = await moduleCompiler(schemaFiles, notice);
  const entries = [...exports];
  if (entries.length <= validatorsPerModule)
    return [{ path: 'compiled-validators.js', content: compileModule(exports) }];
  const parts: GeneratedFile[] = [];
  for (let start = 0; start < entries.length; start += validatorsPerModule) {
    const number = String(parts.length + 1).padStart(3, '0');
    const batch = new Map(entries.slice(start, start + validatorsPerModule));
    parts.push({ path: `compiled-validators/part-${number}.js`, content: compileModule(batch) });
  }
  const purpose = 'The validators Ajv compiled from schemas/, in parts of their own. Use validators.js.';
  const reexports = parts.map((part) => `export * from './${part.path}';\n`).join('');
  return [
    { path: 'compiled-validators.js', content: `${lineComment(notice)}${lineComment(purpose)}${reexports}` },
    ...parts,
  ];
}

/**
 * Every schema added once to one Ajv instance; the function it returns writes a module of the
 * validators named in `exports`, with the formats and helpers they use. Each module carries the
 * code of every validator its own ones refer to, so it needs no other.
 */
async function moduleCompiler(
  schemaFiles: readonly GeneratedFile[],
  notice: string,
): Promise<(exports: ReadonlyMap<string, string>) => string> {
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
  const formatEntries = [...formats].map(([name, regexp]) => `  ${JSON.stringify(name)}: ${regexp},\n`);
  const purpose =
    'The validators Ajv compiled from schemas/, with the formats and helpers they use. Use validators.js.';
  return (exports) => {
    // An ES module is strict already; the directive would not be first in the file anyway.
    let code = standaloneCode(ajv, Object.fromEntries(exports)).replace(/^"use strict";\n?/, '');
    for (const helper of helpers) code = code.split(helper.code).join(`(${helper.toString()})`);
    const required = /require\("[^"]*"\)/.exec(code);
    if (required) throw new Error(`internal error: the model package's validators still need ${required[0]}`);
    return `${lineComment(notice)}${lineComment(purpose)}const formats = {\n${formatEntries.join('')}};\n${code}\n`;
  };
}
