// Benchmark: the SQLite and PostgreSQL stores side by side: durable appends per second (one client, four at once) and
// follow latency.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openRuntime } from '../../src/runtime/runtime.js';
import { repoPath } from '../helpers/paths.js';
import { freshSchema, postgresServer } from '../helpers/postgres.js';
import { bundledRuntimeModel, storeAt } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';
import { benchActor, benchGrant } from './appenders.js';
import { median, rate, table } from './measure.js';

const probe = repoPath('dist', 'test', 'bench', 'store-probe.js');

interface Probe {
  child: ChildProcess;
  lines: string[];
  /** Resolves when a line satisfying `test` has arrived. */
  line(test: (line: string) => boolean): Promise<string>;
  done: Promise<void>;
}

function startProbe(args: readonly string[]): Probe {
  const child = spawn(process.execPath, [probe, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiting: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      lines.push(line);
      for (const wait of waiting.filter((w) => w.test(line))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<void>((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`store-probe ${args.join(' ')} exited ${code}: ${stderr}`)),
    ),
  );
  return {
    child,
    lines,
    line: (test) => {
      const found = lines.find(test);
      return found !== undefined ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
    done,
  };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

interface Store {
  name: string;
  /** A new, empty database for one measurement. */
  fresh(label: string): Promise<string>;
}

/** Appends N durable single commands, alternating with the driver's raw insert loop in one process. */
async function singleClient(
  target: string,
  count: number,
): Promise<{ raw: number; rawCommand: number; runtime: number }> {
  const run = startProbe(['appends', target, String(count)]);
  await run.done;
  return JSON.parse(run.lines.at(-1)!) as { raw: number; rawCommand: number; runtime: number };
}

/** `clients` processes append `each` durable commands at once to one database; total commands per second. */
async function concurrentClients(target: string, clients: number, each: number): Promise<number> {
  const init = await openRuntime({ ...storeAt(target), model: await bundledRuntimeModel() });
  await init.close();
  const probes = Array.from({ length: clients }, (_, worker) =>
    startProbe(['concurrent', target, String(worker), String(each)]),
  );
  await Promise.all(probes.map((p) => p.line((line) => line === 'ready')));
  for (const p of probes) p.child.stdin!.write('go\n');
  await Promise.all(probes.map((p) => p.done));
  const results = probes.map((p) => JSON.parse(p.lines.at(-1)!) as { started: number; ended: number; count: number });
  const elapsed = Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started));
  return (results.reduce((sum, r) => sum + r.count, 0) / elapsed) * 1000;
}

/**
 * A follower process and a writer process: milliseconds from each commit's acknowledgement to the writer until the
 * follower delivers it.
 */
async function followLatency(target: string, count: number, intervalMs: number): Promise<number[]> {
  const setup = await openRuntime({ ...storeAt(target), model: await bundledRuntimeModel() });
  const actor = benchActor();
  const commands = [
    benchGrant(),
    ...Array.from({ length: 50 }, (_, i) => [
      { command_id: `setup-${i}`, type: 'create', term: 'AgentInstance', id: `i${i}`, fields: {}, actor },
      { command_id: `ready-${i}`, type: 'transition', term: 'AgentInstance', id: `i${i}`, to: 'ready', actor },
    ]).flat(),
  ];
  const prepared = await setup.applyBatch(commands);
  if (prepared.status !== 'accepted') throw new Error(JSON.stringify(prepared));
  const head = await setup.headSeq();
  await setup.close();
  const follower = startProbe(['follow', target, String(head), String(count)]);
  const writer = startProbe(['write', target, String(count), String(intervalMs)]);
  // Handshake: the writer's first command reaches the follower, so both are running before timing starts.
  const first = (await writer.line(() => true)).split(' ')[0]!;
  await follower.line((line) => line.startsWith(`${first} `));
  writer.child.stdin!.write('go\n');
  await Promise.all([writer.done, follower.done]);
  const acknowledged = new Map(writer.lines.map((line) => line.split(' ').map(Number) as [number, number]));
  return follower.lines
    .map((line) => line.split(' ').map(Number) as [number, number])
    .filter(([seq]) => seq > Number(first))
    .map(([seq, at]) => at - acknowledged.get(seq)!);
}

export default async function benchStores(): Promise<void> {
  const work = tempDir('awm-bench-store-');
  const drops: (() => Promise<void>)[] = [];
  try {
    const stores: Store[] = [{ name: 'SQLite', fresh: async (label) => path.join(work, `${label}.db`) }];
    const server = await postgresServer();
    if (typeof server === 'string') console.log(`PostgreSQL rows skipped: ${server}\n`);
    else {
      stores.push({
        name: 'PostgreSQL',
        fresh: async () => {
          const db = freshSchema(server);
          drops.push(db.drop);
          return db.url;
        },
      });
    }

    const single: { raw: number[]; rawCommand: number[]; runtime: number[] }[] = [];
    for (const store of stores) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await singleClient(await store.fresh(`single-${i}`), 1500));
      single.push({
        raw: runs.map((r) => r.raw),
        rawCommand: runs.map((r) => r.rawCommand),
        runtime: runs.map((r) => r.runtime),
      });
    }
    const sqliteRuntime = median(single[0]!.runtime);
    console.log(
      'Durable single commands per second, one client (median of 3), alternating in one process with two raw ' +
        'driver loops: "raw row" inserts one fact-shaped row per transaction; "raw command" writes the rows a ' +
        'command writes (its fact, command record, projection row and head) per transaction, in one round trip on ' +
        "PostgreSQL, without the runtime's checks, locks and guards",
    );
    table(
      ['store', 'raw row/s', 'raw command/s', 'awm runtime/s', 'x raw row', 'x raw command', 'x SQLite runtime'],
      stores.map((store, i) => {
        const raw = median(single[i]!.raw);
        const rawCommand = median(single[i]!.rawCommand);
        const runtime = median(single[i]!.runtime);
        return [
          store.name,
          rate(raw),
          rate(rawCommand),
          rate(runtime),
          (runtime / raw).toFixed(2),
          (runtime / rawCommand).toFixed(2),
          (runtime / sqliteRuntime).toFixed(2),
        ];
      }),
    );
    console.log(
      'SQLite: WAL, each commit synced before it is acknowledged (after the write lock); PostgreSQL: ' +
        'synchronous_commit=on, over TCP on loopback; ' +
        'every command names an actor, authority enforced\n',
    );

    const clients = 4;
    const each = 750;
    const concurrent: number[] = [];
    for (const store of stores)
      concurrent.push(await concurrentClients(await store.fresh('concurrent'), clients, each));
    console.log(
      `Durable single commands per second, ${clients} client processes at once on one database, ${each} commands ` +
        `each (distinct entities)`,
    );
    table(
      ['store', 'total commands/s', 'x one client', 'x SQLite'],
      stores.map((store, i) => [
        store.name,
        rate(concurrent[i]!),
        (concurrent[i]! / median(single[i]!.runtime)).toFixed(2),
        (concurrent[i]! / concurrent[0]!).toFixed(2),
      ]),
    );
    console.log('');

    const count = 600;
    const interval = 5;
    const latencies: number[][] = [];
    for (const store of stores) latencies.push(await followLatency(await store.fresh('follow'), count, interval));
    console.log(
      `Follow latency: a writer process appending ${count} commands at one per ${interval} ms, a follower process ` +
        `(followFacts); ms from the writer's commit acknowledgement to delivery`,
    );
    table(
      ['store (wake-up)', 'median ms', 'p95 ms', 'max ms', 'x SQLite median'],
      stores.map((store, i) => {
        const values = latencies[i]!;
        return [
          `${store.name} (${store.name === 'SQLite' ? 'file watch, 250 ms poll' : 'LISTEN/NOTIFY'})`,
          median(values).toFixed(2),
          quantile(values, 0.95).toFixed(2),
          Math.max(...values).toFixed(2),
          (median(values) / median(latencies[0]!)).toFixed(2),
        ];
      }),
    );
  } finally {
    for (const drop of drops) await drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}
