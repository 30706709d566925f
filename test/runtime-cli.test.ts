// awm runtime from the shell: init, apply (files, stdin, --atomic, --format json), show, history, verify, rebuild,
// export.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

const all = { grants: [{ resource: '*', actions: ['*'] }] };
const commands = [
  { command_id: 'c1', type: 'create', term: 'Project', id: 'p1', fields: { display_name: 'Demo', policy: all } },
  {
    command_id: 'c2',
    type: 'publish',
    term: 'ProjectSnapshot',
    id: 's1',
    fields: { project_id: 'p1', revision: 'v1', resolved_definition: { policy: all } },
  },
  {
    command_id: 'c3',
    type: 'create',
    term: 'WorkSession',
    id: 'ws1',
    fields: { project_snapshot_id: 's1', policy: all },
  },
  { command_id: 'c4', type: 'transition', term: 'WorkSession', id: 'ws1', to: 'open' },
  { command_id: 'c5', type: 'create', term: 'AgentRun', id: 'run1', fields: { work_session_id: 'ws1' } },
  { command_id: 'c6', type: 'create', term: 'RunAttempt', id: 'att1', fields: { agent_run_id: 'run1' } },
];
const jsonl = (items: unknown[]) => `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;

function withDir(body: (dir: string) => void): void {
  const dir = tempDir('awm-runtime-cli-');
  try {
    body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('init creates the database; apply runs each line in its own transaction and reports by line', () =>
  withDir((dir) => {
    writeFileSync(path.join(dir, 'commands.jsonl'), jsonl(commands));
    const before = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', 'rt.db'], dir);
    assert.is(before.status, 2);
    assert.match(before.stderr, 'rt.db does not exist; create it with "awm runtime init --db rt.db"');
    assert.not.ok(existsSync(path.join(dir, 'rt.db')));

    const init = runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    assert.is(init.status, 0, init.stderr);
    assert.match(init.stdout, 'rt.db holds a fact log for Agent Work Model 0.1.0');
    assert.is(
      runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir).status,
      0,
      'init is idempotent',
    );

    const apply = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', 'rt.db'], dir);
    assert.is(apply.status, 0, apply.stderr);
    assert.match(apply.stdout, 'commands.jsonl:1 accepted Project/p1 active (v1)');
    assert.match(apply.stdout, 'commands.jsonl:2 accepted ProjectSnapshot/s1 published (v1)');
    assert.match(apply.stdout, 'commands.jsonl:6 accepted RunAttempt/att1 queued (v1)');
    assert.match(apply.stderr, 'awm runtime apply: 6 accepted, 0 already applied, 0 refused');

    const again = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', 'rt.db'], dir);
    assert.is(again.status, 0);
    assert.match(again.stdout, 'commands.jsonl:4 already applied WorkSession/ws1 open (v2)');
    assert.match(again.stderr, '0 accepted, 6 already applied, 0 refused');
  }));

test('refused commands, bad JSON and reused ids are reported with their line; exit 1; the rest still applies', () =>
  withDir((dir) => {
    runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    const lines = [
      jsonl(commands.slice(0, 4)).trimEnd(),
      '',
      '{"command_id":"c7","type":"create","term":"AgentRun","id":"run2","fields":{"work_session_id":"ws9"}}',
      'this is not json',
      '{"command_id":"c8","type":"transition","term":"WorkSession","id":"ws1","to":"paused"}',
      '{"command_id":"c4","type":"transition","term":"WorkSession","id":"ws1","to":"closed"}',
    ].join('\n');
    writeFileSync(path.join(dir, 'commands.jsonl'), lines);
    const apply = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', 'rt.db'], dir);
    assert.is(apply.status, 1);
    assert.match(
      apply.stderr,
      'commands.jsonl:6 refused PARENT_NOT_FOUND: AgentRun run2 names WorkSession ws9 as its parent, which does not ' +
        'exist',
    );
    assert.match(apply.stderr, 'commands.jsonl:7 refused INVALID_COMMAND: not a JSON object');
    assert.match(apply.stdout, 'commands.jsonl:8 accepted WorkSession/ws1 paused (v3)');
    assert.match(apply.stderr, 'commands.jsonl:9 refused COMMAND_ID_REUSED');
    assert.match(apply.stderr, '5 accepted, 0 already applied, 3 refused');
    assert.not.ok(hasStackTrace(apply.stderr));
  }));

test('--atomic applies the whole file or nothing; --format json prints one result per line; - reads stdin', () =>
  withDir((dir) => {
    runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    const broken = [
      ...commands,
      { command_id: 'c9', type: 'transition', term: 'AgentRun', id: 'run1', to: 'succeeded' },
    ];
    const refused = runAwm(['runtime', 'apply', '-', '--atomic', '--db', 'rt.db'], dir, jsonl(broken));
    assert.is(refused.status, 1);
    assert.match(refused.stderr, '<stdin>:7 refused ILLEGAL_TRANSITION');
    assert.match(refused.stderr, 'nothing applied');
    const db = new Database(path.join(dir, 'rt.db'), { readonly: true });
    assert.is((db.prepare('SELECT count(*) AS n FROM facts').get() as { n: number }).n, 0);
    db.close();

    const accepted = runAwm(
      ['runtime', 'apply', '-', '--atomic', '--format', 'json', '--db', 'rt.db'],
      dir,
      jsonl(commands),
    );
    assert.is(accepted.status, 0, accepted.stderr);
    const results = accepted.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(
      results.map((r) => [r.line, r.status, r.entity.id, r.replayed]),
      [
        [1, 'accepted', 'p1', false],
        [2, 'accepted', 's1', false],
        [3, 'accepted', 'ws1', false],
        [4, 'accepted', 'ws1', false],
        [5, 'accepted', 'run1', false],
        [6, 'accepted', 'att1', false],
      ],
    );
  }));

test('show, history, verify, rebuild and export', () =>
  withDir((dir) => {
    runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    runAwm(
      ['runtime', 'apply', '-', '--db', 'rt.db'],
      dir,
      jsonl([
        ...commands,
        { command_id: 'c7', type: 'create', term: 'Task', id: 'run1', fields: { work_session_id: 'ws1' } },
      ]),
    );

    const show = runAwm(['runtime', 'show', 'ws1', '--db', 'rt.db'], dir);
    assert.is(show.status, 0, show.stderr);
    const session = JSON.parse(show.stdout);
    assert.is(session.state, 'open');
    assert.equal(
      session.children.map((c: { term: string; id: string }) => `${c.term}/${c.id}`),
      ['AgentRun/run1', 'Task/run1'],
    );
    const ambiguous = runAwm(['runtime', 'show', 'run1', '--db', 'rt.db'], dir);
    assert.is(ambiguous.status, 2);
    assert.match(ambiguous.stderr, '"run1" names 2 entities (AgentRun/run1, Task/run1); name one as Term/id');
    assert.is(JSON.parse(runAwm(['runtime', 'show', 'Task/run1', '--db', 'rt.db'], dir).stdout).term, 'Task');
    const missing = runAwm(['runtime', 'show', 'nope', '--db', 'rt.db'], dir);
    assert.is(missing.status, 1);
    assert.match(missing.stderr, 'no entity has id "nope"');

    const history = runAwm(['runtime', 'history', 'ws1', '--db', 'rt.db'], dir);
    assert.is(history.status, 0);
    const lines = history.stdout.trim().split('\n');
    assert.is(lines.length, 2);
    assert.match(lines[0]!, /^#3 v1 \S+ created in state proposed \[command c3\]$/);
    assert.match(lines[1]!, /^#4 v2 \S+ transitioned proposed -> open \[command c4\]$/);
    const historyJson = runAwm(['runtime', 'history', 'AgentRun/run1', '--format', 'json', '--db', 'rt.db'], dir);
    assert.equal(
      historyJson.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).type),
      ['created'],
    );

    const verify = runAwm(['runtime', 'verify', '--db', 'rt.db'], dir);
    assert.is(verify.status, 0, verify.stderr);
    assert.match(verify.stdout, 'awm runtime verify: ok (7 facts, 6 entities)');

    const db = new Database(path.join(dir, 'rt.db'));
    db.exec(`UPDATE entities SET state = 'closed' WHERE stream = 'WorkSession/ws1'`);
    db.close();
    const broken = runAwm(['runtime', 'verify', '--db', 'rt.db'], dir);
    assert.is(broken.status, 1);
    assert.match(broken.stderr, 'rt.db: projection: WorkSession/ws1 is different from replay');
    const rebuild = runAwm(['runtime', 'rebuild', '--db', 'rt.db'], dir);
    assert.is(rebuild.status, 0, rebuild.stderr);
    assert.match(
      rebuild.stdout,
      'replayed 7 facts into 6 entities; replaced 1 projection row that disagreed with the log',
    );
    assert.match(rebuild.stderr, 'replaced WorkSession/ws1: its state disagreed with the log');
    assert.is(runAwm(['runtime', 'verify', '--db', 'rt.db'], dir).status, 0);
    const again = new Database(path.join(dir, 'rt.db'));
    again.exec(`UPDATE entities SET version = 9 WHERE stream = 'AgentRun/run1'; DELETE FROM entities WHERE id = 's1'`);
    again.close();
    const listed = runAwm(['runtime', 'rebuild', '--db', 'rt.db', '--format', 'json'], dir);
    assert.is(listed.status, 0, listed.stderr);
    const replaced = JSON.parse(listed.stdout).replaced as { stream: string; problem: string; paths: string[] }[];
    assert.equal(
      replaced.map(({ stream, problem, paths }) => ({ stream, problem, paths })),
      [
        { stream: 'AgentRun/run1', problem: 'different from replay', paths: ['version'] },
        { stream: 'ProjectSnapshot/s1', problem: 'missing from the live projection', paths: [] },
      ],
    );

    const exported = runAwm(['runtime', 'export', 'ws1', '--db', 'rt.db'], dir);
    assert.is(exported.status, 0, exported.stderr);
    const snapshot = JSON.parse(exported.stdout);
    assert.is(snapshot.format, 'awm-work-session-snapshot/1');
    assert.is(snapshot.project_snapshot.id, 's1');
    assert.equal(
      snapshot.entities.map((e: { term: string; id: string }) => `${e.term}/${e.id}`),
      ['AgentRun/run1', 'RunAttempt/att1', 'Task/run1'],
    );
    assert.is(runAwm(['runtime', 'export', 'nope', '--db', 'rt.db'], dir).status, 1);
  }));

test('usage and I/O errors exit 2 with a message and no stack trace', () =>
  withDir((dir) => {
    const cases: [string[], string][] = [
      [['runtime', 'verify'], 'Missing required argument: db'],
      [['runtime', '--db', 'rt.db'], 'Name a runtime command'],
      [['runtime', 'init', '--db', 'rt.db', '--synchronous', 'off'], 'Invalid values'],
      [['runtime', 'init', '--db', 'missing-dir/rt.db'], 'cannot open missing-dir/rt.db'],
      [
        ['runtime', 'init', '--db', 'rt.db', '--model', 'no-such-model'],
        'no-such-model:1:1 error model "no-such-model" does not exist MODEL_NOT_FOUND',
      ],
    ];
    for (const [args, message] of cases) {
      const result = runAwm(args, dir);
      assert.is(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, message);
      assert.not.ok(hasStackTrace(result.stderr), result.stderr);
    }
    writeFileSync(
      path.join(dir, 'notes.db'),
      'plain text, not SQLite, long enough to have something resembling a header....',
    );
    const foreign = runAwm(['runtime', 'verify', '--db', 'notes.db'], dir);
    assert.is(foreign.status, 2);
    assert.not.ok(hasStackTrace(foreign.stderr), foreign.stderr);
    runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    const noFile = runAwm(['runtime', 'apply', 'missing.jsonl', '--db', 'rt.db'], dir);
    assert.is(noFile.status, 2);
    assert.match(noFile.stderr, 'missing.jsonl');
    assert.not.ok(hasStackTrace(noFile.stderr), noFile.stderr);
  }));

/** Runs `change` on the database with one guard trigger set aside, then puts the trigger back as it was. */
function withoutTrigger(file: string, trigger: string, change: string): void {
  const db = new Database(file);
  try {
    const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").get(trigger) as {
      sql: string;
    };
    db.exec(`DROP TRIGGER ${trigger}; ${change}; ${sql}`);
  } finally {
    db.close();
  }
}

test('a log that skips a position or cannot be replayed: follow and rebuild exit 1 naming it, no stack', () =>
  withDir((dir) => {
    const db = path.join(dir, 'rt.db');
    writeFileSync(path.join(dir, 'commands.jsonl'), jsonl(commands));
    runAwm(['runtime', 'init', '--db', 'rt.db', '--no-enforce-authority'], dir);
    assert.is(runAwm(['runtime', 'apply', 'commands.jsonl', '--db', 'rt.db'], dir).status, 0);

    withoutTrigger(
      db,
      'facts_no_update',
      `UPDATE facts SET data = json_set(data, '$.state', 'archived') WHERE seq = 1`,
    );
    const rebuild = runAwm(['runtime', 'rebuild', '--db', 'rt.db'], dir);
    assert.is(rebuild.status, 1, rebuild.stderr);
    assert.match(rebuild.stderr, 'awm runtime rebuild: the log cannot be replayed');
    assert.not.ok(hasStackTrace(rebuild.stderr), rebuild.stderr);

    withoutTrigger(db, 'facts_no_delete', 'DELETE FROM facts WHERE seq = 2');
    const follow = runAwm(['runtime', 'follow', '--db', 'rt.db', '--until', '3'], dir);
    assert.is(follow.status, 1, follow.stderr);
    assert.match(follow.stderr, 'awm runtime follow: the log skips from #1 to #3');
    assert.not.ok(hasStackTrace(follow.stderr), follow.stderr);
  }));

test('the model can be a model directory; a log runs its own by default and refuses one with other lifecycles', () =>
  withDir((dir) => {
    const edited = copyModel();
    try {
      edited.replace('terms/Task.yaml', '    - {from: ready, to: failed}\n', '');
      const init = runAwm(
        ['runtime', 'init', '--db', 'rt.db', '--model', edited.modelDir, '--no-enforce-authority'],
        dir,
      );
      assert.is(init.status, 0, init.stderr);
      // Without --model, the model the log was made with; the bundled one, named, is refused.
      const recorded = runAwm(['runtime', 'verify', '--db', 'rt.db'], dir);
      assert.is(recorded.status, 0, recorded.stderr);
      const other = runAwm(['runtime', 'verify', '--db', 'rt.db', '--model', repoPath('generated', 'model.json')], dir);
      assert.is(other.status, 2);
      assert.match(other.stderr, 'whose lifecycles, fields or authority differ from those of Agent Work Model 0.1.0');
      assert.is(runAwm(['runtime', 'verify', '--db', 'rt.db', '--model', edited.modelDir], dir).status, 0);
      edited.replace('terms/Task.yaml', 'key: Task', 'key: Task\nbogus: 1');
      const broken = runAwm(['runtime', 'verify', '--db', 'rt.db', '--model', edited.modelDir], dir);
      assert.is(broken.status, 2);
      assert.match(broken.stderr, 'Task.yaml');
      assert.match(broken.stderr, 'SCHEMA_VIOLATION');
    } finally {
      edited.dispose();
    }
  }));

test.run();
