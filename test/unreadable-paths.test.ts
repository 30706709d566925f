// A folder of the model awm may not read is a clear I/O error naming it (exit 2), in every command that reads the
// model, never "internal error, please report it"; an unreadable file is a finding at that file.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace } from './helpers/cli.js';
import { runAsOtherUser } from './helpers/other-user.js';
import { copyModel } from './helpers/temp-model.js';

test('an unreadable folder in model/ is "cannot read <folder>: permission denied" with exit 2', () => {
  const model = copyModel();
  const folder = path.join(model.modelDir, 'terms', 'private');
  try {
    // The other user may read the model and write beside it; only the one folder is closed.
    chmodSync(model.root, 0o777);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'Hidden.yaml'), 'key: Hidden\n');
    chmodSync(folder, 0o000);
    for (const args of [['lint'], ['validate'], ['build', '--out', 'out'], ['docs', '--out', 'site']]) {
      const result = runAsOtherUser(args, model.root);
      const what = `awm ${args.join(' ')}: ${result.stderr}`;
      assert.is(result.status, 2, what);
      assert.match(result.stderr, `cannot read ${folder}: permission denied`, what);
      assert.not.match(result.stderr, 'internal error', what);
      assert.not.match(result.stderr, 'please report it', what);
      assert.not.ok(hasStackTrace(result.stderr), what);
    }
  } finally {
    chmodSync(folder, 0o755);
    model.dispose();
  }
});

test('an unreadable model file is a READ_ERROR finding at that file (exit 2, an I/O error)', () => {
  const model = copyModel();
  try {
    chmodSync(model.root, 0o777);
    chmodSync(model.file('terms/Task.yaml'), 0o000);
    const result = runAsOtherUser(['lint', '--format', 'json'], model.root);
    assert.is(result.status, 2, result.stderr);
    const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: { code: string; file: string }[] };
    const unread = diagnostics.filter((diagnostic) => diagnostic.code === 'READ_ERROR');
    assert.equal(
      unread.map((diagnostic) => diagnostic.file),
      ['model/terms/Task.yaml'],
    );
    assert.not.ok(hasStackTrace(result.stderr));
  } finally {
    chmodSync(model.file('terms/Task.yaml'), 0o644);
    model.dispose();
  }
});

test.run();
