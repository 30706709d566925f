// The PostgreSQL fact store (pg): READ COMMITTED writes that lock what they read, a commit-ordered gapless log, retries and reconnection.
import type { ClientConfig, Pool, PoolClient, QueryConfig, QueryResultRow } from 'pg';
import { canonicalize } from './canonical.js';
import { recordedCommand, type CommandFactRow } from './command-record.js';
import { chainHash, genesisHash, streamOf, type EntityKey, type NewFact, type StoredFact } from './facts.js';
import { pages, pageSize } from './paging.js';
import { loadDriver } from './drivers.js';
import { classifyFailure, commitStatus, conflictingVersion, postgresProblem } from './postgres-errors.js';
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
} from './postgres-schema.js';
import { parsePostgresUrl, type PostgresLocation } from './postgres-url.js';
import { project, type Entity } from './projection.js';
import {
  entityColumns,
  entityFromRow,
  metaFromRows,
  rowFromEntity,
  type EntityRow as ParsedEntityRow,
} from './store-rows.js';
import {
  StoreBusyError,
  StoreFailedError,
  StoreOpenError,
  StoreUnavailableError,
  VersionConflictError,
  type CommandRecordRow,
  type FactStore,
  type RecordedCommand,
  metaRows,
  type StoreMeta,
  type StoreReader,
  type WriteTransaction,
} from './store.js';

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`, optionally with `?schema=name` (default `awm`). */
  url: string;
  /** `full` (default): a commit returns once it is durable; `normal`: synchronous_commit=off, a server crash may lose the last moments of commits. */
  synchronous?: 'full' | 'normal';
  /**
   * How long a transaction waits for a lock before StoreBusyError (lock_timeout), and how long a
   * transaction may sit idle before the server ends it, so a vanished client never holds the log; default 30000 ms.
   */
  busyTimeoutMs?: number;
  /** How long an operation keeps retrying while the server is unreachable before StoreUnavailableError; default 30000 ms. */
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
  const url = new URL(location.connectionString);
  const given = url.searchParams.get('options');
  url.searchParams.delete('options');
  const busy = options.busyTimeoutMs ?? 30_000;
  const settings = [`-c lock_timeout=${busy}`, `-c idle_in_transaction_session_timeout=${busy}`];
  if (options.synchronous === 'normal') settings.push('-c synchronous_commit=off');
  return {
    connectionString: url.toString(),
    options: [given, ...settings].filter(Boolean).join(' '),
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The advisory lock guarding a schema's log settings and role bindings; logs in other schemas never share it. */
const guardName = (schema: string) => `awm-guard:${schema}`;

/** How many times a write runs again because a concurrent writer got there first, before the conflict is reported. */
const conflictAttempts = 5;

/** A row of the facts table: the columns a command's result names, and the rest. */
interface FactRow extends CommandFactRow {
  data: unknown;
  command_id: string;
  recorded_at: string;
  prev_hash: string;
  hash: string;
}

type EntityRow = ParsedEntityRow<'parsed'>;

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

/** The last fact of the log, locked: where the next one goes and what it chains to. */
interface Head {
  seq: number;
  hash: string;
  recorded_at: string;
  /** The transaction's id, to ask the server whether it committed when the connection drops during COMMIT. */
  xid: string;
}

const factColumns = 'seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash';

/** The store's SQL, with its schema's tables qualified so that no search_path matters. */
function statements(s: string) {
  return {
    meta: `SELECT key, value FROM ${s}.awm_meta`,
    insertMeta: `INSERT INTO ${s}.awm_meta (key, value) SELECT * FROM unnest($1::text[], $2::text[]) WHERE NOT EXISTS (SELECT 1 FROM ${s}.awm_meta)`,
    version: `SELECT coalesce(max(version), 0) AS version FROM ${s}.awm_schema`,
    head: `SELECT seq FROM ${s}.awm_head`,
    lockHead: `SELECT seq, hash, recorded_at, pg_current_xact_id()::text AS xid FROM ${s}.awm_head FOR UPDATE`,
    entity: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = $1`,
    lockEntity: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = $1 FOR UPDATE`,
    lockEntities: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY($1::text[]) ORDER BY stream FOR UPDATE`,
    entities: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY($1::text[])`,
    // The guard over the log's own records: a transaction-scoped advisory lock, shared by commands.
    guard: (mode: 'shared' | 'exclusive') =>
      `SELECT pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(hashtextextended($1, 0))`,
    children: (lock: boolean, term: boolean, states: boolean) =>
      `SELECT ${entityColumns} FROM ${s}.entities WHERE parent_term = $1 AND parent_id = $2${term ? ' AND term = $3' : ''}${states ? ' AND state = ANY($4::text[])' : ''} ORDER BY created_seq${lock ? ' FOR UPDATE' : ''}`,
    lastChild: (lock: boolean) =>
      `SELECT ${entityColumns} FROM ${s}.entities WHERE parent_term = $1 AND parent_id = $2 AND term = $3 ORDER BY created_seq DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    command: `SELECT c.command_id, c.payload_hash, c.state, f.seq, f.stream, f.term, f.entity_id, f.version, f.type
      FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
      WHERE c.command_id = $1 ORDER BY f.seq`,
    claimCommand: `SELECT * FROM ${s}.awm_claim_command($1)`,
    insertCommand: `INSERT INTO ${s}.commands (command_id, payload_hash, first_seq, fact_count, state) VALUES ($1, $2, $3, $4, $5)`,
    // The facts and the projection rows they change, in one round trip and one statement: all or nothing.
    append: `WITH appended AS (
        INSERT INTO ${s}.facts (${factColumns})
        SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::json[], $8::text[], $9::text[], $10::text[], $11::text[])
        RETURNING seq)
      INSERT INTO ${s}.entities (${entityColumns})
      SELECT * FROM unnest($12::text[], $13::text[], $14::text[], $15::text[], $16::int[], $17::text[], $18::text[], $19::json[], $20::json[], $21::text[], $22::text[], $23::bigint[], $24::bigint[])
      ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, fields = excluded.fields,
        depends_on = excluded.depends_on, updated_at = excluded.updated_at, updated_seq = excluded.updated_seq`,
    insertEntities: `INSERT INTO ${s}.entities (${entityColumns})
      SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::json[], $9::json[], $10::text[], $11::text[], $12::bigint[], $13::bigint[])`,
    factsPage: `SELECT ${factColumns} FROM ${s}.facts WHERE seq > $1 ORDER BY seq LIMIT $2`,
    streamPage: `SELECT ${factColumns} FROM ${s}.facts WHERE stream = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    entitiesPage: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream > $1 ORDER BY stream LIMIT $2`,
    headMatchesLog: `SELECT h.seq, h.hash, h.recorded_at, f.seq AS last_seq, f.hash AS last_hash, f.recorded_at AS last_time
      FROM ${s}.awm_head h LEFT JOIN LATERAL (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f ON true`,
    triggers: `SELECT c.relname AS relation, t.tgname AS name, t.tgenabled AS enabled, t.tgtype::int AS type,
        p.proname AS function, pn.nspname AS function_schema, (t.tgqual IS NOT NULL OR t.tgattr::text <> '') AS conditional
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_namespace pn ON pn.oid = p.pronamespace
      WHERE n.nspname = $1 AND NOT t.tgisinternal`,
    functions: `SELECT p.proname AS name, p.prosrc AS source, p.proconfig AS config, p.prosecdef AS security_definer
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 AND p.proname = ANY($2::text[])`,
    commandRecords: `SELECT command_id, first_seq, fact_count, state FROM ${s}.commands WHERE command_id = ANY($1::text[])`,
    commandCount: `SELECT count(*)::bigint AS n FROM ${s}.commands`,
  };
}

type Statements = ReturnType<typeof statements>;

const statementNames = new Map<string, string>();

/**
 * A named (prepared) statement: each connection parses and plans it once, not on every command.
 * One name per text, and the text names its schema, so stores on other schemas never share one.
 */
function prepared(text: string, values?: unknown[]): QueryConfig {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `awm_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return { name, text, ...(values ? { values } : {}) };
}

/** Runs SQL: the pool (each query on whatever connection is free) or one transaction's connection. */
interface Runner {
  query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export class PostgresStore implements FactStore {
  readonly kind = 'postgres';
  private readonly sql: Statements;
  private readonly clock: () => Date;
  private readonly reconnectTimeoutMs: number;
  private readonly busyTimeoutMs: number;
  private readonly watchers = new Set<() => Promise<void>>();

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
          `the fact log in ${display} (schema ${schema}) is at schema version ${version}; run "awm runtime init --db ${display}" to migrate it`,
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

  write<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    return this.retrying(() =>
      this.transaction((client, xid) =>
        work(new PostgresTransaction(client, this.sql, this.clock, xid, guardName(this.location.schema))),
      ),
    );
  }

  /** REPEATABLE READ: every read of `work` sees the same snapshot; writers go on. */
  read<T>(work: (snapshot: StoreReader) => Promise<T>): Promise<T> {
    return this.retrying(() =>
      this.transaction(
        (client) => work(readerOver(preparedRunner(client), this.sql)),
        'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY',
      ),
    );
  }

  /**
   * The whole projection in one transaction. The table lock comes first, as writers take theirs
   * (they read entities before they lock the head), then the head, so no fact lands meanwhile.
   */
  replaceProjection(rebuild: (snapshot: StoreReader) => Promise<Iterable<Entity>>): Promise<void> {
    const s = quoteIdentifier(this.location.schema);
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
   * Runs `work` in a transaction on one pooled connection. When the connection drops during COMMIT,
   * asks the server (pg_xact_status) whether the transaction committed: committed returns the result,
   * anything else is thrown as a connection failure, for `retrying` to run the whole work again.
   */
  private async transaction<T>(
    work: (client: PoolClient, xid: { value?: string }) => Promise<T>,
    begin = 'BEGIN',
  ): Promise<T> {
    const client = await this.pool.connect();
    let lost: Error | undefined;
    // A checked-out connection that dies between queries reports it here; the next query then fails.
    const onError = (error: Error) => (lost ??= error);
    client.on('error', onError);
    const xid: { value?: string } = {};
    let result: T;
    let committing = false;
    try {
      await client.query(begin);
      result = await work(client, xid);
      committing = true;
      await client.query('COMMIT');
    } catch (error) {
      const failure = lost ?? error;
      if (classifyFailure(failure) === 'connection' || classifyFailure(error) === 'connection') {
        client.removeListener('error', onError);
        client.release(true);
        if (committing && xid.value !== undefined && (await this.committed(xid.value))) return result!;
        throw classifyFailure(error) === 'connection' ? error : failure;
      }
      try {
        await client.query('ROLLBACK');
      } catch {
        lost ??= new Error('rollback failed');
      }
      client.removeListener('error', onError);
      client.release(lost ?? undefined);
      throw error;
    }
    client.removeListener('error', onError);
    client.release();
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
   * Runs `operation` again while it fails in a way that retrying cures: a concurrent writer's
   * conflict or a deadlock at once (a few times), a lost connection after a growing pause until
   * reconnectTimeoutMs. A lock held past lock_timeout is StoreBusyError.
   */
  private async retrying<T>(operation: () => Promise<T>): Promise<T> {
    let conflicts = 0;
    let unreachableSince = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return await operation();
      } catch (error) {
        switch (classifyFailure(error)) {
          case 'conflict':
            if (++conflicts >= conflictAttempts) throw error;
            break;
          case 'deadlock':
            if (++conflicts >= conflictAttempts * 4) throw error;
            await sleep(Math.random() * 10);
            break;
          case 'busy':
            throw new StoreBusyError(this.busyTimeoutMs);
          case 'connection': {
            unreachableSince ||= Date.now();
            const waited = Date.now() - unreachableSince;
            if (waited >= this.reconnectTimeoutMs) throw new StoreUnavailableError(waited, error);
            await sleep(Math.min(1000, 20 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random() / 2));
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

  async factsAfter(seq: number, limit: number): Promise<StoredFact[]> {
    return (await this.query<FactRow>(this.sql.factsPage, [seq, limit])).rows.map(rowFact);
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
          await sleep(Math.min(1000, 20 * 2 ** Math.min(attempt, 6)));
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

/**
 * One write transaction under READ COMMITTED. Every entity it reads it locks (FOR UPDATE) until it
 * commits: a command's target, whose version it checks, and the parents and references whose state
 * it checks. A parent is locked exclusively, not shared, because the rules also read its children
 * (one open attempt per run, increasing turn sequences, unique revisions, no dependency cycle), so
 * two commands creating children of one parent take turns. The head is locked at the first append
 * and held to the commit: positions follow commit order, without gaps.
 */
class PostgresTransaction implements WriteTransaction {
  /** Entities read or written here; locked rows cannot change under it. */
  private readonly cache = new Map<string, Entity | undefined>();
  private head?: Head;
  private readonly reader: StoreReader;
  private guard?: 'shared' | 'exclusive';

  constructor(
    private readonly client: PoolClient,
    private readonly sql: Statements,
    private readonly clock: () => Date,
    private readonly xid: { value?: string },
    private readonly guardName: string,
  ) {
    this.reader = readerOver(preparedRunner(client), sql);
  }

  /**
   * The guard is an advisory lock, not row locks: commands hold it shared, so reading the settings
   * never makes them wait for one another, and a change holds it exclusively, waiting for every
   * command in flight. Rows read after it is granted are current (READ COMMITTED takes a snapshot
   * per statement) and stay so until this transaction ends.
   */
  async readGuarded(keys: readonly EntityKey[], mode: 'shared' | 'exclusive'): Promise<(Entity | undefined)[]> {
    if (this.guard === undefined) {
      await this.client.query(prepared(this.sql.guard(mode), [this.guardName]));
      this.guard = mode;
    } else if (this.guard !== mode) throw new Error(`internal: the guard is held ${this.guard}, not ${mode}`);
    const streams = keys.map((key) => streamOf(key.term, key.id)).filter((stream) => !this.cache.has(stream));
    if (streams.length > 0) {
      const { rows } = await this.client.query<EntityRow>(prepared(this.sql.entities, [streams]));
      const found = new Map(rows.map((row) => [row.stream, entityFromRow(row)]));
      for (const stream of streams) this.cache.set(stream, found.get(stream));
    }
    return keys.map((key) => this.cache.get(streamOf(key.term, key.id)));
  }

  async getEntity(key: EntityKey): Promise<Entity | undefined> {
    const stream = streamOf(key.term, key.id);
    if (this.cache.has(stream)) return this.cache.get(stream);
    const { rows } = await this.client.query<EntityRow>(prepared(this.sql.lockEntity, [stream]));
    return this.remember(stream, rows[0] && entityFromRow(rows[0]));
  }

  async childrenOf(parent: EntityKey, term?: string, states?: readonly string[]): Promise<Entity[]> {
    const { rows } = await this.client.query<EntityRow>(
      prepared(this.sql.children(true, term !== undefined, states !== undefined), childArguments(parent, term, states)),
    );
    return rows.map((row) => this.remember(row.stream, entityFromRow(row))!);
  }

  async lastChild(parent: EntityKey, term: string): Promise<Entity | undefined> {
    const { rows } = await this.client.query<EntityRow>(
      prepared(this.sql.lastChild(true), [parent.term, parent.id, term]),
    );
    return rows[0] && this.remember(rows[0].stream, entityFromRow(rows[0]));
  }

  /** Claims the id for this transaction first: a concurrent sender of the same id waits, then finds this one's record. */
  async findCommand(commandId: string): Promise<RecordedCommand | undefined> {
    const { rows } = await this.client.query<CommandRow>(prepared(this.sql.claimCommand, [commandId]));
    return commandFromRows(commandId, rows);
  }

  commandRecords(commandIds: readonly string[]): Promise<CommandRecordRow[]> {
    return this.reader.commandRecords(commandIds);
  }

  commandCount(): Promise<number> {
    return this.reader.commandCount();
  }

  facts(stream?: string): AsyncIterable<StoredFact> {
    return this.reader.facts(stream);
  }

  entities(): AsyncIterable<Entity> {
    return this.reader.entities();
  }

  /** Locks the head: what it returns stays the head until this transaction appends or ends. */
  async headSeq(): Promise<number> {
    return (await this.lockHead()).seq;
  }

  async appendFacts(commandId: string, facts: readonly NewFact[]): Promise<StoredFact[]> {
    const head = await this.lockHead();
    // Streams this transaction has not read (only direct store users append unread ones) are locked now.
    const unread = [...new Set(facts.map((fact) => streamOf(fact.term, fact.entity_id)))].filter(
      (stream) => !this.cache.has(stream),
    );
    if (unread.length > 0) {
      const found = new Map(
        (await this.client.query<EntityRow>(prepared(this.sql.lockEntities, [unread]))).rows.map((row) => [
          row.stream,
          entityFromRow(row),
        ]),
      );
      for (const stream of unread) this.cache.set(stream, found.get(stream));
    }
    const now = this.clock().toISOString();
    // Log time never goes backwards, even if this machine's clock is behind the last writer's.
    // biome-ignore lint/complexity/useMathMinMax: these are ISO-8601 strings, compared as text
    const recordedAt = head.recorded_at > now ? head.recorded_at : now;
    let seq = head.seq;
    let prevHash = head.hash;
    const stored: StoredFact[] = [];
    const texts: string[] = [];
    const changed = new Map<string, Entity>();
    for (const fact of facts) {
      seq += 1;
      const stream = streamOf(fact.term, fact.entity_id);
      const data = canonicalize(fact.data);
      texts.push(data);
      const hash = chainHash(prevHash, {
        seq,
        stream,
        version: fact.version,
        type: fact.type,
        command_id: commandId,
        recorded_at: recordedAt,
        data,
      });
      const storedFact = {
        ...fact,
        seq,
        stream,
        command_id: commandId,
        recorded_at: recordedAt,
        prev_hash: prevHash,
        hash,
      } as StoredFact;
      const current = changed.get(stream) ?? this.cache.get(stream);
      // The locked projection row holds the stream's last version: a stale one is refused before the round trip.
      if (current && fact.version <= current.version) throw new VersionConflictError(stream, fact.version);
      const entity = project(current, storedFact);
      changed.set(stream, entity);
      stored.push(storedFact);
      prevHash = hash;
    }
    const columns = (pick: (fact: StoredFact) => unknown) => stored.map(pick);
    try {
      await this.client.query(
        prepared(this.sql.append, [
          columns((f) => f.seq),
          columns((f) => f.stream),
          columns((f) => f.term),
          columns((f) => f.entity_id),
          columns((f) => f.version),
          columns((f) => f.type),
          texts,
          columns((f) => f.command_id),
          columns((f) => f.recorded_at),
          columns((f) => f.prev_hash),
          columns((f) => f.hash),
          ...entityColumnsOf([...changed.values()]),
        ]),
      );
    } catch (error) {
      if (
        (error as { code?: string }).code === '23505' &&
        (error as { constraint?: string }).constraint === 'facts_stream_version'
      ) {
        const { stream, version } = conflictingVersion(error as { detail?: string }, stored[0]!);
        throw new VersionConflictError(stream, version);
      }
      throw error;
    }
    for (const [stream, entity] of changed) this.cache.set(stream, entity);
    this.head = { ...head, seq, hash: prevHash, recorded_at: recordedAt };
    return stored;
  }

  async recordCommand(command: RecordedCommand): Promise<void> {
    const { facts, entity } = command.result;
    await this.client.query(
      prepared(this.sql.insertCommand, [
        command.command_id,
        Buffer.from(command.payload_hash, 'hex'),
        facts[0]!.seq,
        facts.length,
        entity.state,
      ]),
    );
  }

  private async lockHead(): Promise<Head> {
    if (!this.head) {
      this.head = (await this.client.query<Head>(prepared(this.sql.lockHead))).rows[0]!;
      this.xid.value = this.head.xid;
    }
    return this.head;
  }

  private remember(stream: string, entity: Entity | undefined): Entity | undefined {
    this.cache.set(stream, entity);
    return entity;
  }
}

/** A transaction's connection as a Runner of prepared statements. */
function preparedRunner(client: PoolClient): Runner {
  return { query: (text, values) => client.query(prepared(text, values)) };
}

/** Reads without locks through `runner`: the pool (committed data) or a snapshot transaction's connection. */
function readerOver(runner: Runner, sql: Statements): StoreReader {
  return {
    getEntity: async (key) => {
      const { rows } = await runner.query<EntityRow>(sql.entity, [streamOf(key.term, key.id)]);
      return rows[0] && entityFromRow(rows[0]);
    },
    childrenOf: async (parent, term, states) =>
      (
        await runner.query<EntityRow>(
          sql.children(false, term !== undefined, states !== undefined),
          childArguments(parent, term, states),
        )
      ).rows.map(entityFromRow),
    lastChild: async (parent, term) => {
      const { rows } = await runner.query<EntityRow>(sql.lastChild(false), [parent.term, parent.id, term]);
      return rows[0] && entityFromRow(rows[0]);
    },
    findCommand: async (commandId) =>
      commandFromRows(commandId, (await runner.query<CommandRow>(sql.command, [commandId])).rows),
    commandRecords: async (commandIds) => (await runner.query<CommandRecordRow>(sql.commandRecords, [commandIds])).rows,
    commandCount: async () => (await runner.query<{ n: number }>(sql.commandCount)).rows[0]!.n,
    headSeq: async () => (await runner.query<{ seq: number }>(sql.head)).rows[0]!.seq,
    facts: (stream) =>
      pages(
        async (after: number) =>
          (
            await (stream === undefined
              ? runner.query<FactRow>(sql.factsPage, [after, pageSize])
              : runner.query<FactRow>(sql.streamPage, [stream, after, pageSize]))
          ).rows,
        (row) => row.seq,
        0,
        rowFact,
      ),
    entities: () =>
      pages(
        async (after: string) => (await runner.query<EntityRow>(sql.entitiesPage, [after, pageSize])).rows,
        (row) => row.stream,
        '',
        entityFromRow,
      ),
  };
}

/** A command and its facts, one row per fact. */
type CommandRow = CommandFactRow & { command_id: string; payload_hash: Buffer; state: string | null };

function commandFromRows(commandId: string, rows: readonly CommandRow[]): RecordedCommand | undefined {
  return rows.length === 0
    ? undefined
    : recordedCommand(commandId, rows[0]!.payload_hash.toString('hex'), rows[0]!.state, rows);
}

function childArguments(parent: EntityKey, term?: string, states?: readonly string[]): unknown[] {
  return [parent.term, parent.id, ...(term === undefined ? [] : [term]), ...(states === undefined ? [] : [states])];
}

/** The entities as one array per column, in entityColumns order, for INSERT ... SELECT FROM unnest. */
function entityColumnsOf(entities: readonly Entity[]): unknown[][] {
  const rows = entities.map(rowFromEntity);
  return entityColumns.split(', ').map((column) => rows.map((row) => row[column as keyof typeof row]));
}

function rowFact(row: FactRow): StoredFact {
  return row as unknown as StoredFact;
}
