// Signed checkpoints on SQLite, through the CLI: the rewrite-and-rechain attack, and every way a checkpoint is refused.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkpointAttackStory, rewriteAndRechain, type RawFact } from './helpers/checkpoint-attack.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { skipGroup } from './helpers/skip.js';
import { tempDir } from './helpers/temp-model.js';

function withDir(body: (dir: string) => Promise<void> | void): () => Promise<void> {
  return async () => {
    const dir = tempDir('awm-checkpoint-');
    try {
      await body(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** Runs `write` on a plain connection with every trigger dropped, then puts the triggers back as they were. */
function withoutTriggers(file: string, write: (db: Database.Database) => void): void {
  const db = new Database(file);
  try {
    const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`).all() as {
      name: string;
      sql: string;
    }[];
    db.transaction(() => {
      for (const trigger of triggers) db.exec(`DROP TRIGGER "${trigger.name}"`);
      write(db);
      for (const trigger of triggers) db.exec(trigger.sql);
    })();
  } finally {
    db.close();
  }
}

function rewriteSqlite(file: string): void {
  withoutTriggers(file, (db) => {
    const facts = db
      .prepare('SELECT seq, stream, version, type, command_id, recorded_at, data FROM facts ORDER BY seq')
      .all() as RawFact[];
    const update = db.prepare('UPDATE facts SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?');
    for (const row of rewriteAndRechain(facts)) update.run(row.data, row.prev_hash, row.hash, row.seq);
  });
}

const awmIn =
  (dir: string, db = 'w.db') =>
  (...args: string[]) => {
    const result = runAwm(['runtime', ...args, '--db', db], dir);
    assert.not.ok(hasStackTrace(result.stderr), result.stderr);
    return result;
  };

const project = (id: string) => `${JSON.stringify({ command_id: `c-${id}`, type: 'create', term: 'Project', id })}\n`;

test(
  'sqlite: a log rewritten, re-chained and rebuilt passes verify alone and fails verify --checkpoint',
  withDir((dir) => checkpointAttackStory(dir, 'w.db', async () => rewriteSqlite(path.join(dir, 'w.db')))),
);

test(
  'a checkpoint of an empty log is extended by anything appended; a log cut short of a checkpoint fails',
  withDir((dir) => {
    const awm = awmIn(dir);
    assert.is(awm('init', '--no-enforce-authority').status, 0);
    assert.is(awm('checkpoint', '--key', 'k.pem', '--new-key', '--append', 'c.jsonl').status, 0);
    assert.match(readFileSync(path.join(dir, 'c.jsonl'), 'utf8'), `"hash":"${'0'.repeat(64)}"`);
    writeFileSync(path.join(dir, 'p.jsonl'), project('p1') + project('p2'));
    assert.is(awm('apply', 'p.jsonl').status, 0);
    const appended = awm('checkpoint', '--key', 'k.pem', '--append', 'c.jsonl');
    assert.is(appended.status, 0, appended.stderr);
    assert.match(appended.stdout, 'awm runtime checkpoint: #2 ');
    const ok = awm('verify', '--checkpoint', 'c.jsonl', '--key', 'k.pub.pem');
    assert.is(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, 'the log extends 2 signed checkpoints, the latest at #2');

    withoutTriggers(path.join(dir, 'w.db'), (db) => {
      db.exec(`DELETE FROM facts WHERE seq = 2; DELETE FROM commands WHERE command_id = 'c-p2';`);
      db.exec(`DELETE FROM entities WHERE id = 'p2'`);
    });
    const cut = awm('verify', '--checkpoint', 'c.jsonl', '--key', 'k.pub.pem');
    assert.is(cut.status, 1);
    assert.match(cut.stderr, "c.jsonl:2: the log ends at #1, before this checkpoint's #2");
    assert.match(cut.stderr, 'facts it covers were removed');
    assert.match(cut.stderr, '1 problem (1 facts, 1 entities)');
  }),
);

test(
  "another log's checkpoint, and checkpoint files that hold no checkpoint, are refused by file and line",
  withDir((dir) => {
    const awm = awmIn(dir);
    const other = awmIn(dir, 'other.db');
    assert.is(awm('init', '--no-enforce-authority').status, 0);
    assert.is(other('init', '--no-enforce-authority').status, 0);
    assert.is(other('checkpoint', '--key', 'k.pem', '--new-key', '--append', 'other.jsonl').status, 0);
    const foreign = awm('verify', '--checkpoint', 'other.jsonl', '--key', 'k.pub.pem');
    assert.is(foreign.status, 1);
    assert.match(foreign.stderr, /checkpoint: other\.jsonl:1 is a checkpoint of another log \(made \S+ for Agent/);

    const line = readFileSync(path.join(dir, 'other.jsonl'), 'utf8').trim();
    const files: Record<string, [string, string]> = {
      'empty.jsonl': ['\n\n', 'empty.jsonl: holds no checkpoint'],
      'text.jsonl': ['hello\n', 'text.jsonl:1: not JSON'],
      'shape.jsonl': [
        `\n${JSON.stringify({ checkpoint: {}, signature: 'AA==' })}\n`,
        'shape.jsonl:2: not a checkpoint',
      ],
      'long.jsonl': [`${'x'.repeat(70_000)}\n${line}\n`, 'long.jsonl:1: longer than 64 KiB'],
      'signature.jsonl': [
        line.replace(/"signature":"[^"]+"/, '"signature":"AAAA"'),
        'signature.jsonl:1: its signature',
      ],
    };
    for (const [name, [content, message]] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), content);
      const result = other('verify', '--checkpoint', name, '--key', 'k.pub.pem');
      assert.is(result.status, 1, `${name}: ${result.stderr}`);
      assert.match(result.stderr, message, name);
    }
    const unreadable = other('verify', '--checkpoint', 'missing.jsonl', '--key', 'k.pub.pem');
    assert.is(unreadable.status, 2);
    assert.match(unreadable.stderr, 'awm runtime verify: cannot read missing.jsonl: no such file or directory');
    const device = other('verify', '--checkpoint', '/dev/zero', '--key', 'k.pub.pem');
    assert.is(device.status, 2);
    assert.match(device.stderr, 'cannot read /dev/zero: it is not a regular file');
    const notKey = other('verify', '--checkpoint', 'other.jsonl', '--key', 'other.jsonl');
    assert.is(notKey.status, 2);
    assert.match(notKey.stderr, 'other.jsonl holds no public key in PEM');
    const noKey = other('verify', '--checkpoint', 'other.jsonl');
    assert.is(noKey.status, 2);
    assert.match(noKey.stderr, '--checkpoint needs --key');
    // Appending under a line of this key that does not verify signs nothing; another key's lines may share the file.
    writeFileSync(path.join(dir, 'mixed.jsonl'), readFileSync(path.join(dir, 'signature.jsonl')));
    const beside = other('checkpoint', '--key', 'k.pem', '--append', 'mixed.jsonl');
    assert.is(beside.status, 1);
    assert.match(beside.stderr, 'mixed.jsonl:1: its signature does not verify');
    assert.equal(readFileSync(path.join(dir, 'mixed.jsonl')), readFileSync(path.join(dir, 'signature.jsonl')));
    // One checkpoint file per log and key, so that verify can check every line of it.
    const before = readFileSync(path.join(dir, 'other.jsonl'));
    const newKey = other('checkpoint', '--key', 'k2.pem', '--new-key', '--append', 'other.jsonl');
    assert.is(newKey.status, 2);
    assert.match(newKey.stderr, 'other.jsonl holds checkpoints already; a new key starts a checkpoint file of its own');
    assert.not.ok(existsSync(path.join(dir, 'k2.pem')), 'no key is made for a checkpoint that cannot be appended');
    assert.is(other('checkpoint', '--key', 'k2.pem', '--new-key', '--append', 'k2.jsonl').status, 0);
    const otherKey = other('checkpoint', '--key', 'k2.pem', '--append', 'other.jsonl');
    assert.is(otherKey.status, 1);
    assert.match(otherKey.stderr, /other\.jsonl:1: signed by key sha256:\w+, not by the key in k2\.pem/);
    const otherLog = awm('checkpoint', '--key', 'k.pem', '--append', 'other.jsonl');
    assert.is(otherLog.status, 1);
    assert.match(otherLog.stderr, 'other.jsonl:1 is a checkpoint of another log');
    assert.match(otherLog.stderr, 'keep a checkpoint file per log; nothing signed');
    assert.equal(readFileSync(path.join(dir, 'other.jsonl')), before);
    assert.is(other('checkpoint', '--key', 'k.pem', '--append', 'other.jsonl').status, 0);
    assert.is(readFileSync(path.join(dir, 'other.jsonl'), 'utf8').trim().split('\n').length, 2);
    // A file that holds anything but checkpoints, the database itself included, is never appended to.
    const database = readFileSync(path.join(dir, 'other.db'));
    const intoDatabase = other('checkpoint', '--key', 'k.pem', '--append', 'other.db');
    assert.is(intoDatabase.status, 1);
    assert.match(intoDatabase.stderr, /other\.db:1: (not JSON|longer than 64 KiB)/);
    assert.equal(readFileSync(path.join(dir, 'other.db')), database);
    chmodSync(path.join(dir, 'k.pem'), 0o644);
    const shared = other('checkpoint', '--key', 'k.pem');
    assert.is(shared.status, 0);
    assert.match(shared.stderr, 'warning: k.pem may be read by others (mode 644)');

    const sameFile = other('checkpoint', '--key', 'k3.pem', '--new-key', '--public-key', './k3.pem');
    assert.is(sameFile.status, 2);
    assert.match(sameFile.stderr, '--public-key ./k3.pem is --key itself');
    assert.not.ok(existsSync(path.join(dir, 'k3.pem')));
    const noPrivate = other('checkpoint', '--key', 'k.pub.pem');
    assert.is(noPrivate.status, 2);
    assert.match(noPrivate.stderr, 'k.pub.pem holds no private key in PEM');
  }),
);

test(
  'verify says what it proves of authority: an unbound principal may grant itself a role and switch enforcement off',
  withDir((dir) => {
    const awm = awmIn(dir);
    assert.is(awm('init').status, 0);
    const grab = [
      {
        command_id: 'g1',
        type: 'grant_role',
        principal: 'mallory',
        role: 'project-catalog',
        actor: { principal: 'mallory' },
      },
      { command_id: 'g2', type: 'set_enforcement', enforced: false, actor: { principal: 'mallory' } },
    ];
    writeFileSync(path.join(dir, 'grab.jsonl'), `${grab.map((c) => JSON.stringify(c)).join('\n')}\n`);
    assert.is(awm('apply', 'grab.jsonl').status, 0, 'the operator is whoever can write to the log');
    const verify = awm('verify');
    assert.is(verify.status, 0, verify.stderr);
    assert.match(verify.stdout, 'actors are self-asserted, not authenticated');
    assert.not.match(verify.stdout, 'was allowed');
  }),
);

/** OpenSSL, an implementation of Ed25519 and of the key formats that awm did not write. */
const openssl = (dir: string, ...args: string[]) => spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

if (hasOpenssl)
  test(
    'checkpoints are Ed25519 over their canonical JSON: OpenSSL verifies what awm signs, and awm what OpenSSL signs',
    withDir((dir) => {
      const awm = awmIn(dir);
      assert.is(awm('init', '--no-enforce-authority').status, 0);
      writeFileSync(path.join(dir, 'p.jsonl'), project('p1'));
      assert.is(awm('apply', 'p.jsonl').status, 0);
      assert.is(openssl(dir, 'genpkey', '-algorithm', 'ed25519', '-out', 'ssl.pem').status, 0);
      assert.is(openssl(dir, 'pkey', '-in', 'ssl.pem', '-pubout', '-out', 'ssl.pub.pem').status, 0);
      chmodSync(path.join(dir, 'ssl.pem'), 0o600);

      const printed = awm('checkpoint', '--key', 'ssl.pem');
      assert.is(printed.status, 0, printed.stderr);
      const signed = JSON.parse(printed.stdout) as { checkpoint: Record<string, unknown>; signature: string };
      // The signed bytes as the format defines them: the "checkpoint" member's text, keys sorted, no spaces.
      const payload = /^\{"checkpoint":(\{.*\}),"signature":"[^"]+"\}\n$/.exec(printed.stdout)![1]!;
      assert.equal(Object.keys(JSON.parse(payload)), Object.keys(JSON.parse(payload)).sort());
      writeFileSync(path.join(dir, 'payload'), payload);
      writeFileSync(path.join(dir, 'sig'), Buffer.from(signed.signature, 'base64'));
      const verified = openssl(
        dir,
        'pkeyutl',
        '-verify',
        '-pubin',
        '-inkey',
        'ssl.pub.pem',
        '-rawin',
        '-in',
        'payload',
        '-sigfile',
        'sig',
      );
      assert.is(verified.status, 0, verified.stderr);
      const der = spawnSync('openssl', ['pkey', '-pubin', '-in', 'ssl.pub.pem', '-outform', 'DER'], { cwd: dir });
      assert.is(signed.checkpoint.key, `sha256:${createHash('sha256').update(der.stdout).digest('hex')}`);

      // A checkpoint written and signed without awm, at the first fact: awm accepts it, and not once altered.
      const history = awm('history', 'Project/p1', '--format', 'json');
      const fact = JSON.parse(history.stdout.trim()) as { seq: number; hash: string; recorded_at: string };
      const own = { ...signed.checkpoint, seq: fact.seq, hash: fact.hash, recorded_at: fact.recorded_at };
      const ownPayload = `{${Object.keys(own)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${JSON.stringify(own[key as keyof typeof own])}`)
        .join(',')}}`;
      writeFileSync(path.join(dir, 'own'), ownPayload);
      assert.is(
        openssl(dir, 'pkeyutl', '-sign', '-inkey', 'ssl.pem', '-rawin', '-in', 'own', '-out', 'own.sig').status,
        0,
      );
      const signature = readFileSync(path.join(dir, 'own.sig')).toString('base64');
      writeFileSync(
        path.join(dir, 'own.jsonl'),
        `${JSON.stringify({ checkpoint: JSON.parse(ownPayload), signature })}\n`,
      );
      const accepted = awm('verify', '--checkpoint', 'own.jsonl', '--key', 'ssl.pub.pem');
      assert.is(accepted.status, 0, accepted.stderr);
      assert.match(accepted.stdout, 'the log extends 1 signed checkpoint, the latest at #1');
      const backdated = { ...JSON.parse(ownPayload), signed_at: '2000-01-01T00:00:00.000Z' };
      writeFileSync(path.join(dir, 'altered.jsonl'), `${JSON.stringify({ checkpoint: backdated, signature })}\n`);
      const altered = awm('verify', '--checkpoint', 'altered.jsonl', '--key', 'ssl.pub.pem');
      assert.is(altered.status, 1);
      assert.match(altered.stderr, 'altered.jsonl:1: its signature does not verify');
    }),
  );
else skipGroup('checkpoints against OpenSSL', 'openssl is not installed', false);

test.run();
