// Running awm with a reader that goes away, as `awm ... | head -1` does, for the pipe tests on every store.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm, startAwm, type CliResult } from './cli.js';
import { repoPath } from './paths.js';

/** How long a process that should end is given before the test says it hangs. */
const endsWithinMs = 15_000;

/** Runs awm, reads its first line of output, then closes the pipe as `head -1` does; resolves when awm ends. */
export function firstLineThenClose(
  args: readonly string[],
  cwd: string,
  input?: string,
): Promise<CliResult & { first: string }> {
  const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], {
    cwd,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', AWM_DEBUG: '' },
  });
  // awm may end before it reads all of its input; what it did not read is no error of the test.
  child.stdin?.on('error', () => undefined);
  if (input !== undefined) child.stdin!.end(input);
  let first = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    first += chunk.toString();
    if (first.includes('\n')) child.stdout!.destroy();
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return endsInTime(
    new Promise((resolve) =>
      child.on('close', (status) => resolve({ status, stdout: first, stderr, first: first.split('\n')[0]! })),
    ),
    child,
    args,
  );
}

/** `exited`, or a failure naming the command when it does not end within endsWithinMs (the process is killed). */
function endsInTime<T>(exited: Promise<T>, child: { kill(signal: NodeJS.Signals): boolean }, args: readonly string[]) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`awm ${args.join(' ')} did not end within ${endsWithinMs / 1000} s`));
    }, endsWithinMs);
  });
  return Promise.race([exited, timeout]).finally(() => clearTimeout(timer));
}

/** Ended by itself with `status`, nothing but `expected` (if given) on stderr: no stack trace, no EPIPE. */
export function quietEnd(result: CliResult, status: number, what: string): void {
  assert.is(result.status, status, `${what}: ${result.stderr}`);
  assert.not.ok(hasStackTrace(result.stderr), `${what}: ${result.stderr}`);
  assert.not.match(result.stderr, /EPIPE|internal error/, what);
}

export const project = (id: string) => JSON.stringify({ command_id: `c-${id}`, type: 'create', term: 'Project', id });
const projects = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => project(`p${from + index}`)).join('\n');

/** The runtime commands that print a line per item, on a log of `db`, each read for one line only. */
export async function runtimeCommandsEndQuietly(db: string, dir: string): Promise<void> {
  assert.is(runAwm(['runtime', 'init', '--db', db, '--no-enforce-authority'], dir).status, 0);
  // Some 100 KB of results, more than a pipe holds.
  writeFileSync(path.join(dir, 'many.jsonl'), `${projects(0, 500)}\n`);
  const apply = await firstLineThenClose(
    ['runtime', 'apply', 'many.jsonl', '--format', 'json', '--synchronous', 'normal', '--db', db],
    dir,
  );
  quietEnd(apply, 0, 'runtime apply --format json');
  // Every command was applied, though nobody read what apply printed.
  assert.is(runAwm(['runtime', 'show', 'Project/p499', '--db', db], dir).status, 0, 'the last line was applied');
  const grants = Array.from({ length: 1500 }, (_, index) =>
    JSON.stringify({
      command_id: `g-${index}`,
      type: 'grant_role',
      principal: `agent-${index}`,
      role: 'agent-runtime',
      actor: { principal: 'ops' },
    }),
  );
  writeFileSync(path.join(dir, 'grants.jsonl'), `${grants.join('\n')}\n`);
  assert.is(runAwm(['runtime', 'apply', 'grants.jsonl', '--atomic', '--db', db], dir).status, 0);
  for (const args of [
    ['runtime', 'roles', 'list'],
    ['runtime', 'roles', 'list', '--format', 'json'],
  ]) {
    const listed = await firstLineThenClose([...args, '--db', db], dir);
    quietEnd(listed, 0, args.join(' '));
    assert.match(listed.first, /authority is not enforced|\{/);
  }
}

/** `follow | head -1` ends with 0 once a fact after its reader went is written; a SIGTERM ends it while blocked. */
export async function followEnds(
  db: string,
  dir: string,
  signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'],
): Promise<void> {
  const gone = await new Promise<CliResult & { first: string }>((resolve, reject) => {
    const follower = firstLineThenClose(['runtime', 'follow', '--db', db], dir);
    // The reader has gone once it has its line; the next fact is the follower's next write.
    setTimeout(() => {
      writeFileSync(path.join(dir, 'late.jsonl'), `${project('late')}\n`);
      assert.is(runAwm(['runtime', 'apply', 'late.jsonl', '--db', db], dir).status, 0);
    }, 500);
    follower.then(resolve, reject);
  });
  quietEnd(gone, 0, 'follow | head -1');
  assert.match(gone.first, /^#1 Project\/p0 v1 /);

  // Blocked writing to a reader that stopped reading (the log's lines fill the pipe), and waiting for facts after
  // the last: each of `signals` ends it with 0 at either moment.
  for (const signal of signals) {
    const blocked = startAwm(['runtime', 'follow', '--db', db], dir);
    // Its first line says it follows (its handlers are in place); then its reader takes nothing more.
    await until(() => blocked.output().stdout.length > 0, 'follow prints');
    blocked.child.stdout!.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    blocked.child.kill(signal);
    quietEnd(await endsInTime(blocked.exited, blocked.child, ['follow', signal]), 0, `follow blocked, ${signal}`);

    const waiting = startAwm(['runtime', 'follow', '--db', db], dir);
    await until(() => waiting.output().stdout.includes('Project/late'), 'follow reaches the last fact');
    waiting.child.kill(signal);
    quietEnd(await endsInTime(waiting.exited, waiting.child, ['follow idle', signal]), 0, `follow idle, ${signal}`);
  }
}

/** Resolves once `condition` holds; fails after endsWithinMs. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > endsWithinMs) throw new Error(`timed out waiting until ${what}`);
  }
}
