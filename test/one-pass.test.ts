// One pass shows everything knowable: schema errors do not hide findings that do not depend on them, and findings name
// the fix.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { lintRules } from '../lint-rules/index.js';
import { compileModel } from '../src/compile.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { loadLintConfig } from '../src/lint/config.js';
import { lint } from '../src/lint/lint.js';
import { repoPath } from './helpers/paths.js';
import { assertNoTerm, edit, modelWithReview, positionOf, reviewFile, reviewText } from './helpers/review-term.js';
import type { TempModel } from './helpers/temp-model.js';

function errorsIn(model: TempModel, file: string) {
  const { config } = loadLintConfig({ rules: lintRules, cwd: model.root });
  const report = lint(compileModel('model', { cwd: model.root }), config);
  return {
    errors: report.diagnostics.filter((d) => d.severity === 'error' && d.absolutePath === model.file(file)),
    all: report.diagnostics,
    withheld: report.withheld,
  };
}

const located = (d: Diagnostic) => ({ code: d.code, line: d.line, column: d.column });

test('a schema error in one relationship hides neither lifecycle findings nor the missing term_order entry', () => {
  const text = edit(
    edit(reviewText, 'cardinality: "1"', 'cardinality: one'),
    '{from: open, to: rejected}',
    '{from: open, to: rejectd}',
  );
  const model = modelWithReview(text, false);
  try {
    const { errors } = errorsIn(model, reviewFile);
    assert.equal(errors.map(located), [
      { code: 'TERM_NOT_ORDERED', ...positionOf(text, 'Review') },
      { code: 'SCHEMA_VIOLATION', ...positionOf(text, 'one') },
      { code: 'LIFECYCLE_STATE', ...positionOf(text, 'rejectd') },
    ]);
    const notOrdered = errors[0]!;
    assert.equal(
      notOrdered.fixes?.map((fix) => fix.title),
      ['Add Review to term_order in model/model.yaml'],
    );
  } finally {
    model.dispose();
  }
});

test('a misspelt required key is read as meant: the term is still linked and linted', () => {
  const text = edit(
    edit(reviewText, 'definition:', 'defintion:'),
    '{from: open, to: rejected}',
    '{from: open, to: rejectd}',
  );
  const model = modelWithReview(text);
  try {
    const { errors } = errorsIn(model, reviewFile);
    assert.equal(
      errors.map((d) => d.code),
      ['SCHEMA_VIOLATION', 'SCHEMA_VIOLATION', 'LIFECYCLE_STATE'],
    );
    const unknown = errors.find((d) => d.message.startsWith('unknown key'))!;
    assert.equal(located(unknown), { code: 'SCHEMA_VIOLATION', ...positionOf(text, 'defintion') });
    assert.equal(
      unknown.fixes?.map((fix) => [fix.title, fix.edits[0]!.newText]),
      [['Change "defintion" to "definition"', 'definition']],
    );
  } finally {
    model.dispose();
  }
});

test('findings that read a section a schema error cut short are withheld, on the term and on its neighbours', () => {
  // Task declares the inverse of Review.task, but with a kind no schema allows: the entry is set aside.
  const text = edit(
    reviewText,
    '    cardinality: "1"\n',
    '    cardinality: "1"\n    inverse: reviews\n    inverse_cardinality: 0..*\n',
  );
  const model = modelWithReview(text);
  try {
    model.replace(
      'terms/Task.yaml',
      'relationships:\n',
      'relationships:\n  - {name: reviews, kind: revieweds, target: Review, cardinality: 0..*, inverse: task, ' +
        'inverse_cardinality: "1"}\n',
    );
    const task = errorsIn(model, 'terms/Task.yaml');
    assert.equal(
      task.errors.map((d) => d.code),
      ['SCHEMA_VIOLATION'],
    );
    assert.match(task.errors[0]!.message, '"relationships[0].kind" must be one of');
    // Without the set-aside entry, Review's inverse would look missing: that finding waits.
    assert.equal(errorsIn(model, reviewFile).errors, []);
    assert.ok(task.withheld.some((d) => d.code === 'INVERSE_MISSING' && d.term === 'Review'));
  } finally {
    model.dispose();
  }
});

test('findings name the fix: the declared states, the catalogued roles, the file to create', () => {
  const catalogue = readFileSync(repoPath('model', 'authority-roles.yaml'), 'utf8');
  const roles = (parse(catalogue) as { authority_roles: { id: string }[] }).authority_roles.map((role) => role.id);
  const absent = 'UndefinedTerm';
  const text = edit(
    edit(
      edit(reviewText, '{from: open, to: rejected}', '{from: open, to: dismissed}'),
      'owner: work-session-coordinator',
      'owner: reviewer',
    ),
    'target: Task',
    `target: ${absent}`,
  );
  const model = modelWithReview(text);
  try {
    assertNoTerm(model, absent);
    const byCode = new Map(errorsIn(model, reviewFile).errors.map((d) => [d.code, d.message]));
    assert.match(byCode.get('LIFECYCLE_STATE')!, '; declared states: open, approved, rejected');
    assert.match(byCode.get('UNKNOWN_AUTHORITY')!, `; catalogued roles: ${roles.slice(0, 12).join(', ')}`);
    assert.match(byCode.get('UNKNOWN_REFERENCE')!, `define it in terms/${absent}.yaml`);
  } finally {
    model.dispose();
  }
});

test.run();
