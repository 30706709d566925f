// Emmett for the store benchmark: installs test/bench/emmett/ from its lockfile on first use, and loads its driver.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Machine } from '../../src/model/machine.js';
import { transition } from '../../src/model/machine.js';
import { repoPath } from '../helpers/paths.js';
import type { Appender } from './appenders.js';

/** The folder with Emmett's package.json and lockfile; its node_modules stays out of the toolkit's own install. */
export const emmettFolder = repoPath('test', 'bench', 'emmett');

export type EmmettStore = 'sqlite' | 'postgresql';

/** What test/bench/emmett/emmett-appender.mjs exports (plain JavaScript, so the typecheck needs no Emmett types). */
interface EmmettDriver {
  emmettAppender(options: {
    store: EmmettStore;
    target: string;
    prefix?: string;
    initial: string;
    move: (from: string, to: string) => boolean;
    migrate?: boolean;
  }): Promise<Appender>;
  emmettInit(options: { store: EmmettStore; target: string }): Promise<void>;
  emmettSettings(options: { store: EmmettStore; target: string }): Promise<Record<string, string | number>>;
}

/** npm's record of what `npm ci` installed; newer than the lockfile when the install is current. */
const installedLock = () => `${emmettFolder}/node_modules/.package-lock.json`;
/** sqlite3's addon, compiled from source by the install (no prebuilt binary can be fetched here). */
const sqliteAddon = () => `${emmettFolder}/node_modules/sqlite3/build/Release/node_sqlite3.node`;

/**
 * Installs Emmett and its drivers into test/bench/emmett/node_modules with `npm ci` unless the install there is
 * current (it compiles sqlite3 from source: minutes, once). Returns undefined when Emmett is there, or why it is not.
 */
export function ensureEmmett(): string | undefined {
  const current =
    existsSync(installedLock()) &&
    existsSync(sqliteAddon()) &&
    statSync(installedLock()).mtimeMs >= statSync(`${emmettFolder}/package-lock.json`).mtimeMs;
  if (current) return undefined;
  console.log('Installing Emmett into test/bench/emmett/ (first run: npm ci compiles sqlite3, a few minutes)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', emmettFolder, '--no-audit', '--no-fund'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0 || !existsSync(sqliteAddon()))
    return `npm ci --prefix test/bench/emmett failed (status ${result.status}); sqlite3 needs python3, make and g++`;
  return undefined;
}

let driver: Promise<EmmettDriver> | undefined;

/** The driver module, imported from the source tree where its node_modules is. */
function emmettDriver(): Promise<EmmettDriver> {
  driver ??= import(pathToFileURL(`${emmettFolder}/emmett-appender.mjs`).href) as Promise<EmmettDriver>;
  return driver;
}

/**
 * An appender of Emmett commands on `store` at `target` (a SQLite file, or a PostgreSQL database of its own), on
 * AgentInstance's lifecycle as `machine` has it: the move is checked with the same transition function awm uses.
 * A concurrent writer passes `migrate: false` on a store emmettInit has created (see emmett-appender.mjs).
 */
export async function emmettAppender(
  store: EmmettStore,
  target: string,
  machine: Machine,
  options: { prefix?: string; migrate?: boolean } = {},
): Promise<Appender> {
  const move = (from: string, to: string) => transition(machine, from, to).ok;
  return (await emmettDriver()).emmettAppender({ store, target, ...options, initial: machine.initial, move });
}

/** Creates Emmett's schema and the projection's table once, before concurrent writers start. */
export async function emmettInit(store: EmmettStore, target: string): Promise<void> {
  await (await emmettDriver()).emmettInit({ store, target });
}

/** The durability settings Emmett's own connection has (journal mode and synchronous; synchronous_commit). */
export async function emmettSettings(store: EmmettStore, target: string): Promise<Record<string, string | number>> {
  return (await emmettDriver()).emmettSettings({ store, target });
}
