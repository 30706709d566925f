// Tampering with a PostgreSQL log by hand: as the runtime's role every write is refused or named by verify; the owner's
// are named.
import type pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime } from '../../src/runtime/runtime.js';
import type { VerifyCheck } from '../../src/runtime/verify.js';
import { withClient, withPostgres } from '../helpers/postgres.js';
import { bundledRuntimeModel } from '../helpers/runtime.js';
import { forgeFact, preparedPostgresLog } from '../helpers/postgres-forgery.js';

/**
 * Runs `sql` after the statements of a temporary table whose trigger runs it: the old head guard trusted that depth.
 */
const throughTemporaryTrigger = (schema: string, sql: string) => `
CREATE TEMP TABLE poke (x int);
CREATE FUNCTION pg_temp.poke_log() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN ${sql.replaceAll('@', `"${schema}".`)}; RETURN NEW; END $$;
CREATE TRIGGER poke_log AFTER INSERT ON poke FOR EACH ROW EXECUTE FUNCTION pg_temp.poke_log();
INSERT INTO poke VALUES (1);`;

type Outcome = { refused: string } | { check: VerifyCheck; message: string };

/** One write by hand: SQL (`@` stands for the log's schema) or work on a raw connection, and what must come of it. */
interface Attack {
  name: string;
  write: string | ((client: pg.Client, schema: string) => Promise<unknown>);
  outcome: Outcome;
}

const privilege = { refused: '42501' };
const integrity = { refused: '23000' };

/** What the runtime's own role can try. */
const roleAttacks: Attack[] = [
  ...Object.entries({
    facts: 'command_id',
    commands: 'command_id',
    awm_meta: 'value',
    awm_schema: 'description',
  }).flatMap(([table, column]) => [
    { name: `update ${table}`, write: `UPDATE ${table} SET ${column} = 'x'`, outcome: privilege },
    { name: `delete from ${table}`, write: `DELETE FROM ${table}`, outcome: privilege },
    { name: `truncate ${table}`, write: `TRUNCATE ${table}`, outcome: privilege },
  ]),
  { name: 'insert metadata', write: `INSERT INTO awm_meta VALUES ('model_fingerprint', 'forged')`, outcome: privilege },
  { name: 'disable a trigger', write: 'ALTER TABLE facts DISABLE TRIGGER facts_append_only', outcome: privilege },
  { name: 'drop a trigger', write: 'DROP TRIGGER commands_match_facts ON commands', outcome: privilege },
  {
    name: 'replace a guard function',
    write:
      `CREATE OR REPLACE FUNCTION @awm_guard_head() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; ` +
      `END $$`,
    outcome: privilege,
  },
  { name: 'turn triggers off for the session', write: 'SET session_replication_role = replica', outcome: privilege },
  { name: 'move the head', write: 'UPDATE awm_head SET seq = seq + 1', outcome: integrity },
  {
    name: 'move the head time',
    write: `UPDATE awm_head SET recorded_at = '9999-12-31T00:00:00.000Z'`,
    outcome: integrity,
  },
  { name: 'delete the head', write: 'DELETE FROM awm_head', outcome: privilege },
  {
    name: 'move the head from a temporary table trigger (a permanent gap)',
    write: (client, schema) => client.query(throughTemporaryTrigger(schema, 'UPDATE @awm_head SET seq = seq + 1')),
    outcome: integrity,
  },
  {
    name: 'move the head time from a temporary table trigger',
    write: (client, schema) =>
      client.query(throughTemporaryTrigger(schema, `UPDATE @awm_head SET recorded_at = '9999-12-31T00:00:00.000Z'`)),
    outcome: integrity,
  },
  {
    name: 'record a command for facts that are not its own',
    write: `INSERT INTO commands VALUES ('c-forged', '\\x00', 6, 1, 'running')`,
    outcome: integrity,
  },
  {
    name: 'record a command that claims more facts than it has',
    write: async (client) => {
      await forgeFact(client, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-extra',
        data: '{"from":"running","to":"blocked"}',
      });
      await client.query(`INSERT INTO commands VALUES ('c-extra', '\\x00', 6, 2, 'blocked')`);
    },
    outcome: integrity,
  },
  {
    name: 'record a command with another outcome than its facts',
    write: async (client) => {
      await forgeFact(client, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-extra',
        data: '{"from":"running","to":"blocked"}',
      });
      await client.query(`INSERT INTO commands VALUES ('c-extra', '\\x00', 7, 1, 'succeeded')`);
    },
    outcome: integrity,
  },
  {
    name: 'append a fact at a gap',
    write:
      `INSERT INTO facts SELECT seq + 5, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `recorded_at, prev_hash, hash FROM facts WHERE seq = 6`,
    outcome: integrity,
  },
  {
    name: 'append a fact that does not link to the last one',
    write:
      `INSERT INTO facts SELECT seq + 1, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `recorded_at, prev_hash, hash FROM facts WHERE seq = 6`,
    outcome: integrity,
  },
  {
    name: 'append a fact recorded before the last one',
    write:
      `INSERT INTO facts SELECT seq + 1, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `'2000-01-01T00:00:00.000Z', hash, hash FROM facts WHERE seq = 6`,
    outcome: integrity,
  },
  {
    name: 'append a correctly chained fact of an illegal transition, without a command record',
    write: (client) =>
      forgeFact(client, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-forged',
        data: '{"from":"running","to":"assigned"}',
      }),
    outcome: { check: 'transition', message: 'running -> assigned is not a transition of AgentRun' },
  },
  {
    // Whoever may append may append a legal fact (with its projection row and record, it is a command).
    name: 'append a correctly chained, legal fact, without its projection update',
    write: (client) =>
      forgeFact(client, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-forged',
        data: '{"from":"running","to":"blocked"}',
      }),
    outcome: { check: 'projection', message: 'AgentRun/r1 is different from replay' },
  },
  {
    name: 'edit the projection',
    write: `UPDATE entities SET state = 'succeeded' WHERE stream = 'AgentRun/r1'`,
    outcome: { check: 'projection', message: 'AgentRun/r1 is different from replay' },
  },
  {
    name: 'delete from the projection',
    write: `DELETE FROM entities WHERE stream = 'Project/p-a'`,
    outcome: { check: 'projection', message: 'Project/p-a is missing from the live projection' },
  },
];

/**
 * What the schema's owner (here a superuser, more than the owner) can do that the triggers cannot stop: verify names
 * it.
 */
const ownerAttacks: Attack[] = [
  {
    name: 'disable a trigger',
    write: 'ALTER TABLE facts DISABLE TRIGGER facts_append_only',
    outcome: { check: 'integrity', message: 'trigger facts_append_only on facts is disabled' },
  },
  {
    name: 'set a trigger to fire only on replicas',
    write: 'ALTER TABLE commands ENABLE REPLICA TRIGGER commands_immutable',
    outcome: { check: 'integrity', message: 'trigger commands_immutable on commands is disabled' },
  },
  {
    name: 'drop a trigger',
    write: 'DROP TRIGGER commands_match_facts ON commands',
    outcome: { check: 'integrity', message: 'trigger commands_match_facts on commands is missing' },
  },
  {
    name: 'recreate a trigger so that it fires on less',
    write: `DROP TRIGGER awm_head_moves_with_facts ON awm_head;
            CREATE TRIGGER awm_head_moves_with_facts BEFORE DELETE ON awm_head FOR EACH ROW EXECUTE FUNCTION
              awm_guard_head()`,
    outcome: { check: 'integrity', message: 'trigger awm_head_moves_with_facts on awm_head was changed' },
  },
  {
    name: 'recreate a trigger with a condition that never holds',
    write: `DROP TRIGGER facts_immutable ON facts;
            CREATE TRIGGER facts_immutable BEFORE UPDATE OR DELETE ON facts FOR EACH ROW WHEN (false) EXECUTE FUNCTION
              awm_refuse_change()`,
    outcome: { check: 'integrity', message: 'trigger facts_immutable on facts was changed' },
  },
  {
    name: 'replace a guard function with one that lets everything through',
    write:
      `CREATE OR REPLACE FUNCTION @awm_guard_head() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; ` +
      `END $$`,
    outcome: { check: 'integrity', message: 'function awm_guard_head was changed' },
  },
  {
    name: 'with triggers off, move the head time',
    write: `SET session_replication_role = replica; UPDATE awm_head SET recorded_at = '9999-12-31T00:00:00.000Z'`,
    outcome: { check: 'integrity', message: "the log head's time (9999-12-31T00:00:00.000Z) is not the last fact's" },
  },
  {
    name: 'with triggers off, move the head',
    write: 'SET session_replication_role = replica; UPDATE awm_head SET seq = seq + 1',
    outcome: { check: 'integrity', message: 'the log head (#7) is not the last fact (#6)' },
  },
  {
    name: 'with triggers off, change the outcome a command record holds',
    write:
      `SET session_replication_role = replica; UPDATE commands SET state = 'succeeded' WHERE command_id = ` +
      `'c-start'`,
    outcome: {
      check: 'command',
      message: 'the record of command c-start says AgentRun/r1 ended succeeded, but its fact #6 left it running',
    },
  },
  {
    name: 'with triggers off, record a command that has no facts',
    write: `SET session_replication_role = replica; INSERT INTO commands VALUES ('c-ghost', '\\x00', 99, 1, 'open')`,
    outcome: { check: 'command', message: '1 command record(s) name no facts of their command' },
  },
];

/** Runs one attack as `user` in the schema; the SQLSTATE it was refused with, if it was. */
async function attempt(url: string, user: string, schema: string, attack: Attack): Promise<string | undefined> {
  const as = new URL(url);
  as.username = user;
  as.searchParams.delete('schema');
  return withClient(as.toString(), async (client) => {
    await client.query(`SET search_path TO "${schema}"`);
    try {
      if (typeof attack.write === 'string') await client.query(attack.write.replaceAll('@', `"${schema}".`));
      else {
        await client.query('BEGIN');
        await attack.write(client, schema);
        await client.query('COMMIT');
      }
      return undefined;
    } catch (error) {
      return (error as { code?: string }).code ?? (error as Error).message;
    }
  });
}

async function verifyLog(url: string) {
  const runtime = await openRuntime({ url, model: await bundledRuntimeModel(), create: false });
  try {
    return await runtime.verify();
  } finally {
    await runtime.close();
  }
}

await withPostgres('postgres tampering', (server) => {
  const role = `awm_tamper_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
  const superuser = new URL(server.url).username;

  /** Refused writes change nothing, so they share one log, verified once after all; each other write gets its own. */
  const run = async (user: string, attacks: readonly Attack[]) => {
    const shared = await preparedPostgresLog(server, role);
    try {
      for (const attack of attacks) {
        const { outcome } = attack;
        if ('refused' in outcome) {
          assert.is(await attempt(shared.url, user, shared.schema, attack), outcome.refused, `${user}: ${attack.name}`);
          continue;
        }
        const db = await preparedPostgresLog(server, role);
        try {
          const refused = await attempt(db.url, user, db.schema, attack);
          assert.is(refused, undefined, `${user}: ${attack.name}: expected the write to succeed`);
          const report = await verifyLog(db.url);
          assert.ok(
            report.problems.some(
              (problem) => problem.check === outcome.check && problem.message.includes(outcome.message),
            ),
            `${attack.name}: verify did not say "${outcome.check}: ${outcome.message}"; it said ` +
              `${JSON.stringify(report.problems)}`,
          );
        } finally {
          await db.drop();
        }
      }
      assert.equal((await verifyLog(shared.url)).problems, [], 'the refused writes left the log as it was');
    } finally {
      await shared.drop();
    }
  };

  test('postgres: every write the runtime role can make is refused by the database or named by verify', async () => {
    try {
      await run(role, roleAttacks);
    } finally {
      await withClient(server.url, async (client) => {
        await client.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
        await client.query(`DROP ROLE IF EXISTS "${role}"`);
      });
    }
  });

  test('postgres: what the owner can do to the guards, and with the triggers off, verify names', async () => {
    try {
      await run(superuser, ownerAttacks);
    } finally {
      await withClient(server.url, async (client) => {
        await client.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
        await client.query(`DROP ROLE IF EXISTS "${role}"`);
      });
    }
  });
});

test.run();
