// Signed checkpoints on PostgreSQL, through the CLI: the owner rewrites a past fact with the triggers off and
// re-chains the log; verify alone is fooled, verify --checkpoint is not.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  attackedLogCommands,
  checkpointAttackStory,
  rewriteAndRechain,
  type RawFact,
} from '../helpers/checkpoint-attack.js';
import { runAwm } from '../helpers/cli.js';
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

  test('postgres: the runtime role, which cannot rewrite the log, signs and verifies checkpoints', async () => {
    const dir = tempDir('awm-checkpoint-pg-');
    const db = freshSchema(server);
    const role = `awm_cp_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
    const asRole = new URL(db.url);
    asRole.username = role;
    const awm = (...args: string[]) => runAwm(['runtime', ...args, '--db', asRole.toString()], dir);
    try {
      const init = runAwm(['runtime', 'init', '--db', db.url, '--runtime-role', role, '--no-enforce-authority'], dir);
      assert.is(init.status, 0, init.stderr);
      writeFileSync(path.join(dir, 'commands.jsonl'), attackedLogCommands.map((c) => JSON.stringify(c)).join('\n'));
      assert.is(awm('apply', 'commands.jsonl').status, 0);
      const signed = awm('checkpoint', '--key', 'ops.pem', '--new-key', '--append', 'cps.jsonl');
      assert.is(signed.status, 0, signed.stderr);
      assert.match(signed.stdout, 'awm runtime checkpoint: #4 ');
      const verified = awm('verify', '--checkpoint', 'cps.jsonl', '--key', 'ops.pub.pem');
      assert.is(verified.status, 0, verified.stderr);
      assert.match(verified.stdout, 'the log extends 1 signed checkpoint, the latest at #4');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
      await withClient(server.url, async (client) => {
        await client.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
        await client.query(`DROP ROLE IF EXISTS "${role}"`);
      });
    }
  });
});

test.run();
