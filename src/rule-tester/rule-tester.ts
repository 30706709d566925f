// Table-driven tests for one lint rule, as ESLint's RuleTester: small in-memory models that must and must not be
// reported, each finding asserted by code, file, line and column within its snippet, on any test runner.
import assert from 'node:assert/strict';
import { compileModel } from '../compile.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { lintModel } from '../lint/lint-model.js';
import type { AnyRule } from '../lint/rule.js';
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

export interface RuleCases {
  valid: RuleCase[];
  invalid: InvalidCase[];
}

/** A test runner's way to register one test: uvu's `test`, node:test's `test`, vitest's or mocha's `it`. */
export type TestFunction = (name: string, body: () => void) => unknown;

const describe = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n') || '(no findings)';

/**
 * The findings of `rule` on a snippet model, which must have no other error than those the case names. The
 * model's rule set names the rule's code, so `ctx.modelRules` and `ctx.scopedTerms()` see the case's rules.
 */
export function lintSnippets(rule: AnyRule, model: RuleCase): Diagnostic[] {
  const rules = (model.rules ?? [{ id: 'rule-under-test' }]).map((entry) => ({ lintCodes: [rule.code], ...entry }));
  const compiled = compileModel(snippetSource(snippetModelFiles({ ...model, rules }), 'snippets', model.packagesFrom));
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(
    errors.map((d) => d.code),
    model.modelErrors ?? [],
    `the case must be a valid model apart from what the rule checks and the errors it names:\n${describe(errors)}`,
  );
  const { diagnostics, failures } = lintModel(compiled.model!, [rule], { checkFindings: true });
  assert.deepEqual(failures.map(String), [], 'the rule must neither throw nor report a malformed finding');
  return diagnostics;
}

/** Asserts that `rule` reports nothing on a valid case. */
export function assertValid(rule: AnyRule, testCase: RuleCase): void {
  assert.equal(describe(lintSnippets(rule, testCase)), '(no findings)');
}

/** Asserts that `rule` reports exactly the findings an invalid case lists, in order. */
export function assertInvalid(rule: AnyRule, testCase: InvalidCase): void {
  assert.ok(testCase.errors.length > 0, 'an invalid case must expect findings');
  const diagnostics = lintSnippets(rule, testCase);
  const firstFile =
    Object.keys(testCase.terms ?? {}).map((key) => `terms/${key}.yaml`)[0] ?? Object.keys(testCase.files ?? {})[0];
  assert.deepEqual(
    diagnostics.map((d) => ({ code: d.code, file: d.file, line: d.line, column: d.column })),
    testCase.errors.map((e) => ({ code: rule.code, file: e.file ?? firstFile, line: e.line, column: e.column })),
    describe(diagnostics),
  );
  testCase.errors.forEach((expected, index) => {
    const actual = diagnostics[index]!;
    assert.equal(actual.severity, expected.severity ?? rule.severity);
    if (expected.term !== undefined) assert.equal(actual.term, expected.term, 'the term of the finding');
    if (expected.fixes !== undefined)
      assert.deepEqual(
        (actual.fixes ?? []).map((fix) => ({ title: fix.title, edits: fix.edits.map((edit) => edit.newText) })),
        expected.fixes,
        'the fixes of the finding',
      );
    if (expected.message)
      assert.ok(actual.message.includes(expected.message), `"${actual.message}" lacks "${expected.message}"`);
  });
}

/** The test function of a runner that defines one globally (vitest with globals, mocha, jest). */
function globalTest(): TestFunction | undefined {
  const scope = globalThis as { it?: unknown; test?: unknown };
  const found = typeof scope.it === 'function' ? scope.it : typeof scope.test === 'function' ? scope.test : undefined;
  return found as TestFunction | undefined;
}

/** Registers a rule's valid and invalid cases as tests of the runner it is given. */
export class RuleTester {
  readonly #test: TestFunction;

  /** `test`: the runner's test function; by default a global `it` or `test` (vitest globals, mocha, jest). */
  constructor(options: { test?: TestFunction } = {}) {
    const test = options.test ?? globalTest();
    if (!test)
      throw new Error(
        "RuleTester needs a test function: new RuleTester({ test }) with uvu's or node:test's test, or vitest's it",
      );
    this.#test = test;
  }

  /** One test per case, named `CODE valid: name` and `CODE invalid: name`. */
  run(rule: AnyRule, cases: RuleCases): void {
    if (cases.valid.length === 0 || cases.invalid.length === 0)
      throw new Error(`${rule.code}: a rule needs valid and invalid cases`);
    for (const testCase of cases.valid)
      this.#test(`${rule.code} valid: ${testCase.name}`, () => assertValid(rule, testCase));
    for (const testCase of cases.invalid)
      this.#test(`${rule.code} invalid: ${testCase.name}`, () => assertInvalid(rule, testCase));
  }
}
