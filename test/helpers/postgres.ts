// PostgreSQL for the tests: the server CI started, or a throwaway cluster of our own; skipped only outside CI without
// one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openRuntime, type Runtime, type RuntimeOptions } from '../../src/runtime/runtime.js';
import { repoPath } from './paths.js';
import { skipGroup } from './skip.js';
import { bundledRuntimeModel } from './runtime.js';

/** A server the tests may use: its URL, and the cluster directory when the tests may stop and start it. */
export interface PostgresServer {
  url: string;
  cluster?: string;
}

/**
 * In CI a missing PostgreSQL fails the run (.ci/run sets AWM_TEST_PG_REQUIRED=1; so do CI services that set CI=true).
 */
export const postgresRequired = process.env.AWM_TEST_PG_REQUIRED === '1' || process.env.CI === 'true';

/** The one script that installs, starts and stops throwaway clusters, for .ci/run, the tests and the benchmarks. */
export const clusterScript = repoPath('test', 'helpers', 'pg-cluster.sh');

let found: Promise<PostgresServer | string> | undefined;

/**
 * The server for this test process: AWM_TEST_PG_URL (with AWM_TEST_PG_CLUSTER, as .ci/run exports
 * them), or a cluster started here, once, if PostgreSQL is installed, and destroyed when the process
 * exits. A string says why there is none.
 */
export function postgresServer(): Promise<PostgresServer | string> {
  found ??= locate();
  return found;
}

async function locate(): Promise<PostgresServer | string> {
  const url = process.env.AWM_TEST_PG_URL;
  if (url) return { url, ...(process.env.AWM_TEST_PG_CLUSTER ? { cluster: process.env.AWM_TEST_PG_CLUSTER } : {}) };
  if (spawnSync(clusterScript, ['available']).status !== 0) {
    return 'PostgreSQL is not installed (no initdb, pg_ctl and postgres found) and AWM_TEST_PG_URL is not set';
  }
  // Directly under the system's temporary directory: the server's user must be able to reach it.
  const cluster = mkdtempSync(path.join(tmpdir(), 'awm-pg-'));
  const destroy = () => spawnSync(clusterScript, ['destroy', cluster], { stdio: 'ignore' });
  process.once('exit', destroy);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      destroy();
      process.exit(130);
    });
  }
  const started = await runScript(['start', cluster]);
  if (started.status !== 0) return `a throwaway PostgreSQL cluster did not start: ${started.stderr.trim()}`;
  const assigned = Object.fromEntries(
    [...started.stdout.matchAll(/^(\w+)='([^']*)'$/gm)].map((match) => [match[1]!, match[2]!]),
  );
  return { url: assigned.AWM_TEST_PG_URL!, cluster };
}

/** Runs pg-cluster.sh without blocking the event loop (a stopped server's clients keep retrying meanwhile). */
export function runScript(args: readonly string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(clusterScript, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Registers `register(server)`'s tests when a server is available. Otherwise registers them as
 * skipped with the reason, or, when PostgreSQL is required (CI), as a failing test that says so.
 */
export async function withPostgres(
  name: string,
  register: (server: PostgresServer) => void | Promise<void>,
): Promise<void> {
  const server = await postgresServer();
  if (typeof server !== 'string') return register(server);
  skipGroup(name, server, postgresRequired);
}

/**
 * Resolves once `count` sessions of the server wait for a lock: the database's own word that the
 * commands under test are blocked, where a sleep would only guess. Asks again at once, without sleeping.
 */
export async function lockWaiters(server: PostgresServer, count: number, timeoutMs = 10_000): Promise<void> {
  await withClient(server.url, async (client) => {
    const query =
      'SELECT count(*)::int AS waiting FROM pg_stat_activity' +
      " WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()";
    for (const started = Date.now(); ;) {
      const { rows } = await client.query<{ waiting: number }>(query);
      if (rows[0]!.waiting >= count) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`timed out waiting for ${count} sessions to wait for a lock`);
    }
  });
}

/** Runs `work` with a client of its own on `url`, closing it afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let schemas = 0;

/** A schema of its own for one test: `url` selects it; `drop` removes it with everything in it. */
export function freshSchema(server: PostgresServer): { url: string; schema: string; drop(): Promise<void> } {
  const schema = `t${process.pid}_${++schemas}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(server.url);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    schema,
    drop: () =>
      withClient(server.url, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).then(
        () => undefined,
      ),
  };
}

/** A runtime on a fresh schema that is dropped when the runtime closes; authority is enforced only if `options` ask. */
export async function postgresRuntime(server: PostgresServer, options: Partial<RuntimeOptions> = {}): Promise<Runtime> {
  const db = freshSchema(server);
  const runtime = await openRuntime({
    url: db.url,
    model: await bundledRuntimeModel(),
    enforceAuthority: false,
    ...options,
  });
  const close = runtime.close.bind(runtime);
  runtime.close = async () => {
    await close();
    await db.drop();
  };
  return runtime;
}
