// A SQLite connection remembers what its last write transaction read and wrote, and only while no other connection
// has committed: never a decision on what another writer changed, or on what a rolled-back transaction wrote.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime, type Runtime } from '../src/runtime/runtime.js';
import { bundledRuntimeModel, expectAccepted } from './helpers/runtime.js';
import { tempDir } from './helpers/temp-model.js';

const actor = { principal: 'agent-host', role: 'agent-runtime' };
const toggle = (to: string, commandId: string) => ({
  command_id: commandId,
  type: 'transition',
  term: 'AgentInstance',
  id: 'i1',
  to,
  actor,
});

/** Two runtimes on one new file (two connections, as two processes would have), i1 ready, authority enforced. */
async function withTwo(body: (a: Runtime, b: Runtime) => Promise<void>): Promise<void> {
  const dir = tempDir('awm-sqlite-known-');
  const file = path.join(dir, 'runtime.db');
  const model = await bundledRuntimeModel();
  const a = await openRuntime({ path: file, model });
  const b = await openRuntime({ path: file, model, create: false });
  try {
    const setup = await a.applyBatch([
      {
        command_id: 'grant',
        type: 'grant_role',
        principal: 'agent-host',
        role: 'agent-runtime',
        actor: { principal: 'op' },
      },
      { command_id: 'create', type: 'create', term: 'AgentInstance', id: 'i1', fields: {}, actor },
      toggle('ready', 'ready'),
    ]);
    assert.is(setup.status, 'accepted', JSON.stringify(setup));
    await body(a, b);
    const report = await a.verify();
    assert.ok(report.ok, JSON.stringify(report.problems));
  } finally {
    await a.close();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('sqlite: after another connection moved an entity, the next command reads it afresh', () =>
  withTwo(async (a, b) => {
    expectAccepted(await a.apply(toggle('busy', 'c1')));
    expectAccepted(await b.apply(toggle('ready', 'c2')));
    // a last wrote i1 busy at version 3; the file says ready at version 4.
    const accepted = expectAccepted(await a.apply(toggle('busy', 'c3')));
    assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'busy', version: 5 });
  }));

test('sqlite: a role revoked by another connection refuses the next command', () =>
  withTwo(async (a, b) => {
    expectAccepted(await a.apply(toggle('busy', 'c1')));
    expectAccepted(
      await b.apply({
        command_id: 'revoke',
        type: 'revoke_role',
        principal: 'agent-host',
        role: 'agent-runtime',
        actor: { principal: 'op' },
      }),
    );
    const refused = await a.apply(toggle('ready', 'c2'));
    assert.is(refused.status === 'refused' && refused.code, 'NOT_AUTHORIZED');
  }));

test('sqlite: what a refused batch wrote before its refusal is forgotten with its rollback', () =>
  withTwo(async (a) => {
    const refused = await a.applyBatch([toggle('busy', 'c1'), toggle('no-such-state', 'c2')]);
    assert.is(refused.status, 'refused');
    const accepted = expectAccepted(await a.apply(toggle('busy', 'c3')));
    assert.equal(accepted.entity, { term: 'AgentInstance', id: 'i1', state: 'busy', version: 3 });
    assert.is(accepted.facts[0]!.seq, 4, 'chained to the committed head, not to the rolled-back fact');
  }));

test.run();
