// Table-driven tests for one lint rule: edits of the bundled model that must and must not be reported.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../../lint-rules/index.js';
import { compileModel } from '../../src/compile.js';
import { lintModel } from '../../src/lint/lint-model.js';
import { copyModel, type TempModel } from './temp-model.js';

/** Replace `search` (which must occur) with `replace` in a file of the model copy. */
export interface Edit {
  file: string;
  search: string;
  replace: string;
}

export interface RuleCase {
  name: string;
  edits?: Edit[];
  /** Whole files to write into the model copy. */
  files?: Record<string, string>;
  /** Findings of the rule, exactly, in order. `file` defaults to the first edited file. */
  errors?: { line: number; column: number; message?: string; file?: string; severity?: 'error' | 'warning' }[];
}

function applyCase(model: TempModel, testCase: RuleCase): string | undefined {
  for (const [file, content] of Object.entries(testCase.files ?? {})) model.write(file, content);
  for (const edit of testCase.edits ?? []) model.replace(edit.file, edit.search, edit.replace);
  return testCase.edits?.[0]?.file ?? Object.keys(testCase.files ?? {})[0];
}

/** Registers and runs the cases of one rule as a uvu suite. */
export function ruleTester(code: string, cases: { valid: RuleCase[]; invalid: RuleCase[] }): void {
  const rule = lintRules.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`no registered lint rule ${code}`);
  const run = (testCase: RuleCase) => {
    const model = copyModel();
    try {
      const edited = applyCase(model, testCase);
      const compiled = compileModel(model.modelDir);
      const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
      assert.equal(errors, [], 'the case must be a valid model apart from what the rule checks');
      const { diagnostics, failures } = lintModel(compiled.model!, [rule]);
      assert.equal(failures.map(String), []);
      // Files relative to the model copy, so expectations read like `terms/Task.yaml`.
      const relative = diagnostics.map((d) => ({
        ...d,
        file: path.relative(model.modelDir, d.absolutePath).split(path.sep).join('/'),
      }));
      return { diagnostics: relative, edited };
    } finally {
      model.dispose();
    }
  };
  for (const testCase of cases.valid) {
    test(`${code} valid: ${testCase.name}`, () => {
      const { diagnostics } = run(testCase);
      assert.equal(
        diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`),
        [],
      );
    });
  }
  for (const testCase of cases.invalid) {
    test(`${code} invalid: ${testCase.name}`, () => {
      const { diagnostics, edited } = run(testCase);
      const expected = testCase.errors ?? [];
      assert.ok(expected.length > 0, 'an invalid case must expect findings');
      assert.equal(
        diagnostics.map((d) => ({ code: d.code, file: d.file, line: d.line, column: d.column })),
        expected.map((e) => ({ code, file: e.file ?? edited, line: e.line, column: e.column })),
        diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'),
      );
      expected.forEach((e, i) => {
        const actual = diagnostics[i]!;
        assert.is(actual.severity, e.severity ?? rule.severity);
        if (e.message) assert.ok(actual.message.includes(e.message), `"${actual.message}" lacks "${e.message}"`);
      });
    });
  }
  test.run();
}
