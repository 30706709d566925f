// What build and validate know before they answer: the compiled model and every finding about it, lint included.
import { lintRules } from '../../lint-rules/index.js';
import { compileModel, type CompileResult } from '../compile.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadLintConfig } from '../lint/config.js';
import { lint } from '../lint/lint.js';

export interface CheckedModel {
  compiled: CompileResult;
  /** Findings of loading, validation, linking and every lint rule, after the configuration's suppressions. */
  diagnostics: Diagnostic[];
}

/**
 * Compiles the model in `modelDir` and lints it with awm.config.yaml (or `configFile`), as a
 * compiler type-checks before it emits: generated output is never written from a model that
 * lint rejects. A broken configuration is reported as CONFIG_INVALID.
 */
export function checkModel(modelDir: string, cwd: string, configFile?: string): CheckedModel {
  const { config, diagnostics: configProblems } = loadLintConfig({
    rules: lintRules,
    cwd,
    ...(configFile === undefined ? {} : { configFile }),
  });
  const compiled = compileModel(modelDir, { cwd });
  if (configProblems.length > 0) return { compiled, diagnostics: configProblems };
  return { compiled, diagnostics: lint(compiled, config).diagnostics };
}
