// What a PostgreSQL error means for a store: try again at once, wait for the server, give up busy, or fail.
import { VersionConflictError } from './store.js';

/**
 * - `conflict`: another writer committed the same stream version or command id first; running the
 *   transaction again decides against what it committed.
 * - `deadlock`: PostgreSQL aborted this transaction to break a lock cycle (or a serialization failure).
 * - `busy`: a lock stayed held past lock_timeout.
 * - `connection`: the connection or the server went away; nothing of an unfinished transaction remains.
 * - `fatal`: anything else, passed on.
 */
export type FailureKind = 'conflict' | 'deadlock' | 'busy' | 'connection' | 'fatal';

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
  if (code === '55P03') return 'busy';
  if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return 'connection';
  if (error instanceof Error && droppedConnection.test(error.message)) return 'connection';
  return 'fatal';
}

/** The (stream, version) a unique violation on facts names, from its detail: `Key (stream, version)=(Run/r1, 1) already exists.` */
export function conflictingVersion(
  error: { detail?: string },
  fallback: { stream: string; version: number },
): { stream: string; version: number } {
  const match = /^Key \(stream, version\)=\((.*), (\d+)\) already exists\.$/.exec(error.detail ?? '');
  return match ? { stream: match[1]!, version: Number(match[2]) } : fallback;
}
