// One measurement per process for the store benchmark (SQLite file or PostgreSQL URL); prints results on stdout.
import { createInterface } from 'node:readline';
import { machineOf } from '../../src/runtime/core/runtime-model.js';
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
import { emmettAppender, emmettInit, emmettSettings, type EmmettStore } from './emmett-stores.js';

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

/** Emmett's store for a target: a PostgreSQL URL (a database of its own) or a SQLite file. */
const emmettStore = (where: string): EmmettStore => (isPostgresUrl(where) ? 'postgresql' : 'sqlite');

/** Emmett's commands on the benchmark's lifecycle: AgentInstance's machine, as the runtime builds it from the model. */
async function emmett(where: string, options: { prefix?: string; migrate?: boolean } = {}): Promise<Appender> {
  return emmettAppender(emmettStore(where), where, machineOf(await loadRuntimeModel(), 'AgentInstance'), options);
}

/** Runs commands [from, to) one at a time, adding each one's milliseconds to `latencies`. */
async function timed(appender: Appender, from: number, to: number, latencies: number[]): Promise<void> {
  for (let i = from; i < to; i++) {
    const started = performance.now();
    await appender.run(i, i + 1);
    latencies.push(performance.now() - started);
  }
}

export interface AppendsResult {
  raw: number;
  rawCommand: number;
  runtime: number;
  emmett?: number;
  /** Per-command milliseconds of the runtime's and Emmett's commands: p50 and p95. */
  latency: Record<string, { p50: number; p95: number }>;
}

/**
 * appends <target> <count> [emmett target]: the raw driver loops (one fact-shaped row per transaction; every row a
 * command writes, per transaction), runtime commands and, given its target, Emmett's commands, alternating in chunks
 * of 100, durable; each a rate per second.
 */
async function appends(count: number, emmettTarget?: string): Promise<AppendsResult> {
  const postgres = isPostgresUrl(target);
  const raw: Appender = postgres
    ? await rawPostgresAppender(target, 'full')
    : rawSqliteAppender(`${target}-raw`, 'full');
  const rawCommand: Appender = postgres
    ? await rawPostgresCommandAppender(target, 'full')
    : rawSqliteCommandAppender(`${target}-rawcmd`, 'full');
  const runtime = await runtimeAppender(postgres ? target : `${target}-runtime`, 'full');
  const appenders = [raw, rawCommand, runtime];
  if (emmettTarget) appenders.push(await emmett(emmettTarget));
  const ms = appenders.map(() => 0);
  const latencies = appenders.map((): number[] => []);
  for (let from = 0; from < count; from += 100) {
    const to = Math.min(count, from + 100);
    for (const [k, appender] of appenders.entries()) {
      const started = performance.now();
      await timed(appender, from, to, latencies[k]!);
      ms[k]! += performance.now() - started;
    }
  }
  for (const appender of appenders) await appender.close();
  const perSecond = (k: number) => (count / ms[k]!) * 1000;
  const latency = {
    runtime: percentiles(latencies[2]!),
    ...(emmettTarget ? { emmett: percentiles(latencies[3]!) } : {}),
  };
  return {
    raw: perSecond(0),
    rawCommand: perSecond(1),
    runtime: perSecond(2),
    ...(emmettTarget ? { emmett: perSecond(3) } : {}),
    latency,
  };
}

/** The 50th and 95th percentiles of some milliseconds. */
function percentiles(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * concurrent <target> <worker> <count> [awm|emmett]: its own instances, "ready", then on "go" durable commands as
 * fast as it can, each one timed.
 */
async function concurrent(worker: string, count: number, engine = 'awm'): Promise<void> {
  const appender =
    engine === 'emmett'
      ? await emmett(target, { prefix: `w${worker}-`, migrate: false })
      : await runtimeAppender(target, 'full', 1, `w${worker}-`);
  print('ready');
  await go();
  const latencies: number[] = [];
  const started = now();
  await timed(appender, 0, count, latencies);
  const ended = now();
  await appender.close();
  print({ started, ended, count, latencies });
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

if (mode === 'appends') print(await appends(Number(rest[0]), rest[1]));
else if (mode === 'concurrent') await concurrent(rest[0]!, Number(rest[1]), rest[2]);
else if (mode === 'emmett-init') await emmettInit(emmettStore(target), target);
else if (mode === 'emmett-settings') print(await emmettSettings(emmettStore(target), target));
else if (mode === 'follow') await follow(Number(rest[0]), Number(rest[1]));
else if (mode === 'write') await write(Number(rest[0]), Number(rest[1]));
else throw new Error(`store-probe: unknown mode ${mode}`);
