// Golden files for one term's schema, types and page; builds are byte-for-byte repeatable.
// AWM_UPDATE_GOLDEN=1 npm test rewrites the golden files from the current generators.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { emitModel } from '../src/emit/emit-model.js';
import { listFiles } from '../src/load/discover.js';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

const goldenDir = repoPath('test', 'fixtures', 'golden');
const goldenFiles = [
  'schemas/AgentRun.schema.json',
  'schemas/AgentRun.portable.schema.json',
  'types/AgentRun.ts',
  'docs/terms/AgentRun.md',
];
const updating = process.env.AWM_UPDATE_GOLDEN === '1';

const { model } = compileModel(repoPath('model'));
const emitted = await emitModel(model!);

/** Reads every file under a directory into a path -> content map. */
function snapshot(dir: string): Map<string, string> {
  return new Map(
    listFiles(dir, { includeHidden: true }).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

for (const file of goldenFiles) {
  test(`golden: ${file}`, () => {
    const produced = emitted.find((f) => f.path === file);
    assert.ok(produced, `${file} is not generated`);
    const golden = path.join(goldenDir, file);
    if (updating) {
      mkdirSync(path.dirname(golden), { recursive: true });
      writeFileSync(golden, produced.content);
    }
    // A fixed string diff on failure; rerun with AWM_UPDATE_GOLDEN=1 when the change is intended.
    assert.fixture(
      produced.content,
      readFileSync(golden, 'utf8'),
      `${file} differs from test/fixtures/golden/${file} (AWM_UPDATE_GOLDEN=1 to accept)`,
    );
  });
}

test('emitting twice gives the same files in the same order', async () => {
  const again = await emitModel(model!);
  assert.equal(
    again.map((f) => f.path),
    emitted.map((f) => f.path),
  );
  for (const [i, file] of again.entries()) assert.ok(file.content === emitted[i]!.content, file.path);
});

test('two builds, from different directories, write the same bytes; the second build writes nothing', () => {
  const temp = copyModel();
  const elsewhere = tempDir();
  try {
    assert.is(runAwm(['build'], temp.root).status, 0);
    const first = snapshot(path.join(temp.root, 'generated'));
    const second = runAwm(['build'], temp.root);
    assert.is(second.status, 0, second.stderr);
    assert.match(second.stdout, `awm build: 0 written, ${emitted.length + 1} unchanged, 0 removed`);
    assert.equal(snapshot(path.join(temp.root, 'generated')), first);

    const third = runAwm(['build', '--model', temp.modelDir, '--out', path.join(elsewhere, 'out')], elsewhere);
    assert.is(third.status, 0, third.stderr);
    assert.equal(snapshot(path.join(elsewhere, 'out')), first);
  } finally {
    temp.dispose();
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

test('the committed generated/ is what the model builds (awm build --check)', () => {
  const check = runAwm(['build', '--check'], repoPath());
  assert.is(check.status, 0, check.stderr);
});

test.run();
