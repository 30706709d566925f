// Benchmark: the SQLite and PostgreSQL stores side by side: durable appends per second (one client, four at once),
// Emmett's event stores on the same workload, and follow latency.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openRuntime } from '../../src/runtime/runtime.js';
import { repoPath } from '../helpers/paths.js';
import { freshSchema, postgresServer, withClient, type PostgresServer } from '../helpers/postgres.js';
import { bundledRuntimeModel, storeAt } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';
import { benchActor, benchGrant } from './appenders.js';
import { ensureEmmett } from './emmett-stores.js';
import { median, rate, table } from './measure.js';
import type { AppendsResult } from './store-probe.js';

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
  /** A new, empty database for one measurement of Emmett's store (on PostgreSQL a database of its own). */
  freshEmmett(label: string): Promise<string>;
}

let databases = 0;

/** A database of its own on `server`, for Emmett's store, which keeps its tables in the public schema. */
async function freshDatabase(server: PostgresServer): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `awm_bench_emmett_${process.pid}_${++databases}`;
  await withClient(server.url, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(server.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Per-command milliseconds, as the table prints them. */
const ms = (value: number) => value.toFixed(2);

/**
 * Appends N durable single commands, alternating with the driver's raw insert loops (and Emmett's commands, given
 * their database) in one process.
 */
async function singleClient(target: string, count: number, emmettTarget?: string): Promise<AppendsResult> {
  const run = startProbe(['appends', target, String(count), ...(emmettTarget ? [emmettTarget] : [])]);
  await run.done;
  return JSON.parse(run.lines.at(-1)!) as AppendsResult;
}

interface Concurrent {
  /** Total commands per second. */
  rate: number;
  /** Per-command milliseconds over every client's commands. */
  p50: number;
  p95: number;
}

/**
 * `clients` processes append `each` durable commands at once to one database, through awm's runtime or Emmett's
 * store; total commands per second and per-command latency.
 */
async function concurrentClients(
  target: string,
  clients: number,
  each: number,
  engine: 'awm' | 'emmett',
): Promise<Concurrent> {
  if (engine === 'awm') {
    const init = await openRuntime({ ...storeAt(target), model: await bundledRuntimeModel() });
    await init.close();
  } else await startProbe(['emmett-init', target]).done;
  const probes = Array.from({ length: clients }, (_, worker) =>
    startProbe(['concurrent', target, String(worker), String(each), engine]),
  );
  await Promise.all(probes.map((p) => p.line((line) => line === 'ready')));
  for (const p of probes) p.child.stdin!.write('go\n');
  await Promise.all(probes.map((p) => p.done));
  const results = probes.map(
    (p) => JSON.parse(p.lines.at(-1)!) as { started: number; ended: number; count: number; latencies: number[] },
  );
  const elapsed = Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started));
  const latencies = results.flatMap((r) => r.latencies);
  return {
    rate: (results.reduce((sum, r) => sum + r.count, 0) / elapsed) * 1000,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
  };
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
    const stores: Store[] = [
      {
        name: 'SQLite',
        fresh: async (label) => path.join(work, `${label}.db`),
        freshEmmett: async (label) => path.join(work, `${label}-emmett.db`),
      },
    ];
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
        freshEmmett: async () => {
          const db = await freshDatabase(server);
          drops.push(db.drop);
          return db.url;
        },
      });
    }
    const emmettMissing = ensureEmmett();
    if (emmettMissing) console.log(`Emmett rows skipped: ${emmettMissing}\n`);
    const withEmmett = emmettMissing === undefined;

    const single: AppendsResult[][] = [];
    for (const store of stores) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const emmettTarget = withEmmett ? await store.freshEmmett(`single-${i}`) : undefined;
        runs.push(await singleClient(await store.fresh(`single-${i}`), 1500, emmettTarget));
      }
      single.push(runs);
    }
    /** The median over the runs of one store of one figure. */
    const singleMedian = (i: number, figure: (run: AppendsResult) => number) => median(single[i]!.map(figure));
    const sqliteRuntime = singleMedian(0, (r) => r.runtime);
    console.log(
      'Durable single commands per second, one client (median of 3), alternating in one process with two raw ' +
        'driver loops: "raw row" inserts one fact-shaped row per transaction; "raw command" writes the rows a ' +
        'command writes (its fact, command record, projection row and head) per transaction, in one round trip on ' +
        "PostgreSQL, without the runtime's checks, locks and guards",
    );
    table(
      ['store', 'raw row/s', 'raw command/s', 'awm runtime/s', 'x raw row', 'x raw command', 'x SQLite runtime'],
      stores.map((store, i) => {
        const raw = singleMedian(i, (r) => r.raw);
        const rawCommand = singleMedian(i, (r) => r.rawCommand);
        const runtime = singleMedian(i, (r) => r.runtime);
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

    if (withEmmett) {
      console.log(
        "Against Emmett, one client (median of 3): Emmett's event store (@event-driven-io/emmett-sqlite, " +
          '-postgresql) on the same workload, alternating in the same process: its CommandHandler reads the ' +
          "stream's state, checks the move with the model's transition function, appends with the expected " +
          'version, and an inline projection keeps one row per instance in the same transaction',
      );
      table(
        ['store', 'awm/s', 'p50 ms', 'p95 ms', 'Emmett/s', 'p50 ms', 'p95 ms', 'awm / Emmett'],
        stores.map((store, i) => {
          const runtime = singleMedian(i, (r) => r.runtime);
          const emmett = singleMedian(i, (r) => r.emmett!);
          return [
            store.name,
            rate(runtime),
            ms(singleMedian(i, (r) => r.latency.runtime!.p50)),
            ms(singleMedian(i, (r) => r.latency.runtime!.p95)),
            rate(emmett),
            ms(singleMedian(i, (r) => r.latency.emmett!.p50)),
            ms(singleMedian(i, (r) => r.latency.emmett!.p95)),
            (runtime / emmett).toFixed(2),
          ];
        }),
      );
      const settings = [];
      for (const store of stores) {
        const probe = startProbe(['emmett-settings', await store.freshEmmett('settings')]);
        await probe.done;
        settings.push(`${store.name} ${probe.lines.at(-1)}`);
      }
      console.log(`Emmett's connections: ${settings.join('; ')}\n`);
    }

    const clients = 4;
    const each = 750;
    const rounds = 3;
    const engines = withEmmett ? (['awm', 'emmett'] as const) : (['awm'] as const);
    // Rounds alternate between awm and Emmett, so a machine busy with other work slows both alike.
    const concurrent = stores.map(() => ({ awm: [] as Concurrent[], emmett: [] as Concurrent[] }));
    for (const [i, store] of stores.entries())
      for (let round = 0; round < rounds; round++)
        for (const engine of engines) {
          const label = `concurrent-${round}`;
          const target = engine === 'awm' ? await store.fresh(label) : await store.freshEmmett(label);
          concurrent[i]![engine].push(await concurrentClients(target, clients, each, engine));
        }
    const middle = (results: Concurrent[], figure: (c: Concurrent) => number) => median(results.map(figure));
    console.log(
      `Durable single commands per second, ${clients} client processes at once on one database, ${each} commands ` +
        `each (distinct entities), median of ${rounds} rounds`,
    );
    table(
      ['store', 'total commands/s', 'p50 ms', 'p95 ms', 'x one client', 'x SQLite'],
      stores.map((store, i) => {
        const total = middle(concurrent[i]!.awm, (c) => c.rate);
        return [
          store.name,
          rate(total),
          ms(middle(concurrent[i]!.awm, (c) => c.p50)),
          ms(middle(concurrent[i]!.awm, (c) => c.p95)),
          (total / singleMedian(i, (r) => r.runtime)).toFixed(2),
          (total / middle(concurrent[0]!.awm, (c) => c.rate)).toFixed(2),
        ];
      }),
    );
    if (withEmmett) {
      console.log(
        `\nAgainst Emmett, ${clients} client processes at once (distinct streams), rounds alternating with awm's`,
      );
      table(
        ['store', 'awm/s', 'p50 ms', 'p95 ms', 'Emmett/s', 'p50 ms', 'p95 ms', 'awm / Emmett', 'Emmett x one client'],
        stores.map((store, i) => {
          const { awm, emmett } = concurrent[i]!;
          return [
            store.name,
            rate(middle(awm, (c) => c.rate)),
            ms(middle(awm, (c) => c.p50)),
            ms(middle(awm, (c) => c.p95)),
            rate(middle(emmett, (c) => c.rate)),
            ms(middle(emmett, (c) => c.p50)),
            ms(middle(emmett, (c) => c.p95)),
            (middle(awm, (c) => c.rate) / middle(emmett, (c) => c.rate)).toFixed(2),
            (middle(emmett, (c) => c.rate) / singleMedian(i, (r) => r.emmett!)).toFixed(2),
          ];
        }),
      );
    }
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
