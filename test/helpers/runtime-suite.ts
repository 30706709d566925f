// The runtime's rules as a test suite any store can run: runtimeSuite(name, open) registers them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { definitionHash } from '../../src/runtime/core/canonical.js';
import type { Runtime } from '../../src/runtime/runtime.js';
import {
  allowAll,
  assertConsistent,
  expectAccepted,
  expectRefused,
  must,
  nextId,
  scaffoldSession,
  scaffoldSnapshot,
} from './runtime.js';

type Body = (runtime: Runtime) => Promise<void>;

/** Registers the rule tests under `name`; `open` returns a runtime on a fresh, empty store. */
export function runtimeSuite(name: string, open: () => Promise<Runtime>): void {
  const it = suite(`${name} runtime`);
  const withRuntime = (body: Body) => async () => {
    const runtime = await open();
    try {
      await body(runtime);
      await assertConsistent(runtime, 'after the test');
    } finally {
      await runtime.close();
    }
  };
  const apply = (runtime: Runtime, command: Record<string, unknown>) =>
    runtime.apply({ command_id: nextId(), ...command });
  const refusedWithoutFacts = async (runtime: Runtime, command: Record<string, unknown>, code: string) => {
    const before = await runtime.headSeq();
    const result = await apply(runtime, command);
    expectRefused(result, code, `${String(command.type)} ${String(command.term)} ${String(command.id)}`);
    assert.is(await runtime.headSeq(), before, `${code} appends nothing`);
    return result;
  };

  it(
    'children need an existing, non-terminal parent named by the parent reference',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await refusedWithoutFacts(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: {} }, 'MISSING_FIELD');
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: 'ws-nope' } },
        'PARENT_NOT_FOUND',
      );
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'cancelled' });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'RunAttempt', id: 'a1', fields: { agent_run_id: 'r1' } },
        'PARENT_TERMINAL',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Turn', id: 't1', fields: { agent_run_id: 'r1' } },
        'PARENT_TERMINAL',
      );
      await must(runtime, { type: 'transition', term: 'WorkSession', id: ws, to: 'aborted' });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r2', fields: { work_session_id: ws } },
        'PARENT_TERMINAL',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws } },
        'PARENT_TERMINAL',
      );
      const run = (await runtime.get('AgentRun', 'r1'))!;
      assert.equal(run.parent, { term: 'WorkSession', id: ws });
    }),
  );

  it(
    'an AgentRun keeps its WorkSession: an id is created once and nothing re-parents it',
    withRuntime(async (runtime) => {
      const ws1 = await scaffoldSession(runtime, 'a');
      const ws2 = await scaffoldSession(runtime, 'b');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws1 } });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws2 } },
        'ALREADY_EXISTS',
      );
      assert.is((await runtime.get('AgentRun', 'r1'))!.fields.work_session_id, ws1);
    }),
  );

  it(
    'one non-terminal RunAttempt per AgentRun; a retry or a new AgentInstance is a new attempt under the same run',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, {
        type: 'create',
        term: 'AgentInstance',
        id: 'i1',
        fields: { agent_profile_id: 'reviewer' },
      });
      await must(runtime, { type: 'create', term: 'AgentInstance', id: 'i2', fields: {} });
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, {
        type: 'create',
        term: 'RunAttempt',
        id: 'a1',
        fields: { agent_run_id: 'r1', agent_instance_id: 'i1' },
      });
      const refused = await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'RunAttempt', id: 'a2', fields: { agent_run_id: 'r1' } },
        'ATTEMPT_ACTIVE',
      );
      assert.equal(refused.status === 'refused' && refused.details, { active: 'a1' });
      await must(runtime, { type: 'transition', term: 'RunAttempt', id: 'a1', to: 'running' });
      await must(runtime, { type: 'transition', term: 'RunAttempt', id: 'a1', to: 'failed' });
      await must(runtime, { type: 'transition', term: 'AgentInstance', id: 'i1', to: 'failed' });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'RunAttempt', id: 'a2', fields: { agent_run_id: 'r1', agent_instance_id: 'i1' } },
        'REFERENCE_TERMINAL',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'RunAttempt', id: 'a2', fields: { agent_run_id: 'r1', agent_instance_id: 'i9' } },
        'REFERENCE_NOT_FOUND',
      );
      await must(runtime, {
        type: 'create',
        term: 'RunAttempt',
        id: 'a2',
        fields: { agent_run_id: 'r1', agent_instance_id: 'i2' },
      });
      const attempts = await runtime.children('AgentRun', 'r1');
      assert.equal(
        attempts.map((a) => [a.id, a.fields.agent_run_id, a.fields.agent_instance_id]),
        [
          ['a1', 'r1', 'i1'],
          ['a2', 'r1', 'i2'],
        ],
      );
    }),
  );

  it(
    'Turn sequences strictly increase within their AgentRun',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r2', fields: { work_session_id: ws } });
      await must(runtime, { type: 'create', term: 'Turn', id: 't1', fields: { agent_run_id: 'r1' } });
      await must(runtime, { type: 'create', term: 'Turn', id: 't2', fields: { agent_run_id: 'r1', sequence: 5 } });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Turn', id: 't3', fields: { agent_run_id: 'r1', sequence: 5 } },
        'SEQUENCE_NOT_INCREASING',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Turn', id: 't3', fields: { agent_run_id: 'r1', sequence: 2 } },
        'SEQUENCE_NOT_INCREASING',
      );
      await must(runtime, { type: 'create', term: 'Turn', id: 't3', fields: { agent_run_id: 'r1' } });
      await must(runtime, { type: 'create', term: 'Turn', id: 't4', fields: { agent_run_id: 'r2', sequence: 1 } });
      const sequences = (await runtime.children('AgentRun', 'r1')).map((turn) => turn.fields.sequence);
      assert.equal(sequences, [1, 5, 6]);
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Turn', id: 't5', fields: { agent_run_id: 'r1', sequence: 7.5 } },
        'INVALID_FIELD',
      );
    }),
  );

  it(
    'Task depends_on stays within one WorkSession and never forms a cycle',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      const other = await scaffoldSession(runtime, 'b');
      await must(runtime, { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws, title: 'plan' } });
      await must(runtime, {
        type: 'create',
        term: 'Task',
        id: 'k2',
        fields: { work_session_id: ws },
        depends_on: ['k1'],
      });
      await must(runtime, {
        type: 'create',
        term: 'Task',
        id: 'k3',
        fields: { work_session_id: ws },
        depends_on: ['k2'],
      });
      await must(runtime, { type: 'create', term: 'Task', id: 'x1', fields: { work_session_id: other } });
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Task', id: 'k4', fields: { work_session_id: ws }, depends_on: ['k4'] },
        'DEPENDENCY_CYCLE',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Task', id: 'k4', fields: { work_session_id: ws }, depends_on: ['x1'] },
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Task', id: 'k4', fields: { work_session_id: ws }, depends_on: ['nope'] },
        'REFERENCE_NOT_FOUND',
      );
      const cycle = await refusedWithoutFacts(
        runtime,
        { type: 'add_dependency', term: 'Task', id: 'k1', depends_on: 'k3' },
        'DEPENDENCY_CYCLE',
      );
      assert.equal(cycle.status === 'refused' && cycle.details, { cycle: ['k1', 'k3', 'k2', 'k1'] });
      assert.match(cycle.status === 'refused' ? cycle.message : '', 'Task k1 -> k3 -> k2 -> k1 would be a cycle');
      await refusedWithoutFacts(
        runtime,
        { type: 'add_dependency', term: 'Task', id: 'k3', depends_on: 'k2' },
        'INVALID_COMMAND',
      );
      await must(runtime, { type: 'add_dependency', term: 'Task', id: 'k3', depends_on: 'k1' });
      assert.equal((await runtime.get('Task', 'k3'))!.depends_on, ['k2', 'k1']);
      await refusedWithoutFacts(
        runtime,
        { type: 'add_dependency', term: 'AgentRun', id: 'k3', depends_on: 'k1' },
        'WRONG_COMMAND',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws }, depends_on: ['k1'] },
        'WRONG_COMMAND',
      );
      await must(runtime, { type: 'transition', term: 'Task', id: 'k3', to: 'cancelled' });
      await refusedWithoutFacts(
        runtime,
        { type: 'add_dependency', term: 'Task', id: 'k3', depends_on: 'k2' },
        'ENTITY_TERMINAL',
      );
    }),
  );

  it(
    'aborting a WorkSession cancels its runs, their attempts and turns, its tasks, and revokes its bindings, in one ' +
      'command',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
      await must(runtime, { type: 'create', term: 'RunAttempt', id: 'a1', fields: { agent_run_id: 'r1' } });
      await must(runtime, { type: 'transition', term: 'RunAttempt', id: 'a1', to: 'running' });
      await must(runtime, { type: 'create', term: 'Turn', id: 't1', fields: { agent_run_id: 'r1' } });
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r2', fields: { work_session_id: ws } });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r2', to: 'failed' });
      await must(runtime, { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws } });
      await must(runtime, {
        type: 'create',
        term: 'ResourceBinding',
        id: 'b1',
        fields: { work_session_id: ws, resource_id: 'repo-a', grant: { resource: 'repo-a', actions: ['read'] } },
      });
      await must(runtime, { type: 'transition', term: 'ResourceBinding', id: 'b1', to: 'bound' });
      const abort = await must(runtime, { type: 'transition', term: 'WorkSession', id: ws, to: 'aborted' });
      assert.equal(
        abort.facts.map((fact) => fact.stream),
        [`WorkSession/${ws}`, 'ResourceBinding/b1', 'AgentRun/r1', 'RunAttempt/a1', 'Turn/t1', 'Task/k1'],
      );
      const states = Object.fromEntries(
        await Promise.all(
          ['ResourceBinding/b1', 'AgentRun/r1', 'AgentRun/r2', 'RunAttempt/a1', 'Turn/t1', 'Task/k1'].map(
            async (key) => {
              const [term, id] = key.split('/') as [string, string];
              return [key, (await runtime.get(term, id))!.state];
            },
          ),
        ),
      );
      assert.equal(states, {
        'ResourceBinding/b1': 'revoked',
        'AgentRun/r1': 'cancelled',
        'AgentRun/r2': 'failed',
        'RunAttempt/a1': 'cancelled',
        'Turn/t1': 'aborted',
        'Task/k1': 'cancelled',
      });
      const history = await runtime.history('RunAttempt', 'a1');
      assert.equal(history.at(-1)!.data, { from: 'running', to: 'cancelled', cause: { term: 'WorkSession', id: ws } });
      assert.is(history.at(-1)!.command_id, abort.command_id);
    }),
  );

  it(
    'closing a WorkSession with open AgentRuns or Tasks is refused with their ids; closing revokes bindings',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws } });
      await must(runtime, {
        type: 'create',
        term: 'ResourceBinding',
        id: 'b1',
        fields: { work_session_id: ws, resource_id: 'repo-a', grant: { resource: 'repo-a', actions: ['read'] } },
      });
      const refused = await refusedWithoutFacts(
        runtime,
        { type: 'transition', term: 'WorkSession', id: ws, to: 'closed' },
        'OPEN_CHILDREN',
      );
      assert.equal(refused.status === 'refused' && refused.details, {
        open: ['AgentRun r1 (assigned)', 'Task k1 (pending)'],
      });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'succeeded' });
      await must(runtime, { type: 'transition', term: 'Task', id: 'k1', to: 'cancelled' });
      const closed = await must(runtime, { type: 'transition', term: 'WorkSession', id: ws, to: 'closed' });
      assert.equal(
        closed.facts.map((fact) => fact.stream),
        [`WorkSession/${ws}`, 'ResourceBinding/b1'],
      );
      assert.is((await runtime.get('ResourceBinding', 'b1'))!.state, 'revoked');
    }),
  );

  it(
    'an AgentRun finishes only after its attempts and turns; cancelling it cancels them',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' });
      await must(runtime, { type: 'create', term: 'RunAttempt', id: 'a1', fields: { agent_run_id: 'r1' } });
      await must(runtime, { type: 'create', term: 'Turn', id: 't1', fields: { agent_run_id: 'r1' } });
      await refusedWithoutFacts(
        runtime,
        { type: 'transition', term: 'AgentRun', id: 'r1', to: 'succeeded' },
        'OPEN_CHILDREN',
      );
      const cancelled = await must(runtime, { type: 'transition', term: 'AgentRun', id: 'r1', to: 'cancelled' });
      assert.is(cancelled.facts.length, 3);
      assert.is((await runtime.get('RunAttempt', 'a1'))!.state, 'cancelled');
      assert.is((await runtime.get('Turn', 't1'))!.state, 'aborted');
    }),
  );

  it(
    'terminal states are final for every command',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, { type: 'transition', term: 'WorkSession', id: ws, to: 'closed' });
      for (const to of ['open', 'paused', 'aborted', 'closed', 'proposed']) {
        await refusedWithoutFacts(
          runtime,
          { type: 'transition', term: 'WorkSession', id: ws, to },
          'ILLEGAL_TRANSITION',
        );
      }
      await must(runtime, { type: 'transition', term: 'Project', id: 'p-a', to: 'archived' });
      await refusedWithoutFacts(
        runtime,
        { type: 'set_policy', term: 'Project', id: 'p-a', policy: { grants: [] } },
        'ENTITY_TERMINAL',
      );
    }),
  );

  it(
    'publishing a snapshot: content hash, immutability, no credentials or runtime state, narrowing the project policy',
    withRuntime(async (runtime) => {
      await must(runtime, {
        type: 'create',
        term: 'Project',
        id: 'p1',
        fields: { policy: { grants: [{ resource: 'repo-*', actions: ['read', 'write'] }] } },
      });
      const definition = {
        policy: { grants: [{ resource: 'repo-a', actions: ['read'] }] },
        tools: ['git'],
        ünïcode: 'ok',
      };
      const publish = (id: string, fields: Record<string, unknown>) => ({
        type: 'publish',
        term: 'ProjectSnapshot',
        id,
        fields: { project_id: 'p1', ...fields },
      });
      await refusedWithoutFacts(
        runtime,
        publish('s1', { revision: 'r1', resolved_definition: definition, definition_hash: '0'.repeat(64) }),
        'HASH_MISMATCH',
      );
      await must(runtime, publish('s1', { revision: 'r1', resolved_definition: definition }));
      const snapshot = (await runtime.get('ProjectSnapshot', 's1'))!;
      assert.is(snapshot.fields.definition_hash, definitionHash(definition));
      assert.is(snapshot.state, null);
      await must(
        runtime,
        publish('s1b', {
          revision: 'r1b',
          resolved_definition: definition,
          definition_hash: definitionHash(definition),
        }),
      );
      await refusedWithoutFacts(
        runtime,
        publish('s1', { revision: 'r9', resolved_definition: definition }),
        'ALREADY_EXISTS',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', { revision: 'r1', resolved_definition: definition }),
        'REVISION_EXISTS',
      );
      await refusedWithoutFacts(runtime, publish('s2', { revision: 'r2' }), 'MISSING_FIELD');
      await refusedWithoutFacts(
        runtime,
        publish('s2', {
          revision: 'r2',
          resolved_definition: { mcp: { servers: [{ name: 'gh', env: { GITHUB_TOKEN: 'x' } }] } },
        }),
        'CREDENTIAL',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', { revision: 'r2', resolved_definition: { note: 'ghp_0123456789abcdefghijABCDEFGHIJ012345' } }),
        'CREDENTIAL',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', { revision: 'r2', resolved_definition: { worker: { pid: 4242 } } }),
        'RUNTIME_STATE',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', { revision: 'r2', resolved_definition: { current_run: 'r1' } }),
        'RUNTIME_STATE',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', {
          revision: 'r2',
          resolved_definition: { policy: { grants: [{ resource: 'secrets', actions: ['read'] }] } },
        }),
        'POLICY_NOT_NARROWED',
      );
      await refusedWithoutFacts(
        runtime,
        publish('s2', { revision: 'r2', resolved_definition: { policy: { grants: 'all' } } }),
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'ProjectSnapshot', id: 's2', fields: { project_id: 'p1' } },
        'WRONG_COMMAND',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'transition', term: 'ProjectSnapshot', id: 's1', to: 'open' },
        'WRONG_COMMAND',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'publish', term: 'WorkSession', id: 'w', fields: {} },
        'WRONG_COMMAND',
      );
      await must(runtime, { type: 'transition', term: 'Project', id: 'p1', to: 'archived' });
      await refusedWithoutFacts(runtime, publish('s3', { revision: 'r3', resolved_definition: {} }), 'PARENT_TERMINAL');
    }),
  );

  it(
    'a WorkSession pins one existing snapshot, and its policy (default: none) narrows the snapshot policy',
    withRuntime(async (runtime) => {
      const snapshot = await scaffoldSnapshot(runtime, 'a', { grants: [{ resource: 'repo-*', actions: ['read'] }] });
      const session = (id: string, fields: Record<string, unknown>) => ({
        type: 'create',
        term: 'WorkSession',
        id,
        fields,
      });
      await refusedWithoutFacts(runtime, session('w1', {}), 'MISSING_FIELD');
      await refusedWithoutFacts(runtime, session('w1', { project_snapshot_id: 'nope' }), 'REFERENCE_NOT_FOUND');
      await refusedWithoutFacts(
        runtime,
        session('w1', {
          project_snapshot_id: snapshot,
          policy: { grants: [{ resource: 'repo-a', actions: ['write'] }] },
        }),
        'POLICY_NOT_NARROWED',
      );
      await refusedWithoutFacts(
        runtime,
        session('w1', { project_snapshot_id: snapshot, policy: allowAll }),
        'POLICY_NOT_NARROWED',
      );
      await must(
        runtime,
        session('w1', {
          project_snapshot_id: snapshot,
          policy: { grants: [{ resource: 'repo-a', actions: ['read'] }] },
        }),
      );
      await must(runtime, session('w2', { project_snapshot_id: snapshot }));
      assert.equal((await runtime.get('WorkSession', 'w2'))!.fields.policy, { grants: [] });
      await refusedWithoutFacts(
        runtime,
        { type: 'set_policy', term: 'WorkSession', id: 'w1', policy: { grants: [] } },
        'WRONG_COMMAND',
      );
      await must(runtime, { type: 'transition', term: 'Project', id: 'p-a', to: 'archived' });
      await refusedWithoutFacts(runtime, session('w3', { project_snapshot_id: snapshot }), 'REFERENCE_TERMINAL');
    }),
  );

  it(
    "a ResourceBinding's grant is for its resource and narrows the session policy",
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a', { grants: [{ resource: 'repo-*', actions: ['read'] }] });
      const bind = (id: string, fields: Record<string, unknown>) => ({
        type: 'create',
        term: 'ResourceBinding',
        id,
        fields: { work_session_id: ws, ...fields },
      });
      await refusedWithoutFacts(runtime, bind('b1', { resource_id: 'repo-a' }), 'MISSING_FIELD');
      await refusedWithoutFacts(
        runtime,
        bind('b1', { resource_id: 'repo-a', grant: { resource: 'repo-b', actions: ['read'] } }),
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        bind('b1', { resource_id: 'repo-a', grant: { resource: 'repo-a', actions: ['write'] } }),
        'POLICY_NOT_NARROWED',
      );
      await refusedWithoutFacts(
        runtime,
        bind('b1', { resource_id: 'db', grant: { resource: 'db', actions: ['read'] } }),
        'POLICY_NOT_NARROWED',
      );
      await refusedWithoutFacts(
        runtime,
        bind('b1', { resource_id: 'repo-a', grant: { resource: 'repo-a', actions: [] } }),
        'INVALID_FIELD',
      );
      await must(
        runtime,
        bind('b1', {
          resource_id: 'repo-a',
          grant: { resource: 'repo-a', actions: ['read'] },
          resolved_locator: 'file:///src/repo-a',
        }),
      );
    }),
  );

  it(
    'a Project policy can be replaced; later snapshots must narrow the new one, earlier ones keep theirs',
    withRuntime(async (runtime) => {
      const snapshot = await scaffoldSnapshot(runtime, 'a', { grants: [{ resource: 'repo-*', actions: ['read'] }] });
      await must(runtime, {
        type: 'set_policy',
        term: 'Project',
        id: 'p-a',
        policy: { grants: [{ resource: 'docs', actions: ['read'] }] },
      });
      assert.equal((await runtime.get('Project', 'p-a'))!.fields.policy, {
        grants: [{ resource: 'docs', actions: ['read'] }],
      });
      await refusedWithoutFacts(
        runtime,
        {
          type: 'publish',
          term: 'ProjectSnapshot',
          id: 's-b',
          fields: {
            project_id: 'p-a',
            revision: 'r2',
            resolved_definition: { policy: { grants: [{ resource: 'repo-*', actions: ['read'] }] } },
          },
        },
        'POLICY_NOT_NARROWED',
      );
      await must(runtime, {
        type: 'create',
        term: 'WorkSession',
        id: 'w1',
        fields: { project_snapshot_id: snapshot, policy: { grants: [{ resource: 'repo-a', actions: ['read'] }] } },
      });
      await refusedWithoutFacts(
        runtime,
        { type: 'set_policy', term: 'Project', id: 'p-a', policy: { grants: [{ resource: 'x', actions: ['READ'] }] } },
        'INVALID_FIELD',
      );
    }),
  );

  it(
    'a resent command id returns the same result and appends nothing; another payload under it is refused',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      const command = {
        command_id: 'create-r1',
        type: 'create',
        term: 'AgentRun',
        id: 'r1',
        fields: { work_session_id: ws, agent_profile_id: 'reviewer' },
      };
      const first = expectAccepted(await runtime.apply(command));
      const head = await runtime.headSeq();
      assert.equal(await runtime.apply(command), first);
      assert.equal(
        await runtime.apply({
          fields: { agent_profile_id: 'reviewer', work_session_id: ws },
          id: 'r1',
          term: 'AgentRun',
          type: 'create',
          command_id: 'create-r1',
        }),
        first,
        'member order does not matter',
      );
      assert.is(await runtime.headSeq(), head);
      expectRefused(await runtime.apply({ ...command, fields: { work_session_id: ws } }), 'COMMAND_ID_REUSED');
      expectRefused(
        await runtime.apply({ command_id: 'create-r1', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' }),
        'COMMAND_ID_REUSED',
      );
      assert.is(await runtime.headSeq(), head);
      // A refusal is not recorded: the same command may succeed once the state allows it.
      const early = { command_id: 'start-r2', type: 'transition', term: 'AgentRun', id: 'r2', to: 'running' };
      expectRefused(await runtime.apply(early), 'NOT_FOUND');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r2', fields: { work_session_id: ws } });
      expectAccepted(await runtime.apply(early));
    }),
  );

  it(
    'expected_version: optimistic concurrency per entity stream',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      await must(runtime, {
        type: 'create',
        term: 'AgentRun',
        id: 'r1',
        fields: { work_session_id: ws },
        expected_version: 0,
      });
      const stale = await refusedWithoutFacts(
        runtime,
        { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running', expected_version: 0 },
        'VERSION_CONFLICT',
      );
      assert.equal(stale.status === 'refused' && stale.details, { actual_version: 1 });
      const moved = await must(runtime, {
        type: 'transition',
        term: 'AgentRun',
        id: 'r1',
        to: 'running',
        expected_version: 1,
      });
      assert.is(moved.entity.version, 2);
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r2', fields: { work_session_id: ws }, expected_version: 3 },
        'INVALID_COMMAND',
      );
    }),
  );

  it(
    'commands are checked against the model: terms, fields, types, credentials, shape',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      const unknownTerm = await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Agentrun', id: 'r1' },
        'UNKNOWN_TERM',
      );
      assert.match(unknownTerm.status === 'refused' ? unknownTerm.message : '', '(did you mean "AgentRun"?)');
      await refusedWithoutFacts(runtime, { type: 'create', term: 'Artifact', id: 'x1', fields: {} }, 'NOT_RECORDED');
      const unknownField = await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws, agent_profil_id: 'x' } },
        'UNKNOWN_FIELD',
      );
      assert.match(unknownField.status === 'refused' ? unknownField.message : '', '(did you mean "agent_profile_id"?)');
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws, agent_run_id: 'r2' } },
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: 42 } },
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'Task', id: 'k1', fields: { work_session_id: ws, title: 'Bearer abcdefghijklmnop' } },
        'CREDENTIAL',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r 1', fields: { work_session_id: ws } },
        'INVALID_COMMAND',
      );
      await refusedWithoutFacts(
        runtime,
        { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws }, extra: true },
        'INVALID_COMMAND',
      );
      await refusedWithoutFacts(runtime, { type: 'destroy', term: 'AgentRun', id: 'r1' }, 'INVALID_COMMAND');
      await refusedWithoutFacts(runtime, { type: 'transition', term: 'AgentRun', id: 'r1' }, 'INVALID_COMMAND');
      await refusedWithoutFacts(
        runtime,
        { type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' },
        'NOT_FOUND',
      );
      expectRefused(await runtime.apply(['not', 'an', 'object']), 'INVALID_COMMAND');
      expectRefused(await runtime.apply({ type: 'create', term: 'AgentRun', id: 'r1' }), 'INVALID_COMMAND');
      const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { deeper: nested(depth - 1) });
      await refusedWithoutFacts(
        runtime,
        {
          type: 'publish',
          term: 'ProjectSnapshot',
          id: 's-deep',
          fields: { project_id: 'p-a', revision: 'deep', resolved_definition: nested(70) },
        },
        'INVALID_FIELD',
      );
      await refusedWithoutFacts(
        runtime,
        {
          type: 'publish',
          term: 'ProjectSnapshot',
          id: 's-deep',
          fields: {
            project_id: 'p-a',
            revision: 'deep',
            resolved_definition: JSON.parse(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
          },
        },
        'INVALID_COMMAND',
      );
    }),
  );

  it(
    'a batch commits all of its commands or none',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      const head = await runtime.headSeq();
      const refused = await runtime.applyBatch([
        { command_id: 'b1', type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } },
        { command_id: 'b2', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' },
        { command_id: 'b3', type: 'transition', term: 'AgentRun', id: 'r1', to: 'assigned' },
      ]);
      assert.is(refused.status, 'refused');
      if (refused.status === 'refused') {
        assert.is(refused.index, 2);
        assert.is(refused.refusal.code, 'ILLEGAL_TRANSITION');
        assert.is(refused.refusal.command_id, 'b3');
      }
      assert.is(await runtime.headSeq(), head);
      assert.is(await runtime.get('AgentRun', 'r1'), undefined);
      const accepted = await runtime.applyBatch([
        { command_id: 'b1', type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } },
        { command_id: 'b2', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' },
      ]);
      assert.is(accepted.status, 'accepted');
      assert.is((await runtime.headSeq()) - head, 2);
      const again = await runtime.applyBatch([
        { command_id: 'b1', type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } },
      ]);
      assert.is(again.status, 'accepted');
      assert.is((await runtime.headSeq()) - head, 2, 'a resent batch appends nothing');
      const malformed = await runtime.applyBatch([{ command_id: 'b9', type: 'create' }]);
      assert.equal(malformed.status === 'refused' && [malformed.index, malformed.refusal.code], [0, 'INVALID_COMMAND']);
    }),
  );

  it(
    'verify passes and rebuild reproduces the projection after a busy history',
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'a');
      for (let i = 0; i < 5; i++) {
        await must(runtime, { type: 'create', term: 'AgentRun', id: `r${i}`, fields: { work_session_id: ws } });
        await must(runtime, { type: 'create', term: 'Turn', id: `t${i}`, fields: { agent_run_id: `r${i}` } });
      }
      await must(runtime, { type: 'transition', term: 'WorkSession', id: ws, to: 'aborted' });
      const report = await runtime.verify();
      assert.ok(report.ok, JSON.stringify(report.problems));
      assert.is(report.facts, await runtime.headSeq());
      const rebuilt = await runtime.rebuild();
      assert.equal(rebuilt.differences, []);
      assert.is(rebuilt.entities, report.entities);
    }),
  );

  it.run();
}
