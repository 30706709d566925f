// Lifecycle machines come from the compiled model, and transition() is a pure, typed decision.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { loadRuntimeModel } from '../src/runtime/load-runtime-model.js';
import { describeRefusal, transition } from '../src/model/machine.js';
import type { TermDocument } from '../src/model/documents.js';
import { buildRuntimeModel } from '../src/runtime/core/runtime-model.js';
import { repoPath } from './helpers/paths.js';
import { copyModel } from './helpers/temp-model.js';
import { bundledRuntimeModel } from './helpers/runtime.js';

const compiled = JSON.parse(readFileSync(repoPath('generated', 'model.json'), 'utf8')) as {
  model: never;
  terms: TermDocument[];
};

test('every term with a lifecycle gets a machine equal to its lifecycle in the compiled model', async () => {
  const model = await bundledRuntimeModel();
  const withLifecycle = compiled.terms.filter((term) => term.lifecycle);
  assert.equal([...model.machines.keys()].sort(), withLifecycle.map((term) => term.key).sort());
  for (const term of withLifecycle) {
    const machine = model.machines.get(term.key)!;
    assert.is(machine.initial, term.lifecycle!.initial);
    assert.equal([...machine.states], term.lifecycle!.states);
    assert.equal([...machine.terminal].sort(), [...term.lifecycle!.terminal].sort());
    const listed = term.lifecycle!.transitions.map((t) => `${t.from}>${t.to}`).sort();
    const built = [...machine.transitions].flatMap(([from, to]) => [...to].map((target) => `${from}>${target}`)).sort();
    assert.equal(built, listed, term.key);
  }
});

test('the model directory and the compiled model.json give the same machines (same fingerprint)', async () => {
  const fromDirectory = await loadRuntimeModel(repoPath('model'));
  assert.is(fromDirectory.fingerprint, (await bundledRuntimeModel()).fingerprint);
});

test('editing a lifecycle in the YAML changes the machine: nothing is hand-copied', async () => {
  const model = copyModel();
  try {
    model.replace('terms/Turn.yaml', '    - {from: yielded, to: open}\n', '');
    const edited = await loadRuntimeModel(model.modelDir);
    const turn = edited.machines.get('Turn')!;
    assert.not.ok(turn.transitions.get('yielded')!.has('open'));
    assert.is(transition(turn, 'yielded', 'open').ok, false);
    assert.is.not(edited.fingerprint, (await bundledRuntimeModel()).fingerprint);
  } finally {
    model.dispose();
  }
});

test('transition() returns the next state or a typed refusal, and is pure', async () => {
  const run = (await bundledRuntimeModel()).machines.get('AgentRun')!;
  assert.equal(transition(run, 'assigned', 'running'), { ok: true, state: 'running' });
  assert.equal(transition(run, 'assigned', 'running'), { ok: true, state: 'running' });
  const terminal = transition(run, 'succeeded', 'running');
  assert.equal(terminal, {
    ok: false,
    refusal: { reason: 'terminal', term: 'AgentRun', state: 'succeeded', target: 'running' },
  });
  const notListed = transition(run, 'blocked', 'succeeded');
  assert.equal(notListed, {
    ok: false,
    refusal: {
      reason: 'not-a-transition',
      term: 'AgentRun',
      state: 'blocked',
      target: 'succeeded',
      allowed: ['running', 'cancelled'],
    },
  });
  const same = transition(run, 'running', 'running');
  assert.is(same.ok, false);
  if (!same.ok) assert.is(describeRefusal(same.refusal), 'AgentRun is already running');
  const unknown = transition(run, 'running', 'paused');
  assert.equal(unknown, {
    ok: false,
    refusal: { reason: 'unknown-state', term: 'AgentRun', state: 'running', target: 'paused', unknown: 'paused' },
  });
  if (!notListed.ok)
    assert.is(
      describeRefusal(notListed.refusal),
      'blocked -> succeeded is not a transition of AgentRun (from blocked: running, cancelled)',
    );
});

test('a lifecycle the runtime cannot run is refused at start with the reason', () => {
  const broken = compiled.terms.map((term) =>
    term.key === 'Task'
      ? {
          ...term,
          lifecycle: {
            ...term.lifecycle!,
            transitions: [...term.lifecycle!.transitions, { from: 'succeeded', to: 'ready' }],
          },
        }
      : term,
  );
  const result = buildRuntimeModel({ model: compiled.model, terms: broken });
  assert.is(result.ok, false);
  if (!result.ok)
    assert.ok(
      result.problems.includes('Task: transition succeeded -> ready leaves terminal state succeeded'),
      result.problems.join('\n'),
    );
});

test('a cascade the lifecycle does not allow is refused at start', () => {
  const broken = compiled.terms.map((term) =>
    term.key === 'Task'
      ? {
          ...term,
          lifecycle: {
            ...term.lifecycle!,
            transitions: term.lifecycle!.transitions.filter((t) => !(t.from === 'blocked' && t.to === 'cancelled')),
          },
        }
      : term,
  );
  const result = buildRuntimeModel({ model: compiled.model, terms: broken });
  assert.is(result.ok, false);
  if (!result.ok)
    assert.match(result.problems.join('\n'), 'Task cannot move blocked -> cancelled, so the cascade would be illegal');
});

test.run();
