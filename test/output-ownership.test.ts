// awm build --out and awm docs --out write only into a folder that is empty or carries awm's manifest, never replace a
// file awm did not write unless --force says so, and never write into the model.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { copyModel } from './helpers/temp-model.js';

/** Every file under `dir` (relative paths, sorted) with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** `cmp` agrees that `file` still holds what `copy` holds. */
function sameBytes(file: string, copy: string): void {
  const compared = spawnSync('cmp', [file, copy], { encoding: 'utf8' });
  assert.is(compared.status, 0, `cmp ${file} ${copy}: ${compared.stdout}${compared.stderr}`);
}

/** Exit 2 with `message` and the refusal's advice, nothing written, no stack trace. */
function refusedNamingForce(result: { status: number | null; stderr: string }, message: string, what: string): void {
  assert.is(result.status, 2, `${what}: ${result.stderr}`);
  assert.match(result.stderr, message, what);
  assert.match(result.stderr, '--force', what);
  assert.match(result.stderr, 'nothing written', what);
  assert.not.ok(hasStackTrace(result.stderr), what);
}

test('build --out refuses a folder awm did not make, and files its manifest does not list; --force takes over', () => {
  const model = copyModel();
  try {
    const out = path.join(model.root, 'existing');
    mkdirSync(out);
    writeFileSync(path.join(out, 'model.json'), '{"mine": true}\n');
    writeFileSync(path.join(out, 'index.html'), '<p>my page</p>\n');
    writeFileSync(path.join(model.root, 'model.json.orig'), '{"mine": true}\n');
    const before = snapshot(out);

    const refused = runAwm(['build', '--out', 'existing'], model.root);
    refusedNamingForce(
      refused,
      'existing is not empty and has no .awm-manifest, so awm did not make it',
      'no manifest',
    );
    sameBytes(path.join(out, 'model.json'), path.join(model.root, 'model.json.orig'));
    assert.equal(snapshot(out), before, 'nothing in the folder changed or was added');

    // A folder awm made, where a file it is about to write was put by someone else (it is not in the manifest).
    assert.is(runAwm(['build', '--out', 'owned'], model.root).status, 0);
    const owned = path.join(model.root, 'owned');
    const manifest = readFileSync(path.join(owned, '.awm-manifest'), 'utf8');
    writeFileSync(path.join(owned, '.awm-manifest'), manifest.replace('model.json\n', ''));
    writeFileSync(path.join(owned, 'model.json'), '{"mine": true}\n');
    const ownedBefore = snapshot(owned);
    const replacing = runAwm(['build', '--out', 'owned'], model.root);
    refusedNamingForce(replacing, 'model.json in ', 'a file not in the manifest');
    assert.match(replacing.stderr, 'was not written by awm (not in .awm-manifest) and would be replaced');
    assert.equal(snapshot(owned), ownedBefore, 'the folder is as it was');
    sameBytes(path.join(owned, 'model.json'), path.join(model.root, 'model.json.orig'));

    // --force takes the folder over: awm writes it and lists what it wrote, which later builds then own.
    const forced = runAwm(['build', '--out', 'existing', '--force'], model.root);
    assert.is(forced.status, 0, forced.stderr);
    assert.is(readFileSync(path.join(out, 'index.html'), 'utf8'), '<p>my page</p>\n', 'a file awm does not make stays');
    assert.not.match(readFileSync(path.join(out, 'model.json'), 'utf8'), '"mine"');
    assert.not.match(readFileSync(path.join(out, '.awm-manifest'), 'utf8'), 'index.html');
  } finally {
    model.dispose();
  }
});

test('docs --out gets the same refusals: a folder awm did not make, the model directory, a folder inside it', () => {
  const model = copyModel();
  try {
    const site = path.join(model.root, 'site');
    mkdirSync(site);
    writeFileSync(path.join(site, 'index.html'), '<p>my page</p>\n');
    writeFileSync(path.join(model.root, 'index.html.orig'), '<p>my page</p>\n');
    const refused = runAwm(['docs', '--out', 'site'], model.root);
    refusedNamingForce(refused, 'site is not empty and has no .awm-manifest', 'docs into a folder awm did not make');
    sameBytes(path.join(site, 'index.html'), path.join(model.root, 'index.html.orig'));
    assert.equal(readdirSync(site), ['index.html']);

    const modelBefore = snapshot(model.modelDir);
    for (const [out, message] of [
      ['model', 'model is the model directory'],
      ['model/site', 'model/site is inside the model directory'],
      ['.', '. holds the model directory'],
    ] as const) {
      const result = runAwm(['docs', '--out', out], model.root);
      assert.is(result.status, 2, `docs --out ${out}: ${result.stderr}`);
      assert.match(result.stderr, message, `docs --out ${out}`);
      assert.match(result.stderr, 'nothing written', `docs --out ${out}`);
    }
    assert.equal(snapshot(model.modelDir), modelBefore, 'nothing in the model changed or was added');
  } finally {
    model.dispose();
  }
});

test.run();
