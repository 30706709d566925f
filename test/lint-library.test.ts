// lint() as a library: data out (absolute paths, suppressed findings, baseline matches, fixes), directories as given.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../lint-rules/index.js';
import { compileModel } from '../src/compile.js';
import type { Diagnostic, TextEdit } from '../src/diagnostics/diagnostic.js';
import { createBaseline } from '../src/lint/baseline.js';
import { loadLintConfig, type LintConfig } from '../src/lint/config.js';
import { lint } from '../src/lint/lint.js';
import { edit, modelWithReview, positionOf, reviewFile, reviewText } from './helpers/review-term.js';
import type { TempModel } from './helpers/temp-model.js';

/** Lints the model copy with its directory as the working directory, whatever process.cwd() is. */
function lintCopy(model: TempModel, configure: (config: LintConfig) => LintConfig = (c) => c) {
  const { config, diagnostics } = loadLintConfig({ rules: lintRules, cwd: model.root });
  assert.equal(diagnostics, []);
  return lint(compileModel('model', { cwd: model.root }), configure(config));
}

const errorsOf = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error');

/** Applies edits to one file's text (1-based ranges, end exclusive), last first. */
function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const offset = (line: number, column: number) => {
    let at = 0;
    for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
    return at + column - 1;
  };
  const located = edits.map((e) => ({
    start: offset(e.range.line, e.range.column),
    end: offset(e.range.endLine, e.range.endColumn),
    text: e.newText,
  }));
  let out = text;
  for (const e of located.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

test('findings name their file in full and relative to the given working directory, not process.cwd()', () => {
  const model = modelWithReview(edit(reviewText, '{from: open, to: rejected}', '{from: open, to: rejectd}'));
  try {
    assert.is.not(process.cwd(), model.root);
    const [finding] = errorsOf(lintCopy(model).diagnostics);
    assert.ok(finding);
    assert.is(finding.code, 'LIFECYCLE_STATE');
    assert.is(finding.absolutePath, model.file(reviewFile));
    assert.is(finding.file, `model/${reviewFile}`);
    const at = positionOf(model.read(reviewFile), 'rejectd');
    assert.equal({ line: finding.line, column: finding.column }, at);
  } finally {
    model.dispose();
  }
});

test(
  'awm.config.yaml is read from the given working directory; suppressed findings come back with their ' + 'reason',
  () => {
    const broken = edit(reviewText, '{from: open, to: rejected}', '{from: open, to: rejectd}');
    const model = modelWithReview(broken);
    try {
      model.write(
        '../awm.config.yaml',
        'suppressions:\n  - code: LIFECYCLE_STATE\n    file: model/terms/Review.yaml\n    reason: migrating\n',
      );
      const report = lintCopy(model);
      assert.equal(errorsOf(report.diagnostics), []);
      const suppressed = report.suppressed
        .filter(({ diagnostic }) => diagnostic.absolutePath === model.file(reviewFile))
        .map(({ diagnostic, by }) => [diagnostic.code, by.kind, by.reason, by.file]);
      assert.equal(suppressed, [['LIFECYCLE_STATE', 'configuration', 'migrating', 'awm.config.yaml']]);
    } finally {
      model.dispose();
    }
  },
);

test('an inline suppression is reported with the line it is written on', () => {
  const broken = edit(
    reviewText,
    '    - {from: open, to: rejected}',
    '    # awm-disable-next-line LIFECYCLE_STATE -- renamed next release\n    - {from: open, to: rejectd}',
  );
  const model = modelWithReview(broken);
  try {
    const report = lintCopy(model);
    assert.equal(errorsOf(report.diagnostics), []);
    const [entry] = report.suppressed.filter(({ diagnostic }) => diagnostic.absolutePath === model.file(reviewFile));
    assert.ok(entry);
    assert.equal(
      { code: entry.diagnostic.code, kind: entry.by.kind, reason: entry.by.reason, line: entry.by.line },
      {
        code: 'LIFECYCLE_STATE',
        kind: 'comment',
        reason: 'renamed next release',
        line: positionOf(broken, '# awm-disable').line,
      },
    );
  } finally {
    model.dispose();
  }
});

test('a baseline sets aside the findings it accepts and counts the entries that no longer match', () => {
  const model = modelWithReview(edit(reviewText, '{from: open, to: rejected}', '{from: open, to: rejectd}'));
  try {
    const first = lintCopy(model);
    const accepted = errorsOf(first.diagnostics);
    const baseline = createBaseline(accepted, model.root);
    assert.equal(
      baseline.findings.map((entry) => entry.file),
      ['model/terms/Review.yaml'],
    );
    const second = lintCopy(model, (config) => ({ ...config, baseline }));
    assert.equal(errorsOf(second.diagnostics), []);
    assert.equal(
      second.baselined.map((d) => d.code),
      ['LIFECYCLE_STATE'],
    );
    model.write(reviewFile, reviewText);
    assert.is(lintCopy(model, (config) => ({ ...config, baseline })).staleBaselineEntries, 1);
  } finally {
    model.dispose();
  }
});

test('a "did you mean" finding carries the fix, and applying it lints clean', () => {
  const model = modelWithReview(edit(reviewText, '{from: open, to: rejected}', '{from: open, to: rejectd}'));
  try {
    const [finding] = errorsOf(lintCopy(model).diagnostics);
    const fix = finding?.fixes?.[0];
    assert.ok(fix, 'LIFECYCLE_STATE offers a correction');
    assert.is(fix.title, 'Change "rejectd" to "rejected"');
    assert.equal(
      fix.edits.map((e) => e.absolutePath),
      [model.file(reviewFile)],
    );
    model.write(reviewFile, applyEdits(model.read(reviewFile), fix.edits));
    assert.is(model.read(reviewFile), reviewText);
    assert.equal(errorsOf(lintCopy(model).diagnostics), []);
  } finally {
    model.dispose();
  }
});

test('a missing inverse offers to declare it on the other term; applying it lints clean of inverse findings', () => {
  const model = modelWithReview(
    edit(
      reviewText,
      '    cardinality: "1"\n',
      '    cardinality: "1"\n    inverse: reviews\n    inverse_cardinality: 0..*\n',
    ),
  );
  try {
    const inverse = errorsOf(lintCopy(model).diagnostics).filter((d) => d.code.startsWith('INVERSE_'));
    assert.equal(
      inverse.map((d) => d.code),
      ['INVERSE_MISSING'],
    );
    assert.match(inverse[0]!.message, 'add relationship "reviews" targeting Review to Task');
    const fix = inverse[0]!.fixes!.find((f) => f.title === 'Add relationship "reviews" to Task');
    assert.ok(fix);
    const task = path.join('terms', 'Task.yaml');
    assert.equal(
      fix.edits.map((e) => e.absolutePath),
      [model.file(task)],
    );
    model.write(task, applyEdits(model.read(task), fix.edits));
    const after = lintCopy(model).diagnostics.filter((d) => d.code.startsWith('INVERSE_') || d.severity === 'error');
    assert.equal(after, []);
  } finally {
    model.dispose();
  }
});

test.run();
