// Packs packages with `npm pack` and installs the tarballs into fresh projects, the way their users get them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a user's shell: without the npm_* variables that `npm run` hands this test
 * (they would configure the npm commands the test runs), and without colour.
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, FORCE_COLOR: '0', NO_COLOR: '1', AWM_DEBUG: '', ...extra };
}

/**
 * The environment of a reader following the documentation in a shell: git knows who commits, npm
 * prefers its cache and stays quiet, and runs no install scripts (the one package here that has
 * one is better-sqlite3, already built in the repository, and npm would rebuild it at every later
 * install in the project).
 */
export function readerEnv(): NodeJS.ProcessEnv {
  return userEnv({
    GIT_AUTHOR_NAME: 'Reader',
    GIT_AUTHOR_EMAIL: 'reader@example.org',
    GIT_COMMITTER_NAME: 'Reader',
    GIT_COMMITTER_EMAIL: 'reader@example.org',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_ignore_scripts: 'true',
  });
}

export function run(command: string, args: readonly string[], cwd: string, env = userEnv()): RunResult {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a command that must succeed; its output is the failure message otherwise. */
export function runOk(command: string, args: readonly string[], cwd: string, env = userEnv()): RunResult {
  const result = run(command, args, cwd, env);
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.stdout}${result.stderr}`,
    );
  return result;
}

/**
 * Packs the package in `dir` into `destination` and returns the tarball's path. Scripts are not
 * run: the tests pack what `npm run compile` already built, without rebuilding dist/ under
 * the running test suite.
 */
export function npmPack(dir: string, destination: string): string {
  const { stdout } = runOk('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], dir);
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  return path.join(destination, packed!.filename);
}

/** An empty ES module project in `dir`, as `npm init` leaves one. */
export function createProject(dir: string, name = 'awm-user'): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name, private: true, type: 'module' })}\n`);
}

/** `npm install` into the project in `dir`: tarballs or registry specs, quietly, failing loudly. */
export function npmInstall(dir: string, specs: readonly string[], flags: readonly string[] = []): RunResult {
  return runOk('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...flags, ...specs], dir);
}

/** Every compiled native addon (`*.node`) under `dir`, relative to it. */
export function nativeAddons(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.node'))
    .sort();
}
