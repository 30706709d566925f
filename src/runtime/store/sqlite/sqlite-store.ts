// The SQLite fact store (better-sqlite3): WAL, durable commits synced outside the write lock, immediate transactions.
import { existsSync, statSync, watch as watchFiles } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { canonicalize } from '../../core/canonical.js';
import { recordedCommand, type CommandFactRow } from '../command-record.js';
import { DriverMissingError, loadDriver } from '../drivers.js';
import { streamOf, type EntityKey, type NewFact, type StoredFact } from '../../core/facts.js';
import { chainFacts, genesisHead, type ChainHead } from '../../core/chain.js';
import { pauseMs, sleep, storeRetryPolicy } from '../retry-policy.js';
import { maxKnownEntities } from '../known-entities.js';
import { pages, pageSize } from '../paging.js';
import { project, type Entity } from '../../core/projection.js';
import {
  awmApplicationId,
  sqliteGuardTriggers,
  sqliteMigrations,
  type SqliteMigration,
  versionTakenMessage,
} from './schema.js';
import { entityColumns, entityFromRow, metaFromRows, rowFromEntity, type EntityRow } from '../rows.js';
import {
  StoreBusyError,
  StoreFailedError,
  StoreOpenError,
  VersionConflictError,
  type CommandRecordRow,
  type FactStore,
  type RecordedCommand,
  metaRows,
  type StoreMeta,
  type StoreReader,
  type WriteTransaction,
} from '../../core/store-port.js';

export interface SqliteStoreOptions {
  /** The database file; `:memory:` for a private in-memory database. */
  path: string;
  /**
   * `full` (default): every write is on disk before it is acknowledged, surviving power loss (the store syncs the
   * WAL after each commit); `normal` only survives crashes of the process.
   */
  synchronous?: 'full' | 'normal';
  /**
   * How long a statement keeps retrying a database locked by another process before StoreBusyError; default 30000 ms.
   */
  busyTimeoutMs?: number;
  /** Create the file when it does not exist (default true). */
  create?: boolean;
  /** The clock for recorded_at; tests pin it. */
  clock?: () => Date;
  /** How often watch() looks for facts appended by other processes when no file event came; default 250 ms. */
  watchPollMs?: number;
  /**
   * @internal The schema history to open and migrate along (default: this awm's, sqliteMigrations); the
   * migration test gives one with a step after version 1, the first real upgrade.
   */
  schemaHistory?: readonly SqliteMigration[];
}

/** The version of the last migration in `history`: the schema a store opened with it writes. */
const lastVersion = (history: readonly SqliteMigration[]) => history[history.length - 1]!.version;

/** The highest schema number builds from before schema version 1 wrote (without the application id). */
const lastPrereleaseVersion = 2;

/**
 * Why a file with schema `version` and `applicationId` is not a log this awm can read, if it is not: a log of
 * a build from before schema version 1 (no application id), another application's numbered database, or a
 * newer awm's log.
 */
function unreadableLog(file: string, version: number, applicationId: number, current: number): string | undefined {
  if (version > 0 && applicationId !== awmApplicationId)
    return version <= lastPrereleaseVersion
      ? `${file} was written by a pre-release build of awm (its schema ${version} predates schema version 1, the ` +
          'first released): this awm cannot read it; start a new log with "awm runtime init --db <new file>"'
      : `${file} is a SQLite database, but not an awm runtime database; awm left it as it was`;
  if (version > current)
    return `${file} was written by a newer version of awm (schema ${version}; this one reads ${current})`;
  return undefined;
}

/**
 * Why the open database `db` at `file` is no log this awm may open, read before anything is written: what
 * unreadableLog says of its schema, or tables without a schema version (another application's database).
 */
function foreignOrUnreadable(db: BetterSqlite3.Database, file: string, current: number): string | undefined {
  const version = db.pragma('user_version', { simple: true }) as number;
  const unreadable = unreadableLog(file, version, db.pragma('application_id', { simple: true }) as number, current);
  if (unreadable) return unreadable;
  const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n;
  if (version === 0 && tables > 0)
    return `${file} is a SQLite database, but not an awm runtime database; awm left it as it was`;
  return undefined;
}

/** A row of the facts table: the columns a command's result names, and the rest. */
interface FactRow extends CommandFactRow {
  data: string;
  command_id: string;
  recorded_at: string;
  prev_hash: string;
  hash: string;
}

interface TriggerRow {
  name: string;
  sql: string;
}

interface CommandRow {
  command_id: string;
  payload_hash: Buffer;
  first_seq: number;
  fact_count: number;
  state: string | null;
}

/**
 * Opens (creating if allowed) a SQLite fact store. better-sqlite3, an optional peer dependency, is
 * loaded here, not at start-up; without it this throws DriverMissingError.
 */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<SqliteStore> {
  const { default: Database } = await loadDriver('better-sqlite3', () => import('better-sqlite3'));
  const create = options.create ?? true;
  const history = options.schemaHistory ?? sqliteMigrations;
  const current = lastVersion(history);
  if (!create && options.path !== ':memory:' && !existsSync(options.path)) {
    throw new StoreOpenError(`${options.path} does not exist; create it with "awm runtime init --db ${options.path}"`);
  }
  // Whatever awm refuses it leaves byte for byte: the checks read the file before anything writes it.
  if (options.path !== ':memory:' && existsSync(options.path))
    refuseBeforeWriting(Database, options.path, create, current);
  let db: BetterSqlite3.Database;
  try {
    // SQLite's own busy handler sleeps in steps of up to 100 ms, which starves writers under
    // contention; the store retries itself (untilUnlocked), starting with sub-millisecond waits.
    db = new Database(options.path, { timeout: 0 });
  } catch (error) {
    // The `bindings` package's words when the addon was never compiled.
    if ((error as Error).message.startsWith('Could not locate the bindings file'))
      throw new DriverMissingError('better-sqlite3', 'not-built');
    throw new StoreOpenError(
      sqliteProblem(error, options.path) ?? `cannot open ${options.path}: ${(error as Error).message}`,
    );
  }
  try {
    // Checked again on the connection that writes (the read-only look may not have been possible), and before
    // the first write: switching a foreign database to WAL would change it for good.
    const problem = foreignOrUnreadable(db, options.path, current);
    if (problem) throw new StoreOpenError(problem);
    const wal = db.pragma('journal_mode = WAL', { simple: true }) === 'wal';
    // In WAL, NORMAL syncs at checkpoints only; a durable store syncs each commit itself, after the write lock
    // (syncLog). Without a WAL (a memory database) FULL is all there is.
    db.pragma(`synchronous = ${wal || options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > 0 && version < current) {
      if (!create)
        throw new StoreOpenError(
          `${options.path} is at schema version ${version}; run "awm runtime init --db ${options.path}" to migrate it`,
        );
      db.transaction(() => migrate(db, version, history))();
    }
  } catch (error) {
    db.close();
    if (error instanceof StoreOpenError) throw error;
    throw new StoreOpenError(
      sqliteProblem(error, options.path) ?? `cannot open ${options.path}: ${(error as Error).message}`,
    );
  }
  return new SqliteStore(db, options);
}

/**
 * Reads, without writing, whether the file at `file` is a database awm may open: not another
 * application's (switching it to WAL would change it for good), not a newer awm's, and, unless
 * `create`, one that holds a fact log at this schema version. Throws StoreOpenError otherwise.
 */
function refuseBeforeWriting(Database: typeof BetterSqlite3, file: string, create: boolean, current: number): void {
  const initHint = `create it with "awm runtime init --db ${file}"`;
  if (statSync(file).isFile() && statSync(file).size === 0) {
    if (create) return;
    throw new StoreOpenError(`${file} is empty, not an awm runtime database; ${initHint}`);
  }
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: 0 });
    const problem = foreignOrUnreadable(db, file, current);
    if (problem) throw new StoreOpenError(problem);
    if (create) return;
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version === 0) throw new StoreOpenError(`${file} holds no fact log; ${initHint}`);
    if (version < current)
      throw new StoreOpenError(
        `${file} is at schema version ${version}; run "awm runtime init --db ${file}" to migrate it`,
      );
  } catch (error) {
    if (error instanceof StoreOpenError) throw error;
    // A file that is no database at all is refused here, before anything writes it; any other trouble
    // (a folder that cannot be written) the read-write open below reports in its own words.
    const code = String((error as { code?: unknown }).code);
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
      throw new StoreOpenError(sqliteProblem(error, file)!);
  } finally {
    db?.close();
  }
}

/** Runs, in the caller's transaction, the migrations of `history` after `from`; `user_version` records the last. */
function migrate(db: BetterSqlite3.Database, from: number, history: readonly SqliteMigration[]): void {
  for (const migration of history) if (migration.version > from) db.exec(migration.sql);
  db.pragma(`user_version = ${lastVersion(history)}`);
}

/** Serialises async work on one connection: a transaction's awaits must not interleave with another's. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * What a SQLite error that is the environment's, not awm's, means, and what to do about it: a
 * read-only file or folder, a full disk, a damaged file, a failing device. Undefined for others.
 */
export function sqliteProblem(error: unknown, file: string): string | undefined {
  const { code, message } = error as { code?: unknown; message?: string };
  if (typeof code !== 'string') return undefined;
  const said = `(SQLite: ${message})`;
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH')
    return (
      `${file} cannot be written ${said}: awm writes the database and its -wal and -shm files beside it; ` +
      'check the permissions of the file and its folder, and whether the file system is mounted read-only'
    );
  if (code === 'SQLITE_FULL')
    return `${file}: the disk is full ${said}; nothing of the command was written: free space and run it again`;
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return (
      `${file} is damaged ${said}; restore it from a backup ` +
      '(what SQLite can still read, "awm runtime verify" checks)'
    );
  if (code.startsWith('SQLITE_IOERR')) return `${file}: the device failed to read or write ${said}`;
  if (code.startsWith('SQLITE_CANTOPEN')) return `${file} cannot be opened ${said}`;
  return undefined;
}

export class SqliteStore implements FactStore {
  readonly kind = 'sqlite';
  private readonly mutex = new Mutex();
  private readonly clock: () => Date;
  private readonly busyTimeoutMs: number;
  private statements?: Statements;
  private readonly path: string;
  private readonly watchPollMs: number;
  private readonly history: readonly SqliteMigration[];
  /** Watchers in this process, told after every commit here; other processes are seen through the files. */
  private readonly watchers = new Set<() => void>();
  /**
   * What the last write transaction on this connection left (head, entities read or written) and
   * the data_version then: the next one starts from it when no other connection has committed since.
   */
  private known: { dataVersion: number; cache: TransactionCache } | undefined;
  /**
   * The WAL file, when every commit must reach the disk before it is acknowledged, and the handle its syncs go
   * through, opened at the first. Undefined for a store that does not sync (synchronous: 'normal', no WAL).
   */
  private readonly walFile: string | undefined;
  private walHandle: Promise<FileHandle | undefined> | undefined;
  /** Transaction control, prepared once: exec() would parse the SQL on every command. */
  private readonly control: Record<'begin' | 'beginImmediate' | 'commit' | 'rollback', BetterSqlite3.Statement>;

  /** @internal Stores are opened with openSqliteStore; the driver's types stay out of the public declarations. */
  constructor(
    private readonly db: BetterSqlite3.Database,
    options: SqliteStoreOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.busyTimeoutMs = options.busyTimeoutMs ?? 30_000;
    this.path = options.path;
    this.watchPollMs = options.watchPollMs ?? 250;
    this.history = options.schemaHistory ?? sqliteMigrations;
    const inWal = db.pragma('journal_mode', { simple: true }) === 'wal';
    this.walFile = inWal && options.synchronous !== 'normal' ? `${path.resolve(options.path)}-wal` : undefined;
    this.control = {
      begin: db.prepare('BEGIN'),
      beginImmediate: db.prepare('BEGIN IMMEDIATE'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
    };
    if (this.schemaExists()) this.statements = prepareStatements(db);
  }

  /** Runs `work` alone on the connection; a failure of the environment becomes a StoreFailedError that says so. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.mutex.run(work).catch((error: unknown) => {
      const problem = sqliteProblem(error, this.path);
      throw problem === undefined ? error : new StoreFailedError(problem, error);
    });
  }

  private schemaExists(): boolean {
    return (this.db.pragma('user_version', { simple: true }) as number) === lastVersion(this.history);
  }

  private get sql(): Statements {
    if (!this.statements) throw new StoreOpenError('the database is not initialised');
    return this.statements;
  }

  async readMeta(): Promise<StoreMeta | undefined> {
    return this.exclusive(() =>
      this.untilUnlocked(() => {
        if (!this.statements && !this.schemaExists()) return undefined;
        this.statements ??= prepareStatements(this.db);
        return metaFromRows(lastVersion(this.history), this.sql.meta.all() as { key: string; value: string }[]);
      }),
    );
  }

  async initialize(meta: StoreMeta): Promise<StoreMeta> {
    await this.inTransaction('BEGIN IMMEDIATE', async () => {
      if (this.schemaExists()) return;
      migrate(this.db, 0, this.history);
      const insert = this.db.prepare('INSERT INTO awm_meta (key, value) VALUES (?, ?)');
      for (const row of metaRows(meta)) insert.run(row.key, row.value);
    });
    await this.syncLog();
    return (await this.readMeta())!;
  }

  /**
   * BEGIN IMMEDIATE takes the write lock up front, so a transaction never fails half-way to upgrade its lock.
   * Inside the write lock nothing else changes the database, so the head and the entities a
   * transaction reads or writes are remembered for its length, and past it, for the next write
   * transaction on this connection, as long as no other connection has committed (data_version).
   */
  async write<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    let known: { dataVersion: number; cache: TransactionCache } | undefined;
    const result = await this.inTransaction(
      'BEGIN IMMEDIATE',
      () => {
        const sql = this.sql;
        const dataVersion = sql.dataVersion.get() as number;
        const cache = this.stillKnown(sql, dataVersion) ?? { entities: new Map() };
        // Until this transaction commits, nothing is known: a rollback leaves the cache half-written.
        this.known = undefined;
        known = { dataVersion, cache };
        const reader = this.reader(sql, cache);
        return work({
          ...reader,
          appendFacts: async (commandId, facts) => this.appendFacts(sql, cache, commandId, facts),
          // Write transactions take turns (BEGIN IMMEDIATE): nothing changes what this one reads.
          startCommand: async (start) => {
            for (const key of start.lock) await reader.getEntity(key);
            return {
              recorded: await reader.findCommand(start.commandId),
              guarded: await Promise.all(start.guarded.map((key) => reader.getEntity(key))),
            };
          },
          recordCommand: async (command) => {
            const { facts, entity } = command.result;
            sql.insertCommand.run(
              command.command_id,
              Buffer.from(command.payload_hash, 'hex'),
              facts[0]!.seq,
              facts.length,
              entity.state,
            );
          },
        });
      },
      () => (this.known = known),
    );
    await this.syncLog();
    for (const watcher of this.watchers) watcher();
    return result;
  }

  /**
   * What this connection still knows at the start of a write transaction: all it remembered when no other
   * connection has committed since; when others have only appended (writers of other streams, the usual case),
   * all but the streams their facts moved, read from the facts after the remembered head; nothing otherwise
   * (another connection changed the projection or the log without appending, or appended more than a page).
   */
  private stillKnown(sql: Statements, dataVersion: number): TransactionCache | undefined {
    const known = this.known;
    if (known === undefined || known.cache.entities.size >= maxKnownEntities) return undefined;
    if (known.dataVersion === dataVersion) return known.cache;
    const head = known.cache.head;
    if (head === undefined) return undefined;
    const since = sql.appendedSince.all(head.seq, pageSize + 1) as (ChainHead & { stream: string })[];
    // The remembered head must still be the log's, and something must have been appended after it.
    if (since.length < 2 || since.length > pageSize || since[0]!.seq !== head.seq || since[0]!.hash !== head.hash)
      return undefined;
    for (const fact of since) known.cache.entities.delete(fact.stream);
    const last = since[since.length - 1]!;
    known.cache.head = { seq: last.seq, hash: last.hash, recorded_at: last.recorded_at };
    return known.cache;
  }

  /**
   * Makes every commit written so far durable: SQLite commits in NORMAL (the frames reach the WAL file, not the
   * disk) and this syncs the WAL after the write lock is released, so that other writers commit meanwhile, and
   * the kernel serves several processes' syncs with one flush. Called before a write is acknowledged and before
   * facts leave the store for follow or a checkpoint: a fact is never seen outside before it is on disk.
   */
  private async syncLog(): Promise<void> {
    if (this.walFile === undefined) return;
    const file = this.walFile;
    // Windows syncs only a file opened for writing; where it may not be written, reading is enough on POSIX.
    this.walHandle ??= open(file, 'r+')
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS') return open(file, 'r');
        throw error;
      })
      .catch((error: NodeJS.ErrnoException) => {
        this.walHandle = undefined;
        // No WAL file: the last checkpoint moved every commit into the database file, and synced it.
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    try {
      await (await this.walHandle)?.datasync();
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      throw new StoreFailedError(
        `${this.path}: what was just written could not be made durable (${code ?? message}): the disk may not ` +
          'hold it; check the device, then "awm runtime verify" and run the command again (a recorded command ' +
          'is not applied twice)',
        error,
      );
    }
  }

  /** A deferred transaction: its first read fixes a WAL snapshot that later reads share. */
  read<T>(work: (snapshot: StoreReader) => Promise<T>): Promise<T> {
    return this.inTransaction('BEGIN', async () => {
      // The first read fixes the snapshot; take it here, where a busy database is retried.
      await this.untilUnlocked(() => this.sql.head.get());
      return work(this.reader(this.sql));
    });
  }

  async replaceProjection(rebuild: (snapshot: StoreReader) => Promise<Iterable<Entity>>): Promise<void> {
    await this.inTransaction('BEGIN IMMEDIATE', async () => {
      this.known = undefined;
      const sql = this.sql;
      const entities = await rebuild(this.reader(sql));
      sql.clearEntities.run();
      for (const entity of entities) sql.upsertEntity.run(rowFromEntity(entity));
    });
    await this.syncLog();
  }

  /** Runs `work` in a transaction alone on the connection; `committed` runs after the commit, still alone. */
  private async inTransaction<T>(
    begin: 'BEGIN' | 'BEGIN IMMEDIATE',
    work: () => Promise<T>,
    committed?: () => void,
  ): Promise<T> {
    return this.exclusive(async () => {
      const control = this.control;
      await this.untilUnlocked(() => (begin === 'BEGIN' ? control.begin : control.beginImmediate).run());
      try {
        const result = await work();
        await this.untilUnlocked(() => control.commit.run());
        committed?.();
        return result;
      } catch (error) {
        if (this.db.inTransaction) control.rollback.run();
        throw error;
      }
    });
  }

  /** Reads on the connection as it is: inside a transaction they see its state; the caller holds the mutex. */
  private reader(sql: Statements, cache?: TransactionCache): StoreReader {
    const entity = (key: EntityKey) => {
      const stream = streamOf(key.term, key.id);
      if (cache?.entities.has(stream)) return cache.entities.get(stream);
      const found = rowEntityOrUndefined(sql.entity.get(stream) as EntityRow | undefined);
      cache?.entities.set(stream, found);
      return found;
    };
    return {
      getEntity: async (key) => entity(key),
      childrenOf: async (parent, term, states) => {
        const rows =
          term === undefined
            ? sql.children.all(parent.term, parent.id)
            : states === undefined
              ? sql.childrenOfTerm.all(parent.term, parent.id, term)
              : sql.childrenInStates.all(parent.term, parent.id, term, JSON.stringify(states));
        return (rows as EntityRow[]).map(rowEntity);
      },
      lastChild: async (parent, term) =>
        rowEntityOrUndefined(sql.lastChild.get(parent.term, parent.id, term) as EntityRow | undefined),
      findCommand: async (commandId) => {
        const row = sql.command.get(commandId) as CommandRow | undefined;
        if (!row) return undefined;
        const facts = sql.factRange.all(row.first_seq, row.first_seq + row.fact_count - 1) as CommandFactRow[];
        return recordedCommand(row.command_id, row.payload_hash.toString('hex'), row.state, facts);
      },
      commandRecords: async (commandIds) =>
        commandIds.flatMap((commandId) => (sql.commandRecord.get(commandId) as CommandRecordRow | undefined) ?? []),
      commandCount: async () => (sql.commandCount.get() as { n: number }).n,
      headSeq: async () => (sql.head.get() as { seq: number } | undefined)?.seq ?? 0,
      facts: (stream) =>
        pages(
          (after: number) => this.factPage(sql, stream, after),
          (row) => row.seq,
          0,
          rowFact,
        ),
      entities: () =>
        pages(
          (after: string) => sql.entitiesPage.all(after, pageSize) as EntityRow[],
          (row) => row.stream,
          '',
          rowEntity,
        ),
    };
  }

  private appendFacts(
    sql: Statements,
    cache: TransactionCache,
    commandId: string,
    facts: readonly NewFact[],
  ): StoredFact[] {
    cache.head ??= (sql.head.get() as ChainHead | undefined) ?? genesisHead;
    const chained = chainFacts(cache.head, commandId, facts, this.clock());
    const touched = cache.entities;
    chained.stored.forEach((fact, index) => {
      try {
        sql.insertFact.run(
          fact.seq,
          fact.stream,
          fact.term,
          fact.entity_id,
          fact.version,
          fact.type,
          chained.texts[index],
          fact.command_id,
          fact.recorded_at,
          fact.prev_hash,
          fact.hash,
        );
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        // The trigger refuses a taken version before UNIQUE would (so that REPLACE cannot delete it).
        if (
          code === 'SQLITE_CONSTRAINT_UNIQUE' ||
          (code === 'SQLITE_CONSTRAINT_TRIGGER' && message === versionTakenMessage)
        )
          throw new VersionConflictError(fact.stream, fact.version);
        throw error;
      }
      const current = touched.has(fact.stream)
        ? touched.get(fact.stream)
        : rowEntityOrUndefined(sql.entity.get(fact.stream) as EntityRow | undefined);
      const entity = project(current, fact);
      writeProjection(sql, entity, fact);
      touched.set(fact.stream, entity);
    });
    cache.head = chained.head;
    return chained.stored;
  }

  /** A read outside any transaction: serialised with this connection's transactions, so it sees only committed data. */
  private committed<T>(read: (reader: StoreReader) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.untilUnlocked(() => read(this.reader(this.sql))));
  }

  getEntity(key: EntityKey): Promise<Entity | undefined> {
    return this.committed((reader) => reader.getEntity(key));
  }

  childrenOf(parent: EntityKey, term?: string, states?: readonly string[]): Promise<Entity[]> {
    return this.committed((reader) => reader.childrenOf(parent, term, states));
  }

  lastChild(parent: EntityKey, term: string): Promise<Entity | undefined> {
    return this.committed((reader) => reader.lastChild(parent, term));
  }

  findCommand(commandId: string): Promise<RecordedCommand | undefined> {
    return this.committed((reader) => reader.findCommand(commandId));
  }

  commandRecords(commandIds: readonly string[]): Promise<CommandRecordRow[]> {
    return this.committed((reader) => reader.commandRecords(commandIds));
  }

  commandCount(): Promise<number> {
    return this.committed((reader) => reader.commandCount());
  }

  headSeq(): Promise<number> {
    return this.committed((reader) => reader.headSeq());
  }

  /** Page by page, each page committed data; use `read` for one snapshot of the whole log. */
  facts(stream?: string): AsyncIterable<StoredFact> {
    return pages(
      (after: number) => this.exclusive(() => this.untilUnlocked(() => this.factPage(this.sql, stream, after))),
      (row) => row.seq,
      0,
      rowFact,
    );
  }

  entities(): AsyncIterable<Entity> {
    return pages(
      (after: string) =>
        this.exclusive(() => this.untilUnlocked(() => this.sql.entitiesPage.all(after, pageSize) as EntityRow[])),
      (row) => row.stream,
      '',
      rowEntity,
    );
  }

  private factPage(sql: Statements, stream: string | undefined, after: number): FactRow[] {
    return (
      stream === undefined ? sql.factsPage.all(after, pageSize) : sql.streamPage.all(stream, after, pageSize)
    ) as FactRow[];
  }

  /** What follow delivers and a checkpoint signs: synced first, since its writer may not have synced yet. */
  async factsAfter(seq: number, limit: number): Promise<StoredFact[]> {
    const facts = await this.exclusive(() =>
      this.untilUnlocked(() => (this.sql.factsPage.all(seq, limit) as FactRow[]).map(rowFact)),
    );
    if (facts.length > 0) await this.syncLog();
    return facts;
  }

  /**
   * Commits in this process wake watchers at once. Another process's commit shows as a write to
   * the WAL file, watched in its directory; the write comes just before the commit is visible
   * (the writer still syncs and publishes it in shared memory, which raises no file event), so a
   * file event is followed by a few more looks over the next 60 ms. A poll is the safety net.
   */
  async watch(onAppend: () => void): Promise<() => Promise<void>> {
    this.watchers.add(onAppend);
    const base = path.basename(this.path);
    let settling: NodeJS.Timeout | undefined;
    let step = 0;
    const settle = () => {
      onAppend();
      settling = step < settleDelaysMs.length ? setTimeout(settle, settleDelaysMs[step++]) : undefined;
    };
    const files =
      this.path === ':memory:'
        ? undefined
        : watchFiles(path.dirname(path.resolve(this.path)), (_event, name) => {
            if (name !== null && !name.startsWith(base)) return;
            clearTimeout(settling);
            step = 0;
            settle();
          });
    files?.on('error', () => undefined);
    const poll = setInterval(onAppend, this.watchPollMs);
    poll.unref();
    onAppend();
    return async () => {
      this.watchers.delete(onAppend);
      files?.close();
      clearTimeout(settling);
      clearInterval(poll);
    };
  }

  /** SQLite's integrity_check, and every guard trigger present with the text this awm created it with. */
  async integrityProblems(): Promise<string[]> {
    return this.exclusive(() =>
      this.untilUnlocked(() => {
        const checked = this.db.pragma('integrity_check') as { integrity_check: string }[];
        const problems = checked.map((row) => row.integrity_check).filter((line) => line !== 'ok');
        const triggers = new Map(
          (this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all() as TriggerRow[]).map(
            (row) => [row.name, row.sql],
          ),
        );
        for (const guard of sqliteGuardTriggers) {
          const found = triggers.get(guard.name);
          if (found === undefined)
            problems.push(`trigger ${guard.name} on ${guard.table} is missing: the log is not protected`);
          else if (found !== guard.sql)
            problems.push(`trigger ${guard.name} on ${guard.table} was changed: the log is not protected`);
        }
        return problems;
      }),
    );
  }

  async close(): Promise<void> {
    await this.exclusive(async () => this.db.close());
    const wal = this.walHandle;
    this.walHandle = undefined;
    await (await wal?.catch(() => undefined))?.close();
  }

  /**
   * Runs `step`, retrying while SQLite reports the database busy, after the pauses of the lock-wait
   * policy (the shortest block the thread, the longer ones sleep), until busyTimeoutMs has passed.
   */
  private async untilUnlocked<T>(step: () => T | Promise<T>): Promise<T> {
    const { lockWait } = storeRetryPolicy;
    let started = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (!isBusy(error)) throw error;
        started ||= Date.now();
        const waited = Date.now() - started;
        if (waited >= this.busyTimeoutMs) throw new StoreBusyError(waited);
        const pause = pauseMs(lockWait, attempt);
        if (pause < lockWait.spinBelowMs) blockFor(pause * 1000);
        else await sleep(pause);
      }
    }
  }
}

/** After a file event, how long to wait before each further look for the commit it announced. */
const settleDelaysMs = [1, 2, 4, 8, 16, 32];

const blocker = new Int32Array(new SharedArrayBuffer(4));

/** Blocks the thread for `microseconds`: finer than any timer, for the brief waits of a lock handoff. */
function blockFor(microseconds: number): void {
  Atomics.wait(blocker, 0, 0, microseconds / 1000);
}

type Statements = ReturnType<typeof prepareStatements>;

/** What one write transaction remembers: the log head and every entity it has read or written. */
interface TransactionCache {
  head?: ChainHead;
  entities: Map<string, Entity | undefined>;
}

function prepareStatements(db: BetterSqlite3.Database) {
  const factColumns = 'seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash';
  return {
    meta: db.prepare('SELECT key, value FROM awm_meta'),
    head: db.prepare('SELECT seq, hash, recorded_at FROM facts ORDER BY seq DESC LIMIT 1'),
    /** The remembered head and the facts after it, as far as the store catches up. */
    appendedSince: db.prepare('SELECT seq, stream, hash, recorded_at FROM facts WHERE seq >= ? ORDER BY seq LIMIT ?'),
    /** Changes when another connection commits, not when this one does. */
    dataVersion: db.prepare('PRAGMA data_version').pluck(),
    insertFact: db.prepare(`INSERT INTO facts (${factColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertCommand: db.prepare(
      'INSERT INTO commands (command_id, payload_hash, first_seq, fact_count, state) VALUES (?, ?, ?, ?, ?)',
    ),
    command: db.prepare(
      'SELECT command_id, payload_hash, first_seq, fact_count, state FROM commands WHERE command_id = ?',
    ),
    commandRecord: db.prepare('SELECT command_id, first_seq, fact_count, state FROM commands WHERE command_id = ?'),
    commandCount: db.prepare('SELECT count(*) AS n FROM commands'),
    factRange: db.prepare(
      'SELECT seq, stream, term, entity_id, version, type FROM facts WHERE seq BETWEEN ? AND ? ORDER BY seq',
    ),
    entity: db.prepare(`SELECT ${entityColumns} FROM entities WHERE stream = ?`),
    children: db.prepare(
      `SELECT ${entityColumns} FROM entities WHERE parent_term = ? AND parent_id = ? ORDER BY created_seq`,
    ),
    childrenOfTerm: db.prepare(
      `SELECT ${entityColumns} FROM entities WHERE parent_term = ? AND parent_id = ? AND term = ? ORDER BY created_seq`,
    ),
    childrenInStates: db.prepare(
      `SELECT ${entityColumns} FROM entities WHERE parent_term = ? AND parent_id = ? AND term = ? AND state IN ` +
        `(SELECT value FROM json_each(?)) ORDER BY created_seq`,
    ),
    lastChild: db.prepare(
      `SELECT ${entityColumns} FROM entities WHERE parent_term = ? AND parent_id = ? AND term = ? ORDER BY ` +
        `created_seq DESC LIMIT 1`,
    ),
    upsertEntity: db.prepare(
      `INSERT INTO entities (${entityColumns}) VALUES (@stream, @term, @id, @state, @version, @parent_term,
         @parent_id, @fields, @depends_on, @created_at, @updated_at, @created_seq, @updated_seq)
       ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, fields = excluded.fields,
         depends_on = excluded.depends_on, updated_at = excluded.updated_at, updated_seq = excluded.updated_seq`,
    ),
    updateState: db.prepare(
      'UPDATE entities SET state = ?, version = ?, updated_at = ?, updated_seq = ? WHERE stream = ?',
    ),
    updateDependsOn: db.prepare(
      'UPDATE entities SET depends_on = ?, version = ?, updated_at = ?, updated_seq = ? WHERE stream = ?',
    ),
    updateFields: db.prepare(
      'UPDATE entities SET fields = ?, version = ?, updated_at = ?, updated_seq = ? WHERE stream = ?',
    ),
    clearEntities: db.prepare('DELETE FROM entities'),
    factsPage: db.prepare(`SELECT ${factColumns} FROM facts WHERE seq > ? ORDER BY seq LIMIT ?`),
    streamPage: db.prepare(`SELECT ${factColumns} FROM facts WHERE stream = ? AND seq > ? ORDER BY seq LIMIT ?`),
    entitiesPage: db.prepare(`SELECT ${entityColumns} FROM entities WHERE stream > ? ORDER BY stream LIMIT ?`),
  };
}

/** Writes what one fact changed in the projection: a whole row only for a new entity. */
function writeProjection(sql: Statements, entity: Entity, fact: StoredFact): void {
  const stream = fact.stream;
  switch (fact.type) {
    case 'created':
      sql.upsertEntity.run(rowFromEntity(entity));
      return;
    case 'transitioned':
      sql.updateState.run(entity.state, entity.version, entity.updated_at, entity.updated_seq, stream);
      return;
    case 'dependency_added':
      sql.updateDependsOn.run(
        JSON.stringify(entity.depends_on),
        entity.version,
        entity.updated_at,
        entity.updated_seq,
        stream,
      );
      return;
    case 'policy_changed':
      sql.updateFields.run(canonicalize(entity.fields), entity.version, entity.updated_at, entity.updated_seq, stream);
      return;
    // The log's settings record is small and rarely written: the whole row.
    case 'enforcement_changed':
    case 'model_changed':
      sql.upsertEntity.run(rowFromEntity(entity));
      return;
  }
}

function rowEntityOrUndefined(row: EntityRow | undefined): Entity | undefined {
  return row && rowEntity(row);
}

function rowEntity(row: EntityRow): Entity {
  return entityFromRow({ ...row, fields: JSON.parse(row.fields), depends_on: JSON.parse(row.depends_on) });
}

function rowFact(row: FactRow): StoredFact {
  return { ...row, data: JSON.parse(row.data) } as StoredFact;
}
