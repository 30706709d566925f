// awm conformance piped into a slow reader: 10 million findings, and awm's memory stays flat (it reads its trace
// only as fast as its output is taken).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath } from '../helpers/paths.js';

/** Lines of output: each trace line after the first is one illegal move, so one finding. */
const lines = Number(process.env.AWM_STRESS_LINES ?? 10_000_000);

/** Resident memory of process `pid` in MiB, from the kernel. */
function residentMiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const event = (state: string, second: number) => {
  const at = `2026-03-01T10:00:${String(second % 60).padStart(2, '0')}Z`;
  return `{"term":"WorkSession","id":"ws-1","state":"${state}","at":"${at}"}\n`;
};

test(`conformance | a slow reader: ${lines.toLocaleString('en')} lines of output in flat memory`, async () => {
  const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), 'conformance', '-'], {
    cwd: repoPath(),
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  // The trace, written as awm takes it: proposed, then alternately closed (terminal) and proposed, all illegal.
  const feed = async () => {
    const stdin = child.stdin!;
    stdin.on('error', () => undefined);
    let batch = event('proposed', 0);
    for (let index = 1; index <= lines; index += 1) {
      batch += event(index % 2 === 1 ? 'closed' : 'proposed', index);
      if (batch.length < 256 * 1024 && index < lines) continue;
      if (!stdin.write(batch)) await new Promise((resolve) => stdin.once('drain', resolve));
      batch = '';
    }
    stdin.end();
  };
  // A reader slower than awm: it stops for 20 ms after every 4 MiB.
  let received = 0;
  let newlines = 0;
  let sinceRest = 0;
  child.stdout!.on('data', (chunk: Buffer) => {
    received += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
    sinceRest += chunk.length;
    if (sinceRest < 4 * 1024 * 1024) return;
    sinceRest = 0;
    child.stdout!.pause();
    setTimeout(() => child.stdout!.resume(), 20);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const rss = residentMiB(child.pid!);
    if (rss !== undefined) samples.push(rss);
  }, 250);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  await feed();
  const status = await exited;
  clearInterval(sampler);

  assert.is(status, 1, stderr);
  assert.ok(newlines >= lines, `${newlines} lines of output for ${lines} findings`);
  const peak = Math.max(...samples);
  const early = Math.max(...samples.slice(0, Math.max(1, Math.floor(samples.length / 10))));
  console.log(
    `  ${(received / 1024 / 1024).toFixed(0)} MiB of output in ${newlines.toLocaleString('en')} lines; ` +
      `awm's resident memory: ${early.toFixed(0)} MiB in the first tenth of the run, peak ${peak.toFixed(0)} MiB ` +
      `(${samples.length} samples)`,
  );
  // Flat: the peak is the start-up footprint plus a few buffers, not a share of the output.
  assert.ok(peak < 400, `peak resident memory ${peak.toFixed(0)} MiB`);
  assert.ok(peak < early + 150, `memory grew from ${early.toFixed(0)} MiB to ${peak.toFixed(0)} MiB`);
});

test.run();
