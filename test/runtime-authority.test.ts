// Authority: actors, role bindings as facts, enforcement, cascades across owners, and verify's check of every fact.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalize } from '../src/runtime/core/canonical.js';
import { chainHash } from '../src/runtime/core/facts.js';
import { openRuntime, type Runtime } from '../src/runtime/runtime.js';
import type { VerifyReport } from '../src/runtime/verify.js';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { freshSchema, withClient, withPostgres } from './helpers/postgres.js';
import { tempDir } from './helpers/temp-model.js';
import {
  allowAll,
  bundledRuntimeModel,
  expectAccepted,
  expectRefused,
  memoryRuntime,
  must,
  nextId,
  requiredFields,
  scaffoldEntity,
  scaffoldSession,
  scaffoldSnapshot,
} from './helpers/runtime.js';

/** The oracle: what the model's YAML says, read without the toolkit. */
interface TermYaml {
  key: string;
  mutability: string;
  authority: { owner: string };
  lifecycle?: { initial: string; transitions: { from: string; to: string }[] };
  relationships: { name: string; target: string }[];
}
const roles = (
  parse(readFileSync(repoPath('model', 'authority-roles.yaml'), 'utf8')) as { authority_roles: { id: string }[] }
).authority_roles.map((role) => role.id);
const terms = readdirSync(repoPath('model', 'terms'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => parse(readFileSync(repoPath('model', 'terms', name), 'utf8')) as TermYaml);
const commandTypes = ['create', 'publish', 'transition', 'add_dependency', 'set_policy'] as const;
type CommandType = (typeof commandTypes)[number];

/**
 * The decision the owner itself gets, from the YAML: terms without a lifecycle that are not
 * immutable are not recorded; create and transition need a lifecycle, publish an immutable term,
 * add_dependency a depends_on relationship to the term itself; set_policy is the Project's alone
 * (the runtime's documented decision: other policies are fixed at creation).
 */
function ownerDecision(term: TermYaml, type: CommandType): string {
  const recorded = term.lifecycle !== undefined || term.mutability === 'immutable';
  if (!recorded) return 'NOT_RECORDED';
  switch (type) {
    case 'create':
    case 'transition':
      return term.lifecycle ? 'accepted' : 'WRONG_COMMAND';
    case 'publish':
      return term.mutability === 'immutable' ? 'accepted' : 'WRONG_COMMAND';
    case 'add_dependency':
      return term.relationships.some((r) => r.name === 'depends_on' && r.target === term.key)
        ? 'accepted'
        : 'WRONG_COMMAND';
    case 'set_policy':
      return term.key === 'Project' ? 'accepted' : 'WRONG_COMMAND';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise that says whether it has settled, to show a command waiting on a lock. */
function watched<T>(promise: Promise<T>): { promise: Promise<T>; settled(): boolean } {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => undefined);
  return { promise, settled: () => settled };
}

const principal = (role: string) => `p-${role}`;
const as = (role: string) => ({ principal: principal(role), role });
const operator = { principal: 'ops' };

async function grant(runtime: Runtime, who: string, role: string): Promise<void> {
  expectAccepted(
    await runtime.apply({ command_id: nextId('grant'), type: 'grant_role', principal: who, role, actor: operator }),
  );
}

async function enforce(runtime: Runtime, enforced: boolean): Promise<void> {
  expectAccepted(
    await runtime.apply({ command_id: nextId('enforce'), type: 'set_enforcement', enforced, actor: operator }),
  );
}

/** What each owner command acts on, prepared while authority is not enforced. */
interface Targets {
  /** A fresh entity in its initial state, per lifecycle term. */
  entity: Map<string, string>;
  /** The parent id a new entity of each term is created under, and the snapshot a session pins. */
  parent: Map<string, string | undefined>;
  snapshot: string;
  /** The project new snapshots are published under, and another whose policy is replaced. */
  publishedProject: string;
  project: string;
  tasks: [string, string];
}

async function prepareTargets(runtime: Runtime): Promise<Targets> {
  const entity = new Map<string, string>();
  const parent = new Map<string, string | undefined>();
  for (const term of terms.filter((t) => t.lifecycle)) {
    entity.set(term.key, await scaffoldEntity(runtime, term.key, `target-${term.key}`));
    const spec = runtime.model.terms.get(term.key)!;
    parent.set(
      term.key,
      spec.parent ? await scaffoldEntity(runtime, spec.parent.term, `parent-of-${term.key}`) : undefined,
    );
  }
  const session = await scaffoldSession(runtime, 'deps');
  const tasks: [string, string] = ['dep-a', 'dep-b'];
  for (const id of tasks)
    await must(runtime, { type: 'create', term: 'Task', id, fields: { work_session_id: session } });
  const snapshot = await scaffoldSnapshot(runtime, 'matrix');
  const project = await scaffoldEntity(runtime, 'Project', 'policy');
  return { entity, parent, snapshot, publishedProject: 'p-matrix', project, tasks };
}

/** A well-formed command of `type` on `term` that the owner can make succeed where the model allows it. */
function commandFor(term: TermYaml, type: CommandType, targets: Targets, combo: string): Record<string, unknown> {
  const fresh = `${term.key}-${combo}`;
  switch (type) {
    case 'create':
      return {
        type,
        term: term.key,
        id: fresh,
        fields: requiredFields(term.key, targets.parent.get(term.key), targets.snapshot),
      };
    case 'publish':
      return {
        type,
        term: term.key,
        id: fresh,
        fields: { project_id: targets.publishedProject, revision: combo, resolved_definition: { policy: allowAll } },
      };
    case 'transition': {
      const first = term.lifecycle?.transitions.find((t) => t.from === term.lifecycle!.initial);
      return { type, term: term.key, id: targets.entity.get(term.key) ?? fresh, to: first?.to ?? 'anything' };
    }
    case 'add_dependency':
      return { type, term: term.key, id: term.key === 'Task' ? targets.tasks[0] : fresh, depends_on: targets.tasks[1] };
    case 'set_policy':
      return { type, term: term.key, id: term.key === 'Project' ? targets.project : fresh, policy: { grants: [] } };
  }
}

const it = suite('authority');

it(
  'every (role, term, command type) gets the decision the YAML gives: foreign roles are refused, the owner ' +
    'decides',
  async () => {
    const runtime = await memoryRuntime();
    try {
      const targets = await prepareTargets(runtime);
      for (const role of roles) await grant(runtime, principal(role), role);
      await enforce(runtime, true);
      let decided = 0;
      for (const term of terms) {
        for (const type of commandTypes) {
          for (const role of roles) {
            const command = {
              command_id: nextId(),
              ...commandFor(term, type, targets, `${type}-${role}`),
              actor: as(role),
            };
            const expected = role === term.authority.owner ? ownerDecision(term, type) : 'FOREIGN_AUTHORITY';
            const result = await runtime.apply(command);
            const got = result.status === 'accepted' ? 'accepted' : result.code;
            assert.is(
              got,
              expected,
              `${role} ${type} ${term.key}: ${result.status === 'refused' ? result.message : ''}`,
            );
            decided += 1;
          }
        }
      }
      assert.is(decided, roles.length * terms.length * commandTypes.length);
      const report = await runtime.verify();
      assert.equal(report.problems, []);
    } finally {
      await runtime.close();
    }
  },
);

it(
  'a principal without a binding, or a command without an actor, is NOT_AUTHORIZED; an unknown role is ' +
    'UNKNOWN_ROLE',
  async () => {
    const runtime = await memoryRuntime({ enforceAuthority: true });
    try {
      await grant(runtime, 'alice', 'project-catalog');
      const create = (actor?: unknown) => ({
        command_id: nextId(),
        type: 'create',
        term: 'Project',
        id: nextId('p'),
        fields: { policy: allowAll },
        ...(actor === undefined ? {} : { actor }),
      });
      expectRefused(await runtime.apply(create()), 'NOT_AUTHORIZED', 'no actor');
      expectRefused(await runtime.apply(create({ principal: 'alice' })), 'NOT_AUTHORIZED', 'no role');
      const unbound = await runtime.apply(create({ principal: 'bob', role: 'project-catalog' }));
      expectRefused(unbound, 'NOT_AUTHORIZED', 'bob holds nothing');
      assert.match(
        unbound.status === 'refused' ? unbound.message : '',
        'bob holds no binding for the role project-catalog',
      );
      expectRefused(
        await runtime.apply(create({ principal: 'alice', role: 'work-session-coordinator' })),
        'NOT_AUTHORIZED',
        'alice holds another role',
      );
      const typo = await runtime.apply(create({ principal: 'alice', role: 'project-catalogue' }));
      expectRefused(typo, 'UNKNOWN_ROLE');
      assert.match(typo.status === 'refused' ? typo.message : '', 'did you mean "project-catalog"');
      expectAccepted(await runtime.apply(create({ principal: 'alice', role: 'project-catalog' })));
      expectRefused(
        await runtime.apply({
          command_id: nextId(),
          type: 'grant_role',
          principal: 'x',
          role: 'nope',
          actor: operator,
        }),
        'UNKNOWN_ROLE',
      );
      expectRefused(
        await runtime.apply({
          command_id: nextId(),
          type: 'grant_role',
          principal: 'alice',
          role: 'project-catalog',
          actor: operator,
        }),
        'ROLE_ALREADY_GRANTED',
      );
      expectRefused(
        await runtime.apply({
          command_id: nextId(),
          type: 'revoke_role',
          principal: 'bob',
          role: 'project-catalog',
          actor: operator,
        }),
        'ROLE_NOT_GRANTED',
      );
      const withRole = await runtime.apply({
        command_id: nextId(),
        type: 'grant_role',
        principal: 'bob',
        role: 'project-catalog',
        actor: { principal: 'ops', role: 'project-catalog' },
      });
      expectRefused(withRole, 'INVALID_COMMAND', 'the operator acts in no role');
      assert.equal((await runtime.verify()).problems, []);
    } finally {
      await runtime.close();
    }
  },
);

it(
  "a cascade across owners is the owner's decision: aborting a session cancels the executor's attempts and turns, " +
    'recording who caused it',
  async () => {
    const runtime = await memoryRuntime({ enforceAuthority: true });
    try {
      const coordinator = { principal: 'coord', role: 'work-session-coordinator' };
      const executor = { principal: 'exec', role: 'agent-executor' };
      const catalog = { principal: 'cat', role: 'project-catalog' };
      for (const actor of [coordinator, executor, catalog]) await grant(runtime, actor.principal, actor.role);
      const by = (actor: object) => async (command: Record<string, unknown>) => must(runtime, { ...command, actor });
      await by(catalog)({ type: 'create', term: 'Project', id: 'p1', fields: { policy: allowAll } });
      await by(catalog)({
        type: 'publish',
        term: 'ProjectSnapshot',
        id: 's1',
        fields: { project_id: 'p1', revision: 'r1', resolved_definition: { policy: allowAll } },
      });
      await by(coordinator)({
        type: 'create',
        term: 'WorkSession',
        id: 'ws1',
        fields: { project_snapshot_id: 's1', policy: allowAll },
      });
      await by(coordinator)({ type: 'transition', term: 'WorkSession', id: 'ws1', to: 'open' });
      await by(coordinator)({ type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: 'ws1' } });
      await by(executor)({ type: 'create', term: 'RunAttempt', id: 'a1', fields: { agent_run_id: 'r1' } });
      await by(executor)({ type: 'transition', term: 'RunAttempt', id: 'a1', to: 'running' });
      await by(executor)({ type: 'create', term: 'Turn', id: 't1', fields: { agent_run_id: 'r1' } });
      expectRefused(
        await runtime.apply({
          command_id: nextId(),
          type: 'transition',
          term: 'AgentRun',
          id: 'r1',
          to: 'cancelled',
          actor: executor,
        }),
        'FOREIGN_AUTHORITY',
        'the executor does not own the run',
      );
      expectRefused(
        await runtime.apply({
          command_id: nextId(),
          type: 'transition',
          term: 'RunAttempt',
          id: 'a1',
          to: 'cancelled',
          actor: coordinator,
        }),
        'FOREIGN_AUTHORITY',
        'the coordinator does not move an attempt directly',
      );
      const abort = await by(coordinator)({ type: 'transition', term: 'WorkSession', id: 'ws1', to: 'aborted' });
      assert.equal(
        abort.facts.map((fact) => fact.stream),
        ['WorkSession/ws1', 'AgentRun/r1', 'RunAttempt/a1', 'Turn/t1'],
      );
      for (const [term, id, state] of [
        ['RunAttempt', 'a1', 'cancelled'],
        ['Turn', 't1', 'aborted'],
      ] as const) {
        assert.is((await runtime.get(term, id))!.state, state);
        const last = (await runtime.history(term, id)).at(-1)!;
        assert.equal(last.data.actor, coordinator, `${term} ${id} records who caused it`);
        assert.equal(last.type === 'transitioned' && last.data.cause, { term: 'WorkSession', id: 'ws1' });
      }
      assert.equal((await runtime.verify()).problems, []);
    } finally {
      await runtime.close();
    }
  },
);

it(
  'a revoked binding refuses the principal from then on; history keeps what it did before; a new grant restores ' +
    'it',
  async () => {
    const runtime = await memoryRuntime({ enforceAuthority: true });
    try {
      const alice = { principal: 'alice', role: 'agent-runtime' };
      await grant(runtime, 'alice', 'agent-runtime');
      await must(runtime, { type: 'create', term: 'AgentInstance', id: 'i1', fields: {}, actor: alice });
      const revoke = await runtime.apply({
        command_id: nextId(),
        type: 'revoke_role',
        principal: 'alice',
        role: 'agent-runtime',
        actor: operator,
      });
      expectAccepted(revoke);
      const refused = await runtime.apply({
        command_id: nextId(),
        type: 'transition',
        term: 'AgentInstance',
        id: 'i1',
        to: 'ready',
        actor: alice,
      });
      expectRefused(refused, 'NOT_AUTHORIZED');
      assert.equal(
        (await runtime.history('AgentInstance', 'i1')).map((fact) => fact.data.actor),
        [alice],
      );
      await grant(runtime, 'alice', 'agent-runtime');
      await must(runtime, { type: 'transition', term: 'AgentInstance', id: 'i1', to: 'ready', actor: alice });
      const binding = await runtime.history('awm.role', 'agent-runtime/alice');
      assert.equal(
        binding.map((fact) => [
          fact.type,
          fact.type === 'created' ? fact.data.state : fact.type === 'transitioned' && fact.data.to,
          fact.data.actor,
        ]),
        [
          ['created', 'granted', operator],
          ['transitioned', 'revoked', operator],
          ['transitioned', 'granted', operator],
        ],
      );
      const { settings, bindings } = await runtime.authority();
      assert.is(settings.enforced, true);
      assert.equal(
        bindings.map((b) => [b.fields.role, b.fields.principal, b.state]),
        [['agent-runtime', 'alice', 'granted']],
      );
      assert.equal((await runtime.verify()).problems, []);
    } finally {
      await runtime.close();
    }
  },
);

it(
  'enforcement off records actors and refuses nothing for authority; switching it is a recorded command; a database ' +
    'keeps its setting',
  async () => {
    const runtime = await memoryRuntime({ enforceAuthority: false });
    try {
      assert.is((await runtime.authority()).settings.enforced, false);
      await must(runtime, { type: 'create', term: 'AgentInstance', id: 'i1', fields: {} });
      await must(runtime, {
        type: 'create',
        term: 'AgentInstance',
        id: 'i2',
        fields: {},
        actor: { principal: 'mallory', role: 'host-product' },
      });
      assert.equal((await runtime.history('AgentInstance', 'i2'))[0]!.data.actor, {
        principal: 'mallory',
        role: 'host-product',
      });
      expectRefused(
        await runtime.apply({ command_id: nextId(), type: 'set_enforcement', enforced: false, actor: operator }),
        'ENFORCEMENT_UNCHANGED',
      );
      await enforce(runtime, true);
      expectRefused(
        await runtime.apply({ command_id: nextId(), type: 'create', term: 'AgentInstance', id: 'i3', fields: {} }),
        'NOT_AUTHORIZED',
      );
      await enforce(runtime, false);
      await must(runtime, { type: 'create', term: 'AgentInstance', id: 'i3', fields: {} });
      const settings = await runtime.history('awm.log', 'settings');
      assert.equal(
        settings.map((fact) => [fact.type, fact.type === 'enforcement_changed' && fact.data.enforced]),
        [
          ['enforcement_changed', true],
          ['enforcement_changed', false],
        ],
      );
      assert.equal((await runtime.verify()).problems, []);
    } finally {
      await runtime.close();
    }
  },
);

it('a new database enforces authority unless told otherwise', async () => {
  const runtime = await memoryRuntime({ enforceAuthority: undefined });
  try {
    assert.is((await runtime.authority()).settings.enforced, true);
    expectRefused(
      await runtime.apply({ command_id: nextId(), type: 'create', term: 'AgentInstance', id: 'i1', fields: {} }),
      'NOT_AUTHORIZED',
    );
  } finally {
    await runtime.close();
  }
});

/**
 * Appends, behind the runtime's back, a fact by `mallory` (bound to nothing) moving AgentInstance i1 to ready, with a
 * valid chain.
 */
async function forgeUnboundFact(
  runtime: Runtime,
  run: (sql: string, values: unknown[]) => Promise<void>,
): Promise<number> {
  const last = (await collect(runtime.facts())).at(-1)!;
  const seq = last.seq + 1;
  const fact = {
    seq,
    stream: 'AgentInstance/i1',
    version: 2,
    type: 'transitioned',
    command_id: 'forged',
    recorded_at: last.recorded_at,
    data: canonicalize({ from: 'starting', to: 'ready', actor: { principal: 'mallory', role: 'agent-runtime' } }),
  };
  await run(
    'INSERT INTO facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, hash) ' +
      "VALUES ($1, $2, 'AgentInstance', 'i1', $3, $4, $5, $6, $7, $8, $9)",
    [
      seq,
      fact.stream,
      fact.version,
      fact.type,
      fact.data,
      fact.command_id,
      fact.recorded_at,
      last.hash,
      chainHash(last.hash, fact),
    ],
  );
  // The projection is made to agree, so that the only thing wrong is who appended the fact.
  await run("UPDATE entities SET state = 'ready', version = 2, updated_seq = $1, updated_at = $2 WHERE stream = $3", [
    seq,
    fact.recorded_at,
    fact.stream,
  ]);
  return seq;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** alice, bound to agent-runtime, creates AgentInstance i1 on an enforcing runtime. */
async function aliceCreatesAnInstance(runtime: Runtime): Promise<void> {
  await grant(runtime, 'alice', 'agent-runtime');
  await must(runtime, {
    type: 'create',
    term: 'AgentInstance',
    id: 'i1',
    fields: {},
    actor: { principal: 'alice', role: 'agent-runtime' },
  });
  assert.equal((await runtime.verify()).problems, []);
}

function assertForgeryFound(report: VerifyReport, seq: number): void {
  assert.equal(
    report.problems.map((problem) => [problem.check, problem.seq]),
    [['authority', seq]],
    JSON.stringify(report.problems),
  );
  assert.match(report.problems[0]!.message, 'mallory holds no binding for the role agent-runtime');
}

it('sqlite: verify finds a fact appended with direct SQL by a principal bound to nothing', async () => {
  const dir = tempDir('awm-authority-');
  const file = path.join(dir, 'rt.db');
  const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel() });
  try {
    await aliceCreatesAnInstance(runtime);
    const seq = await forgeUnboundFact(runtime, async (sql, values) => {
      const db = new Database(file);
      try {
        db.prepare(sql.replace(/\$\d+/g, '?')).run(...values);
      } finally {
        db.close();
      }
    });
    assertForgeryFound(await runtime.verify(), seq);
  } finally {
    await runtime.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

it(
  'the CLI: a new log enforces authority; roles grant, list, revoke and enforce; history, show and export name the ' +
    'actors',
  () => {
    const dir = tempDir('awm-authority-cli-');
    const awm = (...args: string[]) => runAwm(['runtime', ...args, '--db', 'rt.db'], dir);
    const alice = { principal: 'alice', role: 'project-catalog' };
    const coordinator = { principal: 'carol', role: 'work-session-coordinator' };
    const lines = (commands: object[]) => `${commands.map((command) => JSON.stringify(command)).join('\n')}\n`;
    try {
      assert.match(awm('init').stdout, 'authority is enforced');
      writeFileSync(
        path.join(dir, 'project.jsonl'),
        lines([
          { command_id: 'c1', type: 'create', term: 'Project', id: 'p1', fields: { policy: allowAll }, actor: alice },
          {
            command_id: 'c2',
            type: 'publish',
            term: 'ProjectSnapshot',
            id: 's1',
            fields: { project_id: 'p1', revision: 'r1', resolved_definition: { policy: allowAll } },
            actor: alice,
          },
          {
            command_id: 'c3',
            type: 'create',
            term: 'WorkSession',
            id: 'ws1',
            fields: { project_snapshot_id: 's1', policy: allowAll },
            actor: coordinator,
          },
        ]),
      );
      const refused = awm('apply', 'project.jsonl');
      assert.is(refused.status, 1);
      assert.match(
        refused.stderr,
        'project.jsonl:1 refused NOT_AUTHORIZED: alice holds no binding for the role project-catalog',
      );

      const granted = awm('roles', 'grant', 'alice', 'project-catalog', '--by', 'ops');
      assert.is(granted.status, 0, granted.stderr);
      assert.match(granted.stdout, 'alice may act as project-catalog from #1 (by ops');
      const typo = awm('roles', 'grant', 'carol', 'work-session-coordinater', '--by', 'ops');
      assert.is(typo.status, 1);
      assert.match(
        typo.stderr,
        'refused UNKNOWN_ROLE: "work-session-coordinater" is not an authority role of the model',
      );
      assert.is(awm('roles', 'grant', 'carol', 'work-session-coordinator', '--by', 'ops').status, 0);
      const applied = awm('apply', 'project.jsonl');
      assert.is(applied.status, 0, applied.stderr);

      const history = awm('history', 'p1');
      assert.match(history.stdout, /#3 v1 \S+ created in state active \[command c1\] by alice as project-catalog/);
      const shown = JSON.parse(awm('show', 'ws1').stdout) as { created_by: unknown; changed_by: unknown };
      assert.equal([shown.created_by, shown.changed_by], [coordinator, coordinator]);
      const exported = JSON.parse(awm('export', 'ws1').stdout) as { work_session: { created_by: unknown } };
      assert.equal(exported.work_session.created_by, coordinator);

      assert.is(awm('roles', 'revoke', 'alice', 'project-catalog', '--by', 'ops').status, 0);
      const again = awm('roles', 'revoke', 'alice', 'project-catalog', '--by', 'ops');
      assert.is(again.status, 1);
      assert.match(again.stderr, 'refused ROLE_NOT_GRANTED');
      const listed = awm('roles', 'list');
      assert.match(listed.stdout, 'authority is enforced');
      assert.match(listed.stdout, /project-catalog alice revoked since \S+ \(#6\)/);
      assert.match(listed.stdout, /work-session-coordinator carol granted since \S+ \(#2\)/);
      assert.match(
        awm('history', 'awm.role/project-catalog/alice').stdout,
        'transitioned granted -> revoked [command revoke_role-',
      );

      const off = awm('roles', 'enforce', 'off', '--by', 'ops', '--command-id', 'enforce-off');
      assert.match(off.stdout, 'authority is not enforced from #7 (by ops, command enforce-off)');
      assert.match(
        awm('roles', 'enforce', 'off', '--by', 'ops', '--command-id', 'enforce-off').stdout,
        'from #7',
        'resent',
      );
      const json = JSON.parse(awm('roles', 'list', '--format', 'json').stdout) as {
        enforced: boolean;
        bindings: unknown[];
      };
      assert.is(json.enforced, false);
      assert.is(json.bindings.length, 2);
      const verify = awm('verify');
      assert.is(verify.status, 0, verify.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

await withPostgres('postgres authority', (server) => {
  /** Two runtimes on one fresh schema that enforces authority; alice is bound to agent-runtime and created i1. */
  const withTwo = (body: (a: Runtime, b: Runtime, schema: string) => Promise<void>) => async () => {
    const db = freshSchema(server);
    const model = await bundledRuntimeModel();
    const a = await openRuntime({ url: db.url, model });
    const b = await openRuntime({ url: db.url, model, create: false });
    try {
      await aliceCreatesAnInstance(a);
      await body(a, b, db.schema);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
    }
  };
  const alice = { principal: 'alice', role: 'agent-runtime' };
  const revoke = { type: 'revoke_role', principal: 'alice', role: 'agent-runtime', actor: operator };

  it(
    'postgres: verify finds a fact appended with direct SQL by a principal bound to nothing',
    withTwo(async (a, _b, schema) => {
      const seq = await forgeUnboundFact(a, (sql, values) =>
        withClient(server.url, async (client) => {
          await client.query(`SET search_path TO "${schema}"`);
          await client.query(sql, values);
        }),
      );
      assertForgeryFound(await a.verify(), seq);
    }),
  );

  it(
    'postgres: a revoke waits for the commands already decided under the binding; they land before it',
    withTwo(async (a, b) => {
      let release!: () => void;
      let decided!: () => void;
      const inFlight = new Promise<void>((resolve) => (decided = resolve));
      // A command by alice, held open after reading her binding.
      const command = a.store.write(async (tx) => {
        const binding = { term: 'awm.role', id: 'agent-runtime/alice' };
        await tx.startCommand({ commandId: 'held', mode: 'shared', guarded: [binding], lock: [] });
        decided();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await inFlight;
      const revoking = watched(b.apply({ command_id: 'revoke-1', ...revoke }));
      await sleep(200);
      assert.not.ok(revoking.settled(), 'the revoke waits');
      release();
      await command;
      expectAccepted(await revoking.promise);
      expectRefused(
        await b.apply({
          command_id: 'late',
          type: 'transition',
          term: 'AgentInstance',
          id: 'i1',
          to: 'ready',
          actor: alice,
        }),
        'NOT_AUTHORIZED',
      );
      assert.equal((await a.verify()).problems, []);
    }),
  );

  it(
    'postgres: a command made while a revoke is in flight waits for it, then is refused',
    withTwo(async (a, b) => {
      let release!: () => void;
      let revoked!: () => void;
      const held = new Promise<void>((resolve) => (revoked = resolve));
      const revoking = a.store.write(async (tx) => {
        const key = { term: 'awm.role', id: 'agent-runtime/alice' };
        const started = await tx.startCommand({
          commandId: 'revoke-held',
          mode: 'exclusive',
          guarded: [key],
          lock: [],
        });
        const [binding] = started.guarded;
        await tx.appendFacts('revoke-held', [
          {
            term: 'awm.role',
            entity_id: 'agent-runtime/alice',
            version: binding!.version + 1,
            type: 'transitioned',
            data: { from: 'granted', to: 'revoked', actor: operator },
          },
        ]);
        revoked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      const command = watched(
        b.apply({ command_id: 'c-1', type: 'transition', term: 'AgentInstance', id: 'i1', to: 'ready', actor: alice }),
      );
      await sleep(200);
      assert.not.ok(command.settled(), 'the command waits for the revoke');
      release();
      await revoking;
      expectRefused(await command.promise, 'NOT_AUTHORIZED');
      assert.equal((await a.verify()).problems, []);
    }),
  );
});

it.run();
