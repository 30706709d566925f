// Two writers on one log, as two processes would be: what the tests of a writer's memory of the log share.
import * as assert from 'uvu/assert';
import { openRuntime, type Runtime } from '../../src/runtime/runtime.js';
import { bundledRuntimeModel } from './runtime.js';

/** The principal the commands name, bound to agent-runtime (which owns AgentInstance). */
export const agentHost = { principal: 'agent-host', role: 'agent-runtime' };

/** Moves AgentInstance `id` to `to`, as agent-host. */
export const toggle = (id: string, to: string, commandId: string) => ({
  command_id: commandId,
  type: 'transition',
  term: 'AgentInstance',
  id,
  to,
  actor: agentHost,
});

/** The operator's command that ends agent-host's binding. */
export const revokeAgentHost = {
  command_id: 'revoke',
  type: 'revoke_role',
  principal: agentHost.principal,
  role: agentHost.role,
  actor: { principal: 'operator' },
};

/**
 * Opens two runtimes on one log (a SQLite file or a PostgreSQL URL), two connections as two processes
 * would have: the first with `options` (it creates the log), the second opening it. Runs `body`, then
 * checks that the log verifies, and closes both.
 */
export async function withTwoRuntimes(
  where: { path: string } | { url: string },
  options: { enforceAuthority?: boolean },
  body: (a: Runtime, b: Runtime) => Promise<void>,
): Promise<void> {
  const model = await bundledRuntimeModel();
  const a = await openRuntime({ ...where, model, ...options });
  const b = await openRuntime({ ...where, model, create: false });
  try {
    await body(a, b);
    const report = await a.verify();
    assert.ok(report.ok, JSON.stringify(report.problems));
  } finally {
    await a.close();
    await b.close();
  }
}

/**
 * Two runtimes on one new log (withTwoRuntimes), authority enforced, agent-host granted and
 * AgentInstances `ids` ready before `body` runs.
 */
export function withTwoWriters(
  where: { path: string } | { url: string },
  ids: readonly string[],
  body: (a: Runtime, b: Runtime) => Promise<void>,
): Promise<void> {
  return withTwoRuntimes(where, {}, async (a, b) => {
    const grant = { principal: agentHost.principal, role: agentHost.role, actor: { principal: 'operator' } };
    const setup = await a.applyBatch([
      { command_id: 'grant', type: 'grant_role', ...grant },
      ...ids.flatMap((id) => [
        { command_id: `create-${id}`, type: 'create', term: 'AgentInstance', id, fields: {}, actor: agentHost },
        toggle(id, 'ready', `ready-${id}`),
      ]),
    ]);
    assert.is(setup.status, 'accepted', JSON.stringify(setup));
    await body(a, b);
  });
}
