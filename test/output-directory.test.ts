// Generated files are replaced atomically: a failed write leaves the old files and no temporaries.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareOutputs, writeOutputs } from '../src/emit/output-directory.js';
import { tempDir } from './helpers/temp-model.js';

test('a write that fails part-way leaves every existing file as it was and no temporary files', async () => {
  const outDir = tempDir();
  await writeOutputs(outDir, [
    { path: 'model.json', content: 'old model' },
    { path: 'docs/old.md', content: 'old docs' },
  ]);
  // A folder where a file must go makes one write fail while the others succeed.
  mkdirSync(path.join(outDir, 'docs', `index.md.${process.pid}.tmp`));
  let failed = false;
  await writeOutputs(outDir, [
    { path: 'model.json', content: 'new model' },
    { path: 'docs/index.md', content: 'new docs' },
  ]).catch(() => (failed = true));
  assert.ok(failed, 'the write fails');
  rmSync(path.join(outDir, 'docs', `index.md.${process.pid}.tmp`), { recursive: true });
  assert.is(readFileSync(path.join(outDir, 'model.json'), 'utf8'), 'old model');
  assert.equal(readdirSync(outDir).sort(), ['.awm-manifest', 'docs', 'model.json']);
  assert.equal(readdirSync(path.join(outDir, 'docs')), ['old.md']);
});

test('unchanged files are not rewritten', async () => {
  const outDir = tempDir();
  const files = [{ path: 'a/b.json', content: 'x' }];
  assert.equal((await writeOutputs(outDir, files)).written, ['a/b.json', '.awm-manifest']);
  assert.equal(await writeOutputs(outDir, files), {
    written: [],
    unchanged: ['a/b.json', '.awm-manifest'],
    removed: [],
  });
  assert.ok((await compareOutputs(outDir, files)).every((state) => state.status === 'unchanged'));
});

test('thousands of files are written and compared in order', async () => {
  const outDir = tempDir();
  const files = Array.from({ length: 2000 }, (_, i) => ({
    path: `f/${String(i).padStart(4, '0')}.txt`,
    content: `file ${i}`,
  }));
  assert.is((await writeOutputs(outDir, files)).written.length, 2001);
  const states = await compareOutputs(outDir, files);
  assert.equal(
    states.map((s) => s.path),
    [...files.map((f) => f.path), '.awm-manifest'],
  );
  assert.is(readFileSync(path.join(outDir, 'f', '1234.txt'), 'utf8'), 'file 1234');
});

test('compareOutputs reports changed, missing and unexpected files', async () => {
  const outDir = tempDir();
  await writeOutputs(outDir, [
    { path: 'one.json', content: '1' },
    { path: 'two.json', content: '2' },
  ]);
  mkdirSync(path.join(outDir, 'extra'));
  writeFileSync(path.join(outDir, 'extra', 'stray.md'), 'stray');
  const states = await compareOutputs(outDir, [
    { path: 'one.json', content: 'changed' },
    { path: 'three.json', content: '3' },
  ]);
  assert.equal(states, [
    { path: 'one.json', status: 'changed' },
    { path: 'three.json', status: 'missing' },
    { path: '.awm-manifest', status: 'changed' },
    { path: 'extra/stray.md', status: 'unexpected' },
    { path: 'two.json', status: 'unexpected' },
  ]);
});

test.run();
