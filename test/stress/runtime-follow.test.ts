// awm runtime follow: committed facts in position order, exactly once, from a checkpoint, even when a slow transaction
// commits late.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StoredFact } from '../../src/runtime/core/facts.js';
import { followFacts } from '../../src/runtime/follow.js';
import { openRuntime, type Runtime } from '../../src/runtime/runtime.js';
import { runAwm, startAwm, type RunningAwm } from '../helpers/cli.js';
import { freshSchema, lockWaiters, withClient, withPostgres, type PostgresServer } from '../helpers/postgres.js';
import { allowAll, bundledRuntimeModel, expectAccepted, memoryRuntime } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  for (const started = Date.now(); !(await condition()); await sleep(5)) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
  }
}

const project = (id: string) => ({ command_id: id, type: 'create', term: 'Project', id, fields: { policy: allowAll } });

/** An in-process follower from `from`, collecting what it delivers until stopped. */
function collect(runtime: Runtime, from: number): { facts: StoredFact[]; stop(): Promise<void> } {
  const controller = new AbortController();
  const facts: StoredFact[] = [];
  const done = (async () => {
    for await (const fact of followFacts(runtime.store, { from, signal: controller.signal })) facts.push(fact);
  })();
  return {
    facts,
    stop: async () => {
      controller.abort();
      await done;
    },
  };
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredFact);

test(
  'follow on SQLite: facts appended by another process, after --from, until --until; Ctrl-C; text and jsonl; bad ' +
    'options are usage errors',
  async () => {
    const dir = tempDir('awm-follow-');
    try {
      assert.is(runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir).status, 0);
      writeFileSync(
        path.join(dir, 'first.jsonl'),
        `${JSON.stringify(project('p1'))}\n${JSON.stringify(project('p2'))}\n`,
      );
      assert.is(runAwm(['runtime', 'apply', 'first.jsonl', '--db', 'rt.db'], dir).status, 0);
      const follower = startAwm(
        ['runtime', 'follow', '--db', 'rt.db', '--from', '1', '--until', '4', '--format', 'jsonl'],
        dir,
      );
      await until(() => follower.output().stdout.includes('"seq":2'), 'the follower caught up');
      writeFileSync(
        path.join(dir, 'more.jsonl'),
        `${JSON.stringify(project('p3'))}\n${JSON.stringify(project('p4'))}\n${JSON.stringify(project('p5'))}\n`,
      );
      assert.is(runAwm(['runtime', 'apply', 'more.jsonl', '--db', 'rt.db'], dir).status, 0);
      const result = await follower.exited;
      assert.is(result.status, 0, result.stderr);
      assert.equal(
        lines(result.stdout).map((fact) => [fact.seq, fact.command_id]),
        [
          [2, 'p2'],
          [3, 'p3'],
          [4, 'p4'],
        ],
      );

      const endless = startAwm(['runtime', 'follow', '--db', 'rt.db', '--format', 'jsonl'], dir);
      await until(() => endless.output().stdout.includes('"seq":5'), 'the follower read the log');
      endless.child.kill('SIGINT');
      const interrupted = await endless.exited;
      assert.is(interrupted.status, 0, 'Ctrl-C ends follow normally');
      assert.equal(
        lines(interrupted.stdout).map((fact) => fact.seq),
        [1, 2, 3, 4, 5],
      );

      const text = runAwm(['runtime', 'follow', '--db', 'rt.db', '--limit', '1'], dir);
      assert.is(text.status, 0, text.stderr);
      assert.match(text.stdout, /^#1 Project\/p1 v1 \S+ created in state active \[command p1\]\n$/);
      const bad = runAwm(['runtime', 'follow', '--db', 'rt.db', '--from', '-1'], dir);
      assert.is(bad.status, 2);
      assert.match(bad.stderr, '--from must be a whole number, 0 or more');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('follow in process: a checkpoint past the head waits; aborting ends it', async () => {
  const runtime = await memoryRuntime();
  try {
    expectAccepted(await runtime.apply(project('p1')));
    const follower = collect(runtime, 1);
    expectAccepted(await runtime.apply(project('p2')));
    await until(() => follower.facts.length === 1, 'p2 was delivered');
    await follower.stop();
    assert.equal(
      follower.facts.map((fact) => fact.command_id),
      ['p2'],
    );
  } finally {
    await runtime.close();
  }
});

/** Waits until an awm follow process LISTENs on the schema's channel, so that it is following while the test writes. */
function listening(server: PostgresServer, schema: string): Promise<void> {
  return until(
    () =>
      withClient(
        server.url,
        async (client) =>
          (await client.query('SELECT 1 FROM pg_stat_activity WHERE query = $1', [`LISTEN "awm_facts_${schema}"`])).rows
            .length > 0,
      ),
    'the follower listens',
  );
}

await withPostgres('postgres follow', (server) => {
  test(
    'postgres: a slow transaction that started first and a faster one: follow delivers both, in position order, ' +
      'exactly once',
    async () => {
      const db = freshSchema(server);
      const runtime = await openRuntime({ url: db.url, model: await bundledRuntimeModel(), enforceAuthority: false });
      let cli: RunningAwm | undefined;
      try {
        expectAccepted(await runtime.apply(project('setup')));
        const checkpoint = await runtime.headSeq();
        const inProcess = collect(runtime, checkpoint);
        cli = startAwm(
          ['runtime', 'follow', '--db', db.url, '--from', String(checkpoint), '--limit', '4', '--format', 'jsonl'],
          process.cwd(),
        );
        await listening(server, db.schema);

        // 1. The slow transaction appends first and holds its position uncommitted; the fast one, started
        //    after it, must wait for the head, so it cannot commit a later position before the slow one commits.
        let releaseSlow!: () => void;
        let slowAppended!: () => void;
        const appended = new Promise<void>((resolve) => (slowAppended = resolve));
        const slow = runtime.store.write(async (tx) => {
          await tx.appendFacts('slow-1', [
            {
              term: 'Project',
              entity_id: 'slow-1',
              version: 1,
              type: 'created',
              data: { state: 'active', fields: { project_id: 'slow-1', policy: allowAll } },
            },
          ]);
          slowAppended();
          await new Promise<void>((resolve) => (releaseSlow = resolve));
        });
        await appended;
        let fastDone = false;
        const fast = runtime.apply(project('fast-1')).then((result) => {
          fastDone = true;
          return expectAccepted(result);
        });
        await lockWaiters(server, 1);
        assert.not.ok(fastDone, 'the faster transaction waits for the slow one to commit');
        assert.is(inProcess.facts.length, 0, 'nothing is delivered before a commit');
        releaseSlow();
        await slow;
        assert.is((await fast).facts[0]!.seq, checkpoint + 2, 'the faster transaction commits the next position');

        // 2. The slow transaction locks what it reads and dawdles before appending; the fast one commits
        //    first and gets the lower position; the slow one's later commit gets the next.
        let readDone!: () => void;
        const read = new Promise<void>((resolve) => (readDone = resolve));
        let releaseSlow2!: () => void;
        const slow2 = runtime.store.write(async (tx) => {
          await tx.getEntity({ term: 'Project', id: 'setup' });
          readDone();
          await new Promise<void>((resolve) => (releaseSlow2 = resolve));
          return tx.appendFacts('slow-2', [
            {
              term: 'Project',
              entity_id: 'slow-2',
              version: 1,
              type: 'created',
              data: { state: 'active', fields: { project_id: 'slow-2', policy: allowAll } },
            },
          ]);
        });
        await read;
        const fast2 = expectAccepted(await runtime.apply(project('fast-2')));
        assert.is(fast2.facts[0]!.seq, checkpoint + 3);
        await until(() => inProcess.facts.length === 3, 'fast-2 was delivered while slow-2 is still open');
        releaseSlow2();
        assert.is((await slow2)[0]!.seq, checkpoint + 4);

        await until(() => inProcess.facts.length >= 4, 'every fact was delivered');
        await inProcess.stop();
        const expected = [
          [checkpoint + 1, 'slow-1'],
          [checkpoint + 2, 'fast-1'],
          [checkpoint + 3, 'fast-2'],
          [checkpoint + 4, 'slow-2'],
        ];
        assert.equal(
          inProcess.facts.map((fact) => [fact.seq, fact.command_id]),
          expected,
          'in process: in position order, each once',
        );
        const result = await cli.exited;
        assert.is(result.status, 0, result.stderr);
        assert.equal(
          lines(result.stdout).map((fact) => [fact.seq, fact.command_id]),
          expected,
          'awm runtime follow: the same',
        );

        // 3. Resuming from an advanced checkpoint never delivers what came before it again.
        const resumed = runAwm(
          [
            'runtime',
            'follow',
            '--db',
            db.url,
            '--from',
            String(checkpoint + 2),
            '--until',
            String(checkpoint + 4),
            '--format',
            'jsonl',
          ],
          process.cwd(),
        );
        assert.is(resumed.status, 0, resumed.stderr);
        assert.equal(
          lines(resumed.stdout).map((fact) => fact.command_id),
          ['fast-2', 'slow-2'],
        );
      } finally {
        cli?.child.kill();
        await runtime.close();
        await db.drop();
      }
    },
  );
});

test.run();
