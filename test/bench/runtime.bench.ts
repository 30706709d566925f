// Benchmark: the runtime's fact log against raw better-sqlite3 inserts, and transition checks.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { median, rate, table } from './measure.js';

const probe = repoPath('dist', 'test', 'bench', 'runtime-probe.js');

function measure<T>(args: string[]): T {
  const result = spawnSync(process.execPath, [probe, ...args], { encoding: 'utf8' });
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
      'Fact log appends per second (raw = better-sqlite3 insert loop, same pragmas and table shape, ' +
        'alternating with the runtime in chunks of 100 in one process)',
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
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
