// The built-in rules' tests: the public RuleTester (src/rule-tester/) on uvu, each rule found by its code.
import { test } from 'uvu';
import { lintRules } from '../../lint-rules/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { AnyRule } from '../../src/lint/rule.js';
import {
  lintSnippets as lintRuleSnippets,
  RuleTester,
  type InvalidCase,
  type RuleCase,
} from '../../src/rule-tester/index.js';

export type { RuleCase, InvalidCase, ExpectedFinding } from '../../src/rule-tester/index.js';

function registered(code: string): AnyRule {
  const rule = lintRules.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no registered lint rule ${code}`);
  return rule;
}

/** The findings of one registered rule on a snippet model; the model must have no other error than the case names. */
export function lintSnippets(code: string, model: RuleCase): Diagnostic[] {
  return lintRuleSnippets(registered(code), model);
}

/** Registers the valid and invalid cases of one rule as uvu tests, and runs them. */
export function ruleTester(code: string, cases: { valid: RuleCase[]; invalid: InvalidCase[] }): void {
  new RuleTester({ test }).run(registered(code), cases);
  test.run();
}
