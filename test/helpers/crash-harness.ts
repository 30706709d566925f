// Kills an appending process at random points and checks the database (a SQLite file or a PostgreSQL URL) after each
// kill.
import { spawn } from 'node:child_process';
import { openRuntime } from '../../src/runtime/runtime.js';
import type { RuntimeModel } from '../../src/runtime/core/runtime-model.js';
import { repoPath } from './paths.js';
import { storeAt } from './runtime.js';

export interface CrashReport {
  kills: number;
  acknowledgedBatches: number;
  /** Batches found in the database that the worker had not yet acknowledged when it died. */
  unacknowledgedCommitted: number;
  facts: number;
}

/** Creates the session and run the crash worker appends under. */
export async function prepareCrashDatabase(target: string, model: RuntimeModel): Promise<void> {
  const runtime = await openRuntime({ ...storeAt(target), model, enforceAuthority: false });
  const apply = async (command: Record<string, unknown>) => {
    const result = await runtime.apply(command);
    if (result.status !== 'accepted') throw new Error(result.message);
  };
  const all = { grants: [{ resource: '*', actions: ['*'] }] };
  await apply({ command_id: 'setup-1', type: 'create', term: 'Project', id: 'crash-p', fields: { policy: all } });
  await apply({
    command_id: 'setup-2',
    type: 'publish',
    term: 'ProjectSnapshot',
    id: 'crash-s',
    fields: { project_id: 'crash-p', revision: '1', resolved_definition: { policy: all } },
  });
  await apply({
    command_id: 'setup-3',
    type: 'create',
    term: 'WorkSession',
    id: 'crash-ws',
    fields: { project_snapshot_id: 'crash-s', policy: all },
  });
  await apply({ command_id: 'setup-4', type: 'transition', term: 'WorkSession', id: 'crash-ws', to: 'open' });
  await apply({
    command_id: 'setup-5',
    type: 'create',
    term: 'AgentRun',
    id: 'crash-run',
    fields: { work_session_id: 'crash-ws' },
  });
  await apply({ command_id: 'setup-6', type: 'transition', term: 'AgentRun', id: 'crash-run', to: 'running' });
  await runtime.close();
}

/**
 * Runs one worker until it has acknowledged its first batch (a barrier, not a pause), kills it with
 * SIGKILL after a random delay from there, and returns its acknowledgements.
 */
function killOnce(target: string, cycle: number, maxDelayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [repoPath('dist', 'test', 'helpers', 'crash-worker.js'), target, String(cycle)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (!armed && /^ack /m.test(stdout)) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), 2 + Math.random() * maxDelayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`crash worker ${cycle} ended by itself (${code}): ${stderr}`));
      else
        resolve(
          stdout
            .split('\n')
            .filter((line) => line.startsWith('ack '))
            .map((line) => line.slice(4)),
        );
    });
  });
}

/** Problems found after a kill: empty when the database kept every promise. */
async function checkAfterKill(
  target: string,
  model: RuntimeModel,
  cycle: number,
  acknowledged: readonly string[],
): Promise<{ problems: string[]; committed: number; facts: number }> {
  const problems: string[] = [];
  const runtime = await openRuntime({ ...storeAt(target), model, create: false });
  // Every command of a batch appends at least one fact, and a command's facts are all there or none.
  const ids = new Set<string>();
  for await (const fact of runtime.facts()) if (fact.command_id.startsWith(`c${cycle}-`)) ids.add(fact.command_id);
  for (const id of ids)
    if (!(await runtime.store.findCommand(id))) problems.push(`command ${id} has facts but no record`);
  const batches = new Map<string, number>();
  for (const id of ids) {
    const prefix = id.slice(0, id.lastIndexOf('-'));
    batches.set(prefix, (batches.get(prefix) ?? 0) + 1);
  }
  for (const [prefix, count] of batches) {
    const size = Number(prefix.slice(prefix.lastIndexOf('-n') + 2));
    if (count !== size) problems.push(`batch ${prefix} is partly there: ${count} of ${size} commands`);
  }
  for (const prefix of acknowledged) if (!batches.has(prefix)) problems.push(`acknowledged batch ${prefix} is missing`);
  try {
    const report = await runtime.verify();
    problems.push(...report.problems.map((problem) => `${problem.check}: ${problem.message}`));
    return { problems, committed: batches.size, facts: report.facts };
  } finally {
    await runtime.close();
  }
}

/** `kills` cycles of spawn, append, SIGKILL, reopen and check; throws on the first broken promise. */
export async function crashCycles(
  target: string,
  model: RuntimeModel,
  kills: number,
  maxDelayMs = 40,
): Promise<CrashReport> {
  const report: CrashReport = { kills: 0, acknowledgedBatches: 0, unacknowledgedCommitted: 0, facts: 0 };
  for (let cycle = 1; cycle <= kills; cycle++) {
    const acknowledged = await killOnce(target, cycle, maxDelayMs);
    const { problems, committed, facts } = await checkAfterKill(target, model, cycle, acknowledged);
    if (problems.length > 0) throw new Error(`after kill ${cycle}: ${problems.slice(0, 10).join('; ')}`);
    report.kills += 1;
    report.acknowledgedBatches += acknowledged.length;
    report.unacknowledgedCommitted += committed - acknowledged.length;
    report.facts = facts;
  }
  return report;
}
