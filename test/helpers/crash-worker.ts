// A worker for the crash tests (SQLite file or PostgreSQL URL): appends batches in a loop and acknowledges
// each on stdout once it has committed, until it is killed. Batch ids encode their size, so a reader can check
// all-or-nothing.
import { writeSync } from 'node:fs';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { storeAt } from './runtime.js';

const [target, cycleArg] = process.argv.slice(2);
const cycle = Number(cycleArg);

/** Appends a command's facts inside a transaction, says so, and never commits: the test kills it there. */
async function appendAndHang(): Promise<void> {
  const runtime = await openRuntime({ ...storeAt(target!), model: await loadRuntimeModel(), create: false });
  await runtime.store.write(async (tx) => {
    const fields = { task_id: 'hung-task', work_session_id: 'crash-ws' };
    const [fact] = await tx.appendFacts('hung-1', [
      {
        term: 'Task',
        entity_id: 'hung-task',
        version: 1,
        type: 'created',
        data: { state: 'pending', fields, parent: { term: 'WorkSession', id: 'crash-ws' } },
      },
    ]);
    await tx.recordCommand({
      command_id: 'hung-1',
      payload_hash: 'ab'.repeat(32),
      result: {
        status: 'accepted',
        command_id: 'hung-1',
        facts: [{ seq: fact!.seq, stream: fact!.stream, version: 1, type: 'created' }],
        entity: { term: 'Task', id: 'hung-task', state: 'pending', version: 1 },
      },
    });
    writeSync(1, `appended ${fact!.seq}\n`);
    await new Promise(() => setInterval(() => undefined, 60_000));
  });
}

async function main(): Promise<void> {
  if (cycleArg === 'hang') return appendAndHang();
  const runtime = await openRuntime({ ...storeAt(target!), model: await loadRuntimeModel(), create: false });
  writeSync(1, 'ready\n');
  let seed = cycle * 48271 + 11;
  for (let batch = 1; ; batch++) {
    seed = (seed * 48271) % 2147483647;
    const size = 1 + (seed % 6);
    const prefix = `c${cycle}-b${batch}-n${size + 1}`;
    const commands: Record<string, unknown>[] = Array.from({ length: size }, (_, i) => ({
      command_id: `${prefix}-${i}`,
      type: 'create',
      term: 'Task',
      id: `task-${cycle}-${batch}-${i}`,
      fields: { work_session_id: 'crash-ws', title: `batch ${batch} item ${i}` },
    }));
    const run = await runtime.get('AgentRun', 'crash-run');
    commands.push({
      command_id: `${prefix}-${size}`,
      type: 'transition',
      term: 'AgentRun',
      id: 'crash-run',
      to: run!.state === 'running' ? 'blocked' : 'running',
    });
    const result = await runtime.applyBatch(commands);
    if (result.status !== 'accepted') throw new Error(`batch refused: ${result.refusal.message}`);
    // Acknowledge only after the commit returned: these facts must survive the kill.
    writeSync(1, `ack ${prefix}\n`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`crash worker: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
