// Where the runtime's model comes from: the package's compiled model, a model directory, or a model.json.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ModelBundle } from '../model/bundle.js';
import { resolveModel } from '../model-input.js';
import { packagePath } from '../package-root.js';
import { RuntimeUserError } from './core/user-error.js';
import { buildRuntimeModel, type RuntimeModel } from './core/runtime-model.js';

/** The compiled form of the bundled model/, kept current by `awm build --check` in CI. */
export const bundledCompiledModel = packagePath('generated', 'model.json');

/** The model could not be loaded or cannot drive the runtime; `diagnostics` holds its findings with positions. */
export class RuntimeModelError extends RuntimeUserError {
  constructor(
    message: string,
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
    this.name = 'RuntimeModelError';
  }
}

/**
 * Loads the model the runtime runs: `location` is a model directory or a compiled model.json
 * (read by the one model resolver, resolveModel); by default the package's own compiled model,
 * which reads in milliseconds where compiling the YAML takes a few hundred.
 */
export async function loadRuntimeModel(location: string = bundledCompiledModel, cwd?: string): Promise<RuntimeModel> {
  const result = buildRuntimeModel(await loadCompiledModel(location, cwd));
  if (!result.ok)
    throw new RuntimeModelError(
      `the model at ${location} cannot drive the runtime:\n  ${result.problems.join('\n  ')}`,
    );
  return result.runtimeModel;
}

/** The compiled model from a model directory or a model.json; see loadRuntimeModel. */
export async function loadCompiledModel(location: string = bundledCompiledModel, cwd?: string): Promise<ModelBundle> {
  const opened = await resolveModel(location, {
    ...(cwd === undefined ? {} : { cwd }),
    trusted: location === bundledCompiledModel,
  });
  if (!opened.ok) throw new RuntimeModelError(opened.problem);
  const { name, bundle, diagnostics } = opened.value;
  if (!bundle) throw new RuntimeModelError(`the model ${name} could not be read`, diagnostics);
  return bundle;
}
