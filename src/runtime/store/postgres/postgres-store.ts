// The PostgreSQL fact store (pg): READ COMMITTED writes that lock what they read, a commit-ordered gapless log, retries
// and reconnection.
import type { ClientConfig, Pool, PoolClient, QueryResultRow } from 'pg';
import { genesisHash, type EntityKey, type StoredFact } from '../../core/facts.js';
import { pageSize } from '../paging.js';
import { loadDriver } from '../drivers.js';
import { classifyFailure, commitStatus, postgresProblem } from './errors.js';
import { KnownLog } from './known.js';
import {
  appendChannel,
  guardFunctions,
  guardSearchPath,
  guardTriggers,
  migrate,
  NewerSchemaError,
  postgresSchemaVersion,
  quoteIdentifier,
  runtimeRoleGrants,
} from './schema.js';
import {
  entityColumnsOf,
  prepared,
  preparedRunner,
  readerOver,
  rowFact,
  statements,
  type FactRow,
  type Statements,
} from './statements.js';
import { flushCommits, PostgresTransaction, type TransactionControl } from './transaction.js';
import type { PostgresLocation } from './url.js';
import type { Entity } from '../../core/projection.js';
import { pauseMs, sleep, storeRetryPolicy } from '../retry-policy.js';
import { metaFromRows } from '../rows.js';
import {
  StoreBusyError,
  StoreFailedError,
  StoreOpenError,
  StoreUnavailableError,
  type CommandRecordRow,
  type FactStore,
  type RecordedCommand,
  metaRows,
  type StoreMeta,
  type StoreReader,
  type WriteOptions,
  type WriteTransaction,
} from '../../core/store-port.js';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`, optionally with `?schema=name` (default `awm`). */
  url: string;
  /**
   * `full` (default): a commit returns once it is durable; `normal`: synchronous_commit=off, a server crash may lose
   * the last moments of commits.
   */
  synchronous?: 'full' | 'normal';
  /**
   * How long a transaction waits for a lock before StoreBusyError (lock_timeout), and how long a
   * transaction may sit idle before the server ends it, so a vanished client never holds the log; default 30000 ms.
   */
  busyTimeoutMs?: number;
  /**
   * How long an operation keeps retrying while the server is unreachable before StoreUnavailableError; default
   * 30000 ms.
   */
  reconnectTimeoutMs?: number;
  /** Create (or migrate) the schema when opening, as `awm runtime init` does (default true). */
  create?: boolean;
  /** The clock for recorded_at; tests pin it. */
  clock?: () => Date;
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

type Pg = typeof import('pg');

/**
 * Opens a PostgreSQL fact store, checking (or, with `create`, migrating) its schema. pg, an optional
 * peer dependency, is loaded here, not at start-up; without it this throws DriverMissingError.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const { default: pg } = (await loadDriver('pg', () => import('pg'))) as unknown as { default: Pg };
  // Loaded with the driver: the connection-string parser stays out of the package root's start-up.
  const { parsePostgresUrl } = await import('./url.js');
  const location = parsePostgresUrl(options.url);
  const config = clientConfig(pg, location, options);
  const pool = new pg.Pool({ ...config, max: options.poolSize ?? 10 });
  // An idle pooled connection that dies (a server restart) is dropped; the next query opens a new one.
  pool.on('error', () => undefined);
  const store = new PostgresStore(pg, pool, config, location, options);
  try {
    await store.open(options.create ?? true);
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof StoreOpenError) throw error;
    if (error instanceof NewerSchemaError)
      throw new StoreOpenError(`${location.display} (schema ${location.schema}): ${error.message}`);
    throw new StoreOpenError(`cannot open ${location.display}: ${(error as Error).message}`);
  }
  return store;
}

/** Session settings travel in the startup packet (no extra round trip), after any `options` the URL carries. */
function clientConfig(pg: Pg, location: PostgresLocation, options: PostgresStoreOptions): ClientConfig {
  const busy = options.busyTimeoutMs ?? 30_000;
  const settings = [`-c lock_timeout=${busy}`, `-c idle_in_transaction_session_timeout=${busy}`];
  if (options.synchronous === 'normal') settings.push('-c synchronous_commit=off');
  return {
    ...(location.config as ClientConfig),
    options: [location.config.options, ...settings].filter(Boolean).join(' '),
    application_name: 'awm',
    keepAlive: true,
    types: {
      // bigint positions as numbers (exact below 2^53); everything else as pg parses it (json parsed, bytea as Buffer).
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  };
}

/** The advisory lock guarding a schema's log settings and role bindings; logs in other schemas never share it. */
const guardName = (schema: string) => `awm-guard:${schema}`;

/** A trigger on one of the log's tables, as verify reads it from the catalogue. */
interface TriggerRow {
  relation: string;
  name: string;
  enabled: string;
  type: number;
  function: string;
  function_schema: string;
  conditional: boolean;
}

interface FunctionRow {
  name: string;
  source: string;
  config: string[] | null;
  security_definer: boolean;
}

/** The head row beside the last fact. */
interface HeadRow {
  seq: number;
  hash: string;
  recorded_at: string;
  last_seq: number | null;
  last_hash: string | null;
  last_time: string | null;
}

export class PostgresStore implements FactStore {
  readonly kind = 'postgres';
  private readonly sql: Statements;
  private readonly clock: () => Date;
  private readonly reconnectTimeoutMs: number;
  private readonly busyTimeoutMs: number;
  private readonly watchers = new Set<() => Promise<void>>();
  /** The head and entities this process last committed: a command decided on them costs one round trip. */
  private readonly known = new KnownLog();
  /** Whether commits are made durable by a flush after them (synchronous `full`), not while holding the head. */
  private readonly flushAfterCommit: boolean;

  /** @internal Stores are opened with openPostgresStore; the driver's types stay out of the public declarations. */
  constructor(
    private readonly pg: Pg,
    private readonly pool: Pool,
    private readonly config: ClientConfig,
    readonly location: PostgresLocation,
    options: PostgresStoreOptions,
  ) {
    this.sql = statements(quoteIdentifier(location.schema));
    this.clock = options.clock ?? (() => new Date());
    this.reconnectTimeoutMs = options.reconnectTimeoutMs ?? 30_000;
    this.busyTimeoutMs = options.busyTimeoutMs ?? 30_000;
    this.flushAfterCommit = options.synchronous !== 'normal';
  }

  /** Checks the schema: refuses a newer one and foreign tables; migrates an older one only when allowed to create. */
  async open(create: boolean): Promise<void> {
    const { schema, display } = this.location;
    const version = await this.schemaVersion();
    if (version > postgresSchemaVersion) throw new NewerSchemaError(version, postgresSchemaVersion);
    if (version === 0) {
      const { rows } = await this.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1',
        [schema],
      );
      if (rows[0]!.n > 0)
        throw new StoreOpenError(
          `schema ${schema} of ${display} holds other tables, but no awm fact log; name another schema with ?schema=`,
        );
      if (!create)
        throw new StoreOpenError(
          `${display} has no awm fact log in schema ${schema}; create it with "awm runtime init --db ${display}"`,
        );
      return;
    }
    if (version < postgresSchemaVersion) {
      if (!create)
        throw new StoreOpenError(
          `the fact log in ${display} (schema ${schema}) is at schema version ${version}; ` +
            `run "awm runtime init --db ${display}" to migrate it`,
        );
      await this.transaction(async (client) => {
        await migrate(client, schema);
      });
    }
  }

  /** The recorded schema version; 0 when the schema has no fact log. */
  private async schemaVersion(): Promise<number> {
    const { rows } = await this.pool.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
      `${quoteIdentifier(this.location.schema)}.awm_schema`,
    ]);
    if (rows[0]!.found === null) return 0;
    return Number((await this.pool.query<{ version: number }>(this.sql.version)).rows[0]!.version);
  }

  async readMeta(): Promise<StoreMeta | undefined> {
    const version = await this.retrying(() => this.schemaVersion());
    if (version === 0) return undefined;
    const { rows } = await this.query<{ key: string; value: string }>(this.sql.meta);
    return rows.length === 0 ? undefined : metaFromRows(version, rows);
  }

  /** Creates (or migrates) the schema and records `meta` unless metadata exists, in one transaction. */
  async initialize(meta: StoreMeta): Promise<StoreMeta> {
    const rows = metaRows(meta);
    await this.retrying(() =>
      this.transaction(async (client) => {
        await migrate(client, this.location.schema);
        await client.query(this.sql.insertMeta, [rows.map((row) => row.key), rows.map((row) => row.value)]);
      }),
    );
    return (await this.readMeta())!;
  }

  /**
   * Creates `role` (LOGIN, with `password` if given) unless it exists, and grants it what the runtime
   * needs and nothing more: never UPDATE, DELETE or TRUNCATE on the log. Returns whether it was created.
   */
  async grantRuntimeRole(role: string, password?: string): Promise<boolean> {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role))
      throw new StoreOpenError(`role "${role}": use a lower-case name of letters, digits and underscores`);
    return this.transaction(async (client) => {
      const exists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rows.length > 0;
      const quoted = quoteIdentifier(role);
      if (!exists)
        await client.query(
          `CREATE ROLE ${quoted} LOGIN${password === undefined ? '' : ` PASSWORD ${client.escapeLiteral(password)}`}`,
        );
      await client.query(runtimeRoleGrants(quoteIdentifier(this.location.schema), quoted));
      return !exists;
    });
  }

  /**
   * One write path: `work` (with `decideOnKnown`) is decided on what this process knows of the entities and sent in one
   * awm_apply call, after locking the head; when it read what the process does not know, or what it
   * knew has moved, it runs again reading: it begins when the first command starts (or the first
   * query is sent), locks the head at its first append, and sends its writes with the COMMIT.
   */
  write<T>(work: (tx: WriteTransaction) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    return this.retrying(async () => {
      if (options.decideOnKnown && this.known.entities.size > 0) {
        const outcome = await this.attempt(work, this.known).then(
          (result) => ({ result }),
          (error: unknown) => {
            if (classifyFailure(error) === 'connection') throw error;
            return undefined;
          },
        );
        if (outcome) return outcome.result;
      }
      return this.attempt(work);
    });
  }

  /** Runs `work` in one write transaction; what it committed becomes what this process knows, a failure forgets. */
  private async attempt<T>(work: (tx: WriteTransaction) => Promise<T>, known?: KnownLog): Promise<T> {
    let tx: PostgresTransaction | undefined;
    try {
      const result = await this.transaction((client, control) => {
        tx = new PostgresTransaction(
          client,
          this.sql,
          quoteIdentifier(this.location.schema),
          this.clock,
          guardName(this.location.schema),
          control,
          { known, flushAfterCommit: this.flushAfterCommit },
        );
        return work(tx);
      }, null);
      this.known.learn(tx!.committedEntities());
      return result;
    } catch (error) {
      this.known.forget();
      throw error;
    }
  }

  /**
   * REPEATABLE READ: every read of `work` sees the same snapshot; writers go on. What it saw is
   * durable before it returns (a commit may be seen before its writer's flush: see flushCommits).
   */
  read<T>(work: (snapshot: StoreReader) => Promise<T>): Promise<T> {
    return this.retrying(async () => {
      const result = await this.transaction(
        (client) => work(readerOver(preparedRunner(client), this.sql)),
        'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY',
      );
      await this.flushSeen();
      return result;
    });
  }

  /**
   * Makes every commit this process may have seen durable. A writer's commit is visible from the
   * moment it is in the WAL, a flush before its writer is told; a follower, verify or a checkpoint
   * must not hand out a fact a server crash could still take back. A read-only server (a standby)
   * shows only what its primary flushed, so it needs none.
   */
  private async flushSeen(): Promise<void> {
    await this.pool.query(flushCommits).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== '25006') throw error;
    });
  }

  /**
   * The whole projection in one transaction. The table lock comes first, as writers take theirs
   * (they read entities before they lock the head), then the head, so no fact lands meanwhile.
   */
  replaceProjection(rebuild: (snapshot: StoreReader) => Promise<Iterable<Entity>>): Promise<void> {
    const s = quoteIdentifier(this.location.schema);
    this.known.forget();
    return this.retrying(() =>
      this.transaction(async (client) => {
        await client.query(`LOCK TABLE ${s}.entities IN EXCLUSIVE MODE`);
        await client.query(this.sql.lockHead);
        const entities = [...(await rebuild(readerOver(preparedRunner(client), this.sql)))];
        await client.query(`DELETE FROM ${s}.entities`);
        for (let start = 0; start < entities.length; start += pageSize) {
          await client.query(this.sql.insertEntities, entityColumnsOf(entities.slice(start, start + pageSize)));
        }
      }),
    );
  }

  /**
   * Runs `work` in a transaction on one pooled connection: `begin` is sent first, or, when null, the
   * work begins it itself (`control.begun`) and ends it (`control.finish`). When the connection drops
   * during COMMIT, asks the server (pg_xact_status) whether the transaction committed: committed
   * returns the result, anything else is thrown as a connection failure, for `retrying` to run the
   * whole work again.
   */
  private async transaction<T>(
    work: (client: PoolClient, control: TransactionControl) => Promise<T>,
    begin: string | null = 'BEGIN',
  ): Promise<T> {
    const client = await this.pool.connect();
    let lost: Error | undefined;
    // A checked-out connection that dies between queries reports it here; the next query then fails.
    const onError = (error: Error) => (lost ??= error);
    client.on('error', onError);
    const release = (destroy?: Error | boolean) => {
      client.removeListener('error', onError);
      // A connection torn down may still report its socket's reset afterwards: heard, not an unhandled 'error'.
      if (destroy) client.on('error', () => undefined);
      client.release(destroy);
    };
    const control: TransactionControl = { begun: false };
    let result: T;
    let committing = false;
    try {
      if (begin !== null) {
        await client.query(begin);
        control.begun = true;
      }
      result = await work(client, control);
      committing = true;
      if (control.finish) await control.finish();
      else await client.query('COMMIT');
    } catch (error) {
      const failure = lost ?? error;
      if (classifyFailure(failure) === 'connection' || classifyFailure(error) === 'connection') {
        release(true);
        // Committed, perhaps without the flush that makes it durable: flushed before the writer is told.
        if (committing && control.xid !== undefined && (await this.committed(control.xid))) {
          await this.retrying(() => this.flushSeen());
          return result!;
        }
        throw classifyFailure(error) === 'connection' ? error : failure;
      }
      try {
        if (control.begun) await client.query('ROLLBACK');
      } catch {
        lost ??= new Error('rollback failed');
      }
      release(lost ?? undefined);
      throw error;
    }
    release();
    return result;
  }

  /** Whether transaction `xid` committed, asking until the server can say (a restarting server takes a moment). */
  async committed(xid: string): Promise<boolean> {
    return this.retrying(async () => {
      const answer = await this.pool
        .query<{ status: string | null }>('SELECT pg_xact_status($1::xid8) AS status', [xid])
        .then(
          (result) => ({ status: result.rows[0]!.status }),
          (error: unknown) => ({ error }),
        );
      const status = commitStatus(answer, xid);
      if (status === undefined)
        throw Object.assign(new Error('the transaction is still committing'), { code: '57P03' });
      return status;
    });
  }

  /**
   * Runs `operation` again while it fails in a way that retrying cures, as storeRetryPolicy says:
   * a concurrent writer's conflict or a head race at once (a few times), a deadlock after a short
   * random pause, a lost connection after growing pauses until reconnectTimeoutMs. A lock held past
   * lock_timeout is StoreBusyError.
   */
  private async retrying<T>(operation: () => Promise<T>): Promise<T> {
    const policy = storeRetryPolicy;
    const tries = { conflict: 0, deadlock: 0, 'head-race': 0, connection: 0 };
    let unreachableSince = 0;
    for (;;) {
      try {
        return await operation();
      } catch (error) {
        const kind = classifyFailure(error);
        switch (kind) {
          case 'conflict':
            if (++tries.conflict >= policy.conflict.attempts) throw error;
            break;
          case 'head-race':
            if (++tries['head-race'] >= policy.headRace.attempts) throw error;
            break;
          case 'deadlock':
            if (++tries.deadlock >= policy.deadlock.attempts) throw error;
            await sleep(pauseMs(policy.deadlock.backoff, tries.deadlock - 1));
            break;
          case 'busy':
            throw new StoreBusyError(this.busyTimeoutMs);
          case 'connection': {
            unreachableSince ||= Date.now();
            const waited = Date.now() - unreachableSince;
            if (waited >= this.reconnectTimeoutMs) throw new StoreUnavailableError(waited, error);
            await sleep(pauseMs(policy.reconnect, tries.connection++));
            break;
          }
          default: {
            const problem = postgresProblem(error);
            throw problem === undefined ? error : new StoreFailedError(`${this.location.display}: ${problem}`, error);
          }
        }
      }
    }
  }

  private query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }> {
    return this.retrying(() => this.pool.query<Row>(prepared(text, values)));
  }

  /** Committed data, each query retried on its own. */
  private get committedReader(): StoreReader {
    return readerOver({ query: (text, values) => this.query(text, values) }, this.sql);
  }

  getEntity(key: EntityKey): Promise<Entity | undefined> {
    return this.committedReader.getEntity(key);
  }

  childrenOf(parent: EntityKey, term?: string, states?: readonly string[]): Promise<Entity[]> {
    return this.committedReader.childrenOf(parent, term, states);
  }

  lastChild(parent: EntityKey, term: string): Promise<Entity | undefined> {
    return this.committedReader.lastChild(parent, term);
  }

  findCommand(commandId: string): Promise<RecordedCommand | undefined> {
    return this.committedReader.findCommand(commandId);
  }

  commandRecords(commandIds: readonly string[]): Promise<CommandRecordRow[]> {
    return this.committedReader.commandRecords(commandIds);
  }

  commandCount(): Promise<number> {
    return this.committedReader.commandCount();
  }

  headSeq(): Promise<number> {
    return this.committedReader.headSeq();
  }

  facts(stream?: string): AsyncIterable<StoredFact> {
    return this.committedReader.facts(stream);
  }

  entities(): AsyncIterable<Entity> {
    return this.committedReader.entities();
  }

  /** Only durable facts: a follower never resumes after a position a server crash could take back. */
  async factsAfter(seq: number, limit: number): Promise<StoredFact[]> {
    const { rows } = await this.query<FactRow>(this.sql.factsPage, [seq, limit]);
    if (rows.length > 0) await this.retrying(() => this.flushSeen());
    return rows.map(rowFact);
  }

  /**
   * LISTENs on the schema's channel on a connection of its own. When that connection drops it
   * reconnects and calls `onAppend`, since notifications sent meanwhile are lost.
   */
  async watch(onAppend: () => void): Promise<() => Promise<void>> {
    const channel = quoteIdentifier(appendChannel(this.location.schema));
    let stopped = false;
    let current: InstanceType<Pg['Client']> | undefined;
    const listen = async (): Promise<void> => {
      const client = new this.pg.Client(this.config);
      client.on('notification', () => onAppend());
      client.on('error', () => undefined);
      client.on('end', () => {
        if (stopped || current !== client) return;
        current = undefined;
        void reconnect();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      current = client;
      onAppend();
    };
    const reconnect = async (): Promise<void> => {
      for (let attempt = 0; !stopped; attempt++) {
        try {
          return await listen();
        } catch {
          await sleep(pauseMs(storeRetryPolicy.reconnect, attempt));
        }
      }
    };
    await listen();
    const stop = async () => {
      stopped = true;
      this.watchers.delete(stop);
      await current?.end().catch(() => undefined);
    };
    this.watchers.add(stop);
    return stop;
  }

  /**
   * The triggers that keep the log immutable are present, enabled, unconditional and fire as created,
   * their functions are the ones this awm wrote, and the head is the last fact, time included.
   */
  async integrityProblems(): Promise<string[]> {
    const problems: string[] = [];
    const version = await this.retrying(() => this.schemaVersion());
    if (version !== postgresSchemaVersion)
      problems.push(`the schema is at version ${version}, not ${postgresSchemaVersion}`);
    const { rows: triggers } = await this.query<TriggerRow>(this.sql.triggers, [this.location.schema]);
    for (const guard of guardTriggers) {
      const found = triggers.find((trigger) => trigger.relation === guard.table && trigger.name === guard.name);
      const where = `trigger ${guard.name} on ${guard.table}`;
      if (!found) problems.push(`${where} is missing: the log is not protected`);
      else if (found.enabled !== 'O' && found.enabled !== 'A')
        problems.push(`${where} is disabled: the log is not protected`);
      else if (
        found.function !== guard.function ||
        found.function_schema !== this.location.schema ||
        found.type !== guard.type ||
        found.conditional
      )
        problems.push(`${where} was changed: the log is not protected`);
    }
    const expected = guardFunctions(quoteIdentifier(this.location.schema));
    const { rows: functions } = await this.query<FunctionRow>(this.sql.functions, [
      this.location.schema,
      Object.keys(expected),
    ]);
    for (const [name, body] of Object.entries(expected)) {
      const found = functions.find((row) => row.name === name);
      if (!found) problems.push(`function ${name} is missing: the log is not protected`);
      else if (found.source !== body || found.config?.join() !== guardSearchPath || found.security_definer)
        problems.push(`function ${name} was changed: the log is not protected`);
    }
    const { rows } = await this.query<HeadRow>(this.sql.headMatchesLog);
    const head = rows[0];
    const last = head && { seq: head.last_seq ?? 0, hash: head.last_hash ?? genesisHash, time: head.last_time ?? '' };
    if (!head) problems.push('the log head row is missing');
    else if (head.seq !== last!.seq || head.hash !== last!.hash)
      problems.push(`the log head (#${head.seq}) is not the last fact (#${last!.seq})`);
    else if (head.recorded_at !== last!.time)
      problems.push(`the log head's time (${head.recorded_at}) is not the last fact's (${last!.time})`);
    return problems;
  }

  async close(): Promise<void> {
    await Promise.all([...this.watchers].map((stop) => stop()));
    await this.pool.end();
  }
}
