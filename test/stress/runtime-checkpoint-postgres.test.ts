// Signed checkpoints on PostgreSQL, through the CLI: the owner rewrites a past fact with the triggers off and
// re-chains the log; verify alone is fooled, verify --checkpoint is not.
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import { checkpointAttackStory, rewriteAndRechain, type RawFact } from '../helpers/checkpoint-attack.js';
import { freshSchema, withClient, withPostgres } from '../helpers/postgres.js';
import { tempDir } from '../helpers/temp-model.js';

await withPostgres('postgres checkpoints', (server) => {
  test('postgres: a log rewritten, re-chained and rebuilt passes verify alone, not verify --checkpoint', async () => {
    const dir = tempDir('awm-checkpoint-pg-');
    const db = freshSchema(server);
    // What the schema's owner can do: switch the triggers off for its session, rewrite, move the head along.
    const rewrite = () =>
      withClient(server.url, async (client) => {
        await client.query(`SET search_path TO "${db.schema}"; SET session_replication_role = replica`);
        const facts = (
          await client.query(
            'SELECT seq::int, stream, version, type, command_id, recorded_at, data::text AS data ' +
              'FROM facts ORDER BY seq',
          )
        ).rows as RawFact[];
        const rows = rewriteAndRechain(facts);
        for (const row of rows)
          await client.query('UPDATE facts SET data = $1::json, prev_hash = $2, hash = $3 WHERE seq = $4', [
            row.data,
            row.prev_hash,
            row.hash,
            row.seq,
          ]);
        await client.query('UPDATE awm_head SET hash = $1', [rows.at(-1)!.hash]);
      });
    try {
      await checkpointAttackStory(dir, db.url, rewrite);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  });
});

test.run();
