// Runs the compiled uvu test files in as many processes as the machine has cores, and reports them as one uvu run.
//
// uvu runs its files one after another in one process; on two cores that left half the machine idle and
// `npm test` took 2m10s. The files are shared out before the run (longest first, each to the least loaded
// process), weighted by how long each took last time on this machine (node_modules/.cache), or by its size on
// the first run. Every file that reaches PostgreSQL goes to one process, so no two tests share a server at once.
// The first process's report is shown as it runs (so a run shows progress), every other one whole when it ends,
// then one summary in uvu's own words.
//
// Usage: node scripts/run-tests.mjs <dir> [--ignore <regex>] [--jobs N]   (AWM_TEST_JOBS=N also sets the count)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const durationsFile = path.join(root, 'node_modules', '.cache', 'awm-tests', 'durations.json');
const colours = /\x1b\[[0-9;]*m/g;
const summaryLine = /^\s*(Total|Passed|Skipped|Duration):\s+(\d+)/;
const isSummary = (line) => summaryLine.test(line.replace(colours, ''));

const { dir, ignore, jobs } = parseArguments(process.argv.slice(2));
const files = testFiles(dir, ignore);
const shards = shareOut(files, previousDurations(), Math.max(1, Math.min(jobs, files.length)));
const started = Date.now();
const results = await Promise.all(shards.map((shard, index) => runShard(dir, shard, index === 0)));
saveDurations(results);
process.exitCode = report(results, Date.now() - started);

function parseArguments(args) {
  const options = { dir: undefined, ignore: undefined, jobs: Number(process.env.AWM_TEST_JOBS) || 0 };
  for (let index = 0; index < args.length; index++) {
    const argument = args[index];
    if (argument === '--ignore') options.ignore = new RegExp(args[++index]);
    else if (argument === '--jobs') options.jobs = Number(args[++index]);
    else options.dir = argument;
  }
  if (!options.dir) throw new Error('usage: node scripts/run-tests.mjs <dir> [--ignore <regex>] [--jobs N]');
  options.jobs ||= Math.min(availableParallelism(), 4);
  return options;
}

/** The test files under dir, as uvu names them (relative, forward slashes), in a stable order. */
function testFiles(directory, ignored) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(directory, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored?.test(name)) continue;
      if (entry.isDirectory()) walk(name);
      else if (name.endsWith('.test.js')) found.push(name);
    }
  };
  walk('');
  return found.sort();
}

function previousDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** Files into n groups of about equal time: PostgreSQL files together in the first, then longest first. */
function shareOut(all, durations, count) {
  const weight = (file) => durations[file] ?? statSync(path.join(dir, file)).size / 1000;
  const usesPostgres = (file) => /helpers\/postgres\.js/.test(readFileSync(path.join(dir, file), 'utf8'));
  const groups = Array.from({ length: count }, () => ({ files: [], load: 0 }));
  const place = (file, group) => {
    group.files.push(file);
    group.load += weight(file);
  };
  for (const file of all.filter(usesPostgres)) place(file, groups[0]);
  const rest = all.filter((file) => !usesPostgres(file)).sort((a, b) => weight(b) - weight(a));
  for (const file of rest)
    place(
      file,
      groups.reduce((least, group) => (group.load < least.load ? group : least)),
    );
  return groups.filter((group) => group.files.length > 0).map((group) => group.files.sort());
}

/**
 * One uvu process over the given files; its output, exit status and how long each file took. A live process's
 * lines, but for its summary, are printed as they come.
 */
function runShard(directory, shard, live) {
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = `^(${shard.map(escape).join('|')})$`;
  const uvu = path.join(root, 'node_modules', 'uvu', 'bin.js');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [uvu, directory, pattern], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    // Decoded as a stream, so a character split between two chunks (uvu's bullets are three bytes) stays whole.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    let output = '';
    let printed = 0;
    const printLines = (upTo) => {
      const lines = output.slice(printed, upTo);
      printed = upTo;
      const shown = lines.split('\n').filter((line) => !isSummary(line));
      if (shown.some((line) => line !== '')) process.stdout.write(shown.join('\n'));
    };
    const timings = {};
    let current;
    let since = Date.now();
    // uvu prints a file's name as a line of its own when it starts the file: the gaps time each file.
    const names = new Set(shard);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (live) printLines(output.lastIndexOf('\n') + 1);
      for (const line of chunk.replace(colours, '').split('\n')) {
        const name = line.trim();
        if (!names.has(name)) continue;
        if (current) timings[current] = (Date.now() - since) / 1000;
        current = name;
        since = Date.now();
      }
    });
    child.stderr.on('data', (chunk) => {
      if (live) process.stderr.write(chunk);
      else output += chunk;
    });
    child.on('close', (status, signal) => {
      if (current) timings[current] = (Date.now() - since) / 1000;
      if (live) printLines(output.length);
      resolve({ output, live, status: status ?? (signal ? 1 : 0), timings });
    });
  });
}

function saveDurations(results) {
  const measured = Object.assign({}, ...results.map((result) => result.timings));
  // Files a run did not include keep their last time, unless they are gone.
  const kept = Object.entries(previousDurations()).filter(([file]) => existsSync(path.join(dir, file)));
  const durations = { ...Object.fromEntries(kept), ...measured };
  try {
    mkdirSync(path.dirname(durationsFile), { recursive: true });
    writeFileSync(durationsFile, `${JSON.stringify(durations, null, 1)}\n`);
  } catch {
    // A read-only node_modules only loses the hint for the next run.
  }
}

/** Prints every process's report without its own totals, then the totals of all; returns the exit status. */
function report(results, elapsed) {
  const totals = { Total: 0, Passed: 0, Skipped: 0 };
  let complete = true;
  for (const { output, live } of results) {
    const kept = [];
    const seen = new Set();
    for (const line of output.split('\n')) {
      const summary = summaryLine.exec(line.replace(colours, ''));
      if (!summary) {
        kept.push(line);
        continue;
      }
      seen.add(summary[1]);
      if (summary[1] in totals) totals[summary[1]] += Number(summary[2]);
    }
    if (!seen.has('Total')) complete = false;
    if (!live) process.stdout.write(`${kept.join('\n').trimEnd()}\n`);
  }
  const failed = results.some((result) => result.status !== 0) || !complete;
  if (complete) {
    process.stdout.write(
      `\n  Total:     ${totals.Total}\n  Passed:    ${totals.Passed}\n  Skipped:   ${totals.Skipped}\n` +
        `  Duration:  ${elapsed}ms (${results.length} processes)\n\n`,
    );
  } else process.stdout.write('\n  A test process ended before its report: see its output above.\n\n');
  return failed ? 1 : 0;
}
