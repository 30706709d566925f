// Every change kind from one edit to the published model: exactly the expected changes, and the exit status the
// catalogue's classification implies (the consumers are checked against the artefacts in test/stress/).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeCatalog, type ChangeKind } from '../src/diff/change-catalog.js';
import type { Classification } from '../src/diff/change.js';
import { compareModels, diffExitStatus } from '../src/diff/report.js';
import { requiredBump } from '../src/diff/semver.js';
import { diffCases, published } from './helpers/diff-cases.js';

/** The version that satisfies the worst of the changes: 0.2.0 for breaking, 0.1.1 for compatible. */
function bumped(kinds: readonly ChangeKind[]): string {
  const classes = new Set<Classification>(kinds.map((kind) => changeCatalog[kind].classification));
  const worst = classes.has('breaking') ? 'breaking' : classes.has('compatible') ? 'compatible' : 'informational';
  return { none: '0.1.0', patch: '0.1.1', minor: '0.2.0', major: '1.0.0' }[requiredBump(worst, '0.1.0')];
}

for (const { name, setup, edit, expect } of diffCases) {
  test(name, () => {
    const before = structuredClone(published);
    setup?.(before);
    const after = structuredClone(before);
    edit(after);
    const report = compareModels({ name: 'before', bundle: before }, { name: 'after', bundle: after });
    assert.equal(
      report.changes.map((c) => [c.kind, c.subject, c.path]),
      expect,
    );
    for (const change of report.changes) {
      const spec = changeCatalog[change.kind];
      assert.equal([change.classification, change.consumers], [spec.classification, [...spec.consumers]], change.kind);
      assert.ok(change.message && change.reason && !change.reason.includes('undefined'), change.kind);
    }

    const kinds = expect.map(([kind]) => kind);
    const informationalOnly = kinds.every((kind) => changeCatalog[kind].classification === 'informational');
    assert.is(diffExitStatus(report), informationalOnly ? 0 : 1, 'exit status with model.version unchanged');
    after.model.version = bumped(kinds);
    const acknowledged = compareModels({ name: 'before', bundle: before }, { name: 'after', bundle: after });
    assert.is(diffExitStatus(acknowledged), 0, `exit status with model.version ${after.model.version}`);
  });
}

test('every change kind in the catalogue has a case above', () => {
  const covered = new Set(diffCases.flatMap((c) => c.expect.map(([kind]) => kind)));
  assert.equal(
    Object.keys(changeCatalog).filter((kind) => !covered.has(kind as ChangeKind)),
    [],
  );
});

test('identical models have no changes', () => {
  assert.equal(
    compareModels({ name: 'a', bundle: published }, { name: 'b', bundle: structuredClone(published) }).changes,
    [],
  );
});

test.run();
