// Times whole processes and summarises them: medians, peak memory, ratios against a floor.
import { spawnSync } from 'node:child_process';

export interface ProcessSample {
  milliseconds: number;
  /** Peak resident set size of the child, from the OS (GNU time), in KiB. */
  peakKiB: number;
}

/** Runs a node script `runs` times (after one warm-up run for the file cache) and returns the samples. */
export function sampleProcess(args: readonly string[], runs: number, cwd: string): ProcessSample[] {
  const once = (): ProcessSample => {
    const started = process.hrtime.bigint();
    const result = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { cwd, encoding: 'utf8' });
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    const peakKiB = Number(result.stderr.trim().split('\n').pop());
    return { milliseconds, peakKiB };
  };
  once();
  return Array.from({ length: runs }, once);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summary(samples: readonly ProcessSample[]): { medianMs: number; peakMiB: number } {
  return {
    medianMs: median(samples.map((s) => s.milliseconds)),
    peakMiB: Math.max(...samples.map((s) => s.peakKiB)) / 1024,
  };
}
