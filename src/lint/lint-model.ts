// Runs lint rules over a linked model and turns their findings into located diagnostics.
import type { Severity } from '../diagnostics/catalog.js';
import type { Diagnostic, FileName, Fix, FileRange } from '../diagnostics/diagnostic.js';
import { formatPath, type ModelPath, type ModelFile } from '../model/model-file.js';
import type { Model, Rule, Term } from '../model/model.js';
import { rulesNamingCode } from '../model/queries.js';
import { termsInScope } from '../model/rule-scope.js';
import { findingProblem } from './finding-shape.js';
import type { AnyRule, Finding, RuleContext } from './rule.js';

/** How a rule is named in a failure: its code, and for a plugin's rule the plugin and the module it came from. */
export function ruleName(rule: AnyRule): string {
  return rule.plugin ? `${rule.code} (plugin ${rule.plugin.name}, ${rule.plugin.specifier})` : rule.code;
}

/**
 * A rule that threw, reported a malformed finding or ran past its time budget: a bug in the rule, reported so the
 * run fails loudly instead of silently.
 */
export class RuleFailure extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
    rule?: AnyRule,
    /** What went wrong, when it is not that the rule threw. */
    what = 'failed',
  ) {
    super(
      `lint rule ${rule ? ruleName(rule) : code} ${what}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/** The time a plugin's rule may take on one run of the linter, unless the configuration says otherwise. */
export const defaultTimeBudgetMs = 2000;

export interface LintResult {
  diagnostics: Diagnostic[];
  /** Findings that read a part of a term that schema errors cost it (see Term.damaged); not trustworthy yet. */
  withheld: Diagnostic[];
  /** Rules that threw, with their errors; their other findings are kept. */
  failures: RuleFailure[];
}

/** What one rule found: a previous run's output can stand for it when nothing it reads has changed. */
export type RuleOutput = LintResult;

/** Lets a caller that linted an earlier version of the model reuse the outputs of rules an edit cannot affect. */
export interface RuleMemo {
  /** The rule's output from before, when it is still right. */
  reuse(rule: AnyRule): RuleOutput | undefined;
  record(rule: AnyRule, output: RuleOutput): void;
}

export interface LintOptions {
  /** Severity per code; `off` skips the rule entirely. Codes not listed keep their default. */
  severities?: ReadonlyMap<string, Severity | 'off'>;
  memo?: RuleMemo;
  /**
   * Check every finding's shape before it becomes a diagnostic (always done for plugins' rules, whose code is not
   * type-checked): a malformed one is a RuleFailure, and the rule's other findings are kept.
   */
  checkFindings?: boolean;
  /** How long one plugin rule's `check` may take, in milliseconds (default defaultTimeBudgetMs). */
  timeBudgetMs?: number;
  /** Told of each plugin rule that ran past its budget, with its time: a session stops running it. */
  overBudget?: (rule: AnyRule, ms: number) => void;
  /** Rules not to run, with the reason reported in their place (a session's rules that ran past their budget). */
  skip?: ReadonlyMap<string, string>;
}

/**
 * For each term that is damaged or next to a damaged term (a relationship, inverse or parent
 * between them), the damaged sections whose loss can change findings about it.
 */
function damageAround(model: Model): Map<string, Set<string>> {
  const around = new Map<string, Set<string>>();
  const spread = (key: string, sections: ReadonlySet<string>) => {
    const set = around.get(key) ?? new Set<string>();
    for (const section of sections) set.add(section);
    around.set(key, set);
  };
  for (const term of model.terms.values()) {
    if (term.damaged) spread(term.key, term.damaged);
    const neighbours = [...term.relationships.map((r) => r.target), ...(term.parent ? [term.parent.term] : [])];
    for (const other of neighbours) {
      if (other.damaged) spread(term.key, other.damaged);
      if (term.damaged) spread(other.key, term.damaged);
    }
  }
  return around;
}

/** Where a finding is, as its diagnostic says it. */
type Place = FileName & FileRange & { path: string };

export function lintModel(model: Model, rules: readonly AnyRule[], options: LintOptions = {}): LintResult {
  const diagnostics: Diagnostic[] = [];
  const withheld: Diagnostic[] = [];
  const failures: RuleFailure[] = [];
  const damage = [...model.terms.values()].some((term) => term.damaged) ? damageAround(model) : undefined;
  // Most lint rules ask for the terms of the same few model rules; each scope is worked out once per run.
  const scopes = new Map<Rule, readonly Term[]>();
  const termsOf = (modelRule: Rule) => {
    const known = scopes.get(modelRule);
    if (known) return known;
    const terms = termsInScope(model, modelRule);
    scopes.set(modelRule, terms);
    return terms;
  };
  // Rules naming the same model rules (most name the same one or two) share their terms.
  const scoped = new Map<string, readonly Term[]>();
  const scopedTerms = (modelRules: readonly Rule[]) => {
    const key = modelRules.map((modelRule) => modelRule.id).join('\n');
    const known = scoped.get(key);
    if (known) return known;
    const terms = [...new Set(modelRules.flatMap(termsOf))];
    scoped.set(key, terms);
    return terms;
  };
  // Findings repeat a place (MAPPING_INCOMPLETE reports every missing term at a crosswalk's `terms` key): each
  // place is located, and its part of a diagnostic made, once.
  const places = new Map<ModelFile, Map<string, Place>>();
  const placeOf = (source: ModelFile, path: ModelPath, atKey: boolean): Place => {
    const bySpot = places.get(source) ?? new Map<string, Place>();
    places.set(source, bySpot);
    const spot = `${atKey ? 'key' : 'value'}:${JSON.stringify(path)}`;
    let place = bySpot.get(spot);
    if (!place) {
      const range = atKey ? source.locateKey(path) : source.locate(path);
      place = { ...source.fileName, ...range, path: formatPath(path) };
      bySpot.set(spot, place);
    }
    return place;
  };
  for (const rule of rules) {
    const configured = options.severities?.get(rule.code);
    if (configured === 'off') continue;
    const skipped = options.skip?.get(rule.code);
    if (skipped !== undefined) {
      failures.push(new RuleFailure(rule.code, skipped, rule, 'was not run'));
      continue;
    }
    const reused = options.memo?.reuse(rule);
    if (reused) {
      diagnostics.push(...reused.diagnostics);
      withheld.push(...reused.withheld);
      failures.push(...reused.failures);
      options.memo?.record(rule, reused);
      continue;
    }
    const output: RuleOutput = { diagnostics: [], withheld: [], failures: [] };
    const severity = configured ?? rule.severity;
    const isWithheld = (term: string | undefined) => {
      const sections = term === undefined ? undefined : damage?.get(term);
      if (!sections) return false;
      return rule.reads.some((section) => sections.has(section));
    };
    const modelRules = rulesNamingCode(model, rule.code);
    const checked = options.checkFindings === true || rule.plugin !== undefined;
    const context: RuleContext<AnyRule['messages']> = {
      model,
      modelRules,
      termsOf,
      scopedTerms: () => scopedTerms(modelRules),
      report(finding: Finding<AnyRule['messages']>) {
        const problem = checked ? findingProblem(rule, model, finding) : undefined;
        if (problem !== undefined) {
          output.failures.push(new RuleFailure(rule.code, problem, rule, 'reported a malformed finding'));
          return;
        }
        const template = rule.messages[finding.messageId];
        if (!template) throw new Error(`unknown message "${String(finding.messageId)}"`);
        const place = placeOf(finding.source, finding.path, finding.atKey === true);
        const diagnostic: Diagnostic = {
          code: rule.code,
          severity,
          message: template.format(finding.params as Record<string, string>),
          file: place.file,
          absolutePath: place.absolutePath,
          line: place.line,
          column: place.column,
          endLine: place.endLine,
          endColumn: place.endColumn,
          path: place.path,
        };
        if (finding.term !== undefined) diagnostic.term = finding.term;
        const fixes = finding.fixes?.filter((fix): fix is Fix => fix !== undefined) ?? [];
        if (fixes.length > 0) diagnostic.fixes = fixes;
        (isWithheld(finding.term) ? output.withheld : output.diagnostics).push(diagnostic);
      },
    };
    const started = rule.plugin ? performance.now() : 0;
    try {
      rule.check(context);
    } catch (error) {
      output.failures.push(new RuleFailure(rule.code, error, rule));
    }
    if (rule.plugin) {
      const ms = Math.round(performance.now() - started);
      const budget = options.timeBudgetMs ?? defaultTimeBudgetMs;
      if (ms > budget) {
        const detail = `it took ${ms} ms, more than its budget of ${budget} ms (plugin_time_budget_ms)`;
        output.failures.push(new RuleFailure(rule.code, detail, rule, 'ran past its time budget'));
        options.overBudget?.(rule, ms);
      }
    }
    diagnostics.push(...output.diagnostics);
    withheld.push(...output.withheld);
    failures.push(...output.failures);
    options.memo?.record(rule, output);
  }
  return { diagnostics, withheld, failures };
}
