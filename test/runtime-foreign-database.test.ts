// A database awm refuses is left byte for byte: another application's SQLite file, an empty file, a log of a newer
// awm; and no command but init creates a database.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { tempDir } from './helpers/temp-model.js';

/** Every runtime command that opens an existing database, with the arguments it needs. */
const commands: readonly string[][] = [
  ['verify'],
  ['show', 'ws-1'],
  ['history', 'ws-1'],
  ['export', 'ws-1'],
  ['follow', '--until', '1'],
  ['rebuild'],
  ['roles', 'list'],
  ['roles', 'grant', 'p', 'agent-runtime'],
  ['apply', 'none.jsonl'],
  ['migrate'],
];

/** Runs `command` on `db` in `dir` and asserts it refused with `message`: exit 2, no stack trace. */
function refused(dir: string, db: string, command: readonly string[], message: string | RegExp): void {
  const result = runAwm(['runtime', ...command, '--db', db], dir);
  const what = `runtime ${command.join(' ')} on ${db}`;
  assert.is(result.status, 2, `${what}: ${result.stdout}${result.stderr}`);
  assert.match(result.stderr, message, what);
  assert.not.ok(hasStackTrace(result.stderr), what);
}

/** The files of `dir` besides `db`'s own: no -wal, -shm or -journal left behind. */
const sideFiles = (dir: string, db: string) => readdirSync(dir).filter((name) => name.startsWith(`${db}-`));

test("another application's SQLite file is refused by every command, init included, and left byte for byte", () => {
  const dir = tempDir('awm-foreign-');
  try {
    writeFileSync(path.join(dir, 'none.jsonl'), '');
    const app = new Database(path.join(dir, 'app.db'));
    app.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')");
    app.close();
    const before = readFileSync(path.join(dir, 'app.db'));
    assert.is(before.readUInt8(18), 1, 'the application keeps a rollback journal (file format 1), not WAL');
    for (const command of [['init'], ...commands]) {
      refused(dir, 'app.db', command, 'app.db is a SQLite database, but not an awm runtime database');
      assert.ok(readFileSync(path.join(dir, 'app.db')).equals(before), `runtime ${command.join(' ')} changed app.db`);
      assert.equal(sideFiles(dir, 'app.db'), [], `runtime ${command.join(' ')} left files beside app.db`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an empty file, an empty database and a missing file are refused by every command but init, unwritten', () => {
  const dir = tempDir('awm-foreign-');
  try {
    writeFileSync(path.join(dir, 'none.jsonl'), '');
    writeFileSync(path.join(dir, 'empty.db'), '');
    // A SQLite database with no tables: a header page and nothing else.
    const bare = new Database(path.join(dir, 'bare.db'));
    bare.pragma('user_version = 0');
    bare.exec('CREATE TABLE x (y); DROP TABLE x');
    bare.close();
    const bareBefore = readFileSync(path.join(dir, 'bare.db'));
    for (const command of commands) {
      refused(
        dir,
        'empty.db',
        command,
        'empty.db is empty, not an awm runtime database; create it with "awm runtime init',
      );
      assert.is(readFileSync(path.join(dir, 'empty.db')).length, 0, `runtime ${command.join(' ')} wrote empty.db`);
      refused(dir, 'bare.db', command, 'bare.db holds no fact log; create it with "awm runtime init --db bare.db"');
      assert.ok(
        readFileSync(path.join(dir, 'bare.db')).equals(bareBefore),
        `runtime ${command.join(' ')} wrote bare.db`,
      );
      refused(dir, 'missing.db', command, 'missing.db does not exist; create it with "awm runtime init');
      assert.not.ok(existsSync(path.join(dir, 'missing.db')), `runtime ${command.join(' ')} created missing.db`);
      assert.equal(sideFiles(dir, 'empty.db'), [], `runtime ${command.join(' ')} left files beside empty.db`);
    }
    // init is the one command that makes a database, in the empty file too.
    assert.is(runAwm(['runtime', 'init', '--db', 'empty.db'], dir).status, 0);
    assert.is(runAwm(['runtime', 'verify', '--db', 'empty.db'], dir).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a log of a newer awm is refused by every command, init included, and left byte for byte', () => {
  const dir = tempDir('awm-foreign-');
  try {
    writeFileSync(path.join(dir, 'none.jsonl'), '');
    assert.is(runAwm(['runtime', 'init', '--db', 'rt.db'], dir).status, 0);
    const db = new Database(path.join(dir, 'rt.db'));
    db.pragma('journal_mode = DELETE');
    db.pragma('user_version = 999');
    db.close();
    const before = readFileSync(path.join(dir, 'rt.db'));
    for (const command of [['init'], ...commands]) {
      refused(dir, 'rt.db', command, /rt\.db was written by a newer version of awm \(schema 999;/);
      assert.ok(readFileSync(path.join(dir, 'rt.db')).equals(before), `runtime ${command.join(' ')} changed rt.db`);
      assert.equal(sideFiles(dir, 'rt.db'), [], `runtime ${command.join(' ')} left files beside rt.db`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a log of a pre-release build (before schema version 1) is refused by every command and left unwritten', () => {
  const dir = tempDir('awm-foreign-');
  try {
    writeFileSync(path.join(dir, 'none.jsonl'), '');
    assert.is(runAwm(['runtime', 'init', '--db', 'old.db'], dir).status, 0);
    // Pre-release builds numbered their schema up to 2 and never marked the file as awm's (application_id 0).
    const db = new Database(path.join(dir, 'old.db'));
    db.pragma('journal_mode = DELETE');
    db.pragma('application_id = 0');
    db.pragma('user_version = 2');
    db.close();
    const before = readFileSync(path.join(dir, 'old.db'));
    for (const command of [['init'], ...commands]) {
      refused(
        dir,
        'old.db',
        command,
        'old.db was written by a pre-release build of awm (its schema 2 predates schema version 1, the first ' +
          'released): this awm cannot read it; start a new log with "awm runtime init --db <new file>"',
      );
      assert.ok(readFileSync(path.join(dir, 'old.db')).equals(before), `runtime ${command.join(' ')} changed old.db`);
      assert.equal(sideFiles(dir, 'old.db'), [], `runtime ${command.join(' ')} left files beside old.db`);
    }
    // A higher number without awm's mark is some other application's numbering, not an awm log.
    const other = new Database(path.join(dir, 'old.db'));
    other.pragma('user_version = 7');
    other.close();
    refused(dir, 'old.db', ['verify'], 'old.db is a SQLite database, but not an awm runtime database');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
