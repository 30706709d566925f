// A SQLite connection remembers what its last write transaction read and wrote, and only while no other connection
// has committed: never a decision on what another writer changed, or on what a rolled-back transaction wrote.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Runtime } from '../src/runtime/runtime.js';
import { expectAccepted } from './helpers/runtime.js';
import { revokeAgentHost, toggle, withTwoWriters } from './helpers/two-writers.js';
import { tempDir } from './helpers/temp-model.js';

/** Two runtimes on one new file (two connections, as two processes would have), with i1 ready. */
async function withTwo(body: (a: Runtime, b: Runtime) => Promise<void>): Promise<void> {
  const dir = tempDir('awm-sqlite-known-');
  try {
    await withTwoWriters({ path: path.join(dir, 'runtime.db') }, ['i1'], body);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('sqlite: after another connection moved an entity, the next command reads it afresh', () =>
  withTwo(async (a, b) => {
    expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
    expectAccepted(await b.apply(toggle('i1', 'ready', 'c2')));
    // a last wrote i1 busy at version 3; the file says ready at version 4.
    const accepted = expectAccepted(await a.apply(toggle('i1', 'busy', 'c3')));
    assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'busy', version: 5 });
  }));

test('sqlite: a role revoked by another connection refuses the next command', () =>
  withTwo(async (a, b) => {
    expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
    expectAccepted(await b.apply(revokeAgentHost));
    const refused = await a.apply(toggle('i1', 'ready', 'c2'));
    assert.is(refused.status === 'refused' && refused.code, 'NOT_AUTHORIZED');
  }));

test('sqlite: what a refused batch wrote before its refusal is forgotten with its rollback', () =>
  withTwo(async (a) => {
    const refused = await a.applyBatch([toggle('i1', 'busy', 'c1'), toggle('i1', 'no-such-state', 'c2')]);
    assert.is(refused.status, 'refused');
    const accepted = expectAccepted(await a.apply(toggle('i1', 'busy', 'c3')));
    assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'busy', version: 3 });
    assert.is(accepted.facts[0]!.seq, 4, 'chained to the committed head, not to the rolled-back fact');
  }));

test('sqlite: after another connection appended to other streams, the next command chains after them', async () => {
  const dir = tempDir('awm-sqlite-known-');
  try {
    await withTwoWriters({ path: path.join(dir, 'runtime.db') }, ['i1', 'i2'], async (a, b) => {
      expectAccepted(await a.apply(toggle('i1', 'busy', 'c1')));
      const other = expectAccepted(await b.apply(toggle('i2', 'busy', 'c2')));
      const accepted = expectAccepted(await a.apply(toggle('i1', 'ready', 'c3')));
      assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'ready', version: 4 });
      assert.is(accepted.facts[0]!.seq, other.facts[0]!.seq + 1, "chained to the other connection's fact");
      assert.equal((await a.verify()).problems, []);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
