// Lint knows what the runtime refuses: any variation of the published model (lifecycles, fields, owners, relationships,
// terms, the model rules' scope) that lints without errors is a model `awm runtime init` accepts (buildRuntimeModel,
// the function init builds its model with). More runs: test/stress.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { lint } from '../src/lint/lint.js';
import { bundleModel } from '../src/model/bundle.js';
import { buildRuntimeModel } from '../src/runtime/core/runtime-model.js';
import { checkLintRuntimeAgreement, config, termFiles, varied, type Edit } from './helpers/model-variations.js';
import { snippetSource } from './helpers/snippet-model.js';

test('any variation of the model that lints without errors is accepted by the runtime', () => {
  const { clean, refusedByLint } = checkLintRuntimeAgreement(20, 24);
  // Both kinds of model were tried: the property is not vacuous.
  assert.ok(clean >= 3, `${clean} lint-clean variations`);
  assert.ok(refusedByLint >= 3, `${refusedByLint} variations with lint errors`);
});

test('the issue case: a Task state with no move to cancelled is a lint error, and the runtime refuses it', () => {
  const files = varied([{ file: termFiles.indexOf('terms/Task.yaml'), change: addDeferred }]);
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

/** The lint errors of the published model with `changes` made to one term, and the runtime's problems with it. */
function verdicts(file: string, changes: readonly Edit[]) {
  const at = termFiles.indexOf(file);
  const compiled = compileModel(snippetSource(varied(changes.map((change) => ({ file: at, change }))), 'model'));
  const errors = lint(compiled, config).diagnostics.filter((d) => d.severity === 'error');
  const built = buildRuntimeModel(bundleModel(compiled.model!));
  return { lint: errors.map((d) => `${d.code} ${d.file}`), runtime: built.ok ? [] : built.problems };
}

const refusals: { name: string; file: string; changes: Edit[]; lint: string; runtime: string }[] = [
  {
    name: 'a parent without its reference field',
    file: 'terms/Task.yaml',
    changes: [{ kind: 'unreference-field', field: 1 }],
    lint: 'RUNTIME_REFERENCE_FIELD terms/Task.yaml',
    runtime: 'Task: its parent needs a reference field "work_session_id" naming the WorkSession',
  },
  {
    name: 'a pin without its reference field',
    file: 'terms/WorkSession.yaml',
    changes: [{ kind: 'unreference-field', field: 1 }],
    lint: 'RUNTIME_REFERENCE_FIELD terms/WorkSession.yaml',
    runtime:
      'WorkSession: relationship "project_snapshot" (pins) needs a reference field "project_snapshot_id" naming ' +
      'the ProjectSnapshot',
  },
  {
    name: 'a policy field removed',
    file: 'terms/ResourceBinding.yaml',
    changes: [{ kind: 'rename-field', field: 3 }],
    lint: 'RUNTIME_POLICY_FIELD terms/ResourceBinding.yaml',
    runtime: 'runtime policy rules: ResourceBinding needs a field grant of type Grant',
  },
  {
    name: 'a policy field of another type',
    file: 'terms/Project.yaml',
    changes: [{ kind: 'retype-field', field: 2, type: 'object' }],
    lint: 'RUNTIME_POLICY_FIELD terms/Project.yaml',
    runtime: 'runtime policy rules: Project needs a field policy of type PolicyDocument',
  },
  {
    name: 'an unknown owner of a term no model rule checks',
    file: 'terms/Task.yaml',
    changes: [{ kind: 'unscope-term' }, { kind: 'unknown-owner', owner: 'nobody' }],
    lint: 'UNKNOWN_AUTHORITY terms/Task.yaml',
    runtime: 'Task: its authority.owner "nobody" is not a catalogued authority role, so nobody could change it',
  },
  {
    name: 'an undeclared state in a lifecycle no model rule checks',
    file: 'terms/Task.yaml',
    changes: [{ kind: 'unscope-term' }, { kind: 'misspell-transition', transition: 0, end: 'to' }],
    lint: 'LIFECYCLE_STATE terms/Task.yaml',
    runtime: 'is not a declared state',
  },
];

for (const refusal of refusals)
  test(`what the runtime refuses, lint reports: ${refusal.name}`, () => {
    const found = verdicts(refusal.file, refusal.changes);
    assert.equal(found.lint, [refusal.lint]);
    assert.ok(
      found.runtime.some((problem) => problem.includes(refusal.runtime)),
      `the runtime refuses with "${refusal.runtime}": ${found.runtime.join('; ')}`,
    );
  });

const addDeferred: Edit = { kind: 'add-state', name: 'deferred', terminal: false, from: 0, to: [0] };

test.run();
