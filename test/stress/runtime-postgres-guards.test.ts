// The PostgreSQL guards' finer checks: a command record must hold its target's state, and a fact inserted by hand
// while an appender holds the head is refused once it commits.
import type pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime } from '../../src/runtime/runtime.js';
import { lockWaiters, withClient, withPostgres } from '../helpers/postgres.js';
import { bundledRuntimeModel, must } from '../helpers/runtime.js';
import { forgedFactRow, insertFactSql, preparedPostgresLog } from '../helpers/postgres-forgery.js';

/** Runs `work` on a connection of its own in the schema; the SQLSTATE it failed with, or undefined. */
const sqlState = (url: string, schema: string, work: (client: pg.Client) => Promise<unknown>) =>
  withClient(url, async (client) => {
    await client.query(`SET search_path TO "${schema}"`);
    try {
      await work(client);
      return undefined;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  });

await withPostgres('postgres guards', (server) => {
  test(
    "postgres: a command whose facts leave its target's state alone is recorded with the state from before them, " +
      'and a record saying another is refused',
    async () => {
      const db = await preparedPostgresLog(server);
      try {
        const model = await bundledRuntimeModel();
        const runtime = await openRuntime({ url: db.url, model, create: false });
        let state: string | null;
        try {
          await must(runtime, {
            type: 'set_policy',
            term: 'Project',
            id: 'p-a',
            policy: { grants: [{ resource: 'Task', actions: ['*'] }] },
          });
          state = (await runtime.get('Project', 'p-a'))!.state;
          assert.is(state, 'active', 'a Project starts active, as its lifecycle says');
        } finally {
          await runtime.close();
        }
        const forge = (recorded: string | null) =>
          sqlState(server.url, db.schema, async (client) => {
            await client.query('BEGIN');
            const fact = await forgedFactRow(client, {
              stream: 'Project/p-a',
              type: 'policy_changed',
              command_id: 'c-forged',
              data: '{"policy":{}}',
            });
            await client.query(insertFactSql, fact);
            await client.query(`INSERT INTO commands VALUES ('c-forged', '\\x00', $1, 1, $2)`, [fact[0], recorded]);
            await client.query('ROLLBACK');
          });
        assert.is(await forge('no-such-state'), '23000');
        assert.is(await forge(state), undefined, 'the state from before its facts is what a record must hold');
      } finally {
        await db.drop();
      }
    },
  );

  test('postgres: a fact inserted by hand while another appender holds the head waits, then is refused', async () => {
    const db = await preparedPostgresLog(server);
    try {
      await withClient(server.url, async (first) => {
        await first.query(`SET search_path TO "${db.schema}"`);
        await first.query('BEGIN');
        const fact = await forgedFactRow(first, {
          stream: 'AgentRun/r1',
          type: 'transitioned',
          command_id: 'c-first',
          data: '{"from":"running","to":"blocked"}',
        });
        await first.query(insertFactSql, fact);
        // The same next fact, from a second connection: its guard waits for the head, then the log has moved.
        const second = sqlState(server.url, db.schema, (client) => client.query(insertFactSql, fact));
        await lockWaiters(server, 1);
        await first.query('COMMIT');
        assert.ok(['23000', '23505'].includes((await second) ?? ''), 'the second insert is refused');
      });
      const count = await withClient(server.url, async (client) =>
        Number((await client.query(`SELECT count(*) AS n FROM "${db.schema}".facts`)).rows[0].n),
      );
      assert.is(count, 7, 'six facts and the first hand-written one');
    } finally {
      await db.drop();
    }
  });
});

test.run();
