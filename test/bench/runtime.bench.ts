// Benchmark: the runtime's fact log against raw better-sqlite3 inserts, transition checks, and conformance checking.
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { median, rate, sampleProcess, summary, table } from './measure.js';
import { writeTrace } from './trace-generator.js';

const probe = repoPath('dist', 'test', 'bench', 'runtime-probe.js');
const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'json-lines-floor.js');

function measure<T>(args: string[], nodeOptions: string[] = []): T {
  const result = spawnSync(process.execPath, [...nodeOptions, probe, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`runtime-probe ${args.join(' ')}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

export default async function benchRuntime(): Promise<void> {
  const work = tempDir('awm-bench-runtime-');
  try {
    const db = path.join(work, 'bench.db');
    const rows: string[][] = [];
    const appends: [string, string, number, number][] = [
      ['single commands, synchronous=FULL (durable)', 'full', 3000, 1],
      ['single commands, synchronous=NORMAL', 'normal', 10000, 1],
      ['batches of 100, synchronous=FULL', 'full', 30000, 100],
    ];
    for (const [label, synchronous, count, batch] of appends) {
      const { raw, runtime } = measure<{ raw: number; runtime: number }>([
        'appends',
        db,
        synchronous,
        String(count),
        String(batch),
      ]);
      rows.push([label, rate(raw), rate(runtime), (runtime / raw).toFixed(2)]);
    }
    console.log(
      'Fact log appends per second (raw = better-sqlite3 insert loop, same pragmas and table shape, alternating with ' +
        'the runtime in chunks of 100 in one process)',
    );
    table(['appends', 'raw insert/s', 'awm runtime/s', 'x raw'], rows);
    console.log('target: durable (FULL) single commands at least 0.5x raw\n');

    const lookups = median([1, 2, 3].map(() => measure<{ rate: number }>(['lookup', '-', '-', '20000000']).rate));
    const transitions = median(
      [1, 2, 3].map(() => measure<{ rate: number }>(['transition', '-', '-', '20000000']).rate),
    );
    console.log('Pure transition checks per second');
    table(
      ['check', 'per second', 'x bare lookup'],
      [
        ['bare Map/Set lookup (floor)', rate(lookups), '1.00'],
        ['transition(machine, state, target)', rate(transitions), (transitions / lookups).toFixed(2)],
      ],
    );
    console.log('');

    const traceRows: string[][] = [];
    const memoryRows: string[][] = [];
    for (const [shape, lines] of [
      ['workflow', 250_000],
      ['workflow', 1_000_000],
      ['fixed', 250_000],
      ['fixed', 1_000_000],
    ] as const) {
      const file = path.join(work, `${shape}-${lines}.jsonl`);
      const { entities } = await writeTrace(file, lines, shape);
      const mebibytes = statSync(file).size / 1024 / 1024;
      const base = summary(sampleProcess([floor, file], 3, work));
      const checked = summary(sampleProcess([awm, 'conformance', file, '--format', 'json'], 3, work));
      traceRows.push([
        `${shape} ${lines.toLocaleString('en-US')} lines (${mebibytes.toFixed(0)} MiB, ` +
          `${entities.toLocaleString('en-US')} entities)`,
        rate((lines / base.medianMs) * 1000),
        base.peakMiB.toFixed(0),
        rate((lines / checked.medianMs) * 1000),
        checked.peakMiB.toFixed(0),
        (base.medianMs / checked.medianMs).toFixed(2),
      ]);
      if (lines === 1_000_000) {
        const { mebibytes } = measure<{ mebibytes: number[] }>(
          ['trace-memory', file, '-', String(lines)],
          ['--expose-gc'],
        );
        memoryRows.push([
          `${shape} (${entities.toLocaleString('en-US')} entities)`,
          ...mebibytes.map((m) => m.toFixed(1)),
          ((mebibytes.at(-1)! * 1024 * 1024) / entities).toFixed(0),
        ]);
      }
      rmSync(file);
    }
    console.log(
      'awm conformance, whole process, median of 3 runs after a warm-up (floor = read the file and JSON.parse each ' +
        'line)',
    );
    table(['trace', 'floor events/s', 'floor MiB', 'awm events/s', 'awm peak MiB', 'x floor speed'], traceRows);
    console.log('target: at least 300,000 events/s\n');
    console.log('awm conformance heap retained after a full GC, MiB, at each quarter of a 1,000,000-line trace');
    table(['trace', '250k lines', '500k', '750k', '1M', 'bytes/entity'], memoryRows);
    console.log(
      'memory is flat in the number of lines; it grows only with distinct entities (their ids and a few bytes each)',
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
