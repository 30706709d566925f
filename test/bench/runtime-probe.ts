// One measurement per process for the runtime benchmark; prints {"rate": ...} as JSON on stdout.
import { createReadStream } from 'node:fs';
import { checkLines } from '../../src/conformance/check-trace.js';
import { ConformanceChecker } from '../../src/conformance/checker.js';
import type { Finding } from '../../src/conformance/findings.js';
import { buildTraceModel } from '../../src/conformance/trace-model.js';
import { transition } from '../../src/model/machine.js';
import { loadCompiledModel, loadRuntimeModel } from '../../src/runtime/model-source.js';
import { rawSqliteAppender, runtimeAppender } from './appenders.js';

const [mode, file, synchronous, countArg, batchArg] = process.argv.slice(2);
// trace-memory <file> - <lines>: the same positions, no synchronous.
const count = Number(countArg);
const batch = Number(batchArg ?? 1);
/**
 * Raw inserts and runtime commands in the same process, alternating in chunks, so that a disk
 * or CPU shared with other work slows both alike; returns both rates.
 */
async function appends(): Promise<{ raw: number; runtime: number }> {
  const durability = synchronous === 'normal' ? 'normal' : 'full';
  const raw = rawSqliteAppender(`${file!}-raw`, durability, batch);
  const runtime = await runtimeAppender(`${file!}-runtime`, durability, batch);
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
  const checker = new ConformanceChecker(built.traceModel);
  const probe = {
    malformed: checker.malformed.bind(checker),
    check(record: unknown, line: number, report: (finding: Finding) => void) {
      if (line % quarter === 0) {
        gc();
        samples.push((process.memoryUsage().heapUsed - base) / 1024 / 1024);
      }
      checker.check(record, line, report);
    },
  };
  await checkLines(createReadStream(file!, { highWaterMark: 1024 * 1024 }), probe, () => undefined);
  return samples;
}

if (mode === 'appends') process.stdout.write(`${JSON.stringify(await appends())}\n`);
else if (mode === 'trace-memory') process.stdout.write(`${JSON.stringify({ mebibytes: await traceMemory() })}\n`);
else process.stdout.write(`${JSON.stringify({ rate: await transitionChecks(mode === 'lookup') })}\n`);
