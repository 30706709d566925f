// Schema version 5's guards on PostgreSQL: a version 4 log migrates to them, and what they check in fewer statements
// still refuses the direct writes version 4's refused.
import type pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendChannel, guardFunctions, postgresMigrations } from '../../src/runtime/store/postgres/schema.js';
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

await withPostgres('postgres guards of schema version 5', (server) => {
  test('postgres: a log at schema version 4 is migrated when opened, to version 5 guards that verify', async () => {
    const db = await preparedPostgresLog(server);
    const s = `"${db.schema}"`;
    const migration = (version: number) => postgresMigrations.find((m) => m.version === version)!;
    try {
      // Back to what version 4 left: version 2's guard functions, facts_notify, version 4's functions, awm_schema at 4.
      const rewind = [
        // awm_schema is immutable: its row for version 5 goes with the triggers off.
        `SET LOCAL session_replication_role = replica; DELETE FROM ${s}.awm_schema WHERE version >= 5;
         SET LOCAL session_replication_role = DEFAULT`,
        `DROP TRIGGER facts_advance_head ON ${s}.facts; DROP TRIGGER commands_match_facts ON ${s}.commands`,
        migration(2).sql(s),
        `CREATE TRIGGER facts_notify AFTER INSERT ON ${s}.facts FOR EACH STATEMENT
           EXECUTE FUNCTION ${s}.awm_notify_append()`,
        `DROP FUNCTION ${s}.awm_apply(json); DROP FUNCTION ${s}.awm_write(jsonb)`,
        migration(4).sql(s),
      ];
      await withClient(server.url, (client) => client.query(`BEGIN; ${rewind.join(';\n')}; COMMIT`));
      const source = (name: string) =>
        withClient(server.url, async (client) => {
          const { rows } = await client.query(
            'SELECT p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace ' +
              'WHERE n.nspname = $1 AND p.proname = $2',
            [db.schema, name],
          );
          return rows[0]?.prosrc as string | undefined;
        });
      const current = guardFunctions(s);
      assert.is.not(await source('awm_check_command'), current.awm_check_command, 'rewound to version 2 guards');

      const model = await bundledRuntimeModel();
      const runtime = await openRuntime({ url: db.url, model });
      try {
        assert.is(runtime.meta.schema_version, 5);
        assert.is(await source('awm_check_command'), current.awm_check_command);
        assert.is(await source('awm_append_fact'), current.awm_append_fact);
        assert.is(await source('awm_notify_append'), undefined, 'facts_notify and its function are gone');
        // A follower hears an append: the head's trigger notifies now.
        const heard = await withClient(server.url, async (listener) => {
          await listener.query(`LISTEN "${appendChannel(db.schema)}"`);
          const notified = new Promise<boolean>((resolve) => listener.once('notification', () => resolve(true)));
          await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'blocked' });
          return notified;
        });
        assert.ok(heard);
        await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
        const report = await runtime.verify();
        assert.ok(report.ok, JSON.stringify(report.problems));
      } finally {
        await runtime.close();
      }
    } finally {
      await db.drop();
    }
  });

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
