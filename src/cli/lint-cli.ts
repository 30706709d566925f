// `awm lint` around the lint library: path scope, configuration, baseline writing, formatting and exit status.
import path from 'node:path';
import { Chalk } from 'chalk';
import type { CompileResult } from '../compile.js';
import { hasFatalErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatters, type FormatName } from '../format/formatters.js';
import type { FormatContext } from '../format/format-context.js';
import { findRepoRoot } from '../format/repo-path.js';
import { createBaseline, writeBaseline } from '../lint/baseline.js';
import { describeCodes } from '../lint/code-catalog.js';
import { loadLintConfig, type LintConfig } from '../lint/config.js';
import { lint } from '../lint/lint.js';
import type { LintSession } from '../lint/lint-session.js';
import { resolvePathScope, type PathScope } from '../lint/path-scope.js';
import type { AnyRule } from '../lint/rule.js';
import { resolveModel } from '../model-input.js';
import { packageInfo } from '../package-info.js';
import { ExitCode } from './exit-codes.js';
import { withSarifFacts, type SarifRun } from './sarif-facts.js';

export interface LintCommandOptions {
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

export interface LintCommandResult {
  exitCode: 0 | 1 | 2;
  /** The formatted report. */
  report: string;
  /** Short remarks for stderr (baseline counts, skipped runs). */
  notes: string[];
}

function formatContext(options: LintCommandOptions): FormatContext {
  return {
    codes: describeCodes(options.rules, packageInfo().homepage),
    repoRoot: findRepoRoot(options.cwd),
    toolVersion: packageInfo().version,
    informationUri: packageInfo().homepage,
    chalk: new Chalk(options.color ? {} : { level: 0 }),
  };
}

/** The report of `diagnostics`; a SARIF log also carries what the run set aside, how it ended and the commit. */
function formatReport(
  options: LintCommandOptions,
  diagnostics: readonly Diagnostic[],
  run: Omit<SarifRun, 'cwd'>,
): string {
  const context = formatContext(options);
  if (options.format !== 'sarif') return formatters[options.format](diagnostics, context);
  return formatters.sarif(diagnostics, withSarifFacts(context, diagnostics, { ...run, cwd: options.cwd }));
}

/** What a lint run needs before it compiles: the configuration and the scope, or the report of why it cannot run. */
export type LintSetup = { ok: true; config: LintConfig; scope?: PathScope } | { ok: false; result: LintCommandResult };

export function setUpLint(options: LintCommandOptions, startTime = new Date()): LintSetup {
  const { scope, missing } = resolvePathScope(options.paths, options.modelDir, options.cwd);
  if (missing.length > 0)
    return {
      ok: false,
      result: { exitCode: 2, report: '', notes: [`no such file or folder: ${missing.join(', ')}`] },
    };
  const { config, diagnostics } = loadLintConfig({
    rules: options.rules,
    cwd: options.cwd,
    ...(options.config === undefined ? {} : { configFile: options.config }),
    ...(options.baseline === undefined ? {} : { baselineFile: options.baseline }),
  });
  if (diagnostics.length > 0)
    return {
      ok: false,
      result: { exitCode: 2, report: formatReport(options, diagnostics, { exitCode: 2, startTime }), notes: [] },
    };
  if (scope && !scope.touchesModel)
    return {
      ok: false,
      result: {
        exitCode: 0,
        report: formatReport(options, [], { exitCode: 0, startTime }),
        notes: [`no given path is inside ${options.modelDir}; nothing to lint`],
      },
    };
  return { ok: true, config, ...(scope ? { scope } : {}) };
}

/** `awm lint` once: compile the model, lint it and report. */
export async function runLintCommand(options: LintCommandOptions): Promise<LintCommandResult> {
  const startTime = new Date();
  const setup = setUpLint(options, startTime);
  if (!setup.ok) return setup.result;
  const input = await resolveModel(options.modelDir, { cwd: options.cwd, accept: 'directory' });
  return reportLint(input.value, setup, options, startTime);
}

/** One run of `awm lint --watch`: the model as the session holds it, with the configuration as it now reads. */
export function runLintInSession(session: LintSession, options: LintCommandOptions): LintCommandResult {
  const startTime = new Date();
  const { scope, missing } = resolvePathScope(options.paths, options.modelDir, options.cwd);
  if (missing.length > 0) return { exitCode: 2, report: '', notes: [`no such file or folder: ${missing.join(', ')}`] };
  const { config, diagnostics } = session.config();
  if (diagnostics.length > 0)
    return { exitCode: 2, report: formatReport(options, diagnostics, { exitCode: 2, startTime }), notes: [] };
  return reportLint(session.compile(), { config, ...(scope ? { scope } : {}) }, options, startTime);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Lints a compiled model with the set-up configuration and turns the report into output and an exit status. */
export function reportLint(
  compiled: CompileResult,
  setup: { config: LintConfig; scope?: PathScope },
  options: LintCommandOptions,
  startTime = new Date(),
): LintCommandResult {
  const notes: string[] = [];
  const lintCodes = new Set(options.rules.map((rule) => rule.code));
  const scope = setup.scope;
  const report = lint(compiled, setup.config, scope ? { scope } : {});
  let baselined =
    options.baseline === undefined ? undefined : { diagnostics: report.baselined, file: options.baseline };
  // Set-aside findings are held to what is shown: --quiet's errors only; and since suppressions apply before the
  // path scope does, only those in the scope.
  const shownToo = (d: Diagnostic) =>
    (!options.quiet || d.severity === 'error') && (!scope || scope.includes(d.absolutePath));
  const finish = (diagnostics: readonly Diagnostic[], exitCode: 0 | 1 | 2): LintCommandResult => ({
    exitCode,
    report: formatReport(options, diagnostics, {
      exitCode,
      startTime,
      suppressed: report.suppressed.filter(({ diagnostic }) => shownToo(diagnostic)),
      ...(baselined ? { baselined: { ...baselined, diagnostics: baselined.diagnostics.filter(shownToo) } } : {}),
      ...(report.model ? { model: report.model } : {}),
    }),
    notes,
  });

  let reported = report.diagnostics;
  if (options.baselineWrite) {
    const accepted = reported.filter((d) => lintCodes.has(d.code));
    reported = reported.filter((d) => !lintCodes.has(d.code));
    const file = path.resolve(options.cwd, options.baselineWrite);
    try {
      writeBaseline(file, createBaseline(accepted, options.cwd), options.baselineWrite);
    } catch (error) {
      notes.push((error as Error).message);
      return finish(reported, 2);
    }
    baselined = { diagnostics: accepted, file };
    notes.push(`baseline: wrote ${plural(accepted.length, 'finding', 'findings')} to ${options.baselineWrite}`);
  } else if (setup.config.baseline) {
    notes.push(`baseline: ${plural(report.baselined.length, 'known finding', 'known findings')} hidden`);
    if (report.staleBaselineEntries > 0)
      notes.push(
        `baseline: ${report.staleBaselineEntries} entr${
          report.staleBaselineEntries === 1 ? 'y no longer ' + 'matches' : 'ies no longer match'
        }; run --baseline-write to prune`,
      );
  }
  if (report.suppressed.length > 0) notes.push(`${plural(report.suppressed.length, 'finding', 'findings')} suppressed`);
  if (report.withheld.length > 0)
    // A term loses parts to schema errors and to references that do not resolve alike, so the note says errors.
    notes.push(
      `${plural(report.withheld.length, 'finding', 'findings')} withheld until the errors in the terms they read ` +
        'are fixed',
    );

  const errors = reported.filter((d) => d.severity === 'error').length;
  const warnings = reported.length - errors;
  const shown = options.quiet ? reported.filter((d) => d.severity === 'error') : reported;
  if (hasFatalErrors(reported)) return finish(shown, ExitCode.failure);
  const tooManyWarnings =
    options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings;
  if (tooManyWarnings) notes.push(`too many warnings: ${warnings}, more than --max-warnings ${options.maxWarnings}`);
  const failed = errors > 0 || (options.failOn === 'warning' && warnings > 0) || tooManyWarnings;
  return finish(shown, failed ? ExitCode.problems : ExitCode.ok);
}
