// Checkpoints against the attack they exist for, on either store: a past fact rewritten, the chain re-made, rebuilt.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { chainHash, type HashedFields } from '../../src/runtime/core/facts.js';
import { runAwm, hasStackTrace } from './cli.js';

const repositories = { grants: [{ resource: 'repo-*', actions: ['admin', 'read'] }] };

/** The log under attack: its WorkSession may only read repo-a, which the attacker makes `admin`. */
export const attackedLogCommands = [
  { command_id: 'c1', type: 'create', term: 'Project', id: 'p1', fields: { policy: repositories } },
  {
    command_id: 'c2',
    type: 'publish',
    term: 'ProjectSnapshot',
    id: 's1',
    fields: { project_id: 'p1', revision: 'v1', resolved_definition: { policy: repositories } },
  },
  {
    command_id: 'c3',
    type: 'create',
    term: 'WorkSession',
    id: 'ws1',
    fields: { project_snapshot_id: 's1', policy: { grants: [{ resource: 'repo-a', actions: ['read'] }] } },
  },
  { command_id: 'c4', type: 'transition', term: 'WorkSession', id: 'ws1', to: 'open' },
];

/** A command appended after the first checkpoint: a log that grows past a checkpoint still extends it. */
const laterCommand = {
  command_id: 'c5',
  type: 'create',
  term: 'AgentRun',
  id: 'run1',
  fields: { work_session_id: 'ws1' },
};

/** A stored fact as the attacker reads it: the fields its hash covers, with data as the exact text stored. */
export type RawFact = HashedFields;

/**
 * The attacker's rewrite, given every fact in order: the WorkSession's `read` becomes `admin` (still
 * within its snapshot's policy, so every fact stays legal), and every fact
 * from there gets the prev_hash and hash a correct chain gives it. Returns the rows to write back.
 */
export function rewriteAndRechain(facts: readonly RawFact[]): (RawFact & { prev_hash: string; hash: string })[] {
  let prev = '0'.repeat(64);
  return facts.map((fact) => {
    const data =
      fact.stream === 'WorkSession/ws1' && fact.version === 1 ? fact.data.replace('"read"', '"admin"') : fact.data;
    const hash = chainHash(prev, { ...fact, data });
    const row = { ...fact, data, prev_hash: prev, hash };
    prev = hash;
    return row;
  });
}

const jsonl = (items: unknown[]) => `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;

/**
 * The whole story through the CLI on `db` (a fresh, empty database: a SQLite file in `dir` or a
 * PostgreSQL URL): checkpoints made and verified while the log grows, then `rewrite` (the attack,
 * triggers restored), `rebuild`, and verify fooled without a checkpoint, not with one; a wrong key
 * and a forged checkpoint refused; no checkpoint signed over the rewritten log.
 */
export async function checkpointAttackStory(dir: string, db: string, rewrite: () => Promise<void>): Promise<void> {
  const awm = (...args: string[]) => {
    const result = runAwm(['runtime', ...args, '--db', db], dir);
    assert.not.ok(hasStackTrace(result.stderr), result.stderr);
    return result;
  };
  assert.is(awm('init', '--no-enforce-authority').status, 0);
  writeFileSync(path.join(dir, 'commands.jsonl'), jsonl(attackedLogCommands));
  assert.is(awm('apply', 'commands.jsonl').status, 0);

  const first = awm('checkpoint', '--key', 'ops.pem', '--new-key', '--append', 'cps.jsonl');
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, /^awm runtime checkpoint: #4 [0-9a-f]{64} of .*, signed by sha256:[0-9a-f]{64}, appended/);
  assert.is(statSync(path.join(dir, 'ops.pem')).mode & 0o777, 0o600, 'the private key is its owner alone');
  const keyBytes = readFileSync(path.join(dir, 'ops.pem'));
  const again = awm('checkpoint', '--key', 'ops.pem', '--new-key');
  assert.is(again.status, 2);
  assert.match(again.stderr, 'ops.pem exists; --new-key never replaces a key file');
  assert.equal(readFileSync(path.join(dir, 'ops.pem')), keyBytes, 'the key in use is left as it was');

  writeFileSync(path.join(dir, 'later.jsonl'), jsonl([laterCommand]));
  assert.is(awm('apply', 'later.jsonl').status, 0);
  const grown = awm('verify', '--checkpoint', 'cps.jsonl', '--key', 'ops.pub.pem');
  assert.is(grown.status, 0, grown.stderr);
  assert.match(grown.stdout, 'ok (5 facts, 4 entities)');
  assert.match(grown.stdout, 'the log extends 1 signed checkpoint, the latest at #4');
  // Printed for publishing elsewhere, then kept in a second file: verify takes both.
  const printed = awm('checkpoint', '--key', 'ops.pem');
  assert.is(printed.status, 0, printed.stderr);
  assert.match(
    printed.stdout,
    /^\{"checkpoint":\{"format":"awm-checkpoint\/1",.*"seq":5,.*\},"signature":"[^"]+"\}\n$/,
  );
  writeFileSync(path.join(dir, 'published.jsonl'), printed.stdout);
  const both = awm('verify', '--checkpoint', 'cps.jsonl', '--checkpoint', 'published.jsonl', '--key', 'ops.pub.pem');
  assert.is(both.status, 0, both.stderr);
  assert.match(both.stdout, 'the log extends 2 signed checkpoints, the latest at #5');

  // A key the verifier does not trust, and a checkpoint altered to say what the attacker needs.
  assert.is(awm('checkpoint', '--key', 'other.pem', '--new-key', '--append', 'other.jsonl').status, 0);
  const wrongKey = awm('verify', '--checkpoint', 'cps.jsonl', '--key', 'other.pub.pem');
  assert.is(wrongKey.status, 1);
  assert.match(
    wrongKey.stderr,
    /checkpoint: cps\.jsonl:1: signed by key sha256:[0-9a-f]+, not by the key in other\.pub\.pem/,
  );
  const line = readFileSync(path.join(dir, 'cps.jsonl'), 'utf8');
  writeFileSync(path.join(dir, 'forged.jsonl'), line.replace('"seq":4', '"seq":3'));
  const forged = awm('verify', '--checkpoint', 'forged.jsonl', '--key', 'ops.pub.pem');
  assert.is(forged.status, 1);
  assert.match(forged.stderr, 'forged.jsonl:1: its signature does not verify with the key in ops.pub.pem');

  await rewrite();
  const rebuilt = awm('rebuild');
  assert.is(rebuilt.status, 0, rebuilt.stderr);
  assert.match(rebuilt.stderr, 'replaced WorkSession/ws1: its fields.policy disagreed with the log');
  assert.match(rebuilt.stdout, 'replaced 1 projection row that disagreed with the log');
  const fooled = awm('verify');
  assert.is(fooled.status, 0, `without a checkpoint the rewrite is invisible to verify: ${fooled.stderr}`);
  assert.match(fooled.stdout, 'no checkpoint given: the chain has no key');
  const caught = awm('verify', '--checkpoint', 'cps.jsonl', '--checkpoint', 'published.jsonl', '--key', 'ops.pub.pem');
  assert.is(caught.status, 1);
  assert.match(caught.stderr, 'checkpoint: cps.jsonl:1: the log does not extend this checkpoint');
  assert.match(caught.stderr, 'fact #4 has hash');
  assert.match(caught.stderr, 'published.jsonl:1: the log does not extend this checkpoint');
  assert.match(caught.stderr, 'a fact at or before #5 was rewritten');
  assert.match(caught.stderr, 'awm runtime verify: 2 problems (5 facts, 4 entities)');

  const file = readFileSync(path.join(dir, 'cps.jsonl'));
  const refused = awm('checkpoint', '--key', 'ops.pem', '--append', 'cps.jsonl');
  assert.is(refused.status, 1);
  assert.match(refused.stderr, 'cps.jsonl:1: the log does not extend this checkpoint');
  assert.match(refused.stderr, 'nothing signed');
  assert.equal(readFileSync(path.join(dir, 'cps.jsonl')), file, 'nothing is appended over a rewritten log');
}
