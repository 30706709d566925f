// `awm lint` as a function: load, lint, suppress, scope, baseline and format, with the exit status.
import path from 'node:path';
import { Chalk } from 'chalk';
import { compileModel } from '../compile.js';
import {
  compareDiagnostics,
  createDiagnostic,
  hasFatalErrors,
  wholeFile,
  type Diagnostic,
} from '../diagnostics/diagnostic.js';
import { displayPath } from '../load/display-path.js';
import { formatters, type FormatName } from '../format/formatters.js';
import { findRepoRoot } from '../format/repo-path.js';
import { packageInfo } from '../package-info.js';
import { applyBaseline, createBaseline, readBaseline, writeBaseline } from './baseline.js';
import { describeCodes } from './code-catalog.js';
import { loadLintConfig } from './config.js';
import { findInlineDirectives } from './inline-directives.js';
import { lintModel } from './lint-model.js';
import { resolvePathScope } from './path-scope.js';
import type { AnyRule } from './rule.js';
import { applySuppressions } from './suppressions.js';

export interface LintRunOptions {
  rules: readonly AnyRule[];
  modelDir: string;
  /** Files or folders whose findings to report; all when empty. */
  paths: readonly string[];
  format: FormatName;
  quiet: boolean;
  /** Exit 1 when there are more warnings than this. */
  maxWarnings?: number;
  failOn: 'error' | 'warning';
  config?: string;
  baseline?: string;
  baselineWrite?: string;
  cwd: string;
  color: boolean;
}

export interface LintRunResult {
  exitCode: 0 | 1 | 2;
  /** The formatted report. */
  report: string;
  /** Short remarks for stderr (baseline counts, skipped runs). */
  notes: string[];
}

const unusedSuppression = 'UNUSED_SUPPRESSION';

export function runLint(options: LintRunOptions): LintRunResult {
  const notes: string[] = [];
  const lintCodes = new Set(options.rules.map((rule) => rule.code));
  const configurable = new Set([...lintCodes, unusedSuppression]);
  const chalk = new Chalk(options.color ? {} : { level: 0 });
  const context = {
    codes: describeCodes(options.rules, packageInfo().homepage),
    cwd: options.cwd,
    repoRoot: findRepoRoot(options.cwd),
    toolVersion: packageInfo().version,
    informationUri: packageInfo().homepage,
    chalk,
  };
  const finish = (diagnostics: Diagnostic[], exitCode: 0 | 1 | 2): LintRunResult => ({
    exitCode,
    report: formatters[options.format](diagnostics, context),
    notes,
  });

  const { scope, missing } = resolvePathScope(options.paths, options.modelDir, options.cwd);
  if (missing.length > 0) return { exitCode: 2, report: '', notes: [`no such file or folder: ${missing.join(', ')}`] };

  const { config, diagnostics: configProblems } = loadLintConfig(options.config, configurable, lintCodes);
  const baseline = options.baseline ? readBaseline(options.baseline) : { diagnostics: [] };
  if (configProblems.length > 0 || baseline.diagnostics.length > 0)
    return finish([...configProblems, ...baseline.diagnostics], 2);

  if (!scope.touchesModel) {
    notes.push(`no given path is inside ${options.modelDir}; nothing to lint`);
    return finish([], 0);
  }

  const compiled = compileModel(options.modelDir);
  const found = [...compiled.diagnostics];
  const enabled = new Set([...configurable].filter((code) => config.severities.get(code) !== 'off'));
  if (compiled.model) {
    const linted = lintModel(compiled.model, options.rules, { severities: config.severities });
    found.push(...linted.diagnostics);
    for (const failure of linted.failures) {
      found.push(
        createDiagnostic(
          'RULE_FAILURE',
          { file: displayPath(compiled.model.dir), range: wholeFile },
          { detail: failure.message },
        ),
      );
    }
  }

  const suppression = applySuppressions({
    diagnostics: found,
    directives: compiled.model ? compiled.model.sources.flatMap(findInlineDirectives) : [],
    configured: config.suppressions,
    suppressible: lintCodes,
    enabled,
    reportUnusedConfigured: options.paths.length === 0,
    cwd: options.cwd,
  });
  const unusedSeverity = config.severities.get(unusedSuppression);
  const suppressionFindings = suppression.findings
    .filter((d) => d.code !== unusedSuppression || unusedSeverity !== 'off')
    .map((d) =>
      d.code === unusedSuppression && unusedSeverity && unusedSeverity !== 'off'
        ? { ...d, severity: unusedSeverity }
        : d,
    );

  // Fatal problems (an unreadable model, a crashed rule) are shown whatever the paths.
  let reported = [...suppression.kept, ...suppressionFindings]
    .filter((d) => hasFatalErrors([d]) || scope.includes(d.file))
    .sort(compareDiagnostics);

  if (options.baselineWrite) {
    const accepted = reported.filter((d) => lintCodes.has(d.code));
    try {
      writeBaseline(path.resolve(options.cwd, options.baselineWrite), createBaseline(accepted), options.baselineWrite);
    } catch (error) {
      notes.push((error as Error).message);
      return finish(
        reported.filter((d) => !lintCodes.has(d.code)),
        2,
      );
    }
    notes.push(
      `baseline: wrote ${accepted.length} finding${accepted.length === 1 ? '' : 's'} to ${options.baselineWrite}`,
    );
    reported = reported.filter((d) => !lintCodes.has(d.code));
  } else if (baseline.baseline) {
    const applied = applyBaseline(reported, baseline.baseline);
    reported = applied.kept;
    notes.push(`baseline: ${applied.matched} known finding${applied.matched === 1 ? '' : 's'} hidden`);
    if (applied.stale > 0)
      notes.push(
        `baseline: ${applied.stale} entr${applied.stale === 1 ? 'y no longer matches' : 'ies no longer match'}; run --baseline-write to prune`,
      );
  }
  if (suppression.suppressed > 0)
    notes.push(`${suppression.suppressed} finding${suppression.suppressed === 1 ? '' : 's'} suppressed`);

  const errors = reported.filter((d) => d.severity === 'error').length;
  const warnings = reported.length - errors;
  const shown = options.quiet ? reported.filter((d) => d.severity === 'error') : reported;
  if (hasFatalErrors(reported)) return finish(shown, 2);
  const failed =
    errors > 0 ||
    (options.failOn === 'warning' && warnings > 0) ||
    (options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings);
  if (options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings) {
    notes.push(`too many warnings: ${warnings}, more than --max-warnings ${options.maxWarnings}`);
  }
  return finish(shown, failed ? 1 : 0);
}
