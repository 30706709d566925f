// Where the runtime's model comes from: the package's compiled model, a model directory, or a model.json.
import { readFileSync, statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { packagePath } from '../package-root.js';
import { buildRuntimeModel, type CompiledModel, type RuntimeModel } from './runtime-model.js';

/** The compiled form of the bundled model/, kept current by `awm build --check` in CI. */
export const bundledCompiledModel = packagePath('generated', 'model.json');

/** The model could not be loaded or cannot drive the runtime; `diagnostics` holds compile findings with positions. */
export class RuntimeModelError extends Error {
  constructor(
    message: string,
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
    this.name = 'RuntimeModelError';
  }
}

/**
 * Loads the model the runtime runs: `location` is a model directory (compiled with compileModel)
 * or a compiled model.json; by default the package's own compiled model, which reads in
 * milliseconds where compiling the YAML takes a few hundred. The compiler and the schema
 * validators load only when a directory or another model.json is named.
 */
export async function loadRuntimeModel(location: string = bundledCompiledModel): Promise<RuntimeModel> {
  const result = buildRuntimeModel(await loadCompiledModel(location));
  if (!result.ok)
    throw new RuntimeModelError(
      `the model at ${location} cannot drive the runtime:\n  ${result.problems.join('\n  ')}`,
    );
  return result.runtimeModel;
}

/** The compiled model (its metadata and term documents) from a model directory or a model.json; see loadRuntimeModel. */
export async function loadCompiledModel(location: string = bundledCompiledModel): Promise<CompiledModel> {
  return isDirectory(location) ? compileDirectory(location) : readCompiled(location, location !== bundledCompiledModel);
}

function isDirectory(location: string): boolean {
  try {
    return statSync(location).isDirectory();
  } catch {
    return false;
  }
}

async function compileDirectory(dir: string): Promise<CompiledModel> {
  const { compileModel } = await import('../compile.js');
  const { hasErrors } = await import('../diagnostics/diagnostic.js');
  const { bundleModel } = await import('../emit/bundle.js');
  const { model, diagnostics } = compileModel(dir);
  if (!model || hasErrors(diagnostics)) throw new RuntimeModelError(`the model in ${dir} has errors`, diagnostics);
  return bundleModel(model);
}

async function readCompiled(file: string, validate: boolean): Promise<CompiledModel> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message;
    throw new RuntimeModelError(`cannot read the compiled model ${file}: ${reason}`);
  }
  if (!validate) return data as CompiledModel;
  const { validatorFor } = await import('../validate/schema-registry.js');
  const validator = validatorFor('bundle');
  if (!validator(data)) {
    const first = validator.errors?.[0];
    throw new RuntimeModelError(
      `${file} is not a compiled model: ${first?.instancePath || '/'} ${first?.message ?? 'does not match the schema'}`,
    );
  }
  return data as CompiledModel;
}
