// Shared set-up for runtime tests: the model, in-memory runtimes, and a project/snapshot/session scaffold.
import * as assert from 'uvu/assert';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import type { Entity } from '../../src/runtime/core/projection.js';
import { replay, compareProjections } from '../../src/runtime/core/projection.js';
import { checkInvariants } from '../../src/runtime/core/invariants.js';
import type { RuntimeModel } from '../../src/runtime/core/runtime-model.js';
import type { Accepted, CommandResult } from '../../src/runtime/core/results.js';
import { isPostgresUrl } from '../../src/runtime/store/postgres/url.js';
import { openRuntime, type Runtime, type RuntimeOptions } from '../../src/runtime/runtime.js';

let cached: Promise<RuntimeModel> | undefined;

/** The bundled compiled model as the runtime sees it, loaded once per test process. */
export function bundledRuntimeModel(): Promise<RuntimeModel> {
  cached ??= loadRuntimeModel();
  return cached;
}

/**
 * A runtime on a private in-memory database. Authority is not enforced unless `options` ask for it:
 * most runtime tests are about the model's other rules, and their commands name no actor.
 */
export async function memoryRuntime(options: Partial<RuntimeOptions> = {}): Promise<Runtime> {
  return openRuntime({ path: ':memory:', model: await bundledRuntimeModel(), enforceAuthority: false, ...options });
}

/** The runtime options naming a SQLite file or a PostgreSQL URL, as a worker process gets it on its command line. */
export function storeAt(target: string): { path: string } | { url: string } {
  return isPostgresUrl(target) ? { url: target } : { path: target };
}

/** A policy that grants everything: the ceiling for scaffolded projects. */
export const allowAll = { grants: [{ resource: '*', actions: ['*'] }] };

let commandCounter = 0;
/** A fresh command id. */
export const nextId = (prefix = 'cmd') => `${prefix}-${++commandCounter}`;

export function expectAccepted(result: CommandResult, why = ''): Accepted {
  if (result.status !== 'accepted')
    assert.unreachable(`expected acceptance${why ? ` (${why})` : ''}, got ${result.code}: ${result.message}`);
  return result as Accepted;
}

export function expectRefused(result: CommandResult, code: string, why = ''): void {
  if (result.status === 'accepted')
    assert.unreachable(`expected ${code}${why ? ` (${why})` : ''}, but it was accepted`);
  else assert.is(result.code, code, `${why} ${result.message}`);
}

/** Applies a command that must be accepted. */
export async function must(runtime: Runtime, command: Record<string, unknown>): Promise<Accepted> {
  return expectAccepted(await runtime.apply({ command_id: nextId(), ...command }), JSON.stringify(command));
}

/** Creates a Project with an allow-all policy and a snapshot of it; returns the snapshot id. */
export async function scaffoldSnapshot(runtime: Runtime, suffix: string, policy: unknown = allowAll): Promise<string> {
  await must(runtime, {
    type: 'create',
    term: 'Project',
    id: `p-${suffix}`,
    fields: { display_name: `Project ${suffix}`, policy: allowAll },
  });
  await must(runtime, {
    type: 'publish',
    term: 'ProjectSnapshot',
    id: `s-${suffix}`,
    fields: { project_id: `p-${suffix}`, revision: 'r1', resolved_definition: { policy } },
  });
  return `s-${suffix}`;
}

/** Creates an open WorkSession (pinning a fresh snapshot) and returns its id. */
export async function scaffoldSession(runtime: Runtime, suffix: string, policy: unknown = allowAll): Promise<string> {
  const snapshot = await scaffoldSnapshot(runtime, suffix, policy);
  await must(runtime, {
    type: 'create',
    term: 'WorkSession',
    id: `ws-${suffix}`,
    fields: { project_snapshot_id: snapshot, policy },
  });
  await must(runtime, { type: 'transition', term: 'WorkSession', id: `ws-${suffix}`, to: 'open' });
  return `ws-${suffix}`;
}

/**
 * The fields a new entity of `term` needs: the parent reference (the field the runtime model names,
 * when `parentField` is given) and what particular terms require besides.
 */
export function requiredFields(
  term: string,
  parentId: string | undefined,
  snapshotId: string | undefined,
  parentField?: string,
): Record<string, unknown> {
  const parent = parentField && parentId !== undefined ? { [parentField]: parentId } : {};
  return { ...parent, ...termFields(term, parentId, snapshotId) };
}

function termFields(term: string, parentId: string | undefined, snapshotId: string | undefined) {
  switch (term) {
    case 'Project':
      return { policy: allowAll };
    case 'WorkSession':
      return { project_snapshot_id: snapshotId, policy: allowAll };
    case 'ResourceBinding':
      return { work_session_id: parentId, resource_id: 'repo-a', grant: { resource: 'repo-a', actions: ['read'] } };
    case 'AgentRun':
    case 'Task':
      return { work_session_id: parentId };
    case 'RunAttempt':
    case 'Turn':
      return { agent_run_id: parentId };
    default:
      return {};
  }
}

/**
 * Creates an entity of any lifecycle term with everything it needs (parents, a pinned snapshot),
 * under fresh ids derived from `suffix`; returns its id.
 */
export async function scaffoldEntity(runtime: Runtime, term: string, suffix: string): Promise<string> {
  const spec = runtime.model.terms.get(term)!;
  let parentId: string | undefined;
  if (spec.parent) parentId = await scaffoldEntity(runtime, spec.parent.term, `${suffix}-${spec.parent.term}`);
  const snapshotId = term === 'WorkSession' ? await scaffoldSnapshot(runtime, suffix) : undefined;
  const id = `${term}-${suffix}`;
  const fields = requiredFields(term, parentId, snapshotId, spec.parent?.field);
  await must(runtime, { type: 'create', term, id, fields });
  return id;
}

/** The shortest path of states from the machine's initial state to `state` (breadth-first). */
export function pathTo(runtime: Runtime, term: string, state: string): string[] {
  const machine = runtime.model.machines.get(term)!;
  const previous = new Map<string, string | undefined>([[machine.initial, undefined]]);
  const queue = [machine.initial];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of machine.transitions.get(at)!) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  if (!previous.has(state)) throw new Error(`${term}: ${state} is unreachable`);
  const path: string[] = [];
  for (let at: string | undefined = state; at !== machine.initial && at !== undefined; at = previous.get(at))
    path.unshift(at);
  return path;
}

/** The live projection keyed by stream. */
export async function liveProjection(runtime: Runtime): Promise<Map<string, Entity>> {
  const entities = new Map<string, Entity>();
  for await (const entity of runtime.entities()) entities.set(`${entity.term}/${entity.id}`, entity);
  return entities;
}

/** Asserts that replaying the log gives exactly the live projection and that every invariant holds. */
export async function assertConsistent(runtime: Runtime, context = ''): Promise<void> {
  const replayed = await replay(runtime.facts());
  const differences = await compareProjections(runtime.entities(), replayed);
  assert.equal(
    differences.map((d) => `${d.stream} ${d.problem}`),
    [],
    `replay differs ${context}`,
  );
  assert.equal(checkInvariants(runtime.model, replayed), [], `invariants ${context}`);
}
