// The PostgreSQL schema: init and migrations, immutability in the database, the runtime's own role, and the CLI on a
// URL.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  migrate,
  postgresMigrations,
  postgresSchemaVersion,
  type Migration,
} from '../../src/runtime/store/postgres/schema.js';
import { runAwm } from '../helpers/cli.js';
import { freshSchema, withClient, withPostgres } from '../helpers/postgres.js';
import { allowAll } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';

/** The SQLSTATE a statement fails with, or "ok". */
async function outcome(url: string, schema: string, sql: string): Promise<string> {
  return withClient(url, async (client) => {
    await client.query(`SET search_path TO "${schema}"`);
    try {
      await client.query(sql);
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  });
}

const commands = [
  { command_id: 'c1', type: 'create', term: 'Project', id: 'p1', fields: { policy: allowAll } },
  { command_id: 'c2', type: 'set_policy', term: 'Project', id: 'p1', policy: { grants: [] } },
];

/**
 * Statements that would change the log, for the owner (stopped by triggers) and the runtime role (stopped by
 * privileges).
 */
const tampering = [
  "UPDATE facts SET data = '{}'",
  'DELETE FROM facts',
  'TRUNCATE facts',
  "UPDATE commands SET state = 'x'",
  'DELETE FROM commands',
  'TRUNCATE commands',
  "UPDATE awm_meta SET value = 'x'",
  'DELETE FROM awm_meta',
  'TRUNCATE awm_meta',
  'DELETE FROM awm_schema',
];

await withPostgres('postgres schema and roles', (server) => {
  test(
    'postgres: init creates the schema once; the CLI applies, shows, verifies and rebuilds on a URL; messages ' +
      'hide the password',
    async () => {
      const db = freshSchema(server);
      const dir = tempDir('awm-pg-cli-');
      try {
        writeFileSync(path.join(dir, 'commands.jsonl'), commands.map((command) => JSON.stringify(command)).join('\n'));
        const early = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', db.url], dir);
        assert.is(early.status, 2);
        assert.match(early.stderr, `has no awm fact log in schema ${db.schema}; create it with "awm runtime init --db`);
        const init = runAwm(['runtime', 'init', '--db', db.url, '--no-enforce-authority'], dir);
        assert.is(init.status, 0, init.stderr);
        assert.match(init.stdout, `(schema ${db.schema}) holds a fact log for Agent Work Model`);
        assert.is(
          runAwm(['runtime', 'init', '--db', db.url, '--no-enforce-authority'], dir).status,
          0,
          'init is idempotent',
        );
        const apply = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', db.url], dir);
        assert.is(apply.status, 0, apply.stderr);
        assert.match(apply.stdout, 'commands.jsonl:2 accepted Project/p1 active (v2)');
        assert.match(runAwm(['runtime', 'show', 'p1', '--db', db.url], dir).stdout, '"version": 2');
        assert.match(runAwm(['runtime', 'history', 'Project/p1', '--db', db.url], dir).stdout, '#2 v2');
        const verify = runAwm(['runtime', 'verify', '--db', db.url], dir);
        assert.is(verify.status, 0, verify.stderr);
        assert.match(verify.stdout, 'ok (2 facts, 1 entities)');
        assert.match(runAwm(['runtime', 'rebuild', '--db', db.url], dir).stdout, 'the live projection already matched');

        const unreachable = new URL(db.url);
        unreachable.password = 'hunter2';
        unreachable.port = '1';
        const refused = runAwm(['runtime', 'verify', '--db', unreachable.toString()], dir);
        assert.is(refused.status, 2);
        assert.match(refused.stderr, /cannot open postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/.*ECONNREFUSED/);
        assert.not.match(refused.stderr, 'hunter2');
        const role = runAwm(['runtime', 'init', '--db', 'rt.db', '--runtime-role', 'someone'], dir);
        assert.is(role.status, 2);
        assert.match(role.stderr, '--runtime-role needs a PostgreSQL database');
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await db.drop();
      }
    },
  );

  test(
    'postgres: facts, commands and metadata are immutable for the owner too (triggers); verify reports a disabled ' +
      'trigger',
    async () => {
      const db = freshSchema(server);
      const dir = tempDir('awm-pg-tamper-');
      try {
        writeFileSync(path.join(dir, 'commands.jsonl'), commands.map((command) => JSON.stringify(command)).join('\n'));
        assert.is(runAwm(['runtime', 'init', '--db', db.url, '--no-enforce-authority'], dir).status, 0);
        assert.is(runAwm(['runtime', 'apply', 'commands.jsonl', '--db', db.url], dir).status, 0);
        for (const sql of [
          ...tampering,
          'UPDATE awm_head SET seq = 7',
          'DELETE FROM awm_head',
          `INSERT INTO facts SELECT seq + 5, stream, term, entity_id, version + 5, type, data, command_id, ` +
            `recorded_at, prev_hash, hash FROM facts WHERE seq = 2`,
        ]) {
          assert.is(await outcome(server.url, db.schema, sql), '23000', `the owner could: ${sql}`);
        }
        assert.is(await outcome(server.url, db.schema, 'ALTER TABLE facts DISABLE TRIGGER facts_immutable'), 'ok');
        const verify = runAwm(['runtime', 'verify', '--db', db.url], dir);
        assert.is(verify.status, 1);
        assert.match(
          verify.stderr,
          'integrity: trigger facts_immutable on facts is disabled: the log is not protected',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await db.drop();
      }
    },
  );

  test(
    'postgres: --runtime-role creates a role that appends and reads but can never update, delete or truncate the ' +
      'log',
    async () => {
      const db = freshSchema(server);
      const role = `awm_rt_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
      const dir = tempDir('awm-pg-role-');
      const asRole = new URL(db.url);
      asRole.username = role;
      asRole.password = 'secret-for-test';
      try {
        writeFileSync(path.join(dir, 'commands.jsonl'), commands.map((command) => JSON.stringify(command)).join('\n'));
        const init = runAwm(['runtime', 'init', '--db', db.url, '--runtime-role', role, '--no-enforce-authority'], dir);
        assert.is(init.status, 0, init.stderr);
        assert.match(
          init.stdout,
          `created role ${role} may append facts and commands and rewrite the projection in schema ${db.schema}; it ` +
            `cannot update, delete or truncate the log`,
        );
        const again = runAwm(
          ['runtime', 'init', '--db', db.url, '--runtime-role', role, '--no-enforce-authority'],
          dir,
        );
        assert.match(again.stdout, `: role ${role} may append`, 'a second init grants again and creates nothing');

        const apply = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', asRole.toString()], dir);
        assert.is(apply.status, 0, apply.stderr);
        assert.is(runAwm(['runtime', 'verify', '--db', asRole.toString()], dir).status, 0);
        assert.is(runAwm(['runtime', 'rebuild', '--db', asRole.toString()], dir).status, 0);
        for (const sql of tampering)
          assert.is(
            await outcome(asRole.toString(), db.schema, sql),
            '42501',
            `the runtime role has the privilege for: ${sql}`,
          );
        for (const sql of [
          'ALTER TABLE facts DISABLE TRIGGER facts_immutable',
          'DROP TRIGGER facts_immutable ON facts',
          'DROP TABLE facts',
          'CREATE TABLE extra (x int)',
        ]) {
          assert.is(await outcome(asRole.toString(), db.schema, sql), '42501', `the runtime role may: ${sql}`);
        }
        // It locks the head (so it holds UPDATE there), but only an appended fact moves it.
        assert.is(await outcome(asRole.toString(), db.schema, 'UPDATE awm_head SET seq = 9'), '23000');
        assert.is(await outcome(asRole.toString(), db.schema, 'SELECT count(*) FROM facts'), 'ok');
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await db.drop();
        await withClient(server.url, async (client) => {
          await client.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
          await client.query(`DROP ROLE IF EXISTS "${role}"`);
        });
      }
    },
  );

  test(
    'postgres: migrations run once each, in order, recorded in awm_schema; concurrent inits take turns; a newer ' +
      'schema is refused',
    async () => {
      const db = freshSchema(server);
      const latest = postgresSchemaVersion;
      const extra: Migration = {
        version: latest + 1,
        description: 'a test migration',
        sql: (s) => `CREATE TABLE ${s}.extra (n integer); INSERT INTO ${s}.extra VALUES (1);`,
      };
      const migrateIn = (migrations: readonly Migration[]) =>
        withClient(server.url, async (client) => {
          await client.query('BEGIN');
          const result = await migrate(client, db.schema, migrations);
          await client.query('COMMIT');
          return result;
        });
      try {
        const both = await Promise.all([migrateIn(postgresMigrations), migrateIn(postgresMigrations)]);
        assert.equal(
          both.map((result) => result.from).sort(),
          [0, latest],
          'one init created the schema; the other found it done',
        );
        assert.equal(await migrateIn([...postgresMigrations, extra]), { from: latest, to: latest + 1 });
        assert.equal(
          await migrateIn([...postgresMigrations, extra]),
          { from: latest + 1, to: latest + 1 },
          'nothing to do the second time',
        );
        const rows = await withClient(server.url, async (client) => ({
          versions: (await client.query(`SELECT version FROM "${db.schema}".awm_schema ORDER BY version`)).rows.map(
            (row) => row.version,
          ),
          extra: (await client.query(`SELECT count(*)::int AS n FROM "${db.schema}".extra`)).rows[0].n,
        }));
        assert.equal(rows, { versions: [...postgresMigrations.map((m) => m.version), latest + 1], extra: 1 });
        const newer = runAwm(['runtime', 'verify', '--db', db.url], process.cwd());
        assert.is(newer.status, 2);
        assert.match(
          newer.stderr,
          `its schema is version ${latest + 1}, written by a newer awm; this one reads up to ${latest}`,
        );
      } finally {
        await db.drop();
      }
    },
  );

  test('postgres: a schema holding other tables is not taken over', async () => {
    const db = freshSchema(server);
    try {
      await withClient(server.url, (client) =>
        client.query(`CREATE SCHEMA "${db.schema}"; CREATE TABLE "${db.schema}".orders (id int)`),
      );
      const init = runAwm(['runtime', 'init', '--db', db.url, '--no-enforce-authority'], process.cwd());
      assert.is(init.status, 2);
      assert.match(init.stderr, `schema ${db.schema} of postgres://`);
      assert.match(init.stderr, 'holds other tables, but no awm fact log; name another schema with ?schema=');
    } finally {
      await db.drop();
    }
  });
});

test.run();
