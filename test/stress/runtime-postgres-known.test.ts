// PostgreSQL commands decided on what their process knows of the log: the head locked, then one call, and never a
// decision on stale knowledge (another writer, a resent command id, a rebuild).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Runtime } from '../../src/runtime/runtime.js';
import { freshSchema, withPostgres } from '../helpers/postgres.js';
import { expectAccepted } from '../helpers/runtime.js';
import { revokeAgentHost, toggle, withTwoWriters } from '../helpers/two-writers.js';

/** Every statement `runtime`'s write transactions send from now on: one each is one round trip. */
function sentStatements(runtime: Runtime): string[] {
  const sent: string[] = [];
  type Client = { query(...args: unknown[]): unknown };
  const pool = (runtime.store as unknown as { pool: { connect(...args: unknown[]): Promise<Client> } }).pool;
  const connect = pool.connect.bind(pool);
  // pool.query (committed reads) connects with a callback: only the promise form, which transactions use, is watched.
  pool.connect = (...args: unknown[]) =>
    args.length > 0
      ? connect(...args)
      : connect().then((client) => {
          const query = client.query.bind(client);
          client.query = (...queryArgs: unknown[]) => {
            const [config] = queryArgs;
            sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
            return query(...queryArgs);
          };
          return client;
        });
  return sent;
}

await withPostgres('postgres commands decided on what the writer knows', (server) => {
  /** Two runtimes (two pools, as two processes) on a fresh schema, with two ready AgentInstances. */
  const withTwo = (body: (a: Runtime, b: Runtime) => Promise<void>) => async () => {
    const db = freshSchema(server);
    try {
      await withTwoWriters({ url: db.url }, ['i1', 'i2'], body);
    } finally {
      await db.drop();
    }
  };

  test(
    'postgres: a command on entities its process last wrote is the head locked, then one awm_apply call, ' +
      'committed with it',
    withTwo(async (a) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      const sent = sentStatements(a);
      const accepted = expectAccepted(await a.apply(toggle('i1', 'ready', 'c2')));
      assert.equal(sent.length, 2, sent.join('\n'));
      assert.match(sent[0]!, /^BEGIN; .*awm_head FOR UPDATE$/s);
      assert.match(sent[1]!, /\.awm_apply\(.*\); COMMIT/s);
      assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'ready', version: 4 });
      assert.is((await a.get('AgentInstance', 'i1'))!.state, 'ready', 'committed: another connection reads it');
    }),
  );

  test(
    'postgres: after another writer moved an entity, a decision on what the writer knew is made again on the log',
    withTwo(async (a, b) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      expectAccepted(await b.apply(toggle('i1', 'ready', 'c2')));
      // a knows i1 busy at version 3: busy -> busy is no transition there; the log says ready at version 4.
      const accepted = expectAccepted(await a.apply(toggle('i1', 'busy', 'c3')));
      assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'busy', version: 5 });
      const history = await a.history('AgentInstance', 'i1');
      assert.equal(
        history.slice(-2).map((fact) => [fact.command_id, fact.data]),
        [
          ['c2', { from: 'busy', to: 'ready', actor: { principal: 'agent-host', role: 'agent-runtime' } }],
          ['c3', { from: 'ready', to: 'busy', actor: { principal: 'agent-host', role: 'agent-runtime' } }],
        ],
      );
    }),
  );

  test(
    'postgres: after another writer appended elsewhere, the facts chain to the head it made',
    withTwo(async (a, b) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      const other = expectAccepted(await b.apply(toggle('i2', 'busy', 'c2')));
      const mine = expectAccepted(await a.apply(toggle('i1', 'ready', 'c3')));
      assert.is(mine.facts[0]!.seq, other.facts[0]!.seq + 1);
    }),
  );

  test(
    'postgres: a command id resent after its process recorded it gets its first result, and nothing is appended',
    withTwo(async (a) => {
      const first = expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      expectAccepted(await a.apply(toggle('i2', 'busy', 'c2')));
      const head = await a.headSeq();
      assert.equal(expectAccepted(await a.apply(toggle('i1', 'busy', 'c1'))), first);
      assert.is(await a.headSeq(), head);
      const reused = await a.apply(toggle('i1', 'ready', 'c1'));
      assert.is(reused.status === 'refused' && reused.code, 'COMMAND_ID_REUSED');
    }),
  );

  test(
    'postgres: a role revoked by another writer refuses the next command of a writer that knew it granted',
    withTwo(async (a, b) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      expectAccepted(await b.apply(revokeAgentHost));
      const refused = await a.apply(toggle('i1', 'ready', 'c2'));
      assert.is(refused.status === 'refused' && refused.code, 'NOT_AUTHORIZED');
    }),
  );

  test(
    'postgres: what a refused batch decided on what its writer knew is forgotten with it',
    withTwo(async (a) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      const refused = await a.applyBatch([toggle('i1', 'ready', 'c2'), toggle('i1', 'no-such-state', 'c3')]);
      assert.is(refused.status, 'refused');
      const accepted = expectAccepted(await a.apply(toggle('i1', 'ready', 'c4')));
      assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'ready', version: 4 });
    }),
  );

  test(
    'postgres: commands after a rebuild of the projection are decided on the rebuilt rows',
    withTwo(async (a) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      await a.rebuild();
      const accepted = expectAccepted(await a.apply(toggle('i1', 'ready', 'c2')));
      assert.is(accepted.entity.version, 4);
    }),
  );
});

test.run();
