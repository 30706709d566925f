// What a PostgreSQL error means for a store: try again at once, wait for the server, give up busy, or fail.
import { StoreFailedError, VersionConflictError } from '../../core/store-port.js';

/**
 * - `conflict`: another writer committed the same stream version or command id first; running the
 *   transaction again decides against what it committed.
 * - `deadlock`: PostgreSQL aborted this transaction to break a lock cycle (or a serialization failure).
 * - `head-race`: another writer appended after this transaction read the head its facts chain to
 *   (awm_write's SQLSTATE AW001); running it again chains them to the new head.
 * - `busy`: a lock stayed held past lock_timeout.
 * - `connection`: the connection or the server went away; nothing of an unfinished transaction remains.
 * - `fatal`: anything else, passed on.
 */
export type FailureKind = 'conflict' | 'deadlock' | 'head-race' | 'busy' | 'connection' | 'fatal';

/**
 * The SQLSTATE awm_write raises when the head is not the one the facts chain to. Writers lock the head
 * before chaining, so only a direct user of awm_write meets it; the store runs the transaction again.
 */
export const headRaceCode = 'AW001';

/** The SQLSTATE awm_apply raises when an entity a writer knew has moved: the writer decides again, reading afresh. */
export const staleKnowledgeCode = 'AW002';

/** SQLSTATE classes and codes that mean the session is gone, and Node's socket errors. */
const connectionCodes = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '25P03', // idle_in_transaction_session_timeout
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports a dropped socket without a code, by these messages. */
const droppedConnection =
  /Connection terminated|connection error and is not queryable|Client was closed|terminating connection/i;

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof VersionConflictError) return 'conflict';
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === '23505') return 'conflict';
  if (code === '40P01' || code === '40001') return 'deadlock';
  if (code === headRaceCode) return 'head-race';
  if (code === '55P03') return 'busy';
  if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return 'connection';
  if (error instanceof Error && droppedConnection.test(error.message)) return 'connection';
  return 'fatal';
}

/**
 * The (stream, version) a unique violation on facts names, from its detail: `Key (stream, version)=(Run/r1, 1) already
 * exists.`
 */
export function conflictingVersion(
  error: { detail?: string },
  fallback: { stream: string; version: number },
): { stream: string; version: number } {
  const match = /^Key \(stream, version\)=\((.*), (\d+)\) already exists\.$/.exec(error.detail ?? '');
  return match ? { stream: match[1]!, version: Number(match[2]) } : fallback;
}

/**
 * What the server's answer to `pg_xact_status(xid)` says about a transaction whose COMMIT got no
 * reply (the connection dropped): `true` it committed, `false` it did not and may run again,
 * `undefined` ask again (it is still committing, or the server is not back yet). Every answer:
 * - `committed`, `aborted`: as they say;
 * - `in progress`: the server is still finishing it (a dropped connection, not a dead server);
 * - SQLSTATE 22023 "transaction ID … is in the future": the server restarted from a state that never
 *   had that transaction (its id was handed out but never made durable), so it did not commit;
 * - NULL: the server no longer keeps that transaction's status (far too old): nobody can tell,
 *   which is an error for the caller, not a guess;
 * - a lost connection: ask again; any other error is passed on.
 */
export function commitStatus(answer: { status: string | null } | { error: unknown }, xid: string): boolean | undefined {
  if ('error' in answer) {
    const { error } = answer;
    if ((error as { code?: unknown }).code === '22023') return false;
    if (classifyFailure(error) === 'connection') return undefined;
    throw error;
  }
  switch (answer.status) {
    case 'committed':
      return true;
    case 'aborted':
      return false;
    case 'in progress':
      return undefined;
    default:
      throw new CommitUnknownError(xid);
  }
}

/** The connection dropped during COMMIT and the server no longer knows whether that transaction committed. */
export class CommitUnknownError extends StoreFailedError {
  constructor(readonly xid: string) {
    super(
      `the connection was lost while transaction ${xid} committed, and the server no longer knows whether it did; ` +
        'run "awm runtime verify" and resend its commands (a command id is applied at most once)',
    );
    this.name = 'CommitUnknownError';
  }
}

/** SQLSTATEs that are the server's condition, not awm's, with what each means for the user. */
const serverProblems: Record<string, string> = {
  '53100': "the database server's disk is full; nothing of the command was written: free space and run it again",
  '53200': 'the database server is out of memory',
  '25006': 'the server accepts no writes (a standby, or default_transaction_read_only is on)',
  XX001: 'the server reports damaged data in the log; restore it from a backup',
  XX002: 'the server reports a damaged index; REINDEX it (as the owner), then run "awm runtime verify"',
  '58030': "the database server's disk failed to read or write",
  '42501': 'this role lacks a privilege the runtime needs; grant it with "awm runtime init --runtime-role <role>"',
};

/** What a PostgreSQL error that is the server's condition means, with the server's own words; undefined for others. */
export function postgresProblem(error: unknown): string | undefined {
  const { code, message } = error as { code?: unknown; message?: string };
  const meaning = typeof code === 'string' ? serverProblems[code] : undefined;
  return meaning && `${meaning} (PostgreSQL ${code}: ${message})`;
}
