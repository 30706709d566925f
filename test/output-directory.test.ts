// Generated files are replaced atomically: a failed write leaves the old files and no temporaries.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareOutputs, writeOutputs } from '../src/emit/output-directory.js';
import { tempDir } from './helpers/temp-model.js';

test('a write that fails part-way leaves every existing file as it was and no temporary files', () => {
  const outDir = tempDir();
  writeOutputs(outDir, [{ path: 'model.json', content: 'old model' }]);
  // A file where a folder must go makes the second write fail after the first succeeded.
  writeFileSync(path.join(outDir, 'docs'), 'a file in the way');
  assert.throws(() =>
    writeOutputs(outDir, [
      { path: 'model.json', content: 'new model' },
      { path: 'docs/index.md', content: 'new docs' },
    ]),
  );
  assert.is(readFileSync(path.join(outDir, 'model.json'), 'utf8'), 'old model');
  assert.equal(readdirSync(outDir).sort(), ['.awm-manifest', 'docs', 'model.json']);
});

test('unchanged files are not rewritten', () => {
  const outDir = tempDir();
  const files = [{ path: 'a/b.json', content: 'x' }];
  assert.equal(writeOutputs(outDir, files).written, ['a/b.json', '.awm-manifest']);
  assert.equal(writeOutputs(outDir, files), { written: [], unchanged: ['a/b.json', '.awm-manifest'], removed: [] });
  assert.ok(compareOutputs(outDir, files).every((state) => state.status === 'unchanged'));
});

test('compareOutputs reports changed, missing and unexpected files', () => {
  const outDir = tempDir();
  writeOutputs(outDir, [{ path: 'one.json', content: '1' }, { path: 'two.json', content: '2' }]);
  mkdirSync(path.join(outDir, 'extra'));
  writeFileSync(path.join(outDir, 'extra', 'stray.md'), 'stray');
  const states = compareOutputs(outDir, [{ path: 'one.json', content: 'changed' }, { path: 'three.json', content: '3' }]);
  assert.equal(states, [
    { path: 'one.json', status: 'changed' },
    { path: 'three.json', status: 'missing' },
    { path: '.awm-manifest', status: 'changed' },
    { path: 'extra/stray.md', status: 'unexpected' },
    { path: 'two.json', status: 'unexpected' },
  ]);
});

test.run();
