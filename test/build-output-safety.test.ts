// Build output never reaches outside --out: symbolic links inside it are refused, and so are dangerous --out paths.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OutputDirectoryError, writeOutputs } from '../src/emit/output-directory.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

/** An output directory beside a folder outside it that holds a file nothing may touch. */
function layout() {
  const root = tempDir('awm-out-');
  const outDir = path.join(root, 'generated');
  const outside = path.join(root, 'outside');
  mkdirSync(outside);
  const victim = path.join(outside, 'victim.txt');
  writeFileSync(victim, 'keep me');
  return { root, outDir, outside, victim, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

const refusedWith = async (work: Promise<unknown>, message: string) => {
  await work.then(
    () => assert.unreachable('the write went ahead'),
    (error: Error) => {
      assert.instance(error, OutputDirectoryError);
      assert.match(error.message, message);
    },
  );
};

test('a link inside the output directory, and a manifest line naming a file through it, delete nothing', async () => {
  const { outDir, outside, victim, dispose } = layout();
  try {
    await writeOutputs(outDir, [{ path: 'model.json', content: '{}' }]);
    symlinkSync(outside, path.join(outDir, 'docs'));
    writeFileSync(path.join(outDir, '.awm-manifest'), 'docs/victim.txt\nmodel.json\n');
    await refusedWith(writeOutputs(outDir, [{ path: 'model.json', content: '{}' }]), 'is a symbolic link');
    assert.is(readFileSync(victim, 'utf8'), 'keep me');
  } finally {
    dispose();
  }
});

test('a linked folder of the output directory is not written through, and nothing is written', async () => {
  const { outDir, outside, dispose } = layout();
  try {
    mkdirSync(outDir);
    symlinkSync(outside, path.join(outDir, 'docs'));
    await refusedWith(
      writeOutputs(outDir, [
        { path: 'model.json', content: '{}' },
        { path: 'docs/index.md', content: '# hello' },
      ]),
      `${path.join(outDir, 'docs')} is a symbolic link`,
    );
    assert.equal(readdirSync(outside), ['victim.txt']);
    assert.equal(readdirSync(outDir), ['docs'], 'nothing else was written');
  } finally {
    dispose();
  }
});

test('a symbolic link where a generated file goes is refused, not replaced or followed', async () => {
  const { outDir, victim, dispose } = layout();
  try {
    mkdirSync(outDir);
    symlinkSync(victim, path.join(outDir, 'model.json'));
    await refusedWith(writeOutputs(outDir, [{ path: 'model.json', content: '{}' }]), 'is a symbolic link');
    assert.is(readFileSync(victim, 'utf8'), 'keep me');
  } finally {
    dispose();
  }
});

test('awm build refuses --out that is /, the model directory, a file or through a link (exit 2)', () => {
  const model = copyModel();
  try {
    writeFileSync(path.join(model.root, 'notes.txt'), 'a file');
    mkdirSync(path.join(model.root, 'real'));
    symlinkSync(path.join(model.root, 'real'), path.join(model.root, 'linked'));
    symlinkSync(path.join(model.root, 'nowhere'), path.join(model.root, 'dangling'));
    const cases: [string, string][] = [
      ['/', 'is the root of the file system'],
      ['model', 'is the model directory'],
      ['.', 'holds the model directory'],
      ['model/out', 'is inside the model directory'],
      ['notes.txt', 'is a file, not a directory'],
      ['notes.txt/out', 'is a file, not a directory'],
      ['linked', 'goes through a symbolic link'],
      ['linked/generated', 'goes through a symbolic link'],
      ['dangling', 'goes through a symbolic link'],
    ];
    for (const [out, message] of cases) {
      const result = runAwm(['build', '--out', out], model.root);
      assert.is(result.status, 2, `--out ${out}: ${result.stderr}`);
      assert.match(result.stderr, message, `--out ${out}`);
      assert.not.ok(hasStackTrace(result.stderr), `--out ${out}`);
    }
    assert.equal(readdirSync(path.join(model.root, 'real')), [], 'nothing was written through the link');
    assert.not.ok(existsSync(path.join(model.root, 'model', 'out')));
    assert.not.ok(existsSync(path.join(model.root, 'model.json')), 'nothing was written beside the model');
    const fine = runAwm(['build', '--out', 'real/generated'], model.root);
    assert.is(fine.status, 0, fine.stderr);
  } finally {
    model.dispose();
  }
});

test('awm build stops with exit 2 at a symbolic link inside generated/, and the file behind it survives', () => {
  const model = copyModel();
  const { outside, victim, dispose } = layout();
  try {
    assert.is(runAwm(['build'], model.root).status, 0);
    const outDir = path.join(model.root, 'generated');
    rmSync(path.join(outDir, 'docs'), { recursive: true });
    symlinkSync(outside, path.join(outDir, 'docs'));
    writeFileSync(
      path.join(outDir, '.awm-manifest'),
      `${readFileSync(path.join(outDir, '.awm-manifest'), 'utf8')}docs/victim.txt\n`,
    );
    const result = runAwm(['build'], model.root);
    assert.is(result.status, 2, result.stderr);
    assert.match(result.stderr, 'generated/docs is a symbolic link');
    assert.not.ok(hasStackTrace(result.stderr));
    assert.is(readFileSync(victim, 'utf8'), 'keep me');
    assert.equal(readdirSync(outside), ['victim.txt']);
  } finally {
    dispose();
    model.dispose();
  }
});

test.run();
