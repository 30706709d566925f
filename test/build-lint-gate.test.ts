// awm build and awm validate refuse what awm lint rejects, as a compiler with errors emits nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCompact, runAwm } from './helpers/cli.js';
import { edit, modelWithReview, positionOf, reviewFile, reviewText } from './helpers/review-term.js';

const undeclaredTarget = edit(reviewText, '{from: open, to: rejected}', '{from: open, to: withdrawn}');

test('a transition to an undeclared state makes awm build exit 1 with nothing written', () => {
  const model = modelWithReview(undeclaredTarget);
  try {
    const result = runAwm(['build', '--out', 'out'], model.root);
    assert.is(result.status, 1, result.stderr);
    assert.not.ok(existsSync(path.join(model.root, 'out')), 'nothing is written');
    const errors = parseCompact(result.stderr).filter((d) => d.severity === 'error');
    assert.equal(
      errors.map((d) => ({ file: d.file, code: d.code, line: d.line, column: d.column })),
      [{ file: `model/${reviewFile}`, code: 'LIFECYCLE_STATE', ...positionOf(undeclaredTarget, 'withdrawn') }],
    );
    assert.match(result.stderr, 'awm build: nothing written to out/ (the model has 1 error)');
  } finally {
    model.dispose();
  }
});

test('awm validate reports lint errors and exits 1', () => {
  const model = modelWithReview(undeclaredTarget);
  try {
    const result = runAwm(['validate'], model.root);
    assert.is(result.status, 1, result.stderr);
    assert.not.match(result.stdout, 'valid');
    assert.equal(
      parseCompact(result.stderr)
        .filter((d) => d.severity === 'error')
        .map((d) => d.code),
      ['LIFECYCLE_STATE'],
    );
  } finally {
    model.dispose();
  }
});

test('build honours the lint configuration: a suppressed finding does not stop it', () => {
  const model = modelWithReview(undeclaredTarget);
  try {
    model.write(
      '../awm.config.yaml',
      'suppressions:\n  - {code: LIFECYCLE_STATE, term: Review, reason: the state arrives next release}\n',
    );
    const result = runAwm(['build', '--out', 'out'], model.root);
    assert.is(result.status, 0, result.stderr);
    assert.ok(existsSync(path.join(model.root, 'out', 'model.json')));
  } finally {
    model.dispose();
  }
});

test('a broken configuration stops build with exit 2', () => {
  const model = modelWithReview();
  try {
    model.write('../awm.config.yaml', 'rules:\n  LIFECYCLE_STAT: off\n');
    const result = runAwm(['build', '--out', 'out'], model.root);
    assert.is(result.status, 2, result.stderr);
    assert.equal(
      parseCompact(result.stderr).map((d) => d.code),
      ['CONFIG_INVALID'],
    );
    assert.not.ok(existsSync(path.join(model.root, 'out')));
  } finally {
    model.dispose();
  }
});

test.run();
