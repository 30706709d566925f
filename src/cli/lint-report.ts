// A lint run's outcome as the report `awm lint` prints: the chosen formatter, and for SARIF what the run set aside.
import { Chalk } from 'chalk';
import { formatters, type FormatName } from '../format/formatters.js';
import type { FormatContext } from '../format/format-context.js';
import { findRepoRoot } from '../format/repo-path.js';
import { describeCodes } from '../lint/code-catalog.js';
import type { LintOutcome } from '../lint/lint-run.js';
import type { AnyRule } from '../lint/rule.js';
import { packageInfo } from '../package-info.js';
import { withSarifFacts } from './sarif-facts.js';

export interface LintReportOptions {
  format: FormatName;
  rules: readonly AnyRule[];
  cwd: string;
  color: boolean;
}

function formatContext(options: LintReportOptions): FormatContext {
  return {
    codes: describeCodes(options.rules, packageInfo().homepage),
    repoRoot: findRepoRoot(options.cwd),
    toolVersion: packageInfo().version,
    informationUri: packageInfo().homepage,
    chalk: new Chalk(options.color ? {} : { level: 0 }),
  };
}

/**
 * The report of a lint run (none for one that stopped before it had one); a SARIF log also carries
 * what the run set aside, how it ended and the commit.
 */
export function formatLintReport(outcome: LintOutcome, options: LintReportOptions): string {
  if (outcome.shown === undefined) return '';
  const context = formatContext(options);
  if (options.format !== 'sarif') return formatters[options.format](outcome.shown, context);
  const { exitCode, startTime, suppressed, baselined, model } = outcome;
  const run = {
    exitCode,
    startTime,
    cwd: options.cwd,
    ...(suppressed ? { suppressed } : {}),
    ...(baselined ? { baselined } : {}),
    ...(model ? { model } : {}),
  };
  return formatters.sarif(outcome.shown, withSarifFacts(context, outcome.shown, run));
}
