// Emmett's SQLite and PostgreSQL event stores on the store benchmark's workload, beside awm's runtime.
//
// Plain JavaScript loaded with a dynamic import (test/bench/emmett-stores.ts), so that the toolkit's typecheck never
// needs Emmett's types: Emmett and its drivers are installed in this folder only, on the benchmark's first run.
//
// The workload is awm's (test/bench/appenders.ts runtimeAppender): 50 AgentInstances per appender, each created and
// moved to ready, then command i moves instance i % 50 between ready and busy. A command is Emmett's own
// CommandHandler: read the stream's current state (aggregateStream), check the move with the model's transition
// function, append with the expected stream version, and an inline projection keeps one row per instance in the same
// transaction; one durable commit per command.
import { CommandHandler, IllegalStateError } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, postgreSQLRawSQLProjection } from '@event-driven-io/emmett-postgresql';
import { getSQLiteEventStore, sqliteConnection, sqliteRawSQLProjection } from '@event-driven-io/emmett-sqlite';

/** AgentInstances per appender, as in awm's runtimeAppender. */
const instances = 50;

/** Milliseconds a SQLite writer waits for another process's write lock before failing (PRAGMA busy_timeout). */
const sqliteBusyTimeoutMs = 10_000;

const created = 'AgentInstanceCreated';
const moved = 'AgentInstanceMoved';

const projectionTable = 'awm_bench_instances';
const projectionTableSQL =
  `CREATE TABLE IF NOT EXISTS ${projectionTable} ` +
  '(stream TEXT PRIMARY KEY, state TEXT NOT NULL, version INTEGER NOT NULL)';

/** A SQL string literal (the same quoting in SQLite and PostgreSQL); the values are the benchmark's own names. */
const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** The projection's row for one event: the instance's state and its number of events. */
const projectionSQL = (event) =>
  event.type === created
    ? `INSERT INTO ${projectionTable} (stream, state, version) ` +
      `VALUES (${literal(event.metadata.streamName)}, ${literal(event.data.state)}, 1)`
    : `UPDATE ${projectionTable} SET state = ${literal(event.data.to)}, version = version + 1 ` +
      `WHERE stream = ${literal(event.metadata.streamName)}`;

const projectionOptions = { canHandle: [created, moved], evolve: projectionSQL };

const evolve = (state, event) => (event.type === created ? event.data.state : event.data.to);

/**
 * An appender on Emmett's store at `target` (a SQLite file name, or a PostgreSQL connection string naming a database
 * of its own): { run(from, to), close() }, like awm's appenders. `move(from, to)` is the model's transition check;
 * `initial` the lifecycle's initial state; `prefix` keeps concurrent appenders' streams apart. `migrate: false` opens a
 * store whose schema emmettInit has created: concurrent writers must not migrate, because on PostgreSQL Emmett's
 * migration re-registers the projections under an exclusive lock, and while it holds it the inline projection of
 * another process's append is skipped (not waited for): its row would miss that event.
 */
export async function emmettAppender({ store, target, prefix = '', initial, move, migrate = true }) {
  const opened = await openStore(store, target, migrate);
  const handle = CommandHandler({ evolve, initialState: () => undefined });
  const stream = (k) => `AgentInstance-${prefix}i${k}`;
  const create = (k) =>
    handle(opened.eventStore, stream(k), (state) => {
      if (state !== undefined) throw new IllegalStateError(`${stream(k)} exists`);
      return { type: created, data: { id: `${prefix}i${k}`, state: initial } };
    });
  const transition = (k, to) =>
    handle(opened.eventStore, stream(k), (state) => {
      if (state === undefined) throw new IllegalStateError(`${stream(k)} does not exist`);
      if (!move(state, to)) throw new IllegalStateError(`${stream(k)}: ${state} -> ${to} is not a transition`);
      return { type: moved, data: { from: state, to } };
    });
  for (let k = 0; k < instances; k++) {
    await create(k);
    await transition(k, 'ready');
  }
  let commands = 0;
  return {
    async run(from, to) {
      for (let i = from; i < to; i++) {
        await transition(i % instances, Math.floor(i / instances) % 2 === 0 ? 'busy' : 'ready');
        commands++;
      }
    },
    /** Checks that the projection kept up with every stream (its version is the stream's length), then closes. */
    async close() {
      const rows = await opened.query(
        `SELECT stream, version FROM ${projectionTable} WHERE stream LIKE ${literal(`AgentInstance-${prefix}i%`)}`,
      );
      const expected = new Map(
        Array.from({ length: instances }, (_, k) => [
          stream(k),
          2 + Math.floor(commands / instances) + (k < commands % instances ? 1 : 0),
        ]),
      );
      await opened.close();
      const wrong = rows.filter((row) => Number(row.version) !== expected.get(row.stream));
      if (rows.length !== instances || wrong.length > 0)
        throw new Error(
          `Emmett's projection: ${rows.length} rows, ${wrong.length} with the wrong version: ` +
            wrong.map((row) => `${row.stream} ${row.version} (expected ${expected.get(row.stream)})`).join(', '),
        );
    },
  };
}

/** The settings that decide a commit's durability, as the store's own connection sees them. */
export async function emmettSettings({ store, target }) {
  const opened = await openStore(store, target, true);
  try {
    if (store === 'sqlite') {
      const [journal] = await opened.query('PRAGMA journal_mode');
      const [synchronous] = await opened.query('PRAGMA synchronous');
      return { journal_mode: journal.journal_mode, synchronous: synchronous.synchronous };
    }
    const [row] = await opened.query('SHOW synchronous_commit');
    return { synchronous_commit: row.synchronous_commit };
  } finally {
    await opened.close();
  }
}

/** Creates the event store's schema and the projection's table, once, before concurrent writers start. */
export async function emmettInit({ store, target }) {
  const opened = await openStore(store, target, true);
  await opened.eventStore.schema.migrate();
  await opened.close();
}

/** Emmett's store on `target`, creating or updating its schema on first use when `migrate` says so. */
const openStore = (store, target, migrate) => {
  const schema = { autoMigration: migrate ? 'CreateOrUpdate' : 'None' };
  return store === 'sqlite' ? sqliteStore(target, schema) : postgresStore(target, schema);
};

/**
 * Emmett's SQLite store on one connection kept open for the appender's life (Emmett's ambient connection): without
 * it Emmett opens and closes the file for every read and append, and the last close of a WAL database checkpoints it,
 * fsyncs that awm's store does not pay. Emmett sets journal_mode=WAL; synchronous is set to FULL, as awm's store
 * sets it.
 */
async function sqliteStore(fileName, schema) {
  const connection = sqliteConnection({ fileName });
  await connection.command(`PRAGMA busy_timeout = ${sqliteBusyTimeoutMs}`);
  await connection.command('PRAGMA synchronous = FULL');
  const eventStore = getSQLiteEventStore({
    fileName,
    schema,
    connectionOptions: { singleton: true, connection },
    projections: [
      { type: 'inline', projection: sqliteRawSQLProjection({ ...projectionOptions, initSQL: projectionTableSQL }) },
    ],
  });
  return {
    eventStore,
    query: (sql) => connection.query(sql),
    close: async () => connection.close(),
  };
}

/** Emmett's PostgreSQL store on its own pool, at the server's settings (synchronous_commit as the server has it). */
function postgresStore(connectionString, schema) {
  const eventStore = getPostgreSQLEventStore(connectionString, {
    schema,
    projections: [
      {
        type: 'inline',
        projection: postgreSQLRawSQLProjection({
          name: projectionTable,
          ...projectionOptions,
          init: () => projectionTableSQL,
        }),
      },
    ],
  });
  return {
    eventStore,
    query: async (sql) => {
      // A client of the driver Emmett uses, to read what its own sessions see.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    close: () => eventStore.close(),
  };
}
