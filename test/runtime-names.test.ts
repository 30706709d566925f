// Names are well-formed Unicode, compared in NFC, and every number stays exact: no accepted command can break the log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chainHash } from '../src/runtime/core/facts.js';
import type { Runtime } from '../src/runtime/runtime.js';
import { postgresRuntime, withPostgres } from './helpers/postgres.js';
import { expectAccepted, expectRefused, memoryRuntime, must, scaffoldSession } from './helpers/runtime.js';

const decomposed = 'cafe\u0301'; // "café" as e + combining acute accent
const composed = 'caf\u00e9'; // the same name in NFC

/** Registers the tests for one store; `open` gives a fresh runtime. */
function namesSuite(store: string, open: () => Promise<Runtime>): void {
  const withRuntime = (body: (runtime: Runtime) => Promise<void>) => async () => {
    const runtime = await open();
    try {
      await body(runtime);
      const report = await runtime.verify();
      assert.equal(report.problems, [], 'the log verifies');
    } finally {
      await runtime.close();
    }
  };

  test(
    `${store}: a lone surrogate in an id, a command id, a term, a state or a dependency is INVALID_COMMAND`,
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'u');
      const lone = ['x\ud800', 'x\udfff', '\udc00y'];
      for (const bad of lone) {
        expectRefused(
          await runtime.apply({ command_id: `c-${bad}`, type: 'create', term: 'Project', id: 'p-ok', fields: {} }),
          'INVALID_COMMAND',
          'command id',
        );
        expectRefused(
          await runtime.apply({ command_id: 'c-id', type: 'create', term: 'Project', id: bad, fields: {} }),
          'INVALID_COMMAND',
          'id',
        );
        expectRefused(
          await runtime.apply({ command_id: 'c-term', type: 'create', term: `Project${bad}`, id: 'p-1', fields: {} }),
          'INVALID_COMMAND',
          'term',
        );
        expectRefused(
          await runtime.apply({ command_id: 'c-to', type: 'transition', term: 'WorkSession', id: ws, to: bad }),
          'INVALID_COMMAND',
          'state',
        );
        expectRefused(
          await runtime.apply({
            command_id: 'c-dep',
            type: 'create',
            term: 'Task',
            id: 't-1',
            fields: { work_session_id: ws },
            depends_on: [bad],
          }),
          'INVALID_COMMAND',
          'depends_on',
        );
      }
      const refused = await runtime.apply({ command_id: 'c', type: 'create', term: 'Project', id: 'p\ud800' });
      assert.match((refused as { message: string }).message, 'id must be a name');
      assert.match((refused as { message: string }).message, 'well-formed Unicode');
      assert.is(await runtime.get('Project', 'p\ufffd'), undefined, 'nothing was stored in its place');
    }),
  );

  test(
    `${store}: names are compared in NFC: one entity and one command whichever form they arrive in`,
    withRuntime(async (runtime) => {
      const first = expectAccepted(
        await runtime.apply({ command_id: `c-${decomposed}`, type: 'create', term: 'Project', id: decomposed }),
      );
      assert.is(first.entity.id, composed, 'stored in NFC');
      assert.ok(await runtime.get('Project', composed));
      const again = expectAccepted(
        await runtime.apply({ command_id: `c-${composed}`, type: 'create', term: 'Project', id: composed }),
      );
      assert.equal(again, first, 'the same command in another normal form is the same command');
      expectRefused(
        await runtime.apply({ command_id: 'c-other', type: 'create', term: 'Project', id: decomposed }),
        'ALREADY_EXISTS',
      );
      // A reference field of type name finds the entity whichever form it is written in.
      await must(runtime, {
        type: 'publish',
        term: 'ProjectSnapshot',
        id: 's-1',
        fields: { project_id: decomposed, revision: 'r1', resolved_definition: {} },
      });
      assert.is((await runtime.get('ProjectSnapshot', 's-1'))!.fields.project_id, composed);
      const [fact] = await runtime.history('Project', composed);
      assert.is(fact!.stream, `Project/${composed}`);
      assert.is(fact!.command_id, `c-${composed}`);
    }),
  );

  test(
    `${store}: an auto-assigned Turn sequence after the largest exact integer is SEQUENCE_EXHAUSTED, never past it`,
    withRuntime(async (runtime) => {
      const ws = await scaffoldSession(runtime, 'seq');
      await must(runtime, { type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: ws } });
      await must(runtime, {
        type: 'create',
        term: 'Turn',
        id: 't-last',
        fields: { agent_run_id: 'r1', sequence: Number.MAX_SAFE_INTEGER },
      });
      const next = await runtime.apply({
        command_id: 'c-next',
        type: 'create',
        term: 'Turn',
        id: 't-next',
        fields: { agent_run_id: 'r1' },
      });
      expectRefused(next, 'SEQUENCE_EXHAUSTED');
      assert.match((next as { message: string }).message, String(Number.MAX_SAFE_INTEGER));
      expectRefused(
        await runtime.apply({
          command_id: 'c-big',
          type: 'create',
          term: 'Turn',
          id: 't-big',
          fields: { agent_run_id: 'r1', sequence: 2 ** 53 },
        }),
        'INVALID_COMMAND',
      );
    }),
  );

  test(
    `${store}: a whole number beyond the exact range anywhere in a command is INVALID_COMMAND`,
    withRuntime(async (runtime) => {
      await must(runtime, { type: 'create', term: 'Project', id: 'p-n', fields: {} });
      for (const value of [2 ** 53, -(2 ** 53), 1e21, 1.5e300]) {
        const refused = await runtime.apply({
          command_id: `c-${value}`,
          type: 'publish',
          term: 'ProjectSnapshot',
          id: `s-${value}`,
          fields: { project_id: 'p-n', revision: `r-${value}`, resolved_definition: { limits: [1, { max: value }] } },
        });
        expectRefused(refused, 'INVALID_COMMAND', String(value));
        assert.match((refused as { message: string }).message, 'fields.resolved_definition.limits[1].max');
      }
      await must(runtime, {
        type: 'publish',
        term: 'ProjectSnapshot',
        id: 's-fine',
        fields: { project_id: 'p-n', revision: 'r-fine', resolved_definition: { ratio: 0.5, max: 2 ** 53 - 1 } },
      });
    }),
  );
}

test('the chain hash refuses text that is not well-formed Unicode: a store cannot keep what it hashed', () => {
  const fact = {
    seq: 1,
    stream: 'Project/p\ud800',
    version: 1,
    type: 'created',
    command_id: 'c-1',
    recorded_at: '2026-01-01T00:00:00.000Z',
    data: '{}',
  };
  assert.throws(() => chainHash('0'.repeat(64), fact), /not well-formed Unicode/);
  assert.throws(() => chainHash('0'.repeat(64), { ...fact, stream: 'Project/p', command_id: 'c\udc00' }));
});

namesSuite('sqlite', () => memoryRuntime());
await withPostgres('postgres names', (server) => namesSuite('postgres', () => postgresRuntime(server)));

test.run();
