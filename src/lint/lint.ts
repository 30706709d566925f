// Lint as a library: a compiled model and a configuration in, every finding out as data.
import type { CompileResult } from '../compile.js';
import {
  compareDiagnostics,
  createDiagnostic,
  hasFatalErrors,
  wholeFile,
  type Diagnostic,
} from '../diagnostics/diagnostic.js';
import { displayPath } from '../load/display-path.js';
import type { Model } from '../model/model.js';
import { applyBaseline } from './baseline.js';
import { configurableCodes, unusedSuppressionCode, type LintConfig } from './config.js';
import { findInlineDirectives } from './inline-directives.js';
import { lintModel, type RuleMemo } from './lint-model.js';
import { applyPathRules, codesOnSomewhere, type ConfiguredSeverity } from './path-rules.js';
import type { PathScope } from './path-scope.js';
import { applySuppressions, type SuppressedDiagnostic } from './suppressions.js';

export interface LintReport {
  /**
   * What to report, sorted by file and position: the findings of loading, validation, linking
   * and every enabled rule, and malformed or unused suppressions, less what is suppressed or in
   * the baseline.
   */
  diagnostics: Diagnostic[];
  /** Findings silenced by a suppression comment or configuration entry, with what silenced them. */
  suppressed: SuppressedDiagnostic[];
  /** Findings the baseline accepts. */
  baselined: Diagnostic[];
  /** Baseline entries that match no finding any more. */
  staleBaselineEntries: number;
  /** Lint findings set aside because they read a part of a term that schema errors made unreadable. */
  withheld: Diagnostic[];
  /** The linked model, when model.yaml could be read. */
  model?: Model;
}

export interface LintRunOptions {
  /** Report only findings in these files or folders (fatal problems are always reported). */
  scope?: PathScope;
  /** The outputs of rules an edit cannot affect, from linting the model before the edit (LintSession). */
  memo?: RuleMemo;
  /** Plugin rules not to run, with the reason (a session's rules that ran past their time budget). */
  skip?: ReadonlyMap<string, string>;
  /** Told of each plugin rule that ran past its time budget. */
  overBudget?: (code: string) => void;
}

/**
 * Lints a compiled model: runs the configured rules, applies inline and configured suppressions,
 * then the baseline. Reads no file and prints nothing; the caller formats the report.
 */
export function lint(compiled: CompileResult, config: LintConfig, options: LintRunOptions = {}): LintReport {
  const lintCodes = new Set(config.rules.map((rule) => rule.code));
  const found = [...compiled.diagnostics, ...config.pluginProblems];
  const withheld: Diagnostic[] = [];
  const model = compiled.model;
  if (model) {
    const linted = lintModel(model, config.rules, {
      severities: runSeverities(config),
      ...(options.memo ? { memo: options.memo } : {}),
      ...(config.timeBudgetMs === undefined ? {} : { timeBudgetMs: config.timeBudgetMs }),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.overBudget ? { overBudget: (rule: { code: string }) => options.overBudget!(rule.code) } : {}),
    });
    found.push(
      ...applyPathRules(linted.diagnostics, config.pathRules, (code) =>
        lintCodes.has(code) ? config.severities.get(code) : undefined,
      ),
    );
    withheld.push(...linted.withheld);
    for (const failure of linted.failures)
      found.push(
        createDiagnostic(
          'RULE_FAILURE',
          { file: displayPath(model.dir, config.cwd), absolutePath: model.dir, range: wholeFile },
          { detail: failure.message },
        ),
      );
  }

  // A model that could not be read whole (a YAML, schema or link error) hides findings from the rules,
  // so a suppression whose finding is missing may only be waiting for the broken file: none is unused.
  const readWhole = !compiled.diagnostics.some((d) => d.severity === 'error');
  const onSomewhere = codesOnSomewhere(config.pathRules);
  const enabled = new Set(
    [...configurableCodes(config.rules)].filter(
      (code) => readWhole && (config.severities.get(code) !== 'off' || onSomewhere.has(code)),
    ),
  );
  const suppression = applySuppressions({
    diagnostics: found,
    directives: model ? model.files.flatMap(findInlineDirectives) : [],
    configured: config.suppressions,
    suppressible: lintCodes,
    enabled,
    reportUnusedConfigured: options.scope === undefined,
    cwd: config.cwd,
  });
  const unusedSeverity = config.severities.get(unusedSuppressionCode);
  const suppressionFindings = suppression.findings
    .filter((d) => d.code !== unusedSuppressionCode || unusedSeverity !== 'off')
    .map((d) =>
      d.code === unusedSuppressionCode && unusedSeverity && unusedSeverity !== 'off'
        ? { ...d, severity: unusedSeverity }
        : d,
    );

  const scope = options.scope;
  const inScope = [...suppression.kept, ...suppressionFindings]
    .filter((d) => !scope || hasFatalErrors([d]) || scope.includes(d.absolutePath))
    .sort(compareDiagnostics);
  const baselined = config.baseline
    ? applyBaseline(inScope, config.baseline, config.cwd)
    : { kept: inScope, matched: [], stale: 0 };
  return {
    diagnostics: baselined.kept,
    suppressed: suppression.suppressed,
    baselined: baselined.matched,
    staleBaselineEntries: baselined.stale,
    withheld,
    ...(model ? { model } : {}),
  };
}

/** The severities rules run with: a code off under `rules` that an override turns on runs, and is dropped elsewhere. */
function runSeverities(config: LintConfig): ReadonlyMap<string, ConfiguredSeverity> {
  const onSomewhere = codesOnSomewhere(config.pathRules);
  if (onSomewhere.size === 0) return config.severities;
  return new Map([...config.severities].filter(([code, severity]) => severity !== 'off' || !onSomewhere.has(code)));
}
