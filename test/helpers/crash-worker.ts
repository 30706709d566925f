// A worker for the crash test: appends batches in a loop and acknowledges each on stdout once it has
// committed, until it is killed. Batch ids encode their size, so a reader can check all-or-nothing.
import { writeSync } from 'node:fs';
import { loadRuntimeModel } from '../../src/runtime/model-source.js';
import { openRuntime } from '../../src/runtime/runtime.js';

const [file, cycleArg] = process.argv.slice(2);
const cycle = Number(cycleArg);

async function main(): Promise<void> {
  const runtime = await openRuntime({ path: file!, model: await loadRuntimeModel(), create: false });
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
    commands.push({ command_id: `${prefix}-${size}`, type: 'transition', term: 'AgentRun', id: 'crash-run', to: run!.state === 'running' ? 'blocked' : 'running' });
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
