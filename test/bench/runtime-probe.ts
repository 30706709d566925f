// One measurement per process for the runtime benchmark; prints {"rate": ...} as JSON on stdout.
import { createReadStream, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { checkTrace } from '../../src/runtime/conformance/check-trace.js';
import { buildTraceModel } from '../../src/runtime/conformance/trace-model.js';
import { transition } from '../../src/runtime/machine.js';
import { loadCompiledModel, loadRuntimeModel } from '../../src/runtime/model-source.js';
import { openRuntime } from '../../src/runtime/runtime.js';

const [mode, file, synchronous, countArg, batchArg] = process.argv.slice(2);
// trace-memory <file> - <lines>: the same positions, no synchronous.
const count = Number(countArg);
const batch = Number(batchArg ?? 1);
const instances = 50;

const fresh = (path: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
};

/** A raw better-sqlite3 insert loop with the store's pragmas, into a table shaped like the fact log. */
function rawAppender(path: string): { run(from: number, to: number): void; close(): void } {
  fresh(path);
  const db = new Database(path, { timeout: 0 });
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.exec(`CREATE TABLE facts (seq INTEGER PRIMARY KEY, stream TEXT NOT NULL, version INTEGER NOT NULL, type TEXT NOT NULL,
    data TEXT NOT NULL, command_id TEXT NOT NULL, recorded_at TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL, UNIQUE (stream, version))`);
  const insert = db.prepare('INSERT INTO facts (stream, version, type, data, command_id, recorded_at, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const one = (i: number) =>
    insert.run(`AgentInstance/i${i % instances}`, Math.floor(i / instances) + 1, 'transitioned', '{"from":"ready","to":"busy"}', `c${i}`, new Date().toISOString(), 'a'.repeat(64), 'b'.repeat(64));
  const many = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) one(i);
  });
  return {
    run(from, to) {
      if (batch === 1) for (let i = from; i < to; i++) one(i);
      else for (let i = from; i < to; i += batch) many(i, Math.min(to, i + batch));
    },
    close: () => db.close(),
  };
}

/** Commands through the runtime: each instance moves ready <-> busy, one fact per command. */
async function runtimeAppender(path: string) {
  fresh(path);
  const runtime = await openRuntime({ path, model: await loadRuntimeModel(), synchronous: synchronous === 'normal' ? 'normal' : 'full' });
  const setup = [];
  for (let i = 0; i < instances; i++) {
    setup.push({ command_id: `setup-${i}`, type: 'create', term: 'AgentInstance', id: `i${i}`, fields: {} });
    setup.push({ command_id: `ready-${i}`, type: 'transition', term: 'AgentInstance', id: `i${i}`, to: 'ready' });
  }
  await runtime.applyBatch(setup);
  const command = (i: number) => ({
    command_id: `c${i}`,
    type: 'transition',
    term: 'AgentInstance',
    id: `i${i % instances}`,
    to: Math.floor(i / instances) % 2 === 0 ? 'busy' : 'ready',
  });
  return {
    async run(from: number, to: number) {
      for (let i = from; i < to; i += batch) {
        const result = batch === 1 ? await runtime.apply(command(i)) : await runtime.applyBatch(Array.from({ length: Math.min(batch, to - i) }, (_, k) => command(i + k)));
        if (result.status !== 'accepted') throw new Error(JSON.stringify(result));
      }
    },
    async close() {
      const report = await runtime.verify();
      await runtime.close();
      if (!report.ok) throw new Error('verify failed after the benchmark');
    },
  };
}

/**
 * Raw inserts and runtime commands in the same process, alternating in chunks, so that a disk
 * or CPU shared with other work slows both alike; returns both rates.
 */
async function appends(): Promise<{ raw: number; runtime: number }> {
  const raw = rawAppender(`${file!}-raw`);
  const runtime = await runtimeAppender(`${file!}-runtime`);
  const chunk = Math.max(batch, 100);
  let rawMs = 0;
  let runtimeMs = 0;
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk);
    let started = performance.now();
    raw.run(from, to);
    rawMs += performance.now() - started;
    started = performance.now();
    await runtime.run(from, to);
    runtimeMs += performance.now() - started;
  }
  raw.close();
  await runtime.close();
  return { raw: (count / rawMs) * 1000, runtime: (count / runtimeMs) * 1000 };
}

/** Random (state, target) pairs of every machine, checked by transition() or by bare Map/Set lookups. */
async function transitionChecks(bare: boolean): Promise<number> {
  const model = await loadRuntimeModel();
  const machines = [...model.machines.values()];
  let seed = 7;
  const pairs = Array.from({ length: 4096 }, () => {
    seed = (seed * 48271) % 2147483647;
    const machine = machines[seed % machines.length]!;
    const states = machine.states;
    return [machine, states[seed % states.length]!, states[(seed >> 8) % states.length]!] as const;
  });
  let legal = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const [machine, state, target] = pairs[i & 4095]!;
    if (bare ? machine.transitions.get(state)!.has(target) : transition(machine, state, target).ok) legal++;
  }
  const ms = performance.now() - started;
  if (legal === 0) throw new Error('no legal pair');
  return (count / ms) * 1000;
}

/**
 * Heap retained by the conformance checker after a full garbage collection, sampled every quarter
 * of the trace (run with --expose-gc): the translation hook doubles as a probe.
 */
async function traceMemory(): Promise<number[]> {
  const built = buildTraceModel(await loadCompiledModel());
  if (!built.ok) throw new Error(built.problems.join('\n'));
  const gc = (globalThis as { gc?: () => void }).gc!;
  const samples: number[] = [];
  const quarter = Math.floor(count / 4);
  gc();
  const base = process.memoryUsage().heapUsed;
  await checkTrace(createReadStream(file!, { highWaterMark: 1024 * 1024 }), built.traceModel, () => undefined, {
    translate: (record, line) => {
      if (line % quarter === 0) {
        gc();
        samples.push((process.memoryUsage().heapUsed - base) / 1024 / 1024);
      }
      return record;
    },
  });
  return samples;
}

if (mode === 'appends') process.stdout.write(`${JSON.stringify(await appends())}\n`);
else if (mode === 'trace-memory') process.stdout.write(`${JSON.stringify({ mebibytes: await traceMemory() })}\n`);
else process.stdout.write(`${JSON.stringify({ rate: await transitionChecks(mode === 'lookup') })}\n`);
