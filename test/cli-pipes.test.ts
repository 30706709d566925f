// A reader that goes away (`awm ... | head -1`) ends awm's output quietly with the command's usual exit status, in
// every command that can print much; a follower ends when its reader goes or a signal comes (SIGINT and
// PostgreSQL: in test/stress/cli-pipes-postgres.test.ts).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import { firstLineThenClose, followEnds, quietEnd, runtimeCommandsEndQuietly } from './helpers/pipes.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

test('lint --format json | head -1 ends quietly with the status of its findings (1)', async () => {
  const model = copyModel();
  try {
    // Far more output than a pipe holds: every file is a schema error.
    for (let index = 0; index < 60; index += 1)
      writeFileSync(path.join(model.modelDir, 'terms', `Broken${index}.yaml`), `key: Broken${index}\nstatus: 7\n`);
    for (const format of ['json', 'stylish']) {
      const result = await firstLineThenClose(['lint', '--format', format], model.root);
      quietEnd(result, 1, `lint --format ${format}`);
    }
  } finally {
    model.dispose();
  }
});

test('conformance | head -1 ends quietly with the status of its findings (1)', async () => {
  const dir = tempDir('awm-pipe-');
  try {
    const trace = Array.from({ length: 5000 }, (_, index) => `not json ${index}`).join('\n');
    writeFileSync(path.join(dir, 'bad.jsonl'), `${trace}\n`);
    const fromFile = await firstLineThenClose(['conformance', 'bad.jsonl'], dir);
    quietEnd(fromFile, 1, 'conformance bad.jsonl');
    const fromStdin = await firstLineThenClose(['conformance', '-', '--format', 'json'], dir, `${trace}\n`);
    quietEnd(fromStdin, 1, 'conformance - --format json');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('runtime apply, roles list and follow end quietly when their reader goes, on SQLite', async () => {
  const dir = tempDir('awm-pipe-');
  try {
    await runtimeCommandsEndQuietly('rt.db', dir);
    await followEnds('rt.db', dir, ['SIGTERM']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
