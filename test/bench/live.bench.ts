// Benchmark: GenAI spans checked per second by awm conformance --listen, against a bare parse-only server; memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { makePool, postPool, setRound, type TrafficPool } from './live-traffic.js';
import { table } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floorServer = repoPath('dist', 'test', 'bench', 'live-floor.js');
const probe = repoPath('dist', 'test', 'bench', 'live-probe.js');
/** 50 requests of 1,000 spans (200 invoke_agent spans with 4 execute_tool children each) per round. */
const requests = 50;
const agents = 200;
const tools = 4;
const turns = 3;
const memorySpans = 1_000_000;

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');
const count = (n: number) => n.toLocaleString('en-US');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The model to check against: the bundled one when it has the otel-genai crosswalk with an otlp
 * wire mapping, else a copy of model/ with the wire tests' otel-genai crosswalk added.
 */
function modelArgs(work: string): string[] {
  const bundled = JSON.parse(readFileSync(repoPath('generated', 'model.json'), 'utf8')) as {
    mappings?: { system: string; wire?: { otlp?: unknown[] } }[];
  };
  if (bundled.mappings?.some((mapping) => mapping.system === 'otel-genai' && mapping.wire?.otlp)) return [];
  const fixture = repoPath('test', 'fixtures', 'wire', 'otel-genai.yaml');
  if (!existsSync(fixture)) throw new Error('no otel-genai crosswalk with a wire mapping to check against');
  const dir = path.join(work, 'model');
  cpSync(repoPath('model'), dir, { recursive: true });
  cpSync(fixture, path.join(dir, 'mappings', 'otel-genai.yaml'));
  return ['--model', dir];
}

/** Starts a server process and resolves with it and the port from its first JSON line. */
function startServer(args: string[]): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const first = stdout.split('\n')[0]!;
      if (!stdout.includes('\n') || !first) return;
      const line = JSON.parse(first) as { port?: number; listening?: { url: string } };
      const port = line.port ?? Number(new URL(line.listening!.url).port);
      resolve({ child, port, output: () => stdout });
    });
    child.on('exit', (status) => reject(new Error(`${args.join(' ')} exited ${status}`)));
  });
}

function stopServer(server: { child: ChildProcess }): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** The resident set of a process now and at its peak, in MiB, from /proc (Linux). */
function residentMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

let round = 0;
/** Posts one round of `pool` (new ids: each round's byte is new) and returns the milliseconds it took. */
async function timedRound(pool: TrafficPool, port: number): Promise<number> {
  setRound(pool, ++round);
  const started = process.hrtime.bigint();
  await postPool(pool, `http://127.0.0.1:${port}/v1/traces`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export default async function liveBench(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'awm-live-bench-'));
  try {
    const model = modelArgs(work);
    const started = Date.now();
    const pools = [
      await makePool('json', requests, agents, tools),
      await makePool('protobuf', requests, agents, tools),
    ];
    const spans = requests * pools[0]!.spansPerRequest;
    const sizes = pools.map((pool) => pool.bodies.reduce((sum, body) => sum + body.length, 0) / requests / 1024);
    console.log(
      `traffic: ${count(requests)} export requests of ${count(pools[0]!.spansPerRequest)} spans per round, ` +
        'made by the ' +
        `OpenTelemetry SDK and its exporters in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${sizes[0]!.toFixed(0)} KiB per JSON request, ${sizes[1]!.toFixed(0)} KiB per protobuf one)`,
    );

    const receiver = await startServer([
      awm,
      'conformance',
      '--listen',
      '127.0.0.1:0',
      '--system',
      'otel-genai',
      '--format',
      'json',
      ...model,
    ]);
    const floor = await startServer([floorServer]);
    const rows: string[][] = [];
    for (const pool of pools) {
      // A warm-up round each, then turns: the floor, then awm.
      await timedRound(pool, floor.port);
      await timedRound(pool, receiver.port);
      const floorMs: number[] = [];
      const awmMs: number[] = [];
      for (let turn = 0; turn < turns; turn++) {
        floorMs.push(await timedRound(pool, floor.port));
        awmMs.push(await timedRound(pool, receiver.port));
      }
      const perSecond = (ms: number) => (spans / ms) * 1000;
      rows.push([
        pool.encoding,
        count(Math.round(perSecond(median(floorMs)))),
        count(Math.round(perSecond(median(awmMs)))),
        (median(floorMs) / median(awmMs)).toFixed(2),
      ]);
    }
    await stopServer(floor);
    await stopServer(receiver);
    const errors = receiver
      .output()
      .split('\n')
      .filter((line) => line.includes('"severity":"error"')).length;
    console.log(`\nSpans per second, median of ${turns} rounds of ${count(spans)} spans (load ${load()})`);
    table(['encoding', 'floor spans/s', 'awm spans/s', 'x floor'], rows);
    console.log(`errors found in this legal traffic: ${errors} (expected 0)`);
    console.log(
      'targets: at least 100,000 spans/s and 0.5x the floor; Weaver live-check publishes about 2,000 entities/s',
    );

    // Memory after 1,000,000 spans, in one receiver: the heap after a full GC, and the resident set.
    const memoryProbe = await startServer(['--expose-gc', probe, ...model]);
    const pool = pools[1]!;
    for (let sent = 0; sent < memorySpans; sent += spans) await timedRound(pool, memoryProbe.port);
    const resident = residentMiB(memoryProbe.child.pid!);
    await stopServer(memoryProbe);
    const last = memoryProbe.output().trim().split('\n').pop()!;
    const { memory, events } = JSON.parse(last) as {
      memory: { before: { heapMiB: number; rssMiB: number }; after: { heapMiB: number; externalMiB: number } };
      events: number;
    };
    console.log(`\nMemory after ${count(memorySpans)} protobuf spans (${count(events)} moves checked; load ${load()})`);
    table(
      ['heap before MiB', 'heap after MiB', 'external after MiB', 'RSS MiB', 'peak RSS MiB'],
      [
        [
          memory.before.heapMiB.toFixed(1),
          memory.after.heapMiB.toFixed(1),
          memory.after.externalMiB.toFixed(1),
          resident.rss.toFixed(0),
          resident.peak.toFixed(0),
        ],
      ],
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
