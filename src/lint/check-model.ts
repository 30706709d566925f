// What build and validate know before they answer: the compiled model and every finding about it, lint included.
import { lintRules } from '../../lint-rules/index.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadLintConfigWithPlugins, type LintConfig } from './config.js';
import { lint } from './lint.js';
import { resolveModel, type ModelInput } from '../model-input.js';

export interface CheckedModel {
  input: ModelInput;
  /** The configuration read (the defaults when it is broken). */
  config: LintConfig;
  /** Findings of loading, validation, linking and every lint rule, after the configuration's suppressions. */
  diagnostics: Diagnostic[];
}

/**
 * Compiles the model directory `modelDir` and lints it with awm.config.yaml (or `configFile`),
 * as a compiler type-checks before it emits: generated output is never written from a model that
 * lint rejects. A broken configuration is reported as CONFIG_INVALID.
 */
export async function checkModel(modelDir: string, cwd: string, configFile?: string): Promise<CheckedModel> {
  const { config, diagnostics: configProblems } = await loadLintConfigWithPlugins({
    rules: lintRules,
    cwd,
    ...(configFile === undefined ? {} : { configFile }),
  });
  const input = (await resolveModel(modelDir, { cwd, accept: 'directory' })).value;
  if (configProblems.length > 0) return { input, config, diagnostics: configProblems };
  return { input, config, diagnostics: lint(input, config).diagnostics };
}
