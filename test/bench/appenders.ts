// What the store benchmarks append: runtime commands on any store, and raw driver insert loops as their floors.
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { parsePostgresUrl } from '../../src/runtime/store/postgres/url.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { storeAt } from '../helpers/runtime.js';

/** Appends the commands (or rows) numbered [from, to). */
export interface Appender {
  run(from: number, to: number): void | Promise<void>;
  close(): void | Promise<void>;
}

export type Durability = 'full' | 'normal';

/** AgentInstances per appender: command i moves instance i % instances between ready and busy. */
const instances = 50;

/**
 * The actor of the benchmark's commands: authority is enforced, as in a new log by default, so every
 * command names a principal bound to agent-runtime (which owns AgentInstance) and is checked.
 */
export const benchActor = (prefix = '') => ({ principal: `${prefix}bench`, role: 'agent-runtime' });

/** The grant that lets benchActor(prefix) act; part of a setup batch. */
export const benchGrant = (prefix = '') => ({
  command_id: `${prefix}grant`,
  type: 'grant_role',
  principal: benchActor(prefix).principal,
  role: benchActor(prefix).role,
  actor: { principal: 'bench-operator' },
});

const freshFile = (path: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
};

const rawColumns = `seq INTEGER PRIMARY KEY, stream TEXT NOT NULL, version INTEGER NOT NULL, type TEXT NOT NULL,
  data TEXT NOT NULL, command_id TEXT NOT NULL, recorded_at TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL,
    UNIQUE (stream, version)`;
const rawRow = (i: number) => [
  `AgentInstance/i${i % instances}`,
  Math.floor(i / instances) + 1,
  'transitioned',
  '{"from":"ready","to":"busy"}',
  `c${i}`,
  new Date().toISOString(),
  'a'.repeat(64),
  'b'.repeat(64),
];

/** A new SQLite file with the store's journal and durability pragmas, for a raw loop. */
function rawSqliteDatabase(path: string, durability: Durability): Database.Database {
  freshFile(path);
  const db = new Database(path, { timeout: 0 });
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${durability === 'normal' ? 'NORMAL' : 'FULL'}`);
  return db;
}

/** A connected pg client for a raw loop, its commits as durable as `durability` says. */
async function rawPostgresClient(config: pg.ClientConfig, durability: Durability): Promise<pg.Client> {
  const client = new pg.Client({
    ...config,
    ...(durability === 'normal' ? { options: '-c synchronous_commit=off' } : {}),
  });
  await client.connect();
  return client;
}

/** A raw better-sqlite3 insert loop with the store's pragmas, into a table shaped like the fact log. */
export function rawSqliteAppender(path: string, durability: Durability, batch = 1): Appender {
  const db = rawSqliteDatabase(path, durability);
  db.exec(`CREATE TABLE facts (${rawColumns})`);
  const insert = db.prepare(
    'INSERT INTO facts (stream, version, type, data, command_id, recorded_at, prev_hash, hash) VALUES (?, ?, ?, ?, ' +
      '?, ?, ?, ?)',
  );
  const one = (i: number) => insert.run(...rawRow(i));
  const many = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) one(i);
  });
  return {
    run(from, to) {
      if (batch === 1) for (let i = from; i < to; i++) one(i);
      else for (let i = from; i < to; i += batch) many(i, Math.min(to, i + batch));
    },
    close: () => {
      db.close();
    },
  };
}

/**
 * A raw pg insert loop, one prepared INSERT per command in its own transaction, into a table shaped
 * like the fact log, in a schema of its own beside the URL's (dropped when closed).
 */
export async function rawPostgresAppender(url: string, durability: Durability): Promise<Appender> {
  const { config, schema } = parsePostgresUrl(url);
  const raw = `"${schema}_raw"`;
  const client = await rawPostgresClient(config, durability);
  await client.query(
    `DROP SCHEMA IF EXISTS ${raw} CASCADE; CREATE SCHEMA ${raw}; CREATE TABLE ${raw}.facts ` +
      `(${rawColumns.replace('seq INTEGER PRIMARY KEY', 'seq bigserial PRIMARY KEY')})`,
  );
  const text =
    `INSERT INTO ${raw}.facts (stream, version, type, data, command_id, recorded_at, prev_hash, hash) ` +
    `VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
  return {
    async run(from, to) {
      for (let i = from; i < to; i++) await client.query({ name: 'raw_insert', text, values: rawRow(i) });
    },
    async close() {
      await client.query(`DROP SCHEMA ${raw} CASCADE`);
      await client.end();
    },
  };
}

/**
 * The tables a command writes, shaped as the runtime's (src/runtime/store/postgres/schema.ts, store/sqlite/schema.ts):
 * the fact log, the command records, the projection and the head, with their keys and none of the
 * runtime's triggers or guards.
 */
const commandTables = (prefix: string) => `
CREATE TABLE ${prefix}facts (seq bigint PRIMARY KEY, stream text NOT NULL, term text NOT NULL, entity_id text NOT NULL,
  version integer NOT NULL, type text NOT NULL, data text NOT NULL, command_id text NOT NULL, recorded_at text NOT NULL,
  prev_hash text NOT NULL, hash text NOT NULL, UNIQUE (stream, version));
CREATE TABLE ${prefix}commands (command_id text PRIMARY KEY, payload_hash text NOT NULL, first_seq bigint NOT NULL,
  fact_count integer NOT NULL, state text);
CREATE TABLE ${prefix}entities (stream text PRIMARY KEY, term text NOT NULL, id text NOT NULL, state text,
  version integer NOT NULL, parent_term text, parent_id text, fields text NOT NULL, depends_on text NOT NULL,
  created_at text NOT NULL, updated_at text NOT NULL, created_seq bigint NOT NULL, updated_seq bigint NOT NULL);
CREATE TABLE ${prefix}awm_head (singleton boolean PRIMARY KEY, seq bigint NOT NULL, hash text NOT NULL,
  recorded_at text NOT NULL);
INSERT INTO ${prefix}awm_head VALUES (true, 0, '', '');`;

/**
 * The rows of command i as the runtime writes them: its fact (instance i % instances moving to busy or
 * ready), its command record, its projection row and the head's new values, as one list of values.
 */
const commandRow = (i: number) => {
  const id = `i${i % instances}`;
  const version = Math.floor(i / instances) + 1;
  const to = version % 2 === 0 ? 'ready' : 'busy';
  const at = new Date().toISOString();
  return [
    i + 1, // seq
    `AgentInstance/${id}`,
    id,
    version,
    `{"from":"${to === 'busy' ? 'ready' : 'busy'}","to":"${to}"}`,
    `c${i}`,
    at,
    'a'.repeat(64), // prev_hash
    'b'.repeat(64), // hash
    'c'.repeat(64), // payload_hash
    to,
  ];
};

const factColumns = 'seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash';
const entityColumns =
  'stream, term, id, state, version, fields, depends_on, created_at, updated_at, created_seq, updated_seq';

/**
 * A raw better-sqlite3 loop writing, per command, the rows the runtime writes for it (fact, command
 * record, projection row, head) in one transaction of prepared statements: no checks, no guards.
 */
export function rawSqliteCommandAppender(path: string, durability: Durability): Appender {
  const db = rawSqliteDatabase(path, durability);
  db.exec(commandTables('').replaceAll('bigint', 'INTEGER').replaceAll('boolean', 'INTEGER').replace('true', '1'));
  const fact = db.prepare(
    `INSERT INTO facts (${factColumns}) VALUES (?, ?, 'AgentInstance', ?, ?, 'transitioned', ?, ?, ?, ?, ?)`,
  );
  const command = db.prepare('INSERT INTO commands VALUES (?, ?, ?, 1, ?)');
  const entity = db.prepare(
    `INSERT INTO entities (${entityColumns}) VALUES (?, 'AgentInstance', ?, ?, ?, '{}', '[]', ?, ?, ?, ?) ` +
      'ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, ' +
      'updated_at = excluded.updated_at, updated_seq = excluded.updated_seq',
  );
  const head = db.prepare('UPDATE awm_head SET seq = ?, hash = ?, recorded_at = ?');
  const one = db.transaction((i: number) => {
    const [seq, stream, id, version, data, commandId, at, prev, hash, payload, state] = commandRow(i);
    fact.run(seq, stream, id, version, data, commandId, at, prev, hash);
    command.run(commandId, payload, seq, state);
    entity.run(stream, id, state, version, at, at, seq, seq);
    head.run(seq, hash, at);
  });
  return {
    run(from, to) {
      for (let i = from; i < to; i++) one(i);
    },
    close: () => {
      db.close();
    },
  };
}

/**
 * A raw pg loop writing, per command, the rows the runtime writes for it (fact, command record,
 * projection row, head) with one prepared statement in its own transaction, one round trip, as the
 * runtime's awm_apply does: no checks, locks or guards, in a schema of its own (dropped when closed).
 */
export async function rawPostgresCommandAppender(url: string, durability: Durability): Promise<Appender> {
  const { config, schema } = parsePostgresUrl(url);
  const raw = `"${schema}_rawcmd"`;
  const client = await rawPostgresClient(config, durability);
  await client.query(`DROP SCHEMA IF EXISTS ${raw} CASCADE; CREATE SCHEMA ${raw};${commandTables(`${raw}.`)}`);
  const text =
    `WITH fact AS (INSERT INTO ${raw}.facts (${factColumns}) ` +
    `VALUES ($1, $2, 'AgentInstance', $3, $4, 'transitioned', $5, $6, $7, $8, $9)), ` +
    `command AS (INSERT INTO ${raw}.commands VALUES ($6, $10, $1, 1, $11)), ` +
    `head AS (UPDATE ${raw}.awm_head SET seq = $1, hash = $9, recorded_at = $7) ` +
    `INSERT INTO ${raw}.entities (${entityColumns}) ` +
    `VALUES ($2, 'AgentInstance', $3, $11, $4, '{}', '[]', $7, $7, $1, $1) ` +
    'ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, ' +
    'updated_at = excluded.updated_at, updated_seq = excluded.updated_seq';
  return {
    async run(from, to) {
      for (let i = from; i < to; i++) await client.query({ name: 'raw_command', text, values: commandRow(i) });
    },
    async close() {
      await client.query(`DROP SCHEMA ${raw} CASCADE`);
      await client.end();
    },
  };
}

/**
 * Commands through the runtime on a SQLite file (made afresh unless `prefix` is given: concurrent
 * appenders share one) or a PostgreSQL URL: each of its instances moves ready <-> busy, one fact per
 * command. `prefix` keeps concurrent appenders' instances and command ids apart.
 */
export async function runtimeAppender(
  target: string,
  durability: Durability,
  batch = 1,
  prefix = '',
): Promise<Appender> {
  const where = storeAt(target);
  if ('path' in where && prefix === '') freshFile(where.path);
  const runtime = await openRuntime({ ...where, model: await loadRuntimeModel(), synchronous: durability });
  const actor = benchActor(prefix);
  const setup: Record<string, unknown>[] = [benchGrant(prefix)];
  for (let i = 0; i < instances; i++) {
    setup.push({
      command_id: `${prefix}setup-${i}`,
      type: 'create',
      term: 'AgentInstance',
      id: `${prefix}i${i}`,
      fields: {},
      actor,
    });
    setup.push({
      command_id: `${prefix}ready-${i}`,
      type: 'transition',
      term: 'AgentInstance',
      id: `${prefix}i${i}`,
      to: 'ready',
      actor,
    });
  }
  const prepared = await runtime.applyBatch(setup);
  if (prepared.status !== 'accepted') throw new Error(JSON.stringify(prepared));
  const command = (i: number) => ({
    command_id: `${prefix}c${i}`,
    type: 'transition',
    term: 'AgentInstance',
    id: `${prefix}i${i % instances}`,
    to: Math.floor(i / instances) % 2 === 0 ? 'busy' : 'ready',
    actor,
  });
  return {
    async run(from: number, to: number) {
      for (let i = from; i < to; i += batch) {
        const result =
          batch === 1
            ? await runtime.apply(command(i))
            : await runtime.applyBatch(Array.from({ length: Math.min(batch, to - i) }, (_, k) => command(i + k)));
        if (result.status !== 'accepted') throw new Error(JSON.stringify(result));
      }
    },
    async close() {
      const report = await runtime.verify();
      await runtime.close();
      if (!report.ok)
        throw new Error(`verify failed after the benchmark: ${JSON.stringify(report.problems.slice(0, 3))}`);
    },
  };
}
