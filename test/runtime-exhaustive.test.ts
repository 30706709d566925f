// Every (state, target) pair of every lifecycle: the moves the YAML lists append exactly one fact, others none.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listedTransition, yamlLifecycles } from './helpers/yaml-lifecycles.js';
import { memoryRuntime, must, nextId, pathTo, scaffoldEntity } from './helpers/runtime.js';

test('every (state, target) pair of every term with a lifecycle', async () => {
  const runtime = await memoryRuntime();
  let pairs = 0;
  try {
    const lifecycles = yamlLifecycles();
    // The runtime runs a machine for every lifecycle the YAML declares, and for no other term.
    assert.equal([...runtime.model.machines.keys()].sort(), [...lifecycles.keys()].sort());
    for (const [term, lifecycle] of lifecycles) {
      for (const state of lifecycle.states) {
        for (const target of [...lifecycle.states, 'no-such-state']) {
          pairs += 1;
          const id = await scaffoldEntity(runtime, term, `${term}-${state}-${target}`);
          for (const step of pathTo(runtime, term, state))
            await must(runtime, { type: 'transition', term, id, to: step });
          const before = await runtime.headSeq();
          const result = await runtime.apply({ command_id: nextId(), type: 'transition', term, id, to: target });
          const legal = listedTransition(lifecycle, state, target);
          const where = `${term} ${state} -> ${target}`;
          if (legal) {
            assert.is(result.status, 'accepted', `${where}: ${result.status === 'refused' ? result.message : ''}`);
            assert.is((await runtime.headSeq()) - before, 1, `${where} appends exactly one fact`);
            assert.is((await runtime.get(term, id))!.state, target, where);
          } else {
            assert.is(result.status, 'refused', `${where} must be refused`);
            if (result.status === 'refused')
              assert.is(result.code, target === 'no-such-state' ? 'UNKNOWN_STATE' : 'ILLEGAL_TRANSITION', where);
            assert.is(await runtime.headSeq(), before, `${where} appends nothing`);
            assert.is((await runtime.get(term, id))!.state, state, where);
          }
        }
      }
    }
    assert.ok(pairs >= 200, `tried ${pairs} pairs`);
    const report = await runtime.verify();
    assert.ok(report.ok, JSON.stringify(report.problems));
  } finally {
    await runtime.close();
  }
});

test.run();
