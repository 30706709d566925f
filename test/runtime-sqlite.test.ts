// SQLite specifics: verify catches tampering that bypasses the triggers, rebuild repairs the projection, opening is
// guarded.
import { rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRuntimeModel } from '../src/runtime/load-runtime-model.js';
import { openRuntime, type Runtime } from '../src/runtime/runtime.js';
import { StoreBusyError, StoreOpenError } from '../src/runtime/core/store-port.js';
import { bundledRuntimeModel, must, scaffoldSession } from './helpers/runtime.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

async function withDatabase(body: (file: string, runtime: Runtime) => Promise<void>): Promise<void> {
  const dir = tempDir('awm-sqlite-');
  const file = path.join(dir, 'runtime.db');
  const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel(), enforceAuthority: false });
  try {
    const ws = await scaffoldSession(runtime, 'a');
    await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
    await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
    await body(file, runtime);
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs SQL with the immutability triggers dropped: what an attacker with file access could do. */
function tamper(file: string, sql: string): void {
  const db = new Database(file);
  try {
    db.exec('DROP TRIGGER facts_no_update; DROP TRIGGER facts_no_delete; DROP TRIGGER facts_append_only;');
    db.exec(sql);
  } finally {
    db.close();
  }
}

/** Counts the file syncs made through node:fs/promises file handles while `body` runs (the store's WAL syncs). */
async function countingSyncs<T>(body: (syncs: () => number) => Promise<T>): Promise<T> {
  const probe = await open(fileURLToPath(import.meta.url), 'r');
  const handles = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
  await probe.close();
  const datasync = handles.datasync;
  let count = 0;
  handles.datasync = function (this: unknown) {
    count += 1;
    return datasync.call(this);
  };
  try {
    return await body(() => count);
  } finally {
    handles.datasync = datasync;
  }
}

test(
  'the database is in WAL mode; by default every command is synced to disk before it is acknowledged, on ' +
    'request (normal) none is',
  async () => {
    const dir = tempDir('awm-sqlite-');
    try {
      for (const synchronous of [undefined, 'normal'] as const) {
        const file = path.join(dir, `${synchronous ?? 'default'}.db`);
        const runtime = await openRuntime({
          path: file,
          model: await bundledRuntimeModel(),
          enforceAuthority: false,
          ...(synchronous ? { synchronous } : {}),
        });
        const db = (runtime.store as unknown as { db: Database.Database }).db;
        assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
        // In WAL, NORMAL syncs only at checkpoints: the store syncs each commit itself, after the write lock.
        assert.is(db.pragma('synchronous', { simple: true }), 1);
        await countingSyncs(async (syncs) => {
          for (const id of ['a', 'b', 'c']) {
            const before = syncs();
            await must(runtime, {
              type: 'grant_role',
              principal: id,
              role: 'agent-runtime',
              actor: { principal: 'op' },
            });
            assert.is(syncs() - before, synchronous === 'normal' ? 0 : 1, `${synchronous ?? 'default'}: ${id}`);
          }
        });
        await runtime.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'a writer waits while another connection holds the lock; past busyTimeoutMs it gets StoreBusyError, never ' +
    'SQLITE_BUSY',
  () =>
    withDatabase(async (file) => {
      const other = new Database(file);
      const patient = await openRuntime({ path: file, model: await bundledRuntimeModel() });
      const hasty = await openRuntime({ path: file, model: await bundledRuntimeModel(), busyTimeoutMs: 50 });
      try {
        other.exec('BEGIN IMMEDIATE');
        let settled = false;
        const waiting = patient
          .apply({ command_id: 'while-locked', type: 'transition', term: 'AgentRun', id: 'r1', to: 'blocked' })
          .finally(() => (settled = true));
        // The database itself orders the events: the hasty writer gives up on the same lock (StoreBusyError
        // after its 50 ms), which shows the lock was held all the while the patient one was waiting.
        await hasty
          .apply({ command_id: 'meanwhile', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' })
          .then(
            () => assert.unreachable('the lock was held throughout'),
            (error: Error) => assert.instance(error, StoreBusyError),
          );
        assert.not.ok(settled, 'the patient writer waits for the lock');
        other.exec('COMMIT');
        const result = await waiting;
        assert.is(result.status, 'accepted');

        other.exec('BEGIN IMMEDIATE');
        await hasty
          .apply({ command_id: 'too-long', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' })
          .then(
            () => assert.unreachable('the lock was held throughout'),
            (error: Error) => assert.instance(error, StoreBusyError),
          );
        other.exec('COMMIT');
      } finally {
        other.close();
        await patient.close();
        await hasty.close();
      }
    }),
);

test('verify finds an edited fact: its hash no longer matches', () =>
  withDatabase(async (file, runtime) => {
    tamper(
      file,
      `UPDATE facts SET data = replace(data, '"running"', '"blocked"') WHERE stream = 'AgentRun/r1' AND version = 2`,
    );
    const report = await runtime.verify();
    assert.not.ok(report.ok);
    assert.ok(
      report.problems.some((p) => p.check === 'chain' && p.message.includes('does not match its hash')),
      JSON.stringify(report.problems),
    );
    assert.ok(
      report.problems.some((p) => p.check === 'projection' && p.stream === 'AgentRun/r1'),
      'replay now differs from the projection',
    );
  }));

test('verify finds a deleted fact and a broken link', () =>
  withDatabase(async (file, runtime) => {
    tamper(file, 'DELETE FROM facts WHERE seq = 3');
    const report = await runtime.verify();
    assert.not.ok(report.ok);
    const messages = report.problems.map((p) => p.message).join('\n');
    assert.match(messages, 'fact #4 is where #3 should be');
    assert.match(messages, 'fact #4 does not link to the hash of the fact before it');
  }));

test("verify finds an illegal transition written behind the runtime's back, even with a recomputed chain", () =>
  withDatabase(async (file, runtime) => {
    const { chainHash } = await import('../src/runtime/core/facts.js');
    const db = new Database(file);
    const last = db.prepare('SELECT seq, hash, recorded_at FROM facts ORDER BY seq DESC LIMIT 1').get() as {
      seq: number;
      hash: string;
      recorded_at: string;
    };
    const data = JSON.stringify({ from: 'running', to: 'assigned' });
    const fact = {
      seq: last.seq + 1,
      stream: 'AgentRun/r1',
      version: 3,
      type: 'transitioned',
      command_id: 'forged',
      recorded_at: last.recorded_at,
      data,
    };
    db.prepare(
      'INSERT INTO facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, ' +
        'hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      fact.seq,
      fact.stream,
      'AgentRun',
      'r1',
      3,
      fact.type,
      data,
      fact.command_id,
      fact.recorded_at,
      last.hash,
      chainHash(last.hash, fact),
    );
    db.close();
    const report = await runtime.verify();
    assert.not.ok(report.ok);
    assert.ok(
      report.problems.some(
        (p) => p.check === 'transition' && p.message.includes('running -> assigned is not a transition of AgentRun'),
      ),
      JSON.stringify(report.problems),
    );
  }));

test('verify finds a projection edited directly; rebuild replaces it and verify passes again', () =>
  withDatabase(async (file, runtime) => {
    const db = new Database(file);
    db.exec(`UPDATE entities SET state = 'succeeded' WHERE stream = 'AgentRun/r1'`);
    db.exec(`DELETE FROM entities WHERE stream = 'Project/p-a'`);
    db.close();
    const report = await runtime.verify();
    assert.equal(
      report.problems
        .filter((p) => p.check === 'projection')
        .map((p) => p.message)
        .sort(),
      ['AgentRun/r1 is different from replay', 'Project/p-a is missing from the live projection'],
    );
    const rebuilt = await runtime.rebuild();
    assert.equal(rebuilt.differences.map((d) => d.stream).sort(), ['AgentRun/r1', 'Project/p-a']);
    assert.ok((await runtime.verify()).ok);
    assert.is((await runtime.get('AgentRun', 'r1'))!.state, 'running');
  }));

test('a database made with other lifecycles, a foreign SQLite file, and a missing file are refused', async () => {
  const dir = tempDir('awm-sqlite-');
  const edited = copyModel();
  try {
    const file = path.join(dir, 'runtime.db');
    await (await openRuntime({ path: file, model: await bundledRuntimeModel() })).close();
    edited.replace('terms/Turn.yaml', '    - {from: yielded, to: open}\n', '');
    const other = await loadRuntimeModel(edited.modelDir);
    await openRuntime({ path: file, model: other }).then(
      () => assert.unreachable('opened with another model'),
      (error: Error) => {
        assert.instance(error, StoreOpenError);
        assert.match(error.message, 'whose lifecycles, fields or authority differ');
      },
    );
    const foreign = path.join(dir, 'foreign.db');
    const db = new Database(foreign);
    db.exec('CREATE TABLE notes (text TEXT)');
    db.close();
    await openRuntime({ path: foreign, model: await bundledRuntimeModel() }).then(
      () => assert.unreachable(),
      (error: Error) => assert.match(error.message, 'not an awm runtime database'),
    );
    const text = path.join(dir, 'text.db');
    writeFileSync(text, 'this is not a database, just text that is long enough to have a header '.repeat(10));
    await openRuntime({ path: text, model: await bundledRuntimeModel() }).then(
      () => assert.unreachable(),
      (error: Error) => assert.instance(error, StoreOpenError),
    );
    await openRuntime({ path: path.join(dir, 'missing.db'), model: await bundledRuntimeModel(), create: false }).then(
      () => assert.unreachable(),
      (error: Error) => assert.match(error.message, 'does not exist; create it with "awm runtime init'),
    );
  } finally {
    edited.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
