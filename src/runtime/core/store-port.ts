// The storage contract the runtime needs: SQLite and PostgreSQL implement it, and one test suite holds both to it.
import type { Accepted } from './results.js';
import type { EntityKey, NewFact, StoredFact } from './facts.js';
import type { Entity } from './projection.js';
import { RuntimeUserError } from './user-error.js';

/** What a database records about itself when it is initialised. */
export interface StoreMeta {
  /** The store's schema version. */
  schema_version: number;
  model_name: string;
  model_version: string;
  /** The runtime model's fingerprint: a database is only opened with the model it was made with. */
  model_fingerprint: string;
  created_at: string;
  /** Whether authority was enforced from the start; absent in databases made before awm enforced it (off). */
  authority_enforced?: boolean;
  /** The canonical JSON of the model the log was made with (RecordedModel); absent in older databases. */
  model?: string;
}

/** The metadata keys a store records, in order; `schema_version` is the store's own. */
export const metaKeys = [
  'model_name',
  'model_version',
  'model_fingerprint',
  'created_at',
  'authority_enforced',
  'model',
] as const;

/** The metadata as the key/value rows a store keeps; absent values are not recorded. */
export function metaRows(meta: StoreMeta): { key: string; value: string }[] {
  return metaKeys.filter((key) => meta[key] !== undefined).map((key) => ({ key, value: String(meta[key]) }));
}

/** An accepted command, kept so that resending its id returns the same result. */
export interface RecordedCommand {
  command_id: string;
  /** SHA-256 of the command's canonical JSON. */
  payload_hash: string;
  /**
   * Its facts are consecutive in the log and the first is the target entity's (`result.entity`,
   * whose version is that of its last fact here), so a store may keep just the range and the state.
   */
  result: Accepted;
}

/** A command's record as the store keeps it: verify checks that it describes the facts it names. */
export interface CommandRecordRow {
  command_id: string;
  first_seq: number;
  fact_count: number;
  /** The state its facts left its target in. */
  state: string | null;
}

/** The reads the runtime needs. */
export interface StoreReader {
  getEntity(key: EntityKey): Promise<Entity | undefined>;
  /** Children of `parent` (optionally of one term, and only in `states`), in creation order. */
  childrenOf(parent: EntityKey, term?: string, states?: readonly string[]): Promise<Entity[]>;
  /** The child of `parent` of `term` created last, if any. */
  lastChild(parent: EntityKey, term: string): Promise<Entity | undefined>;
  findCommand(commandId: string): Promise<RecordedCommand | undefined>;
  /** The records of these commands as stored, without their facts, in no particular order. */
  commandRecords(commandIds: readonly string[]): Promise<CommandRecordRow[]>;
  /** How many commands are recorded. */
  commandCount(): Promise<number>;
  /** The facts of one stream (`Term/id`), or of the whole log, in log order. */
  facts(stream?: string): AsyncIterable<StoredFact>;
  /** The live projection, ordered by stream. */
  entities(): AsyncIterable<Entity>;
  /** The seq of the last fact, 0 for an empty log. */
  headSeq(): Promise<number>;
}

/** One write transaction: its reads see its own writes, and everything commits or nothing does. */
export interface WriteTransaction extends StoreReader {
  /**
   * Appends facts in order, each after the log's current last fact: the store assigns `seq`,
   * `recorded_at` (never earlier than the previous fact's) and the chain hash, and updates the
   * projection by applying `project` to each. A fact whose (stream, version) exists throws
   * VersionConflictError.
   */
  appendFacts(commandId: string, facts: readonly NewFact[]): Promise<StoredFact[]>;
  recordCommand(command: RecordedCommand): Promise<void>;
  /**
   * Starts deciding a command, in one go: takes the guard over the log's own records in `mode`,
   * claims the command id (a concurrent sender of the same id waits, then finds this one's record),
   * reads the guarded records and reads and locks `lock`.
   */
  startCommand(start: CommandStart): Promise<CommandStarted>;
}

/** How a write transaction may run. */
export interface WriteOptions {
  /**
   * The work only reads and decides (waiting on nothing outside the store) and records a command for
   * every fact it appends: a store may first run it on what it already knows of the log, holding no
   * locks meanwhile, and check at the commit that all it read still holds, running it again reading
   * afresh when not. Its decisions stand either way.
   */
  decideOnKnown?: boolean;
}

/** What a command's transaction reads before it decides. */
export interface CommandStart {
  commandId: string;
  /**
   * The guard over the log's own records (its settings, role bindings), which every command consults
   * and few change, held until the transaction ends: `shared` alongside other commands, `exclusive`
   * (a command that changes them) alone. A transaction keeps the mode of its first command.
   */
  mode: 'shared' | 'exclusive';
  /** Records read under the guard, without row locks. */
  guarded: readonly EntityKey[];
  /** Entities read and locked until the transaction ends: the command's target. */
  lock: readonly EntityKey[];
}

export interface CommandStarted {
  /** The command's record, if it was accepted before. */
  recorded: RecordedCommand | undefined;
  /** The guarded records, in the order asked for. */
  guarded: (Entity | undefined)[];
}

/**
 * A store. Its own read methods each see committed data; `read` gives one consistent snapshot
 * across many reads (verify and rebuild need the log and the projection at the same moment).
 */
export interface FactStore extends StoreReader {
  /** The backend's name, for messages: "sqlite" or "postgres". */
  readonly kind: string;
  /** The metadata recorded at initialisation, or undefined for an empty database. */
  readMeta(): Promise<StoreMeta | undefined>;
  /** Creates the schema and records `meta` if the database is empty; returns what the database holds. */
  initialize(meta: StoreMeta): Promise<StoreMeta>;
  /**
   * Runs `work` in one write transaction; rolls back if it throws. Its reads see every write committed
   * before them and hold what they read until it commits, so its decisions stand. A store may run
   * `work` again when a concurrent writer got there first or the connection was lost before the
   * commit was known, so `work` must have no effects outside the transaction.
   */
  write<T>(work: (tx: WriteTransaction) => Promise<T>, options?: WriteOptions): Promise<T>;
  /** Runs `work` against one consistent snapshot of the database; writers are not blocked. */
  read<T>(work: (snapshot: StoreReader) => Promise<T>): Promise<T>;
  /** Replaces the whole projection with the result of `rebuild` in one write transaction. */
  replaceProjection(rebuild: (snapshot: StoreReader) => Promise<Iterable<Entity>>): Promise<void>;
  /** The backend's own consistency check (SQLite integrity_check); an empty list when sound. */
  integrityProblems(): Promise<string[]>;
  /**
   * Up to `limit` committed facts after position `seq`, in log order. Positions are given out in
   * commit order without gaps, so a reader that resumes after the last position it saw misses none.
   */
  factsAfter(seq: number, limit: number): Promise<StoredFact[]>;
  /**
   * Calls `onAppend` soon after any process may have appended facts (a hint: it can also fire when
   * nothing changed, and fires once when it starts). Resolves to a function that stops watching.
   */
  watch(onAppend: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Two writers raced for the same (stream, version): the unique constraint caught what the version check did not. */
export class VersionConflictError extends Error {
  constructor(
    readonly stream: string,
    readonly version: number,
  ) {
    super(`${stream} already has a fact at version ${version}`);
    this.name = 'VersionConflictError';
  }
}

/** The database stayed locked by other writers past the deadline. */
export class StoreBusyError extends RuntimeUserError {
  constructor(readonly waitedMs: number) {
    super(`the database stayed locked by other writers for ${waitedMs} ms`);
    this.name = 'StoreBusyError';
  }
}

/** The database server could not be reached, or kept failing, for longer than the store waits. */
export class StoreUnavailableError extends RuntimeUserError {
  constructor(
    readonly waitedMs: number,
    override readonly cause: unknown,
  ) {
    super(`the database server has been unreachable for ${waitedMs} ms: ${(cause as Error).message}`);
    this.name = 'StoreUnavailableError';
  }
}

/** The database cannot be used: not a runtime database, a newer schema, another model, not initialised. */
export class StoreOpenError extends RuntimeUserError {
  constructor(message: string) {
    super(message);
    this.name = 'StoreOpenError';
  }
}

/**
 * The database failed in a way the store cannot cure and the user must see: read-only, full, corrupt,
 * or unable to say whether a commit happened. The message says what happened and what to do.
 */
export class StoreFailedError extends RuntimeUserError {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StoreFailedError';
  }
}
