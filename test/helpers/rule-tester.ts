// Table-driven tests for one lint rule, as ESLint's RuleTester: small in-memory models that must and must not be
// reported, each finding asserted by code, file, line and column within its snippet.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../../lint-rules/index.js';
import { compileModel } from '../../src/compile.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { lintModel } from '../../src/lint/lint-model.js';
import { snippetModelFiles, snippetSource, type SnippetModel } from './snippet-model.js';

/** One model, described by snippets (see SnippetModel): `terms` are completed, `files` taken as written. */
export interface RuleCase extends SnippetModel {
  name: string;
  /** The codes of the errors the model has apart from the rule, in order: rules also run on broken models. */
  modelErrors?: string[];
  /** The folder whose node_modules (and those above it) hold the npm packages the crosswalks pin. */
  packagesFrom?: string;
}

export interface ExpectedFinding {
  /** The file as the model names it (`terms/Task.yaml`); by default the case's first term or file. */
  file?: string;
  /** 1-based, within the snippet as written (after dedenting). */
  line: number;
  column: number;
  /** A part of the message that must appear in it. */
  message?: string;
  /** The severity; the rule's own by default. */
  severity?: 'error' | 'warning';
  /** The term the finding is about, when the case says. */
  term?: string;
  /** Its fixes, when the case says: each one's title and the new text of each of its edits. */
  fixes?: { title: string; edits: string[] }[];
}

export interface InvalidCase extends RuleCase {
  /** Every finding of the rule, in order. */
  errors: ExpectedFinding[];
}

const describe = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n') || '(no findings)';

/** The findings of one rule on a snippet model; the model must have no other error than those the case names. */
export function lintSnippets(code: string, model: RuleCase): Diagnostic[] {
  const rule = lintRules.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no registered lint rule ${code}`);
  const rules = (model.rules ?? [{ id: 'rule-under-test' }]).map((rule) => ({ lintCodes: [code], ...rule }));
  const compiled = compileModel(snippetSource(snippetModelFiles({ ...model, rules }), 'snippets', model.packagesFrom));
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  assert.equal(
    errors.map((d) => d.code),
    model.modelErrors ?? [],
    `the case must be a valid model apart from what the rule checks and the errors it names:\n${describe(errors)}`,
  );
  const { diagnostics, failures } = lintModel(compiled.model!, [rule]);
  assert.equal(failures.map(String), []);
  return diagnostics;
}

/** Registers the valid and invalid cases of one rule as uvu tests, and runs them. */
export function ruleTester(code: string, cases: { valid: RuleCase[]; invalid: InvalidCase[] }): void {
  const rule = lintRules.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no registered lint rule ${code}`);
  if (cases.valid.length === 0 || cases.invalid.length === 0)
    throw new Error(`${code}: a rule needs valid and invalid cases`);
  for (const testCase of cases.valid) {
    test(`${code} valid: ${testCase.name}`, () => {
      const diagnostics = lintSnippets(code, testCase);
      assert.equal(describe(diagnostics), '(no findings)');
    });
  }
  for (const testCase of cases.invalid) {
    test(`${code} invalid: ${testCase.name}`, () => {
      assert.ok(testCase.errors.length > 0, 'an invalid case must expect findings');
      const diagnostics = lintSnippets(code, testCase);
      const firstFile =
        Object.keys(testCase.terms ?? {}).map((key) => `terms/${key}.yaml`)[0] ?? Object.keys(testCase.files ?? {})[0];
      assert.equal(
        diagnostics.map((d) => ({ code: d.code, file: d.file, line: d.line, column: d.column })),
        testCase.errors.map((e) => ({ code, file: e.file ?? firstFile, line: e.line, column: e.column })),
        describe(diagnostics),
      );
      testCase.errors.forEach((expected, index) => {
        const actual = diagnostics[index]!;
        assert.is(actual.severity, expected.severity ?? rule.severity);
        if (expected.term !== undefined) assert.is(actual.term, expected.term, 'the term of the finding');
        if (expected.fixes !== undefined)
          assert.equal(
            (actual.fixes ?? []).map((fix) => ({ title: fix.title, edits: fix.edits.map((edit) => edit.newText) })),
            expected.fixes,
            'the fixes of the finding',
          );
        if (expected.message)
          assert.ok(actual.message.includes(expected.message), `"${actual.message}" lacks "${expected.message}"`);
      });
    });
  }
  test.run();
}
