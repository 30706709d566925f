// A PostgreSQL write transaction: one round trip to start a command, its appends sent with the COMMIT.
import type { PoolClient, QueryConfig, QueryResult, QueryResultRow } from 'pg';
import { chainFacts, type ChainHead } from '../../core/chain.js';
import { streamOf, type EntityKey, type NewFact, type StoredFact } from '../../core/facts.js';
import { conflictingVersion } from './errors.js';
import { NeedsFreshReadError, type KnownLog } from './known.js';
import {
  childArguments,
  commandFromRows,
  prepared,
  readerOver,
  type CommandRow,
  type EntityRow,
  type Statements,
} from './statements.js';
import { project, type Entity } from '../../core/projection.js';
import { entityFromRow, rowFromEntity } from '../rows.js';
import {
  VersionConflictError,
  type CommandRecordRow,
  type CommandStart,
  type CommandStarted,
  type RecordedCommand,
  type StoreReader,
  type WriteTransaction,
} from '../../core/store-port.js';

/** What the store's transaction loop needs to know of a write transaction, and how it ends one. */
export interface TransactionControl {
  /** Whether BEGIN has been sent (a command's start sends it with its first query). */
  begun: boolean;
  /** The transaction's id, once it has one: asked about when the connection is lost during COMMIT. */
  xid?: string;
  /** Sends what is left to write and the COMMIT, in one message. */
  finish?: () => Promise<void>;
}

/**
 * Commits without waiting for the WAL to reach the disk: the locks (the head's) are released as soon
 * as the commit is in the WAL, and the flush below, shared by every writer waiting on the disk at that
 * moment, makes it durable before the writer is told.
 */
const commitWithoutWaiting = 'SET LOCAL synchronous_commit TO off';

/**
 * Makes every commit in the WAL so far durable: a transactional WAL record, so that this tiny
 * transaction has an id and its own commit waits for the disk, flushing the WAL up to it. Sent after
 * a commit made without waiting, and by readers before they hand out facts (see flushCommits' users).
 */
export const flushCommits = "SELECT pg_logical_emit_message(true, 'awm', 'durable')";

/** The head as the database has it, locked or not, and the transaction's id. */
interface HeadRow extends ChainHead {
  xid: string;
}

/** The answer of awm_begin_command. */
interface Started {
  xid: string;
  command: CommandRow[] | null;
  guarded: EntityRow[] | null;
  locked: EntityRow[] | null;
}

/** A write not yet sent: facts (data as the exact text hashed) or a command record, in the order made. */
type PendingWrite =
  | { facts: (Omit<StoredFact, 'data'> & { data: string })[] }
  | {
      record: { command_id: string; payload_hash: string; first_seq: number; fact_count: number; state: string | null };
    };

/**
 * A write transaction. Given what its process knows of the entities (`known`), it decides on that
 * alone, locks the head when it appends (the only statement before the end), and sends everything in
 * one awm_apply call, which checks every version read and that the facts chain to the head: two
 * round trips per command. A read the knowledge cannot answer throws NeedsFreshReadError, and the store
 * runs the work again reading: then, under READ COMMITTED, every entity read is locked (FOR UPDATE)
 * until the commit (a command's target, whose version it checks, and the parents and references whose
 * state it checks; a parent exclusively, because the rules also read its children, so two commands
 * creating children of one parent take turns). startCommand sends BEGIN with awm_begin_command; the
 * first append locks the head; appends and records wait and go with the COMMIT in one awm_write call;
 * a read of the projection first sends what waits, so the transaction reads its own writes.
 *
 * Durable commits (`flushAfterCommit`): the transaction commits without waiting for the disk, so that
 * the head's lock is held for no fsync, then makes its commit durable with a flush that writers
 * share (see templates/explanations/gapless-positions.md), in the same message as the COMMIT.
 */
export class PostgresTransaction implements WriteTransaction {
  /** Entities read or written here; locked rows cannot change under it, and written ones are its own. */
  private readonly cache = new Map<string, Entity | undefined>();
  /** The head the next appended fact chains to. */
  private head?: ChainHead;
  private headLocked = false;
  private guard?: CommandStart['mode'];
  private pending: PendingWrite[] = [];
  /** Streams whose projection rows wait to be written. */
  private readonly changed = new Set<string>();
  private readonly reader: StoreReader;
  /** Deciding on what the process knew: the version each entity read had then, and whether its row is locked. */
  private readonly knownReads = new Map<string, { stream: string; version: number | null; locked: boolean }>();
  private readonly commandIds: string[] = [];
  private readonly known?: KnownLog;

  constructor(
    private readonly client: PoolClient,
    private readonly sql: Statements,
    private readonly schema: string,
    private readonly clock: () => Date,
    private readonly guardName: string,
    private readonly control: TransactionControl,
    private readonly path: { known?: KnownLog; flushAfterCommit: boolean },
  ) {
    // Reads of the log and the projection see this transaction's writes: they send them first.
    this.reader = readerOver({ query: (text, values) => this.read(prepared(text, values)) }, sql);
    control.finish = () => this.send(true);
    this.known = path.known;
  }

  async startCommand(start: CommandStart): Promise<CommandStarted> {
    if (this.guard !== undefined && this.guard !== start.mode)
      throw new Error(`internal: the guard is held ${this.guard}, not ${start.mode}`);
    if (this.known) return this.startKnown(start);
    const streamsOf = (keys: readonly EntityKey[]) =>
      keys.map((key) => streamOf(key.term, key.id)).filter((stream) => !this.cache.has(stream));
    const request = {
      mode: start.mode,
      guard: this.guardName,
      command_id: start.commandId,
      guarded: streamsOf(start.guarded),
      lock: streamsOf(start.lock),
    };
    const literal = this.client.escapeLiteral(JSON.stringify(request));
    const text = `SELECT ${this.schema}.awm_begin_command(${literal}) AS started`;
    const message = this.begun(text);
    // Begun before it is sent: should the call fail, the store rolls the transaction back.
    this.control.begun = true;
    const results = (await this.client.query(message)) as unknown as QueryResult | QueryResult[];
    this.guard = start.mode;
    const started = (Array.isArray(results) ? results.at(-1)! : results).rows[0]!.started as Started;
    this.control.xid ??= started.xid;
    for (const [streams, rows] of [
      [request.guarded, started.guarded],
      [request.lock, started.locked],
    ] as const) {
      const found = new Map((rows ?? []).map((row) => [row.stream, entityFromRow(row)]));
      for (const stream of streams) this.cache.set(stream, found.get(stream));
    }
    const waiting = this.pendingRecord(start.commandId);
    return {
      recorded: waiting ?? commandFromRows(start.commandId, started.command ?? []),
      guarded: start.guarded.map((key) => this.cache.get(streamOf(key.term, key.id))),
    };
  }

  /** startCommand on what the process knows: the command's record is taken to be absent, as awm_apply checks. */
  private startKnown(start: CommandStart): CommandStarted {
    // A command that changes the log's settings holds the guard alone: it always reads afresh.
    if (start.mode !== 'shared') throw new NeedsFreshReadError('an exclusive guard');
    this.guard = start.mode;
    const guarded = start.guarded.map((key) => this.recall(streamOf(key.term, key.id), false));
    for (const key of start.lock) this.recall(streamOf(key.term, key.id), true);
    this.commandIds.push(start.commandId);
    return { recorded: this.pendingRecord(start.commandId), guarded };
  }

  /** An entity as this transaction or, before it, the process knew it; its version is checked at the end. */
  private recall(stream: string, locked: boolean): Entity | undefined {
    // Only a command's own reads are decided on what is known: other work may wait on something outside
    // the store meanwhile (a test holding a transaction open), and must hold its locks as it reads.
    if (this.guard === undefined) throw new NeedsFreshReadError('a read outside a command');
    if (this.cache.has(stream)) return this.cache.get(stream);
    if (!this.known!.entities.has(stream)) throw new NeedsFreshReadError(stream);
    const entity = this.known!.entities.get(stream);
    this.knownReads.set(stream, { stream, version: entity?.version ?? null, locked });
    return this.remember(stream, entity);
  }

  /** The entities read or written, as they stand once this transaction has committed. */
  committedEntities(): ReadonlyMap<string, Entity | undefined> {
    return this.cache;
  }

  async getEntity(key: EntityKey): Promise<Entity | undefined> {
    const stream = streamOf(key.term, key.id);
    if (this.cache.has(stream)) return this.cache.get(stream);
    if (this.known) return this.recall(stream, true);
    const { rows } = await this.query<EntityRow>(prepared(this.sql.lockEntity, [stream]));
    return this.remember(stream, rows[0] && entityFromRow(rows[0]));
  }

  async childrenOf(parent: EntityKey, term?: string, states?: readonly string[]): Promise<Entity[]> {
    const { rows } = await this.read<EntityRow>(
      prepared(this.sql.children(true, term !== undefined, states !== undefined), childArguments(parent, term, states)),
    );
    return rows.map((row) => this.remember(row.stream, entityFromRow(row))!);
  }

  async lastChild(parent: EntityKey, term: string): Promise<Entity | undefined> {
    const { rows } = await this.read<EntityRow>(prepared(this.sql.lastChild(true), [parent.term, parent.id, term]));
    return rows[0] && this.remember(rows[0].stream, entityFromRow(rows[0]));
  }

  /** Claims the id first: a concurrent sender of the same id waits, then finds this one's record. */
  async findCommand(commandId: string): Promise<RecordedCommand | undefined> {
    const { rows } = await this.read<CommandRow>(prepared(this.sql.claimCommand, [commandId]));
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
    await this.send(false);
    await this.lockHead();
    return this.head!.seq;
  }

  async appendFacts(commandId: string, facts: readonly NewFact[]): Promise<StoredFact[]> {
    if (this.known) for (const fact of facts) this.recall(streamOf(fact.term, fact.entity_id), true);
    // Streams this transaction has not read (only direct store users append unread ones) are locked now,
    // before the head, as every writer locks entities first.
    const unread = [...new Set(facts.map((fact) => streamOf(fact.term, fact.entity_id)))].filter(
      (stream) => !this.cache.has(stream),
    );
    if (unread.length > 0) {
      const { rows } = await this.query<EntityRow>(prepared(this.sql.lockEntities, [unread]));
      const found = new Map(rows.map((row) => [row.stream, entityFromRow(row)]));
      for (const stream of unread) this.cache.set(stream, found.get(stream));
    }
    // The head is locked before the first fact is chained to it: no other writer can append until
    // this one commits, so its facts never race for their positions (see flushAfterCommit).
    await this.lockHead();
    const chained = chainFacts(this.head!, commandId, facts, this.clock());
    const changed = new Map<string, Entity>();
    for (const fact of chained.stored) {
      const current = changed.get(fact.stream) ?? this.cache.get(fact.stream);
      // The locked projection row holds the stream's last version: a stale one is refused before anything is sent.
      if (current && fact.version <= current.version) throw new VersionConflictError(fact.stream, fact.version);
      changed.set(fact.stream, project(current, fact));
    }
    for (const [stream, entity] of changed) {
      this.cache.set(stream, entity);
      this.changed.add(stream);
    }
    this.pending.push({ facts: chained.stored.map((fact, index) => ({ ...fact, data: chained.texts[index]! })) });
    this.head = chained.head;
    return chained.stored;
  }

  async recordCommand(command: RecordedCommand): Promise<void> {
    const { facts, entity } = command.result;
    this.pending.push({
      record: {
        command_id: command.command_id,
        payload_hash: command.payload_hash,
        first_seq: facts[0]!.seq,
        fact_count: facts.length,
        state: entity.state,
      },
    });
  }

  /**
   * Sends the waiting writes in one awm_write call, with the COMMIT when `commit`: one round trip.
   * The head is locked before facts are chained, so awm_write's check that they chain to it holds.
   */
  private async send(commit: boolean): Promise<void> {
    if (this.known) return this.apply(commit);
    if (this.pending.length === 0) {
      if (commit && this.control.begun) await this.client.query(this.commit());
      return;
    }
    const batch = {
      ops: this.pending,
      entities: [...this.changed].map((stream) => rowFromEntity(this.cache.get(stream)!)),
    };
    const call = `SELECT ${this.schema}.awm_write(${this.client.escapeLiteral(JSON.stringify(batch))})`;
    try {
      await this.client.query(commit ? `${call}; ${this.commit()}` : call);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23505' && constraint === 'facts_stream_version') {
        const first = this.pending.flatMap((write) => ('facts' in write ? write.facts : []))[0]!;
        const { stream, version } = conflictingVersion(error as { detail?: string }, first);
        throw new VersionConflictError(stream, version);
      }
      throw error;
    }
    this.pending = [];
    this.changed.clear();
  }

  /**
   * Sends a transaction decided on what the process knew, as one awm_apply call in a transaction of
   * its own. Only commands whose facts are all recorded go this way: when the connection drops before
   * the answer, running the work again finds their records instead of appending twice.
   */
  private async apply(commit: boolean): Promise<void> {
    if (!commit) throw new NeedsFreshReadError('a read of its own writes');
    const recorded = new Set(this.pending.flatMap((write) => ('record' in write ? [write.record.command_id] : [])));
    const facts = this.pending.flatMap((write) => ('facts' in write ? write.facts : []));
    if (facts.length === 0 || facts.some((fact) => !recorded.has(fact.command_id)))
      throw new NeedsFreshReadError('a transaction without recorded commands');
    const request = {
      ...this.knownRequest(),
      ops: this.pending,
      entities: [...this.changed].map((stream) => rowFromEntity(this.cache.get(stream)!)),
    };
    const call = `SELECT ${this.schema}.awm_apply(${this.literal(request)})`;
    const begin = this.control.begun ? '' : `${this.begin()}; `;
    // Begun from here, so that the store rolls the transaction back when awm_apply refuses.
    this.control.begun = true;
    await this.client.query(`${begin}${call}; ${this.commit()}`);
    this.pending = [];
    this.changed.clear();
  }

  /** What a decision on what is known relies on: the guard, its command ids, every entity read and its version. */
  private knownRequest() {
    return { guard: this.guardName, command_ids: this.commandIds, read: [...this.knownReads.values()] };
  }

  private literal(value: unknown): string {
    return this.client.escapeLiteral(JSON.stringify(value));
  }

  /** A record waiting to be sent under `commandId`: a batch that sends one id twice finds its first result. */
  private pendingRecord(commandId: string): RecordedCommand | undefined {
    for (const write of this.pending) {
      if (!('record' in write) || write.record.command_id !== commandId) continue;
      const rows = this.pending.flatMap((other) =>
        'facts' in other
          ? other.facts.filter(
              (fact) =>
                fact.seq >= write.record.first_seq && fact.seq < write.record.first_seq + write.record.fact_count,
            )
          : [],
      );
      return commandFromRows(
        commandId,
        rows.map((fact) => ({ ...fact, ...write.record })),
      );
    }
    return undefined;
  }

  /** Locks the head (beginning the transaction if need be), even when deciding on what is known. */
  private async lockHead(): Promise<void> {
    if (this.headLocked) return;
    // Deciding on what is known: the locks the decision relies on come first, in the order every writer
    // takes them (guard, command ids, entities, head), so that writers never wait on each other in a cycle.
    const check = this.known ? `SELECT ${this.schema}.awm_check_known(${this.literal(this.knownRequest())}); ` : '';
    // BEGIN in the same message when the transaction has not begun: one round trip. Begun before it is
    // sent: should awm_check_known refuse, the store rolls the transaction back.
    const message = this.begun(`${check}${this.sql.lockHead}`);
    this.control.begun = true;
    const results = (await this.client.query(message)) as unknown as QueryResult<HeadRow> | QueryResult<HeadRow>[];
    this.setHead((Array.isArray(results) ? results.at(-1)! : results).rows[0]!);
    this.headLocked = true;
  }

  private setHead(row: HeadRow): void {
    this.control.xid ??= row.xid;
    this.head = { seq: row.seq, hash: row.hash, recorded_at: row.recorded_at };
  }

  /** `text` preceded by BEGIN if the transaction has not begun: one message, one round trip. */
  private begun(text: string): string {
    return this.control.begun ? text : `${this.begin()}; ${text}`;
  }

  /** BEGIN, committing without waiting for the disk when the commit is flushed after. */
  private begin(): string {
    return this.path.flushAfterCommit ? `BEGIN; ${commitWithoutWaiting}` : 'BEGIN';
  }

  /** COMMIT, then the flush that makes it durable when it did not wait for the disk. */
  private commit(): string {
    return this.path.flushAfterCommit ? `COMMIT; ${flushCommits}` : 'COMMIT';
  }

  /** A query that needs no writes sent first (locks, reads of rows it has not written). */
  private async query<Row extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<Row>> {
    if (this.known) throw new NeedsFreshReadError('a read of the database');
    if (!this.control.begun) {
      await this.client.query(this.begin());
      this.control.begun = true;
    }
    return this.client.query<Row>(config);
  }

  /** A read of the log or the projection as this transaction has changed them: waiting writes are sent first. */
  private async read<Row extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<Row>> {
    await this.send(false);
    return this.query<Row>(config);
  }

  private remember(stream: string, entity: Entity | undefined): Entity | undefined {
    this.cache.set(stream, entity);
    return entity;
  }
}
