// 4 OS processes x 2,500 commands on one SQLite file, and on one PostgreSQL database, with hot entities, retrying on
// conflict.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime } from '../../src/runtime/runtime.js';
import { hotEntities } from '../helpers/concurrency-worker.js';
import { repoPath } from '../helpers/paths.js';
import { freshSchema, withPostgres } from '../helpers/postgres.js';
import { bundledRuntimeModel, must, scaffoldSession } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';

const processes = 4;
const commandsEach = 2500;

/** Read-only SQL on the database under test, the same queries for both engines (`?` placeholders). */
interface SqlProbe {
  all<Row>(sql: string, ...params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

function sqliteProbe(file: string): SqlProbe {
  const db = new Database(file, { readonly: true });
  return {
    all: async <Row>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[],
    close: async () => {
      db.close();
    },
  };
}

async function postgresProbe(url: string, schema: string): Promise<SqlProbe> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SET search_path TO "${schema}"`);
  return {
    all: async <Row>(sql: string, ...params: unknown[]) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Row[];
    },
    close: () => client.end(),
  };
}

function runWorker(target: string, worker: number): Promise<{ worker: number; accepted: string[]; conflicts: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [repoPath('dist', 'test', 'helpers', 'concurrency-worker.js'), target, String(worker), String(commandsEach)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`worker ${worker} exited ${code}: ${stderr}`)),
    );
  });
}

/** Sets up the hot entities, runs the workers on `where`, and checks the log through `probe` and verify. */
async function hammer(where: { path: string } | { url: string }, probe: () => Promise<SqlProbe>): Promise<void> {
  const target = 'path' in where ? where.path : where.url;
  const setup = await openRuntime({ ...where, model: await bundledRuntimeModel(), enforceAuthority: false });
  for (const suffix of ['0', '1']) {
    const ws = await scaffoldSession(setup, `hot-${suffix}`);
    assert.is(ws, `ws-hot-${suffix}`);
  }
  // The hot entities, under names the worker knows.
  const snapshot = 's-hot-0';
  for (const ws of ['hot-ws-0', 'hot-ws-1']) {
    await must(setup, {
      type: 'create',
      term: 'WorkSession',
      id: ws,
      fields: { project_snapshot_id: snapshot, policy: { grants: [{ resource: '*', actions: ['*'] }] } },
    });
    await must(setup, { type: 'transition', term: 'WorkSession', id: ws, to: 'open' });
  }
  for (const run of ['hot-run-0', 'hot-run-1']) {
    await must(setup, { type: 'create', term: 'AgentRun', id: run, fields: { work_session_id: 'hot-ws-0' } });
    await must(setup, { type: 'transition', term: 'AgentRun', id: run, to: 'running' });
  }
  await must(setup, { type: 'create', term: 'Task', id: 'hot-task-0', fields: { work_session_id: 'hot-ws-1' } });
  await must(setup, { type: 'transition', term: 'Task', id: 'hot-task-0', to: 'ready' });
  await must(setup, { type: 'transition', term: 'Task', id: 'hot-task-0', to: 'in_progress' });
  const setupFacts = await setup.headSeq();
  await setup.close();

  const results = await Promise.all(Array.from({ length: processes }, (_, worker) => runWorker(target, worker)));
  const accepted = results.flatMap((result) => result.accepted);
  const conflicts = results.reduce((sum, result) => sum + result.conflicts, 0);
  assert.is(accepted.length, processes * commandsEach);
  assert.ok(conflicts > 0, 'the hot entities produced conflicts that were retried');

  const db = await probe();
  try {
    const [{ n: factCount }] = (await db.all<{ n: number }>('SELECT CAST(count(*) AS INTEGER) AS n FROM facts')) as [
      { n: number },
    ];
    assert.is(
      factCount,
      setupFacts + processes * commandsEach,
      'every accepted command appended exactly one fact, and nothing else was appended',
    );
    const perCommand = await db.all<{ command_id: string; n: number }>(
      "SELECT command_id, CAST(count(*) AS INTEGER) AS n FROM facts WHERE command_id LIKE 'w%' GROUP BY command_id",
    );
    assert.is(perCommand.length, accepted.length);
    assert.ok(
      perCommand.every((row) => row.n === 1),
      'no command appended twice',
    );
    const acceptedIds = new Set(accepted);
    assert.ok(
      perCommand.every((row) => acceptedIds.has(row.command_id)),
      'no fact without an acknowledged command',
    );
    const gaps = await db.all(
      'SELECT stream FROM facts GROUP BY stream HAVING max(version) != count(*) OR min(version) != 1',
    );
    assert.equal(gaps, [], 'versions are contiguous in every stream');
    const hotVersions: number[] = [];
    for (const hot of hotEntities)
      hotVersions.push(
        (
          await db.all<{ v: number }>('SELECT max(version) AS v FROM facts WHERE stream = ?', `${hot.term}/${hot.id}`)
        )[0]!.v,
      );
    assert.ok(
      hotVersions.every((version) => version > 100),
      `hot entities were hot: ${hotVersions.join(', ')}`,
    );
  } finally {
    await db.close();
  }

  const check = await openRuntime({ ...where, model: await bundledRuntimeModel() });
  const report = await check.verify();
  await check.close();
  assert.ok(report.ok, `verify: ${JSON.stringify(report.problems.slice(0, 5))}`);
  console.log(
    `  ${'path' in where ? 'sqlite' : 'postgres'}: ${accepted.length} commands from ${processes} processes, ` +
      `${conflicts} version conflicts retried`,
  );
}

const title =
  `${processes} processes x ${commandsEach} commands with hot entities: nothing lost or duplicated, ` +
  `every transition legal`;

test(`sqlite: ${title}`, async () => {
  const dir = tempDir('awm-concurrency-');
  const file = path.join(dir, 'runtime.db');
  try {
    await hammer({ path: file }, async () => sqliteProbe(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

await withPostgres('postgres concurrency', (server) => {
  test(`postgres: ${title}`, async () => {
    const db = freshSchema(server);
    try {
      await hammer({ url: db.url }, () => postgresProbe(server.url, db.schema));
    } finally {
      await db.drop();
    }
  });
});

test.run();
