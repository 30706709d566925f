// Times whole processes and summarises them: medians, peak memory, ratios against a floor.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** GNU time reports a child's peak memory; without it the benchmarks still time, and say so. */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export interface ProcessSample {
  milliseconds: number;
  /** Peak resident set size of the child, from the OS (GNU time), in KiB. */
  peakKiB: number;
  /**
   * CPU time of the child (user + system, GNU time), in milliseconds: on a machine busy with other
   * work, a steadier measure than the wall clock.
   */
  cpuMs: number;
}

interface SampleOptions {
  /** The executable; node when not given. */
  command?: string;
  /** The exit statuses that mean success (a linter that finds problems exits 1). */
  okStatuses?: number[];
  /** The child's environment; this process's when not given. */
  env?: NodeJS.ProcessEnv;
}

/** Runs a command once: `args` under node unless `command` names another executable. */
export function sampleOnce(args: readonly string[], cwd: string, options: SampleOptions): ProcessSample {
  const command = options.command ?? process.execPath;
  const ok = options.okStatuses ?? [0];
  const env = options.env ?? process.env;
  const started = process.hrtime.bigint();
  const result = gnuTime
    ? spawnSync(gnuTime, ['-f', '%U %S %M', command, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
  if (!ok.includes(result.status ?? -1))
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr.slice(-2000)}`);
  const [user, system, peak] = gnuTime ? result.stderr.trim().split('\n').pop()!.split(' ').map(Number) : [];
  return {
    milliseconds,
    peakKiB: peak ?? Number.NaN,
    cpuMs: user === undefined || system === undefined ? Number.NaN : (user + system) * 1000,
  };
}

/**
 * Runs a command `runs` times (after one warm-up run for the file cache) and returns the samples.
 * `args` run under node unless `command` names another executable; `okStatuses` lists the exit
 * statuses that mean success (a linter that finds problems exits 1).
 */
export function sampleProcess(
  args: readonly string[],
  runs: number,
  cwd: string,
  options: SampleOptions = {},
): ProcessSample[] {
  sampleOnce(args, cwd, options);
  return Array.from({ length: runs }, () => sampleOnce(args, cwd, options));
}

/**
 * Runs several node commands in turn, `runs` rounds (after a warm-up round), and returns the
 * samples of each: a machine busy with other work then slows them alike, and their ratios hold.
 */
export function sampleInterleaved(
  commands: readonly (readonly string[])[],
  runs: number,
  cwd: string,
  options: Pick<SampleOptions, 'okStatuses'> = {},
): ProcessSample[][] {
  const samples = commands.map((): ProcessSample[] => []);
  for (let round = 0; round <= runs; round++)
    commands.forEach((args, i) => {
      const sample = sampleOnce(args, cwd, options);
      if (round > 0) samples[i]!.push(sample);
    });
  return samples;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summary(samples: readonly ProcessSample[]): { medianMs: number; peakMiB: number; cpuMs: number } {
  return {
    medianMs: median(samples.map((s) => s.milliseconds)),
    peakMiB: Math.max(...samples.map((s) => s.peakKiB)) / 1024,
    cpuMs: median(samples.map((s) => s.cpuMs)),
  };
}

/** One line of a benchmark table: a command on a model, its median, peak memory and ratio to its baseline. */
export interface Row {
  model: string;
  command: string;
  medianMs: number;
  peakMiB: number;
  ratio: number;
}

export function printTable(rows: readonly Row[]): void {
  const header = ['model', 'command', 'median ms', 'peak MiB', 'x baseline'];
  const lines = rows.map((r) => [r.model, r.command, r.medianMs.toFixed(0), r.peakMiB.toFixed(0), r.ratio.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

/** Prints a table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** A rate as a whole number with thousands separators. */
export const rate = (n: number) => Math.round(n).toLocaleString('en-US');
