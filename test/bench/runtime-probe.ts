// One measurement per process for the runtime benchmark; prints {"rate": ...} as JSON on stdout.
import { transition } from '../../src/model/machine.js';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { rawSqliteAppender, runtimeAppender } from './appenders.js';

const [mode, file, synchronous, countArg, batchArg] = process.argv.slice(2);
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

if (mode === 'appends') process.stdout.write(`${JSON.stringify(await appends())}\n`);
else process.stdout.write(`${JSON.stringify({ rate: await transitionChecks(mode === 'lookup') })}\n`);
