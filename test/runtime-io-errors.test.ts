// What the environment does to the runtime: a runaway input line, a read-only database, a full disk, a damaged file.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openRuntime } from '../src/runtime/runtime.js';
import { StoreFailedError } from '../src/runtime/core/store-port.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { runAsOtherUser } from './helpers/other-user.js';
import { freshSchema, withPostgres } from './helpers/postgres.js';
import { bundledRuntimeModel } from './helpers/runtime.js';
import { tempDir } from './helpers/temp-model.js';

const project = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ command_id: `c-${id}`, type: 'create', term: 'Project', id, ...extra });

/** A directory anyone may enter and write, holding a log with one Project, made without authority enforcement. */
function logWithOneProject(): { dir: string; db: string; dispose(): void } {
  const dir = tempDir('awm-io-');
  chmodSync(dir, 0o777);
  const db = path.join(dir, 'rt.db');
  assert.is(runAwm(['runtime', 'init', '--db', db, '--no-enforce-authority'], dir).status, 0);
  writeFileSync(path.join(dir, 'one.jsonl'), `${project('p1')}\n`);
  assert.is(runAwm(['runtime', 'apply', 'one.jsonl', '--db', db], dir).status, 0);
  return { dir, db, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Exit 2, the message, no stack trace and no "internal error". */
function clearFailure(result: { status: number | null; stderr: string }, message: string, what: string): void {
  assert.is(result.status, 2, `${what}: ${result.stderr}`);
  assert.match(result.stderr, message, what);
  assert.not.ok(hasStackTrace(result.stderr), what);
  assert.not.match(result.stderr, 'internal error', what);
}

test('a line over the limit is refused with its number (exit 2); lines before it stand, the rest are unread', () => {
  const { dir, db, dispose } = logWithOneProject();
  try {
    const name = 'x'.repeat(17 * 1024 * 1024);
    const huge = JSON.stringify({
      command_id: 'c-huge',
      type: 'create',
      term: 'Project',
      id: 'p-huge',
      fields: { display_name: name },
    });
    writeFileSync(path.join(dir, 'huge.jsonl'), [project('p2'), huge, project('p3')].join('\n'));
    const result = runAwm(['runtime', 'apply', 'huge.jsonl', '--db', db], dir);
    clearFailure(result, 'huge.jsonl:2: line 2 is longer than 16 MiB', 'apply');
    assert.match(result.stderr, '1 accepted, 0 already applied, 0 refused; stopped at line 2');
    const atomic = runAwm(['runtime', 'apply', 'huge.jsonl', '--db', db, '--atomic'], dir);
    clearFailure(atomic, 'line 2 is longer than 16 MiB', 'apply --atomic');
    assert.match(atomic.stderr, 'nothing applied');
    assert.is(runAwm(['runtime', 'show', 'p2', '--db', db], dir).status, 0, 'the line before was applied');
    assert.is(runAwm(['runtime', 'show', 'p3', '--db', db], dir).status, 1, 'the line after was not');
  } finally {
    dispose();
  }
});

test('a read-only database file, and a read-only folder, are clear messages with exit 2', () => {
  const { dir, db, dispose } = logWithOneProject();
  try {
    chmodSync(db, 0o444);
    writeFileSync(path.join(dir, 'two.jsonl'), `${project('p2')}\n`);
    clearFailure(runAsOtherUser(['runtime', 'apply', 'two.jsonl', '--db', db], dir), 'rt.db cannot be written', 'file');
    assert.is(runAsOtherUser(['runtime', 'show', 'p1', '--db', db], dir).status, 0, 'reading still works');
    rmSync(`${db}-wal`, { force: true });
    rmSync(`${db}-shm`, { force: true });
    chmodSync(dir, 0o555);
    clearFailure(
      runAsOtherUser(['runtime', 'apply', 'two.jsonl', '--db', db], dir),
      'rt.db cannot be written',
      'folder',
    );
  } finally {
    chmodSync(dir, 0o777);
    dispose();
  }
});

test('a full disk fails the command with StoreFailedError, writing nothing; the log verifies afterwards', async () => {
  const dir = tempDir('awm-io-');
  const runtime = await openRuntime({
    path: path.join(dir, 'rt.db'),
    model: await bundledRuntimeModel(),
    enforceAuthority: false,
  });
  try {
    await runtime.apply(JSON.parse(project('p1')));
    const db = (runtime.store as unknown as { db: Database.Database }).db;
    // No page beyond those the file has: what a full disk does to SQLite (SQLITE_FULL).
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    const head = await runtime.headSeq();
    const big = JSON.parse(project('p2', { fields: { display_name: 'y'.repeat(60_000) } }));
    await runtime.apply(big).then(
      () => assert.unreachable('the command was accepted on a full disk'),
      (error: Error) => {
        assert.instance(error, StoreFailedError);
        assert.match(error.message, 'the disk is full');
        assert.match(error.message, 'nothing of the command was written');
      },
    );
    assert.is(await runtime.headSeq(), head);
    db.pragma('max_page_count = 1073741823');
    assert.ok((await runtime.verify()).ok);
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a full disk through the CLI, on a small file system of its own (when the machine lets a test mount one)', () => {
  const mount = tempDir('awm-full-');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0777', 'tmpfs', mount], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    console.log(`  skipped the CLI full-disk case: cannot mount a tmpfs here (${mounted.stderr.trim()})`);
    rmSync(mount, { recursive: true, force: true });
    return;
  }
  try {
    const db = path.join(mount, 'rt.db');
    assert.is(runAwm(['runtime', 'init', '--db', db, '--no-enforce-authority'], mount).status, 0);
    const lines = Array.from({ length: 60 }, (_, i) =>
      project(`p${i}`, { fields: { display_name: 'z'.repeat(8000) } }),
    );
    const commands = path.join(tempDir('awm-io-'), 'many.jsonl');
    writeFileSync(commands, lines.join('\n'));
    const result = runAwm(['runtime', 'apply', commands, '--db', db], mount);
    clearFailure(result, 'the disk is full', 'apply');
  } finally {
    spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
});

test('a damaged database page is a clear message with exit 2, for reads and writes', () => {
  const { dir, db, dispose } = logWithOneProject();
  try {
    // Keep the header page, so the file still opens as a database; overwrite every page after it.
    const size = statSync(db).size;
    const file = openSync(db, 'r+');
    const garbage = Buffer.alloc(size - 4096, 0xa5);
    writeSync(file, garbage, 0, garbage.length, 4096);
    closeSync(file);
    clearFailure(runAwm(['runtime', 'show', 'p1', '--db', db], dir), 'rt.db is damaged', 'show');
    writeFileSync(path.join(dir, 'two.jsonl'), `${project('p2')}\n`);
    clearFailure(runAwm(['runtime', 'apply', 'two.jsonl', '--db', db], dir), 'rt.db is damaged', 'apply');
  } finally {
    dispose();
  }
});

await withPostgres('postgres i/o errors', (server) => {
  test('postgres: a server that accepts no writes is a clear message with exit 2', async () => {
    const db = freshSchema(server);
    const dir = tempDir('awm-io-');
    try {
      assert.is(runAwm(['runtime', 'init', '--db', db.url, '--no-enforce-authority'], dir).status, 0);
      const readOnly = new URL(db.url);
      readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
      writeFileSync(path.join(dir, 'one.jsonl'), `${project('p1')}\n`);
      clearFailure(
        runAwm(['runtime', 'apply', 'one.jsonl', '--db', readOnly.toString()], dir),
        'the server accepts no writes',
        'apply',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    }
  });
});

test.run();
