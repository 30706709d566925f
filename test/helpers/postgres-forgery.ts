// Writing a PostgreSQL log by hand, as the tampering and guard suites do: the log they attack, and forged facts.
import type pg from 'pg';
import { chainHash } from '../../src/runtime/core/facts.js';
import type { PostgresStore } from '../../src/runtime/store/postgres/postgres-store.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { freshSchema, type PostgresServer } from './postgres.js';
import { bundledRuntimeModel, expectAccepted } from './runtime.js';
import { tamperedLogCommands } from './tampered-log.js';

/** A fresh schema holding tamperedLogCommands; `role`, when given, may use it as the runtime's role. */
export async function preparedPostgresLog(server: PostgresServer, role?: string) {
  const db = freshSchema(server);
  const runtime = await openRuntime({ url: db.url, model: await bundledRuntimeModel(), enforceAuthority: false });
  try {
    for (const command of tamperedLogCommands) expectAccepted(await runtime.apply(command), command.command_id);
    if (role !== undefined) await (runtime.store as PostgresStore).grantRuntimeRole(role);
  } finally {
    await runtime.close();
  }
  return db;
}

/** A fact to write by hand: `data` is its exact text; `version` defaults to the stream's next. */
export interface ForgedFact {
  stream: string;
  version?: number;
  type: string;
  command_id: string;
  data: string;
}

/**
 * The row of a fact appended by hand that extends the chain correctly (next seq, the last fact's
 * hash and time), in insertFactSql's order; the connection's search_path holds the log.
 */
export async function forgedFactRow(client: pg.Client, fact: ForgedFact): Promise<unknown[]> {
  const last = (await client.query('SELECT seq, hash, recorded_at FROM facts ORDER BY seq DESC LIMIT 1')).rows[0];
  const version =
    fact.version ??
    Number((await client.query('SELECT max(version) AS v FROM facts WHERE stream = $1', [fact.stream])).rows[0].v) + 1;
  const [term, id] = fact.stream.split('/') as [string, string];
  const stored = { ...fact, version, seq: Number(last.seq) + 1, recorded_at: last.recorded_at as string };
  return [
    stored.seq,
    fact.stream,
    term,
    id,
    version,
    fact.type,
    fact.data,
    fact.command_id,
    stored.recorded_at,
    last.hash,
    chainHash(last.hash, stored),
  ];
}

export const insertFactSql =
  'INSERT INTO facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash) ' +
  'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';

/** Appends a correctly chained fact by hand: only verify's other checks (or the guards) can tell. */
export async function forgeFact(client: pg.Client, fact: ForgedFact): Promise<void> {
  await client.query(insertFactSql, await forgedFactRow(client, fact));
}
