// Runs awm as a user other than the tests' (nobody, through setpriv, when the tests run as root; oneself otherwise),
// from a copy that user can reach when the checkout is closed to others (a clone in /root, a chmod 700 folder).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runAwm, type CliResult } from './cli.js';
import { repoPath } from './paths.js';

/** nobody and nogroup: a user who owns nothing the tests make. */
const otherIds = ['--reuid=65534', '--regid=65534', '--clear-groups'];

/** What awm needs at run time, besides node itself: its code, its packages, and the files it ships. */
const runtimeParts = ['dist', 'node_modules', 'package.json', 'generated', 'schemas', 'templates'];

let reachable: string | undefined;

/** True when the tests run as root, so that permission bits stop nobody but another user. */
export const runningAsRoot = process.getuid?.() === 0;

/** Whether `user` (setpriv ids) can read `file`. */
function canRead(file: string): boolean {
  const probe = `require('node:fs').accessSync(${JSON.stringify(file)}, require('node:fs').constants.R_OK)`;
  return spawnSync('setpriv', [...otherIds, process.execPath, '-e', probe]).status === 0;
}

/**
 * A package root the other user can reach: the checkout itself when it is open to others, else a
 * copy under the system's temporary folder (hard links where the file system allows, removed at exit).
 */
function reachableRoot(): string {
  if (reachable !== undefined) return reachable;
  if (canRead(repoPath('dist', 'src', 'cli', 'main.js'))) return (reachable = repoPath());
  const copy = mkdtempSync(path.join(tmpdir(), 'awm-other-user-'));
  chmodSync(copy, 0o755);
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  for (const part of runtimeParts) {
    const linked = spawnSync('cp', ['-al', repoPath(part), copy]);
    if (linked.status === 0) continue;
    const copied = spawnSync('cp', ['-a', repoPath(part), copy], { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`cannot copy ${part} for another user: ${copied.stderr}`);
  }
  if (!canRead(path.join(copy, 'dist', 'src', 'cli', 'main.js')))
    throw new Error(`the copy in ${copy} is not readable by another user either`);
  return (reachable = copy);
}

/** Runs awm with `args` in `cwd` as a user who may not write, or read, what the tests' user made private. */
export function runAsOtherUser(args: readonly string[], cwd: string): CliResult {
  if (!runningAsRoot) return runAwm(args, cwd);
  const main = path.join(reachableRoot(), 'dist', 'src', 'cli', 'main.js');
  const result = spawnSync('setpriv', [...otherIds, process.execPath, main, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', AWM_DEBUG: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
