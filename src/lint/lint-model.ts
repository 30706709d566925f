// Runs lint rules over a linked model and turns their findings into located diagnostics.
import type { Severity } from '../diagnostics/catalog.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatPath } from '../model/source-file.js';
import type { Model } from '../model/model.js';
import { rulesNamingCode } from '../model/queries.js';
import { termsInScope } from '../model/rule-scope.js';
import type { AnyRule, Finding, RuleContext } from './rule.js';

/** A rule that threw: a bug in the rule, reported so the run fails loudly instead of silently. */
export class RuleFailure extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(`lint rule ${code} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export interface LintOptions {
  /** Severity per code; `off` skips the rule entirely. Codes not listed keep their default. */
  severities?: ReadonlyMap<string, Severity | 'off'>;
}

export interface LintResult {
  diagnostics: Diagnostic[];
  /** Rules that threw, with their errors; their other findings are kept. */
  failures: RuleFailure[];
}

export function lintModel(model: Model, rules: readonly AnyRule[], options: LintOptions = {}): LintResult {
  const diagnostics: Diagnostic[] = [];
  const failures: RuleFailure[] = [];
  for (const rule of rules) {
    const configured = options.severities?.get(rule.code);
    if (configured === 'off') continue;
    const severity = configured ?? rule.severity;
    const context: RuleContext<AnyRule['messages']> = {
      model,
      modelRules: rulesNamingCode(model, rule.code),
      termsOf: (modelRule) => termsInScope(model, modelRule),
      report(finding: Finding<AnyRule['messages']>) {
        const template = rule.messages[finding.messageId];
        if (!template) throw new Error(`unknown message "${String(finding.messageId)}"`);
        const range = finding.atKey ? finding.source.locateKey(finding.path) : finding.source.locate(finding.path);
        const diagnostic: Diagnostic = {
          code: rule.code,
          severity,
          message: template.format(finding.params as Record<string, string>),
          file: finding.source.file,
          ...range,
          path: formatPath(finding.path),
        };
        if (finding.term !== undefined) diagnostic.term = finding.term;
        diagnostics.push(diagnostic);
      },
    };
    try {
      rule.check(context);
    } catch (error) {
      failures.push(new RuleFailure(rule.code, error));
    }
  }
  return { diagnostics, failures };
}
