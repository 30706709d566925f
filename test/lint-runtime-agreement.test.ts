// Lint knows what the runtime refuses: any variation of the published lifecycles that lints without errors is a model
// `awm runtime init` accepts (buildRuntimeModel, the function init builds its model with). More runs: test/stress.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { lint } from '../src/lint/lint.js';
import { bundleModel } from '../src/model/bundle.js';
import { buildRuntimeModel } from '../src/runtime/runtime-model.js';
import {
  checkLintRuntimeAgreement,
  config,
  lifecycleFiles,
  varied,
  type Edit,
} from './helpers/lifecycle-variations.js';
import { snippetSource } from './helpers/snippet-model.js';

test('any variation of the lifecycles that lints without errors is accepted by the runtime', () => {
  const { clean, refusedByLint } = checkLintRuntimeAgreement(20, 24);
  // Both kinds of model were tried: the property is not vacuous.
  assert.ok(clean >= 3, `${clean} lint-clean variations`);
  assert.ok(refusedByLint >= 3, `${refusedByLint} variations with lint errors`);
});

test('the issue case: a Task state with no move to cancelled is a lint error, and the runtime refuses it', () => {
  const files = varied([{ file: lifecycleFiles.indexOf('terms/Task.yaml'), change: addDeferred }]);
  const compiled = compileModel(snippetSource(files, 'model'));
  const closing = lint(compiled, config).diagnostics.filter((d) => d.code === 'CLOSING_RULE');
  assert.equal(
    closing.map((d) => `${d.file} ${d.severity} ${d.message}`),
    [
      'terms/Task.yaml error Task cannot move deferred -> cancelled, which the runtime closing rule ' +
        'WorkSession aborted -> Task needs (add the transition, or make "deferred" terminal)',
    ],
  );
  const built = buildRuntimeModel(bundleModel(compiled.model!));
  assert.ok(!built.ok && built.problems.some((p) => p.includes('Task cannot move deferred -> cancelled')));
});

const addDeferred: Edit = { kind: 'add-state', name: 'deferred', terminal: false, from: 0, to: [0] };

test.run();
