// 4 OS processes x 2,500 commands on one SQLite file with hot entities, retrying on conflict.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime } from '../src/runtime/runtime.js';
import { hotEntities } from './helpers/concurrency-worker.js';
import { repoPath } from './helpers/paths.js';
import { bundledRuntimeModel, must, scaffoldSession } from './helpers/runtime.js';
import { tempDir } from './helpers/temp-model.js';

const processes = 4;
const commandsEach = 2500;

function runWorker(file: string, worker: number): Promise<{ worker: number; accepted: string[]; conflicts: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [repoPath('dist', 'test', 'helpers', 'concurrency-worker.js'), file, String(worker), String(commandsEach)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout)) : reject(new Error(`worker ${worker} exited ${code}: ${stderr}`))));
  });
}

test(`${processes} processes x ${commandsEach} commands with hot entities: nothing lost or duplicated, every transition legal`, async () => {
  const dir = tempDir('awm-concurrency-');
  const file = path.join(dir, 'runtime.db');
  try {
    const setup = await openRuntime({ path: file, model: await bundledRuntimeModel() });
    for (const suffix of ['0', '1']) {
      const ws = await scaffoldSession(setup, `hot-${suffix}`);
      assert.is(ws, `ws-hot-${suffix}`);
    }
    // The hot entities, under names the worker knows.
    const snapshot = 's-hot-0';
    for (const ws of ['hot-ws-0', 'hot-ws-1']) {
      await must(setup, { type: 'create', term: 'WorkSession', id: ws, fields: { project_snapshot_id: snapshot, policy: { grants: [{ resource: '*', actions: ['*'] }] } } });
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

    const results = await Promise.all(Array.from({ length: processes }, (_, worker) => runWorker(file, worker)));
    const accepted = results.flatMap((result) => result.accepted);
    const conflicts = results.reduce((sum, result) => sum + result.conflicts, 0);
    assert.is(accepted.length, processes * commandsEach);
    assert.ok(conflicts > 0, 'the hot entities produced conflicts that were retried');

    const db = new Database(file, { readonly: true });
    const factCount = (db.prepare('SELECT count(*) AS n FROM facts').get() as { n: number }).n;
    assert.is(factCount, setupFacts + processes * commandsEach, 'every accepted command appended exactly one fact, and nothing else was appended');
    const perCommand = db.prepare("SELECT command_id, count(*) AS n FROM facts WHERE command_id LIKE 'w%' GROUP BY command_id").all() as { command_id: string; n: number }[];
    assert.is(perCommand.length, accepted.length);
    assert.ok(perCommand.every((row) => row.n === 1), 'no command appended twice');
    const acceptedIds = new Set(accepted);
    assert.ok(perCommand.every((row) => acceptedIds.has(row.command_id)), 'no fact without an acknowledged command');
    const gaps = db.prepare('SELECT stream FROM facts GROUP BY stream HAVING max(version) != count(*) OR min(version) != 1').all();
    assert.equal(gaps, [], 'versions are contiguous in every stream');
    const hotVersions = hotEntities.map((hot) => (db.prepare('SELECT max(version) AS v FROM facts WHERE stream = ?').get(`${hot.term}/${hot.id}`) as { v: number }).v);
    assert.ok(hotVersions.every((version) => version > 100), `hot entities were hot: ${hotVersions.join(', ')}`);
    db.close();

    const check = await openRuntime({ path: file, model: await bundledRuntimeModel() });
    const report = await check.verify();
    await check.close();
    assert.ok(report.ok, `verify: ${JSON.stringify(report.problems.slice(0, 5))}`);
    console.log(`  ${accepted.length} commands from ${processes} processes, ${conflicts} version conflicts retried`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
