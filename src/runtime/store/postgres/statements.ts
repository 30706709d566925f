// The PostgreSQL store's SQL and rows: named statements, and reads of committed data or of one transaction's.
import type { PoolClient, QueryConfig, QueryResultRow } from 'pg';
import { recordedCommand, type CommandFactRow } from '../command-record.js';
import { streamOf, type EntityKey, type StoredFact } from '../../core/facts.js';
import { pages, pageSize } from '../paging.js';
import type { Entity } from '../../core/projection.js';
import { entityColumns, entityFromRow, rowFromEntity, type EntityRow as ParsedEntityRow } from '../rows.js';
import type { CommandRecordRow, RecordedCommand, StoreReader } from '../../core/store-port.js';

export interface FactRow extends CommandFactRow {
  data: unknown;
  command_id: string;
  recorded_at: string;
  prev_hash: string;
  hash: string;
}

export type EntityRow = ParsedEntityRow<'parsed'>;

const factColumns = 'seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash';

/** The store's SQL, with its schema's tables qualified so that no search_path matters. */
export function statements(s: string) {
  return {
    meta: `SELECT key, value FROM ${s}.awm_meta`,
    insertMeta:
      `INSERT INTO ${s}.awm_meta (key, value) SELECT * FROM unnest($1::text[], $2::text[]) WHERE NOT ` +
      `EXISTS (SELECT 1 FROM ${s}.awm_meta)`,
    version: `SELECT coalesce(max(version), 0) AS version FROM ${s}.awm_schema`,
    head: `SELECT seq FROM ${s}.awm_head`,
    lockHead: `SELECT seq, hash, recorded_at, pg_current_xact_id()::text AS xid FROM ${s}.awm_head FOR UPDATE`,
    entity: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = $1`,
    lockEntity: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = $1 FOR UPDATE`,
    lockEntities: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY($1::text[])
      ORDER BY stream FOR UPDATE`,
    children: (lock: boolean, term: boolean, states: boolean) =>
      `SELECT ${entityColumns} FROM ${s}.entities WHERE parent_term = $1 AND parent_id = $2` +
      `${term ? ' AND term = $3' : ''}${states ? ' AND state = ANY($4::text[])' : ''} ORDER BY created_seq` +
      `${lock ? ' FOR UPDATE' : ''}`,
    lastChild: (lock: boolean) =>
      `SELECT ${entityColumns} FROM ${s}.entities WHERE parent_term = $1 AND parent_id = $2 AND term = $3 ` +
      `ORDER BY created_seq DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    command: `SELECT c.command_id, c.payload_hash, c.state, f.seq, f.stream, f.term, f.entity_id, f.version, f.type
      FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
      WHERE c.command_id = $1 ORDER BY f.seq`,
    claimCommand: `SELECT * FROM ${s}.awm_claim_command($1)`,
    insertEntities: `INSERT INTO ${s}.entities (${entityColumns})
      SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
        $8::json[], $9::json[], $10::text[], $11::text[], $12::bigint[], $13::bigint[])`,
    factsPage: `SELECT ${factColumns} FROM ${s}.facts WHERE seq > $1 ORDER BY seq LIMIT $2`,
    streamPage: `SELECT ${factColumns} FROM ${s}.facts WHERE stream = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    entitiesPage: `SELECT ${entityColumns} FROM ${s}.entities WHERE stream > $1 ORDER BY stream LIMIT $2`,
    headMatchesLog: `SELECT h.seq, h.hash, h.recorded_at, f.seq AS last_seq, f.hash AS last_hash,
        f.recorded_at AS last_time
      FROM ${s}.awm_head h
      LEFT JOIN LATERAL (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f ON true`,
    triggers: `SELECT c.relname AS relation, t.tgname AS name, t.tgenabled AS enabled, t.tgtype::int AS type,
        p.proname AS function, pn.nspname AS function_schema,
        (t.tgqual IS NOT NULL OR t.tgattr::text <> '') AS conditional
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_namespace pn ON pn.oid = p.pronamespace
      WHERE n.nspname = $1 AND NOT t.tgisinternal`,
    functions: `SELECT p.proname AS name, p.prosrc AS source, p.proconfig AS config, p.prosecdef AS security_definer
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = $1 AND p.proname = ANY($2::text[])`,
    commandRecords: `SELECT command_id, first_seq, fact_count, state FROM ${s}.commands
      WHERE command_id = ANY($1::text[])`,
    commandCount: `SELECT count(*)::bigint AS n FROM ${s}.commands`,
  };
}

export type Statements = ReturnType<typeof statements>;

const statementNames = new Map<string, string>();

/**
 * A named (prepared) statement: each connection parses and plans it once, not on every command.
 * One name per text, and the text names its schema, so stores on other schemas never share one.
 */
export function prepared(text: string, values?: unknown[]): QueryConfig {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `awm_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return { name, text, ...(values ? { values } : {}) };
}

/** Runs SQL: the pool (each query on whatever connection is free) or one transaction's connection. */
export interface Runner {
  query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** A transaction's connection as a Runner of prepared statements. */
export function preparedRunner(client: PoolClient): Runner {
  return { query: (text, values) => client.query(prepared(text, values)) };
}

/** Reads without locks through `runner`: the pool (committed data) or a snapshot transaction's connection. */
export function readerOver(runner: Runner, sql: Statements): StoreReader {
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

/** A command and its facts, one row per fact; the payload hash as bytes, or in hex when read out of JSON. */
export type CommandRow = CommandFactRow & { command_id: string; payload_hash: Buffer | string; state: string | null };

export function commandFromRows(commandId: string, rows: readonly CommandRow[]): RecordedCommand | undefined {
  if (rows.length === 0) return undefined;
  const hash = rows[0]!.payload_hash;
  return recordedCommand(commandId, typeof hash === 'string' ? hash : hash.toString('hex'), rows[0]!.state, rows);
}

export function childArguments(parent: EntityKey, term?: string, states?: readonly string[]): unknown[] {
  return [parent.term, parent.id, ...(term === undefined ? [] : [term]), ...(states === undefined ? [] : [states])];
}

/** The entities as one array per column, in entityColumns order, for INSERT ... SELECT FROM unnest. */
export function entityColumnsOf(entities: readonly Entity[]): unknown[][] {
  const rows = entities.map(rowFromEntity);
  return entityColumns.split(', ').map((column) => rows.map((row) => row[column as keyof typeof row]));
}

export function rowFact(row: FactRow): StoredFact {
  return row as unknown as StoredFact;
}
