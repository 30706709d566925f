// Model-based random testing (fast-check): 1,000 random command sequences against the runtime, checked
// after every command against the lifecycle machines, the invariants, and a replay of the log.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalize } from '../../src/runtime/core/canonical.js';
import type { Accepted } from '../../src/runtime/core/results.js';
import type { Runtime } from '../../src/runtime/runtime.js';
import type { Entity } from '../../src/runtime/core/projection.js';
import { assertConsistent, memoryRuntime, must } from '../helpers/runtime.js';
import { listedTransition, yamlLifecycles } from '../helpers/yaml-lifecycles.js';

/** Legality as the YAML lists it: the oracle the runtime's decisions are checked against. */
const lifecycles = yamlLifecycles();

const sequences = 1000;

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const grant = fc.record({
  resource: pick('repo-a', 'repo-b', 'repo-*', 'docs', '*'),
  actions: fc.subarray(['read', 'write', '*'], { minLength: 1 }),
});
const policy = fc.record({ grants: fc.array(grant, { maxLength: 2 }) });

const ids: Record<string, string[]> = {
  Project: ['p0', 'p1'],
  ProjectSnapshot: ['s0', 's1', 's2'],
  WorkSession: ['ws0', 'ws1', 'ws2'],
  AgentRun: ['r0', 'r1', 'r2', 'r3'],
  RunAttempt: ['a0', 'a1', 'a2', 'a3'],
  Turn: ['t0', 't1', 't2', 't3'],
  Task: ['k0', 'k1', 'k2', 'k3'],
  ResourceBinding: ['b0', 'b1'],
  AgentInstance: ['i0', 'i1'],
};
/** Ids of a term: the ones above, or two of its own for a term they do not list. */
const idsOf = (term: string): string[] => (ids[term] ??= [`${term}-0`, `${term}-1`]);
const id = (term: string) => pick(...idsOf(term));

/** A planned command: resolved against the current state when it runs, so most steps are meaningful. */
type Plan =
  | { kind: 'create'; term: string; id: string; extra: Record<string, unknown>; parent: number }
  | { kind: 'move'; term: string; id: string; legal: boolean; choice: number }
  | { kind: 'publish'; id: string; project: string; revision: string; definitionPolicy: unknown }
  | { kind: 'depend'; id: string; dependsOn: string }
  | { kind: 'policy'; id: string; policy: unknown };

const extraFields: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  Project: fc.record({ policy }, { requiredKeys: [] }),
  WorkSession: fc.record(
    { project_snapshot_id: id('ProjectSnapshot'), policy },
    { requiredKeys: ['project_snapshot_id'] },
  ),
  AgentRun: fc.record({ agent_profile_id: pick('reviewer', 'coder') }, { requiredKeys: [] }),
  RunAttempt: fc.record({ agent_instance_id: id('AgentInstance') }, { requiredKeys: [] }),
  Turn: fc.record({ sequence: fc.integer({ min: 1, max: 8 }) }, { requiredKeys: [] }),
  Task: fc.record(
    { title: pick('plan', 'build'), depends_on: fc.subarray(ids.Task!, { maxLength: 2 }) },
    { requiredKeys: [] },
  ),
  ResourceBinding: fc.record({ resource_id: pick('repo-a', 'docs'), grant, sameResource: fc.boolean() }),
  AgentInstance: fc.record({ agent_profile_id: pick('reviewer') }, { requiredKeys: [] }),
};

function planArbitrary(lifecycleTerms: string[]): fc.Arbitrary<Plan> {
  const create = pick(...Object.keys(extraFields)).chain((term) =>
    fc.record({
      kind: fc.constant('create' as const),
      term: fc.constant(term),
      id: id(term),
      extra: extraFields[term]!,
      parent: fc.nat(),
    }),
  );
  const move = pick(...lifecycleTerms).chain((term) =>
    fc.record({
      kind: fc.constant('move' as const),
      term: fc.constant(term),
      id: id(term),
      legal: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
      choice: fc.nat(),
    }),
  );
  const publish = fc.record({
    kind: fc.constant('publish' as const),
    id: id('ProjectSnapshot'),
    project: id('Project'),
    revision: pick('r1', 'r2', 'r3'),
    definitionPolicy: fc.option(policy, { nil: undefined }),
  });
  const depend = fc.record({ kind: fc.constant('depend' as const), id: id('Task'), dependsOn: id('Task') });
  const setPolicy = fc.record({ kind: fc.constant('policy' as const), id: id('Project'), policy });
  return fc.oneof(
    { arbitrary: move, weight: 8 },
    { arbitrary: create, weight: 6 },
    { arbitrary: publish, weight: 1 },
    { arbitrary: depend, weight: 1 },
    { arbitrary: setPolicy, weight: 1 },
  );
}

async function existingIds(runtime: Runtime, term: string): Promise<string[]> {
  const existing: string[] = [];
  for (const candidate of idsOf(term)) if (await runtime.get(term, candidate)) existing.push(candidate);
  return existing;
}

/** Turns a plan into a command, choosing parents among existing entities and (if `legal`) a listed target. */
async function resolve(runtime: Runtime, plan: Plan): Promise<Record<string, unknown>> {
  switch (plan.kind) {
    case 'create': {
      const spec = runtime.model.terms.get(plan.term)!;
      const {
        depends_on: dependsOn,
        sameResource,
        ...fields
      } = plan.extra as Record<string, unknown> & { depends_on?: string[]; sameResource?: boolean };
      if (spec.parent) {
        const candidates = idsOf(spec.parent.term);
        const existing = await existingIds(runtime, spec.parent.term);
        const pool = existing.length > 0 && plan.parent % 5 !== 0 ? existing : candidates;
        fields[spec.parent.field] = pool[plan.parent % pool.length];
      }
      if (plan.term === 'ResourceBinding' && sameResource)
        fields.grant = { ...(fields.grant as object), resource: fields.resource_id };
      return { type: 'create', term: plan.term, id: plan.id, fields, ...(dependsOn ? { depends_on: dependsOn } : {}) };
    }
    case 'move': {
      // Mostly move an entity that exists (any lifecycle term); sometimes the planned one, which may not.
      const existing: Entity[] = [];
      for await (const entity of runtime.entities()) if (entity.state !== null) existing.push(entity);
      const chosen =
        existing.length > 0 && plan.choice % 7 !== 0 ? existing[plan.choice % existing.length]! : undefined;
      const term = chosen?.term ?? plan.term;
      const machine = runtime.model.machines.get(term)!;
      const allowed = chosen ? [...machine.transitions.get(chosen.state!)!] : [];
      const targets = plan.legal && allowed.length > 0 ? allowed : [...machine.states, 'bogus'];
      return { type: 'transition', term, id: chosen?.id ?? plan.id, to: targets[(plan.choice >> 3) % targets.length] };
    }
    case 'publish':
      return {
        type: 'publish',
        term: 'ProjectSnapshot',
        id: plan.id,
        fields: {
          project_id: plan.project,
          revision: plan.revision,
          resolved_definition: plan.definitionPolicy === undefined ? {} : { policy: plan.definitionPolicy },
        },
      };
    case 'depend':
      return { type: 'add_dependency', term: 'Task', id: plan.id, depends_on: plan.dependsOn };
    case 'policy':
      return { type: 'set_policy', term: 'Project', id: plan.id, policy: plan.policy };
  }
}

/**
 * A step: a plan, how to send it (new id, a resend of an earlier command, or an earlier id with this payload),
 * expected_version.
 */
const stepArbitrary = (lifecycleTerms: string[]) =>
  fc.record({
    plan: planArbitrary(lifecycleTerms),
    send: fc.oneof(
      { arbitrary: fc.constant('new' as const), weight: 12 },
      { arbitrary: fc.constant('resend' as const), weight: 1 },
      { arbitrary: fc.constant('reuse' as const), weight: 1 },
    ),
    earlier: fc.nat(),
    expected: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 6 },
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.constantFrom(-1, 1), weight: 1 },
    ),
  });

const keepInvariants =
  `${sequences} random command sequences keep every invariant, ` + 'and replay always equals the live projection';
test(keepInvariants, async () => {
  const probe = await memoryRuntime();
  const lifecycleTerms = [...probe.model.machines.keys()];
  await probe.close();
  const steps = fc.array(stepArbitrary(lifecycleTerms), { minLength: 3, maxLength: 20 });

  let accepted = 0;
  let refused = 0;
  const codes: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(steps, async (plannedSteps) => {
      const runtime = await memoryRuntime();
      try {
        await must(runtime, {
          type: 'create',
          term: 'Project',
          id: 'p0',
          fields: {
            policy: {
              grants: [
                { resource: 'repo-*', actions: ['read', 'write'] },
                { resource: 'docs', actions: ['read'] },
              ],
            },
          },
        });
        await must(runtime, {
          type: 'publish',
          term: 'ProjectSnapshot',
          id: 's0',
          fields: {
            project_id: 'p0',
            revision: 'r0',
            resolved_definition: { policy: { grants: [{ resource: 'repo-*', actions: ['read', 'write'] }] } },
          },
        });
        await must(runtime, {
          type: 'create',
          term: 'WorkSession',
          id: 'ws0',
          fields: { project_snapshot_id: 's0', policy: { grants: [{ resource: 'repo-*', actions: ['read'] }] } },
        });
        const sent: { command: Record<string, unknown>; result?: Accepted }[] = [];
        for (const [index, { plan, send, earlier, expected }] of plannedSteps.entries()) {
          let command: Record<string, unknown> = { command_id: `c${index}`, ...(await resolve(runtime, plan)) };
          const target = await runtime.get(command.term as string, command.id as string);
          // expected_version: the right one, or one off (a stale read), or none.
          if (expected !== undefined) command.expected_version = Math.max(0, (target?.version ?? 0) + expected);
          let replayOf: Accepted | undefined;
          const previous = sent[earlier % Math.max(1, sent.length)];
          if (send !== 'new' && previous) {
            if (send === 'resend') {
              command = previous.command;
              replayOf = previous.result;
            } else command = { ...command, command_id: previous.command.command_id };
          }
          const term = command.term as string;
          const before = await runtime.get(term, command.id as string);
          const head = await runtime.headSeq();
          const result = await runtime.apply(command);
          const after = await runtime.headSeq();
          const context = `step ${index}: ${JSON.stringify(command)} -> ${JSON.stringify(result)}`;
          const earlierSameId = sent.find((s) => s.result && s.command.command_id === command.command_id);

          if (result.status === 'refused') {
            refused += 1;
            codes[result.code] = (codes[result.code] ?? 0) + 1;
            assert.is(after, head, `a refusal appends nothing (${context})`);
          } else {
            accepted += 1;
            if (earlierSameId) {
              assert.is(after, head, `a resent command appends nothing (${context})`);
              assert.equal(result, earlierSameId.result, `a resent command gets the same result (${context})`);
              if (replayOf) assert.equal(result, replayOf, context);
            } else assert.is(after - head, result.facts.length, context);
          }
          if (earlierSameId && canonicalize(earlierSameId.command) !== canonicalize(command)) {
            assert.is(result.status === 'refused' && result.code, 'COMMAND_ID_REUSED', context);
          }
          if (command.type === 'transition' && before && !earlierSameId) {
            const legal = listedTransition(lifecycles.get(term)!, before.state!, command.to as string);
            const versionOk = command.expected_version === undefined || command.expected_version === before.version;
            if (!legal && versionOk)
              assert.ok(
                result.status === 'refused' && ['ILLEGAL_TRANSITION', 'UNKNOWN_STATE'].includes(result.code),
                context,
              );
            if (!versionOk) assert.is(result.status === 'refused' && result.code, 'VERSION_CONFLICT', context);
            if (result.status === 'accepted') {
              assert.ok(legal, `only legal transitions are accepted (${context})`);
              assert.is((await runtime.get(term, command.id as string))!.state, command.to, context);
            }
          }
          sent.push({ command, ...(result.status === 'accepted' && !earlierSameId ? { result } : {}) });
          await assertConsistent(runtime, context);
        }
        const report = await runtime.verify();
        assert.ok(report.ok, JSON.stringify(report.problems));
      } finally {
        await runtime.close();
      }
    }),
    { numRuns: sequences },
  );
  assert.ok(Object.keys(codes).length >= 12, `refusal codes seen: ${Object.keys(codes).join(', ')}`);
  assert.ok(
    accepted > sequences * 2 && refused > sequences,
    `accepted ${accepted}, refused ${refused}: the sequences exercise both paths`,
  );
  console.log(
    `  ${sequences} sequences: ${accepted} commands accepted, ${refused} refused (${Object.keys(codes).length} ` +
      `refusal codes)`,
  );
});

test.run();
