// The FactStore contract as a test suite any store implementation registers: storeSuite(name, harness).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { genesisHash, chainHash, type NewFact } from '../../src/runtime/core/facts.js';
import { canonicalize } from '../../src/runtime/core/canonical.js';
import { VersionConflictError, type FactStore, type StoreMeta } from '../../src/runtime/core/store-port.js';

export interface OpenedStore {
  store: FactStore;
  /** Runs raw SQL on the same database through a separate connection (to try what the store forbids). */
  raw(sql: string): Promise<void>;
  /** Closes and reopens the store on the same database. */
  reopen(): Promise<FactStore>;
  dispose(): Promise<void>;
}

export interface StoreHarness {
  /** A fresh empty database; `clock` pins the store's recorded_at. */
  open(options?: { clock?: () => Date }): Promise<OpenedStore>;
}

const meta: StoreMeta = {
  schema_version: 0,
  model_name: 'Test',
  model_version: '1',
  model_fingerprint: 'f'.repeat(64),
  created_at: '2026-01-01T00:00:00.000Z',
};

const created = (term: string, id: string, parent?: { term: string; id: string }): NewFact => ({
  term,
  entity_id: id,
  version: 1,
  type: 'created',
  data: { state: 'open', fields: { [`${term.toLowerCase()}_id`]: id }, ...(parent ? { parent } : {}) },
});
const moved = (term: string, id: string, version: number, from: string, to: string): NewFact => ({
  term,
  entity_id: id,
  version,
  type: 'transitioned',
  data: { from, to },
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Registers the contract tests for one store implementation under `name`. */
export function storeSuite(name: string, harness: StoreHarness): void {
  const it = suite(`${name} store`);
  const withStore = (body: (opened: OpenedStore) => Promise<void>, clock?: () => Date) => async () => {
    const opened = await harness.open(clock ? { clock } : {});
    try {
      await opened.store.initialize(meta);
      await body(opened);
    } finally {
      await opened.dispose();
    }
  };

  it('an empty database has no metadata; initialize records it once', async () => {
    const opened = await harness.open();
    try {
      assert.is(await opened.store.readMeta(), undefined);
      const first = await opened.store.initialize(meta);
      assert.is(first.model_fingerprint, meta.model_fingerprint);
      const second = await opened.store.initialize({ ...meta, model_fingerprint: 'e'.repeat(64) });
      assert.is(second.model_fingerprint, meta.model_fingerprint, 'a second initialize changes nothing');
      const reopened = await opened.reopen();
      assert.is((await reopened.readMeta())!.model_name, 'Test');
    } finally {
      await opened.dispose();
    }
  });

  it(
    'appended facts get consecutive seqs, a hash chain and the projection',
    withStore(async ({ store }) => {
      const stored = await store.write((tx) =>
        tx.appendFacts('c1', [created('Run', 'r1'), moved('Run', 'r1', 2, 'open', 'done')]),
      );
      assert.equal(
        stored.map((fact) => [fact.seq, fact.stream, fact.version]),
        [
          [1, 'Run/r1', 1],
          [2, 'Run/r1', 2],
        ],
      );
      assert.is(stored[0]!.prev_hash, genesisHash);
      assert.is(stored[1]!.prev_hash, stored[0]!.hash);
      for (const fact of stored)
        assert.is(fact.hash, chainHash(fact.prev_hash, { ...fact, data: canonicalize(fact.data) }));
      const entity = await store.getEntity({ term: 'Run', id: 'r1' });
      assert.is(entity!.state, 'done');
      assert.is(entity!.version, 2);
      assert.is(await store.headSeq(), 2);
      assert.equal(
        (await collect(store.facts())).map((fact) => fact.seq),
        [1, 2],
      );
    }),
  );

  it(
    'recorded_at never goes backwards, even when the clock does',
    withStore(
      async ({ store }) => {
        await store.write((tx) => tx.appendFacts('c1', [created('Run', 'r1')]));
        await store.write((tx) => tx.appendFacts('c2', [created('Run', 'r2')]));
        const [first, second] = await collect(store.facts());
        assert.is(first!.recorded_at, '2026-06-01T00:00:00.000Z');
        assert.is(second!.recorded_at, '2026-06-01T00:00:00.000Z');
      },
      (() => {
        const times = ['2026-06-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'];
        return () => new Date(times.shift() ?? '2026-07-01T00:00:00.000Z');
      })(),
    ),
  );

  it(
    'a stale (stream, version) throws VersionConflictError and the whole transaction rolls back',
    withStore(async ({ store }) => {
      await store.write((tx) => tx.appendFacts('c1', [created('Run', 'r1')]));
      try {
        await store.write(async (tx) => {
          await tx.appendFacts('c2', [created('Run', 'r2')]);
          await tx.appendFacts('c2', [created('Run', 'r1')]);
        });
        assert.unreachable('the duplicate version must be refused');
      } catch (error) {
        assert.instance(error, VersionConflictError);
      }
      assert.is(await store.headSeq(), 1);
      assert.is(await store.getEntity({ term: 'Run', id: 'r2' }), undefined);
    }),
  );

  it(
    'anything thrown inside write rolls everything back',
    withStore(async ({ store }) => {
      await store.write((tx) => tx.appendFacts('c1', [created('Run', 'r1')])).catch(() => undefined);
      const failing = store.write(async (tx) => {
        await tx.appendFacts('c2', [moved('Run', 'r1', 2, 'open', 'done')]);
        await tx.recordCommand({
          command_id: 'c2',
          payload_hash: 'ab'.repeat(32),
          result: {
            status: 'accepted',
            command_id: 'c2',
            facts: [{ seq: 2, stream: 'Run/r1', version: 2, type: 'transitioned' }],
            entity: { term: 'Run', id: 'r1', state: 'done', version: 2 },
          },
        });
        throw new Error('abandon');
      });
      await failing.then(
        () => assert.unreachable(),
        (error: Error) => assert.is(error.message, 'abandon'),
      );
      assert.is(await store.headSeq(), 1);
      assert.is((await store.getEntity({ term: 'Run', id: 'r1' }))!.state, 'open');
      assert.is(await store.findCommand('c2'), undefined);
    }),
  );

  it(
    'commands are recorded with their payload hash and result',
    withStore(async ({ store }) => {
      const result = await store.write(async (tx) => {
        await tx.appendFacts('c0', [created('Run', 'r0')]);
        const facts = await tx.appendFacts('c1', [created('Run', 'r1'), moved('Run', 'r1', 2, 'open', 'done')]);
        const accepted = {
          status: 'accepted' as const,
          command_id: 'c1',
          facts: facts.map((fact) => ({ seq: fact.seq, stream: fact.stream, version: fact.version, type: fact.type })),
          entity: { term: 'Run', id: 'r1', state: 'done', version: 2 },
        };
        await tx.recordCommand({ command_id: 'c1', payload_hash: '0f'.repeat(32), result: accepted });
        return accepted;
      });
      assert.equal(await store.findCommand('c1'), { command_id: 'c1', payload_hash: '0f'.repeat(32), result });
      assert.is(await store.findCommand('c0'), undefined);
    }),
  );

  it(
    'facts, children and entities read back in order across pages',
    withStore(async ({ store }) => {
      const count = 2100;
      await store.write((tx) => tx.appendFacts('setup', [created('Session', 's1')]));
      await store.write(async (tx) => {
        for (let i = 0; i < count; i++)
          await tx.appendFacts(`c${i}`, [
            created('Run', `r${String(i).padStart(5, '0')}`, { term: 'Session', id: 's1' }),
          ]);
      });
      const facts = await collect(store.facts());
      assert.is(facts.length, count + 1);
      assert.ok(facts.every((fact, index) => fact.seq === index + 1));
      assert.is((await collect(store.facts('Run/r00007'))).length, 1);
      const entities = await collect(store.entities());
      assert.is(entities.length, count + 1);
      assert.ok(
        entities.every(
          (entity, index) =>
            index === 0 || `${entities[index - 1]!.term}/${entities[index - 1]!.id}` < `${entity.term}/${entity.id}`,
        ),
      );
      const children = await store.childrenOf({ term: 'Session', id: 's1' }, 'Run');
      assert.is(children.length, count);
      assert.is(children[0]!.id, 'r00000');
    }),
  );

  it(
    'facts, commands and metadata cannot be updated or deleted, even with raw SQL',
    withStore(async ({ store, raw }) => {
      await store.write(async (tx) => {
        const facts = await tx.appendFacts('c1', [created('Run', 'r1'), created('Run', 'r2')]);
        const summaries = facts.map((fact) => ({
          seq: fact.seq,
          stream: fact.stream,
          version: fact.version,
          type: fact.type,
        }));
        await tx.recordCommand({
          command_id: 'c1',
          payload_hash: 'aa'.repeat(32),
          result: {
            status: 'accepted',
            command_id: 'c1',
            facts: summaries,
            entity: { term: 'Run', id: 'r1', state: 'open', version: 1 },
          },
        });
      });
      for (const sql of [
        "UPDATE facts SET data = '{}' WHERE seq = 1",
        'DELETE FROM facts WHERE seq = 2',
        "UPDATE commands SET entity = '{}'",
        'DELETE FROM commands',
        "UPDATE awm_meta SET value = 'x'",
        'DELETE FROM awm_meta',
        `INSERT INTO facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, ` +
          `hash) VALUES (9, 'Run/r9', 'Run', 'r9', 1, 'created', '{}', 'c9', 'x', 'x', 'x')`,
      ]) {
        await raw(sql).then(
          () => assert.unreachable(`the database accepted: ${sql}`),
          () => undefined,
        );
      }
      assert.is(await store.headSeq(), 2);
      assert.is((await store.findCommand('c1'))!.payload_hash, 'aa'.repeat(32));
    }),
  );

  it(
    'concurrent writes from one process are serialised, never interleaved',
    withStore(async ({ store }) => {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          store.write(async (tx) => {
            const head = await tx.headSeq();
            // Yield to the event loop, so that an unserialised store would let another write in here.
            await new Promise((resolve) => setImmediate(resolve));
            const [fact] = await tx.appendFacts(`c${i}`, [created('Run', `r${i}`)]);
            assert.is(fact!.seq, head + 1);
          }),
        ),
      );
      assert.is(await store.headSeq(), 25);
    }),
  );

  it(
    'replaceProjection swaps the whole projection in one transaction',
    withStore(async ({ store }) => {
      await store.write((tx) => tx.appendFacts('c1', [created('Run', 'r1'), created('Run', 'r2')]));
      const kept = (await store.getEntity({ term: 'Run', id: 'r1' }))!;
      await store.replaceProjection(async () => [{ ...kept, state: 'rebuilt' }]);
      assert.is((await store.getEntity({ term: 'Run', id: 'r1' }))!.state, 'rebuilt');
      assert.is(await store.getEntity({ term: 'Run', id: 'r2' }), undefined);
    }),
  );

  it(
    'read gives one snapshot; integrity problems are empty on a sound database',
    withStore(async ({ store }) => {
      await store.write((tx) => tx.appendFacts('c1', [created('Run', 'r1')]));
      const seen = await store.read(async (snapshot) => [
        await snapshot.headSeq(),
        (await collect(snapshot.entities())).length,
      ]);
      assert.equal(seen, [1, 1]);
      assert.equal(await store.integrityProblems(), []);
    }),
  );

  it.run();
}
