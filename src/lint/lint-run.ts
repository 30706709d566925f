// `awm lint` as data: path scope, configuration, baseline writing, the findings to show, notes and exit status.
import path from 'node:path';
import type { CompileResult } from '../compile.js';
import { hasFatalErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { resolveModel } from '../model-input.js';
import type { Model } from '../model/model.js';
import { createBaseline, writeBaseline } from './baseline.js';
import { loadLintConfigWithPlugins, type LintConfig } from './config.js';
import { lint } from './lint.js';
import type { LintSession } from './lint-session.js';
import { resolvePathScope, type PathScope } from './path-scope.js';
import type { AnyRule } from './rule.js';
import type { SuppressedDiagnostic } from './suppressions.js';

export interface LintRunOptions {
  rules: readonly AnyRule[];
  modelDir: string;
  /** Files or folders whose findings to report; all when empty. */
  paths: readonly string[];
  quiet: boolean;
  /** Exit 1 when there are more warnings than this. */
  maxWarnings?: number;
  failOn: 'error' | 'warning';
  config?: string;
  baseline?: string;
  baselineWrite?: string;
  cwd: string;
}

/** ESLint's exit statuses: 0 clean (or warnings within limits), 1 findings that fail the run, 2 it could not lint. */
export type LintExitCode = 0 | 1 | 2;

/** What a lint run found and decided, for a formatter to print. */
export interface LintOutcome {
  exitCode: LintExitCode;
  /** The findings to report (with --quiet, the errors only); none, not even an empty report, for a path not found. */
  shown: readonly Diagnostic[] | undefined;
  /** Short remarks for stderr (baseline counts, skipped runs). */
  notes: string[];
  startTime: Date;
  /** Findings silenced by comments or configuration, held to what is shown. */
  suppressed?: readonly SuppressedDiagnostic[];
  /** Findings the baseline accepts (or that --baseline-write wrote into it), held to what is shown, and its file. */
  baselined?: { diagnostics: readonly Diagnostic[]; file: string };
  model?: Model;
  /** The rules that ran or could have: the built-in ones and the plugins' (for SARIF's rule metadata). */
  rules?: readonly AnyRule[];
}

/** A run that ends before linting: nothing shown but the diagnostics that stopped it. */
function stopped(
  exitCode: LintExitCode,
  shown: readonly Diagnostic[] | undefined,
  notes: string[],
  startTime: Date,
): LintOutcome {
  return { exitCode, shown, notes, startTime };
}

/** What a lint run needs before it compiles: the configuration and the scope, or the report of why it cannot run. */
export type LintSetup = { ok: true; config: LintConfig; scope?: PathScope } | { ok: false; result: LintOutcome };

async function setUpLint(options: LintRunOptions, startTime: Date): Promise<LintSetup> {
  const { scope, missing } = resolvePathScope(options.paths, options.modelDir, options.cwd);
  if (missing.length > 0)
    return {
      ok: false,
      result: stopped(2, undefined, [`no such file or folder: ${missing.join(', ')}`], startTime),
    };
  const { config, diagnostics } = await loadLintConfigWithPlugins({
    rules: options.rules,
    cwd: options.cwd,
    ...(options.config === undefined ? {} : { configFile: options.config }),
    ...(options.baseline === undefined ? {} : { baselineFile: options.baseline }),
  });
  if (diagnostics.length > 0)
    return {
      ok: false,
      result: stopped(2, diagnostics, [], startTime),
    };
  if (scope && !scope.touchesModel)
    return {
      ok: false,
      result: stopped(0, [], [`no given path is inside ${options.modelDir}; nothing to lint`], startTime),
    };
  return { ok: true, config, ...(scope ? { scope } : {}) };
}

/** `awm lint` once: compile the model, lint it and decide what to report. */
export async function runLint(options: LintRunOptions): Promise<LintOutcome> {
  const startTime = new Date();
  const setup = await setUpLint(options, startTime);
  if (!setup.ok) return setup.result;
  const input = await resolveModel(options.modelDir, { cwd: options.cwd, accept: 'directory' });
  return decideLint(input.value, setup, options, startTime);
}

/** One run of `awm lint --watch`: the model as the session holds it, with the configuration as it now reads. */
export async function runLintInSession(session: LintSession, options: LintRunOptions): Promise<LintOutcome> {
  const startTime = new Date();
  const { scope, missing } = resolvePathScope(options.paths, options.modelDir, options.cwd);
  if (missing.length > 0) return stopped(2, undefined, [`no such file or folder: ${missing.join(', ')}`], startTime);
  await session.loadPlugins();
  const { config, diagnostics } = session.config();
  if (diagnostics.length > 0) return stopped(2, diagnostics, [], startTime);
  return decideLint(session.compile(), { config, ...(scope ? { scope } : {}) }, options, startTime, session);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Lints a compiled model with the set-up configuration and decides what to show, the notes and the exit status. */
function decideLint(
  compiled: CompileResult,
  setup: { config: LintConfig; scope?: PathScope },
  options: LintRunOptions,
  startTime: Date,
  session?: LintSession,
): LintOutcome {
  const notes: string[] = [];
  const lintCodes = new Set(setup.config.rules.map((rule) => rule.code));
  const scope = setup.scope;
  const report = lint(compiled, setup.config, { ...(scope ? { scope } : {}), ...session?.budgetOptions() });
  let baselined =
    options.baseline === undefined ? undefined : { diagnostics: report.baselined, file: options.baseline };
  // Set-aside findings are held to what is shown: --quiet's errors only; and since suppressions apply before the
  // path scope does, only those in the scope.
  const shownToo = (d: Diagnostic) =>
    (!options.quiet || d.severity === 'error') && (!scope || scope.includes(d.absolutePath));
  const finish = (shown: readonly Diagnostic[], exitCode: LintExitCode): LintOutcome => ({
    exitCode,
    shown,
    notes,
    startTime,
    suppressed: report.suppressed.filter(({ diagnostic }) => shownToo(diagnostic)),
    ...(baselined ? { baselined: { ...baselined, diagnostics: baselined.diagnostics.filter(shownToo) } } : {}),
    ...(report.model ? { model: report.model } : {}),
    rules: setup.config.rules,
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
  if (hasFatalErrors(reported)) return finish(shown, 2);
  const tooManyWarnings =
    options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings;
  if (tooManyWarnings) notes.push(`too many warnings: ${warnings}, more than --max-warnings ${options.maxWarnings}`);
  const failed = errors > 0 || (options.failOn === 'warning' && warnings > 0) || tooManyWarnings;
  return finish(shown, failed ? 1 : 0);
}
