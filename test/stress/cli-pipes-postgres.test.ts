// awm runtime apply, roles list and follow on PostgreSQL end quietly when their reader goes, and follow on SIGTERM
// and SIGINT (on SQLite too).
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import { followEnds, runtimeCommandsEndQuietly } from '../helpers/pipes.js';
import { freshSchema, withPostgres } from '../helpers/postgres.js';
import { tempDir } from '../helpers/temp-model.js';

test('follow on SQLite ends on SIGINT too, blocked writing or waiting', async () => {
  const dir = tempDir('awm-pipe-');
  try {
    await runtimeCommandsEndQuietly('rt.db', dir);
    await followEnds('rt.db', dir, ['SIGINT']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

await withPostgres('pipes on PostgreSQL', (server) => {
  test('runtime apply, roles list and follow end quietly when their reader goes, on PostgreSQL', async () => {
    const dir = tempDir('awm-pipe-');
    const schema = freshSchema(server);
    try {
      await runtimeCommandsEndQuietly(schema.url, dir);
      await followEnds(schema.url, dir);
    } finally {
      await schema.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.run();
