// Moving a log to a new model: compatible changes migrate and replay, breaking ones are refused with nothing written.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModelBundle } from '../src/model/bundle.js';
import type { TermDocument } from '../src/model/documents.js';
import { ModelMismatchError } from '../src/runtime/log-model.js';
import { buildRuntimeModel, type RuntimeModel } from '../src/runtime/core/runtime-model.js';
import { createRuntime, openRuntime, type Runtime } from '../src/runtime/runtime.js';
import { runAwm } from './helpers/cli.js';
import { freshSchema, withPostgres } from './helpers/postgres.js';
import { repoPath } from './helpers/paths.js';
import {
  bundledRuntimeModel,
  expectAccepted,
  expectRefused,
  must,
  nextId,
  scaffoldSession,
} from './helpers/runtime.js';
import { tempDir } from './helpers/temp-model.js';

const published = readFileSync(repoPath('generated', 'model.json'), 'utf8');
const operator = { principal: 'ops' };

/** The bundled compiled model, edited: the next version of the model a log may move to. */
function edited(version: string, edit: (bundle: ModelBundle) => void): ModelBundle {
  const bundle = JSON.parse(published) as ModelBundle;
  bundle.model.version = version;
  edit(bundle);
  return bundle;
}

function runtimeModel(bundle: ModelBundle): RuntimeModel {
  const built = buildRuntimeModel(bundle);
  if (!built.ok) throw new Error(built.problems.join('\n'));
  return built.runtimeModel;
}

const term = (bundle: ModelBundle, key: string): TermDocument => bundle.terms.find((t) => t.key === key)!;

/** AgentRun gains a `paused` state, reached from running and left back to it (or cancelled, as a cascade needs). */
const withPaused = (bundle: ModelBundle) => {
  const run = term(bundle, 'AgentRun').lifecycle!;
  run.states.push('paused');
  run.transitions.push(
    { from: 'running', to: 'paused' },
    { from: 'paused', to: 'running' },
    { from: 'paused', to: 'cancelled' },
  );
};

/** A log with an open session and AgentRun r1 (assigned -> running), a Task with a title, an AgentInstance. */
async function preparedLog(runtime: Runtime): Promise<void> {
  const ws = await scaffoldSession(runtime, 'm');
  await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
  await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
  await must(runtime, { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws, title: 'plan' } });
  await must(runtime, { type: 'create', term: 'AgentInstance', id: 'i1', fields: {} });
}

/** A runtime on a fresh database file holding the prepared log; authority is enforced after it only if asked. */
async function withLog(
  body: (runtime: Runtime, file: string) => Promise<void>,
  options: { enforceAuthority?: boolean } = {},
): Promise<void> {
  const dir = tempDir('awm-migrate-');
  const file = path.join(dir, 'rt.db');
  const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel(), enforceAuthority: false });
  try {
    await preparedLog(runtime);
    if (options.enforceAuthority)
      expectAccepted(
        await runtime.apply({ command_id: nextId(), type: 'set_enforcement', enforced: true, actor: operator }),
      );
    await body(runtime, file);
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A second runtime on the same log, opened with `next` to migrate it (it shares the first one's store). */
const migrating = (runtime: Runtime, next: RuntimeModel) => createRuntime(runtime.store, next, { migrating: true });

const it = suite('migration');

/**
 * Each compatible case: the edit, the change kinds awm diff reports for it (with the runtime's
 * verdict, written out by hand), and a command the new model accepts that the old one refused.
 */
const compatibleCases: {
  name: string;
  edit: (bundle: ModelBundle) => void;
  expect: [string, 'compatible' | 'unaffected'][];
  after?: Record<string, unknown>;
}[] = [
  {
    name: 'a new state and transitions',
    edit: withPaused,
    expect: [
      ['STATE_ADDED', 'compatible'],
      ['TRANSITION_ADDED', 'compatible'],
      ['TRANSITION_ADDED', 'compatible'],
      ['TRANSITION_ADDED', 'compatible'],
    ],
    after: { type: 'transition', term: 'AgentRun', id: 'r1', to: 'paused' },
  },
  {
    name: 'a new term with a lifecycle',
    edit: (bundle) => {
      const instance = term(bundle, 'AgentInstance');
      bundle.terms.push({
        ...structuredClone(instance),
        key: 'Sandbox',
        aliases: [],
        deprecated_aliases: [],
        identity: { ...instance.identity, field: 'sandbox_id' },
        fields: [{ name: 'sandbox_id', kind: 'identity', type: 'name', portable_snapshot: true }],
        relationships: [],
        mapping_hooks: {},
      });
    },
    expect: [['TERM_ADDED', 'compatible']],
    after: { type: 'create', term: 'Sandbox', id: 'sb1', fields: {} },
  },
  {
    name: 'an optional field',
    edit: (bundle) =>
      void term(bundle, 'Task').fields.push({
        name: 'priority',
        kind: 'descriptive',
        type: 'string',
        portable_snapshot: true,
      }),
    expect: [['FIELD_ADDED', 'compatible']],
    after: { type: 'create', term: 'Task', id: 'k2', fields: { work_session_id: 'ws-m', priority: 'high' } },
  },
  {
    name: 'a new authority role',
    edit: (bundle) => void bundle.authority_roles.push({ id: 'auditor', description: 'Reads the log.' }),
    expect: [['AUTHORITY_ROLE_ADDED', 'compatible']],
    after: { type: 'grant_role', principal: 'audrey', role: 'auditor', actor: operator },
  },
  {
    name: 'a state no entity is in, and transitions history never took',
    edit: (bundle) => {
      const run = term(bundle, 'AgentRun').lifecycle!;
      run.states = run.states.filter((state) => state !== 'blocked');
      run.transitions = run.transitions.filter((t) => t.from !== 'blocked' && t.to !== 'blocked');
    },
    expect: [
      ['STATE_REMOVED', 'compatible'],
      ['TRANSITION_REMOVED', 'compatible'],
      ['TRANSITION_REMOVED', 'compatible'],
      ['TRANSITION_REMOVED', 'compatible'],
    ],
  },
  {
    name: 'another owner while authority is not enforced',
    edit: (bundle) => void (term(bundle, 'Task').authority.owner = 'agent-executor'),
    expect: [['AUTHORITY_OWNER_CHANGED', 'compatible']],
  },
];

for (const example of compatibleCases) {
  it(`compatible: ${example.name} migrates, and the log verifies and rebuilds`, () =>
    withLog(async (runtime) => {
      const next = runtimeModel(edited('0.2.0', example.edit));
      const moving = await migrating(runtime, next);
      const plan = (await moving.planMigration())!;
      assert.equal(
        plan.changes.map((change) => [change.kind, change.runtime]),
        example.expect,
      );
      if (example.after) {
        const before = await moving.apply({ command_id: nextId(), ...example.after }).catch((error: Error) => error);
        assert.instance(before, ModelMismatchError, 'commands wait for the migration');
      }
      const head = await runtime.headSeq();
      const moved = expectAccepted(await moving.migrate({ actor: operator }));
      assert.equal(
        moved.facts.map((fact) => [fact.seq, fact.type]),
        [[head + 1, 'model_changed']],
      );
      const [fact] = await moving.history('awm.log', 'settings');
      assert.is(fact!.type === 'model_changed' && fact!.data.to_fingerprint, next.fingerprint);
      if (example.after) expectAccepted(await moving.apply({ command_id: nextId(), ...example.after }));
      const stale = await runtime
        .apply({ command_id: nextId(), type: 'transition', term: 'AgentInstance', id: 'i1', to: 'ready' })
        .catch((error: Error) => error);
      assert.instance(stale, ModelMismatchError, 'a runtime still on the old model decides nothing more');
      assert.equal((await moving.verify()).problems, []);
      assert.equal((await moving.rebuild()).differences, []);
    }));
}

/**
 * Each breaking case: the edit, and the change (kind and the evidence from the log) that makes it
 * breaking, written out by hand. Nothing is written.
 */
const breakingCases: {
  name: string;
  edit: (bundle: ModelBundle) => void;
  breaking: [string, string][];
  enforced?: boolean;
  setup?: (runtime: Runtime) => Promise<void>;
}[] = [
  {
    name: 'a removed state a live entity is in',
    edit: (bundle) => {
      const run = term(bundle, 'AgentRun').lifecycle!;
      run.states = run.states.filter((state) => state !== 'running');
      run.transitions = run.transitions.filter((t) => t.from !== 'running' && t.to !== 'running');
      run.transitions.push({ from: 'blocked', to: 'succeeded' });
    },
    breaking: [
      ['STATE_REMOVED', 'AgentRun r1 is in it'],
      ['TRANSITION_REMOVED', "the log's history moved a AgentRun assigned -> running"],
    ],
  },
  {
    name: 'a removed transition that history used',
    edit: (bundle) => {
      const run = term(bundle, 'AgentRun').lifecycle!;
      run.transitions = run.transitions.filter((t) => !(t.from === 'assigned' && t.to === 'running'));
      run.transitions.push({ from: 'assigned', to: 'blocked' });
    },
    breaking: [['TRANSITION_REMOVED', "the log's history moved a AgentRun assigned -> running"]],
  },
  {
    name: 'a changed owner while authority is enforced',
    edit: (bundle) => void (term(bundle, 'Task').authority.owner = 'agent-executor'),
    enforced: true,
    breaking: [
      ['AUTHORITY_OWNER_CHANGED', "authority is enforced: the old owner's principals would lose their authority"],
    ],
  },
  {
    name: 'a field type that a stored value has',
    edit: (bundle) => void (term(bundle, 'Task').fields.find((f) => f.name === 'title')!.type = 'integer'),
    breaking: [['FIELD_TYPE_CHANGED', 'Task k1 carries a value for it']],
  },
  {
    name: 'another initial state for a term with entities',
    edit: (bundle) => void (term(bundle, 'AgentInstance').lifecycle!.initial = 'ready'),
    breaking: [['INITIAL_STATE_CHANGED', 'AgentInstance i1 exists (they were created in the old initial state)']],
  },
  {
    name: 'a removed role a principal is bound to',
    edit: (bundle) => {
      bundle.authority_roles = bundle.authority_roles.filter((role) => role.id !== 'host-product');
    },
    setup: async (runtime) =>
      void expectAccepted(
        await runtime.apply({
          command_id: nextId(),
          type: 'grant_role',
          principal: 'hana',
          role: 'host-product',
          actor: operator,
        }),
      ),
    breaking: [['AUTHORITY_ROLE_REMOVED', 'awm.role host-product/hana is bound to it']],
  },
  {
    name: 'a new pin that existing entities lack',
    edit: (bundle) => {
      const run = term(bundle, 'AgentRun');
      run.fields.push({ name: 'project_snapshot_id', kind: 'reference', type: 'name', portable_snapshot: true });
      run.relationships.push({
        name: 'project_snapshot',
        kind: 'pins',
        target: 'ProjectSnapshot',
        cardinality: '0..1',
      });
    },
    breaking: [['RELATIONSHIP_ADDED', 'AgentRun r1 exists without the pin it adds']],
  },
];

for (const example of breakingCases) {
  it(`breaking: ${example.name} is refused with the change listed, and nothing is written`, () =>
    withLog(
      async (runtime) => {
        await example.setup?.(runtime);
        const next = runtimeModel(edited('0.2.0', example.edit));
        const moving = await migrating(runtime, next);
        const head = await runtime.headSeq();
        const refused = await moving.migrate({ actor: operator });
        expectRefused(refused, 'MODEL_CHANGE_BREAKING');
        const listed = (refused.status === 'refused' && (refused.details?.breaking as string[])) || [];
        for (const [kind, why] of example.breaking)
          assert.ok(
            listed.some((line) => line.startsWith(`breaking ${kind} `) && line.includes(`(${why})`)),
            `${kind} (${why}) in ${JSON.stringify(listed)}`,
          );
        assert.is(listed.length, example.breaking.length, JSON.stringify(listed));
        assert.is(await runtime.headSeq(), head, 'nothing written');
        assert.equal((await runtime.verify()).problems, []);
      },
      { enforceAuthority: example.enforced ?? false },
    ));
}

it('a log migrated twice verifies and rebuilds, each stretch of facts under the model in force', () =>
  withLog(async (runtime, file) => {
    const v2 = runtimeModel(edited('0.2.0', withPaused));
    const v3Bundle = edited('0.3.0', (bundle) => {
      withPaused(bundle);
      term(bundle, 'Task').fields.push({
        name: 'priority',
        kind: 'descriptive',
        type: 'string',
        portable_snapshot: true,
      });
    });
    const v3 = runtimeModel(v3Bundle);
    const second = await migrating(runtime, v2);
    expectAccepted(await second.migrate({ actor: operator }));
    await must(second, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'paused' });
    const third = await migrating(runtime, v3);
    const plan = (await third.planMigration())!;
    assert.equal(
      plan.changes.map((change) => [change.kind, change.runtime]),
      [['FIELD_ADDED', 'compatible']],
    );
    expectAccepted(await third.migrate({ actor: operator, command_id: 'to-v3' }));
    expectRefused(await third.migrate({ actor: operator }), 'MODEL_UNCHANGED');
    expectAccepted(await third.migrate({ actor: operator, command_id: 'to-v3' }), 'resent: applied once');
    await must(third, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
    await must(third, { type: 'create', term: 'Task', id: 'k9', fields: { work_session_id: 'ws-m', priority: 'low' } });
    const settings = await third.history('awm.log', 'settings');
    assert.equal(
      settings.map((fact) => fact.type === 'model_changed' && [fact.data.model.model.version, fact.data.actor]),
      [
        ['0.2.0', operator],
        ['0.3.0', operator],
      ],
    );
    assert.equal((await third.verify()).problems, []);
    assert.equal((await third.rebuild()).differences, []);

    // Reopened later with the model it now runs; with the first one it is refused, naming what differs.
    const reopened = await openRuntime({ path: file, model: v3, create: false });
    try {
      assert.equal((await reopened.verify()).problems, []);
    } finally {
      await reopened.close();
    }
    const refused = await openRuntime({ path: file, model: await bundledRuntimeModel(), create: false }).catch(
      (error: Error) => error,
    );
    assert.instance(refused, ModelMismatchError);
    const plan3 = (refused as ModelMismatchError).plan!;
    assert.equal(
      plan3.changes.filter((change) => change.runtime !== 'unaffected').map((change) => [change.kind, change.runtime]),
      [
        ['STATE_REMOVED', 'compatible'],
        ['TRANSITION_REMOVED', 'breaking'],
        ['TRANSITION_REMOVED', 'breaking'],
        ['TRANSITION_REMOVED', 'compatible'],
        ['FIELD_REMOVED', 'breaking'],
      ],
    );
  }));

it('the CLI: a log refused for its model lists the changes; migrate --dry-run, migrate, then verify', () => {
  const dir = tempDir('awm-migrate-cli-');
  const awm = (...args: string[]) => runAwm(['runtime', ...args, '--db', 'rt.db'], dir);
  try {
    writeFileSync(path.join(dir, 'next.json'), JSON.stringify(edited('0.2.0', withPaused)));
    writeFileSync(
      path.join(dir, 'broken.json'),
      JSON.stringify(
        edited('0.2.0', (bundle) => {
          const instance = term(bundle, 'AgentInstance').lifecycle!;
          instance.transitions = instance.transitions.filter((t) => !(t.from === 'starting' && t.to === 'ready'));
          instance.transitions.push({ from: 'starting', to: 'busy' });
        }),
      ),
    );
    assert.is(awm('init', '--no-enforce-authority').status, 0);
    writeFileSync(
      path.join(dir, 'run.jsonl'),
      [
        { command_id: 'c1', type: 'create', term: 'AgentInstance', id: 'i1', fields: {} },
        { command_id: 'c2', type: 'transition', term: 'AgentInstance', id: 'i1', to: 'ready' },
      ]
        .map((command) => JSON.stringify(command))
        .join('\n'),
    );
    assert.is(awm('apply', 'run.jsonl').status, 0);

    const other = awm('verify', '--model', 'next.json');
    assert.is(other.status, 2);
    assert.match(
      other.stderr,
      'the log runs Agent Work Model 0.1.0, whose lifecycles, fields or authority differ from those of Agent Work ' +
        'Model 0.2.0',
    );
    assert.match(
      other.stderr,
      '  compatible STATE_ADDED AgentRun: state "paused" added (a new state: every entity stays where it is)',
    );
    assert.match(other.stderr, 'awm runtime migrate');

    const dry = awm('migrate', '--model', 'next.json', '--dry-run');
    assert.is(dry.status, 0, dry.stderr);
    assert.match(
      dry.stdout,
      'Agent Work Model 0.1.0 -> Agent Work Model 0.2.0: 4 changes the runtime runs on, all compatible',
    );
    assert.is(awm('history', 'i1').stdout.split('\n').filter(Boolean).length, 2, 'a dry run writes nothing');

    const broken = awm('migrate', '--model', 'broken.json', '--by', 'ops');
    assert.is(broken.status, 1);
    assert.match(
      broken.stdout,
      'breaking TRANSITION_REMOVED AgentInstance: transition "starting" -> "ready" removed ' +
        "(the log's history moved a AgentInstance starting -> ready)",
    );
    assert.match(broken.stderr, 'refused MODEL_CHANGE_BREAKING');

    const moved = awm('migrate', '--model', 'next.json', '--by', 'ops', '--command-id', 'm1');
    assert.is(moved.status, 0, moved.stderr);
    assert.match(moved.stdout, 'awm runtime migrate: the log runs Agent Work Model 0.2.0 from #3 (by ops, command m1)');
    assert.is(awm('verify', '--model', 'next.json').status, 0);
    assert.match(
      awm('history', 'awm.log/settings', '--model', 'next.json').stdout,
      'model_changed to Agent Work Model 0.2.0 (4 changes)',
    );
    // Without --model every command runs the model the log records, the one it was moved to.
    const recorded = awm('verify');
    assert.is(recorded.status, 0, recorded.stderr);
    const shown = awm('history', 'awm.log/settings');
    assert.is(shown.status, 0, shown.stderr);
    assert.match(shown.stdout, 'model_changed to Agent Work Model 0.2.0 (4 changes)');
    const old = awm('verify', '--model', repoPath('generated', 'model.json'));
    assert.is(old.status, 2);
    assert.match(
      old.stderr,
      '  compatible STATE_REMOVED AgentRun: state "paused" removed (no entity is in that state now)',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

await withPostgres('postgres migration', (server) => {
  const inFlight =
    'postgres: a migration waits for commands in flight; after it, a process on the old model decides nothing';
  it(inFlight, async () => {
    const db = freshSchema(server);
    const old = await openRuntime({ url: db.url, model: await bundledRuntimeModel(), enforceAuthority: false });
    const next = runtimeModel(edited('0.2.0', withPaused));
    try {
      await preparedLog(old);
      let release!: () => void;
      let held!: () => void;
      const inFlight = new Promise<void>((resolve) => (held = resolve));
      const command = old.store.write(async (tx) => {
        await tx.startCommand({
          commandId: 'held',
          mode: 'shared',
          guarded: [{ term: 'awm.log', id: 'settings' }],
          lock: [],
        });
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await inFlight;
      const moving = await openRuntime({ url: db.url, model: next, create: false, migrating: true });
      try {
        let settled = false;
        const migration = moving.migrate({ actor: operator }).finally(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 200));
        assert.not.ok(settled, 'the migration waits for the command in flight');
        release();
        await command;
        expectAccepted(await migration);
        const stale = await old
          .apply({ command_id: nextId(), type: 'transition', term: 'AgentInstance', id: 'i1', to: 'ready' })
          .catch((error: Error) => error);
        assert.instance(stale, ModelMismatchError);
        await must(moving, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'paused' });
        assert.equal((await moving.verify()).problems, []);
        assert.equal((await moving.rebuild()).differences, []);
      } finally {
        await moving.close();
      }
    } finally {
      await old.close();
      await db.drop();
    }
  });
});

it.run();
