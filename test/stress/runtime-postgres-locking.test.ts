// PostgreSQL under READ COMMITTED: what a write reads it locks, one command id is decided once, racing creates, parents
// held.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Runtime } from '../../src/runtime/runtime.js';
import { freshSchema, lockWaiters, withPostgres } from '../helpers/postgres.js';
import { expectAccepted, expectRefused, must, scaffoldSession } from '../helpers/runtime.js';
import { withTwoRuntimes } from '../helpers/two-writers.js';

/** A promise that says whether it has settled, to show a command waiting on a lock. */
function watched<T>(promise: Promise<T>): { promise: Promise<T>; settled(): boolean } {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => undefined);
  return { promise, settled: () => settled };
}

/** Opens a long write transaction that runs `body`, then waits for release() to commit. */
function holdOpen(
  runtime: Runtime,
  body: (tx: Parameters<Parameters<Runtime['store']['write']>[0]>[0]) => Promise<void>,
) {
  let release!: () => void;
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const done = runtime.store.write(async (tx) => {
    await body(tx);
    ready();
    await new Promise<void>((resolve) => (release = resolve));
  });
  return { started, release: () => release(), done };
}

await withPostgres('postgres locking', (server) => {
  /** Two runtimes (two connection pools, as two processes would have) on one fresh schema. */
  const withTwo = (body: (a: Runtime, b: Runtime) => Promise<void>) => async () => {
    const db = freshSchema(server);
    try {
      await withTwoRuntimes({ url: db.url }, { enforceAuthority: false }, body);
    } finally {
      await db.drop();
    }
  };

  test(
    'postgres: one command id sent by two clients at once is decided once; both get its result',
    withTwo(async (a, b) => {
      const ws = await scaffoldSession(a, 'dup');
      await must(a, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(a, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
      const head = await a.headSeq();
      // Hold the run so both senders are inside their transactions before either decides.
      const holder = holdOpen(a, async (tx) => void (await tx.getEntity({ term: 'AgentRun', id: 'r1' })));
      await holder.started;
      const command = { command_id: 'dup-1', type: 'transition', term: 'AgentRun', id: 'r1', to: 'blocked' };
      const first = watched(a.apply(command));
      await lockWaiters(server, 1);
      const second = watched(b.apply(command));
      await lockWaiters(server, 2);
      assert.not.ok(first.settled() || second.settled(), 'both wait');
      holder.release();
      await holder.done;
      const [one, two] = [expectAccepted(await first.promise), expectAccepted(await second.promise)];
      assert.equal(two, one, "the second sender got the first one's result");
      assert.is(await a.headSeq(), head + 1, 'one fact');
      assert.is((await a.get('AgentRun', 'r1'))!.state, 'blocked');
    }),
  );

  test(
    'postgres: two clients creating one id at once: one is accepted, the other is told it exists',
    withTwo(async (a, b) => {
      const holder = holdOpen(a, async (tx) => void (await tx.headSeq()));
      await holder.started;
      const create = (id: string) => ({ command_id: id, type: 'create', term: 'Project', id: 'same', fields: {} });
      const first = watched(a.apply(create('p-a')));
      const second = watched(b.apply(create('p-b')));
      await lockWaiters(server, 2);
      holder.release();
      await holder.done;
      const results = [await first.promise, await second.promise];
      assert.is(results.filter((result) => result.status === 'accepted').length, 1);
      expectRefused(
        results.find((result) => result.status === 'refused')!,
        'ALREADY_EXISTS',
      );
    }),
  );

  test(
    'postgres: a child created while its parent is being aborted waits for the abort, then is refused',
    withTwo(async (a, b) => {
      const ws = await scaffoldSession(a, 'abort');
      const session = (await a.get('WorkSession', ws))!;
      const aborting = holdOpen(a, async (tx) => {
        const locked = (await tx.getEntity({ term: 'WorkSession', id: ws }))!;
        await tx.appendFacts('abort-1', [
          {
            term: 'WorkSession',
            entity_id: ws,
            version: locked.version + 1,
            type: 'transitioned',
            data: { from: 'open', to: 'aborted' },
          },
        ]);
      });
      await aborting.started;
      const creating = watched(
        b.apply({
          command_id: 'late-run',
          type: 'create',
          term: 'AgentRun',
          id: 'late',
          fields: { work_session_id: ws },
        }),
      );
      await lockWaiters(server, 1);
      assert.not.ok(creating.settled(), 'the create waits for the session it checks');
      aborting.release();
      await aborting.done;
      expectRefused(await creating.promise, 'PARENT_TERMINAL');
      assert.is((await a.get('WorkSession', ws))!.version, session.version + 1);
    }),
  );
});

test.run();
