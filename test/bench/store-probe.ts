// One measurement per process for the store benchmark (SQLite file or PostgreSQL URL); prints results on stdout.
import { createInterface } from 'node:readline';
import { followFacts } from '../../src/runtime/follow.js';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { isPostgresUrl } from '../../src/runtime/store/postgres/url.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { storeAt } from '../helpers/runtime.js';
import {
  benchActor,
  rawPostgresAppender,
  rawPostgresCommandAppender,
  rawSqliteAppender,
  rawSqliteCommandAppender,
  runtimeAppender,
  type Appender,
} from './appenders.js';

const [mode, target, ...rest] = process.argv.slice(2) as [string, string, ...string[]];

/** Milliseconds since the epoch, finer than Date.now(), comparable across processes on one machine. */
const now = () => performance.timeOrigin + performance.now();
const print = (value: unknown) =>
  process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);

/** Resolves when the parent writes "go": processes start their timed work together. */
function go(): Promise<void> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    lines.on('line', (line) => {
      if (line === 'go') {
        lines.close();
        // A pipe still open would keep this process alive after its work.
        process.stdin.destroy();
        resolve();
      }
    });
  });
}

/**
 * appends <target> <count>: the raw driver loops (one fact-shaped row per transaction; every row a command
 * writes, per transaction) and runtime commands, alternating in chunks of 100, durable; each a rate per second.
 */
async function appends(count: number): Promise<{ raw: number; rawCommand: number; runtime: number }> {
  const postgres = isPostgresUrl(target);
  const raw: Appender = postgres
    ? await rawPostgresAppender(target, 'full')
    : rawSqliteAppender(`${target}-raw`, 'full');
  const rawCommand: Appender = postgres
    ? await rawPostgresCommandAppender(target, 'full')
    : rawSqliteCommandAppender(`${target}-rawcmd`, 'full');
  const runtime = await runtimeAppender(postgres ? target : `${target}-runtime`, 'full');
  const appenders = [raw, rawCommand, runtime];
  const ms = appenders.map(() => 0);
  for (let from = 0; from < count; from += 100) {
    const to = Math.min(count, from + 100);
    for (const [k, appender] of appenders.entries()) {
      const started = performance.now();
      await appender.run(from, to);
      ms[k]! += performance.now() - started;
    }
  }
  for (const appender of appenders) await appender.close();
  const [rawMs, rawCommandMs, runtimeMs] = ms as [number, number, number];
  return {
    raw: (count / rawMs) * 1000,
    rawCommand: (count / rawCommandMs) * 1000,
    runtime: (count / runtimeMs) * 1000,
  };
}

/**
 * concurrent <target> <worker> <count>: its own instances, "ready", then on "go" durable commands as fast as it can.
 */
async function concurrent(worker: string, count: number): Promise<void> {
  const appender = await runtimeAppender(target, 'full', 1, `w${worker}-`);
  print('ready');
  await go();
  const started = now();
  await appender.run(0, count);
  const ended = now();
  await appender.close();
  print({ started, ended, count });
}

/** follow <target> <from> <count>: prints "seq time" for each fact delivered after `from`, then exits. */
async function follow(from: number, count: number): Promise<void> {
  const runtime = await openRuntime({ ...storeAt(target), model: await loadRuntimeModel(), create: false });
  for await (const fact of followFacts(runtime.store, { from, limit: count })) print(`${fact.seq} ${now()}`);
  await runtime.close();
}

/**
 * write <target> <count> <intervalMs>: one command at once (the follower's handshake), then on "go" the rest, paced;
 * prints "seq time" at each acknowledgement.
 */
async function write(count: number, intervalMs: number): Promise<void> {
  const runtime = await openRuntime({ ...storeAt(target), model: await loadRuntimeModel(), create: false });
  const apply = async (i: number) => {
    const result = await runtime.apply({
      command_id: `late-${i}`,
      type: 'transition',
      term: 'AgentInstance',
      id: `i${i % 50}`,
      to: i % 100 < 50 ? 'busy' : 'ready',
      actor: benchActor(),
    });
    if (result.status !== 'accepted') throw new Error(JSON.stringify(result));
    print(`${result.facts[0]!.seq} ${now()}`);
  };
  await apply(0);
  await go();
  const started = now();
  for (let i = 1; i < count; i++) {
    await apply(i);
    const wait = started + i * intervalMs - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await runtime.close();
}

if (mode === 'appends') print(await appends(Number(rest[0])));
else if (mode === 'concurrent') await concurrent(rest[0]!, Number(rest[1]));
else if (mode === 'follow') await follow(Number(rest[0]), Number(rest[1]));
else if (mode === 'write') await write(Number(rest[0]), Number(rest[1]));
else throw new Error(`store-probe: unknown mode ${mode}`);
