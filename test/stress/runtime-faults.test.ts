// Faults: a client killed inside an append (both stores); PostgreSQL restarted under a writer and a follower; a
// connection lost around COMMIT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { NewFact } from '../../src/runtime/core/facts.js';
import { followFacts } from '../../src/runtime/follow.js';
import { openPostgresStore } from '../../src/runtime/store/postgres/postgres-store.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { crashCycles, prepareCrashDatabase } from '../helpers/crash-harness.js';
import { repoPath } from '../helpers/paths.js';
import { skipGroup } from '../helpers/skip.js';
import { commitProxy } from '../helpers/pg-proxy.js';
import { freshSchema, postgresRequired, runScript, withPostgres } from '../helpers/postgres.js';
import { bundledRuntimeModel, expectAccepted, storeAt } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';

/**
 * Starts a worker that appends a command's facts and waits inside the transaction; kills it there; returns the position
 * it held.
 */
function killInsideAppend(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [repoPath('dist', 'test', 'helpers', 'crash-worker.js'), target, 'hang'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (/appended \d+\n/.test(stdout)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(Number(/appended (\d+)/.exec(stdout)![1]));
      else reject(new Error(`the worker was not killed inside its append: ${stderr}`));
    });
  });
}

/** The hung command left nothing, its position is free for the next command, and the log verifies. */
async function assertNothingOfTheKilledAppend(target: string): Promise<void> {
  const model = await bundledRuntimeModel();
  await prepareCrashDatabase(target, model);
  const before = await openRuntime({ ...storeAt(target), model, create: false });
  const head = await before.headSeq();
  await before.close();

  const held = await killInsideAppend(target);
  assert.is(held, head + 1, 'the killed worker had appended the next fact');

  const after = await openRuntime({ ...storeAt(target), model, create: false });
  try {
    assert.is(await after.headSeq(), head, 'nothing of the killed transaction was committed');
    assert.is(await after.store.findCommand('hung-1'), undefined);
    assert.is(await after.get('Task', 'hung-task'), undefined);
    // The dead client's locks are gone: the next command takes the same position at once.
    const next = expectAccepted(
      await after.apply({
        command_id: 'after-kill',
        type: 'create',
        term: 'Task',
        id: 'after-kill',
        fields: { work_session_id: 'crash-ws' },
      }),
    );
    assert.is(next.facts[0]!.seq, head + 1);
    const report = await after.verify();
    assert.ok(report.ok, JSON.stringify(report.problems));
  } finally {
    await after.close();
  }
}

test('sqlite: a client killed inside an append leaves nothing of its command', async () => {
  const dir = tempDir('awm-faults-');
  try {
    await assertNothingOfTheKilledAppend(path.join(dir, 'runtime.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const created = (id: string): NewFact => ({
  term: 'Run',
  entity_id: id,
  version: 1,
  type: 'created',
  data: { state: 'open', fields: { run_id: id } },
});
const meta = {
  schema_version: 0,
  model_name: 'Test',
  model_version: '1',
  model_fingerprint: 'f'.repeat(64),
  created_at: '2026-01-01T00:00:00.000Z',
};

await withPostgres('postgres faults', (server) => {
  const killedInside =
    'postgres: a client killed inside an append leaves nothing of its command, and its locks go with it';
  test(killedInside, async () => {
    const db = freshSchema(server);
    try {
      await assertNothingOfTheKilledAppend(db.url);
    } finally {
      await db.drop();
    }
  });

  test(
    'postgres: 8 SIGKILLs at random points of batched appends: no partial batch, every acknowledged batch kept, ' +
      'the chain verifies',
    async () => {
      const db = freshSchema(server);
      try {
        const model = await bundledRuntimeModel();
        await prepareCrashDatabase(db.url, model);
        // A batch takes a few round trips over the network: a longer window lets some commit before each kill.
        const report = await crashCycles(db.url, model, 8, 150);
        assert.ok(
          report.acknowledgedBatches >= 8,
          `every worker acknowledged a batch before its kill (${report.acknowledgedBatches})`,
        );
      } finally {
        await db.drop();
      }
    },
  );

  test(
    'postgres: the connection lost around COMMIT: before it, the transaction runs again; after it, the server ' +
      'says it committed',
    async () => {
      const proxy = await commitProxy(server.url);
      const db = freshSchema(server);
      const url = new URL(db.url);
      url.port = new URL(proxy.url).port;
      const store = await openPostgresStore({ url: url.toString() });
      try {
        await store.initialize(meta);
        let runs = 0;
        const lostAfter = proxy.cut('after-commit');
        const first = await store.write(async (tx) => {
          runs += 1;
          return tx.appendFacts('c1', [created('r1')]);
        });
        await lostAfter;
        assert.is(runs, 1, 'a transaction the server committed is not run again (it would append r1 twice)');
        assert.is(first[0]!.seq, 1);

        runs = 0;
        const lostBefore = proxy.cut('before-commit');
        const second = await store.write(async (tx) => {
          runs += 1;
          return tx.appendFacts('c2', [created('r2')]);
        });
        await lostBefore;
        assert.is(runs, 2, 'a transaction whose COMMIT never arrived runs again');
        assert.is(second[0]!.seq, 2);
        assert.equal(
          (await store.factsAfter(0, 10)).map((fact) => fact.command_id),
          ['c1', 'c2'],
        );
      } finally {
        await store.close();
        await proxy.close();
        await db.drop();
      }
    },
  );

  const restartName =
    'postgres: the server stopped (immediate) and started under a writer and a follower: no acknowledged fact lost, ' +
    'both reconnect, the follower sees each fact once';
  const cluster = server.cluster;
  // CI exports the cluster with the URL, so there the restart must run.
  if (!cluster)
    skipGroup(
      restartName,
      'AWM_TEST_PG_URL names a server without AWM_TEST_PG_CLUSTER, which the test may not restart',
      postgresRequired,
    );
  else
    test(restartName, async () => {
      const db = freshSchema(server);
      const model = await bundledRuntimeModel();
      await prepareCrashDatabase(db.url, model);
      const writer = await openRuntime({ url: db.url, model, create: false });
      const followed = await openPostgresStore({ url: db.url, create: false });
      const controller = new AbortController();
      const seen: number[] = [];
      const following = (async () => {
        for await (const fact of followFacts(followed, { signal: controller.signal })) seen.push(fact.seq);
      })();
      try {
        const acknowledged: string[] = [];
        let stoppedAt: number | undefined;
        let restartedAt: number | undefined;
        // A barrier the writer opens after its 20th acknowledged command: the server stops under a busy writer.
        let twentyAcknowledged!: () => void;
        const busy = new Promise<void>((resolve) => (twentyAcknowledged = resolve));
        const restart = (async () => {
          await busy;
          stoppedAt = acknowledged.length;
          const stopped = await runScript(['stop', cluster, 'immediate']);
          assert.is(stopped.status, 0, stopped.stderr);
          const started = await runScript(['start', cluster]);
          assert.is(started.status, 0, started.stderr);
          restartedAt = acknowledged.length;
        })();
        for (let i = 0; restartedAt === undefined || acknowledged.length < restartedAt + 20; i++) {
          if (i > 5000) throw new Error('the restart never finished');
          const id = `restart-${i}`;
          expectAccepted(
            await writer.apply({
              command_id: id,
              type: 'create',
              term: 'Task',
              id,
              fields: { work_session_id: 'crash-ws' },
            }),
          );
          acknowledged.push(id);
          if (acknowledged.length === 20) twentyAcknowledged();
        }
        await restart;

        const head = await writer.headSeq();
        for (let waited = 0; seen.length < head && waited < 10_000; waited += 10)
          await new Promise((resolve) => setTimeout(resolve, 10));
        assert.equal(
          seen,
          Array.from({ length: head }, (_, i) => i + 1),
          'the follower delivered every position once, in order',
        );

        const check = await openRuntime({ url: db.url, model, create: false });
        try {
          for (const id of acknowledged)
            assert.ok(await check.store.findCommand(id), `acknowledged ${id} survived the restart`);
          const report = await check.verify();
          assert.ok(report.ok, JSON.stringify(report.problems));
        } finally {
          await check.close();
        }
        console.log(
          `  ${stoppedAt} commands acknowledged before the server stopped, ${restartedAt! - stoppedAt!} while it ` +
            `restarted, ${acknowledged.length - restartedAt!} after`,
        );
      } finally {
        controller.abort();
        await following.catch(() => undefined);
        await followed.close();
        await writer.close();
        await db.drop();
      }
    });
});

test.run();
