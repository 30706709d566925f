// A worker process for the concurrency test: applies N accepted commands to a shared SQLite file or
// PostgreSQL database, re-reading and retrying on VERSION_CONFLICT. Prints a JSON summary; any other failure exits 1.
import { pathToFileURL } from 'node:url';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { openRuntime } from '../../src/runtime/runtime.js';
import { storeAt } from './runtime.js';

const [target, workerArg, countArg] = process.argv.slice(2);
const worker = Number(workerArg);
const count = Number(countArg);

/** Hot entities every worker moves back and forth between two states. */
export const hotEntities: { term: string; id: string; states: [string, string] }[] = [
  { term: 'WorkSession', id: 'hot-ws-0', states: ['open', 'paused'] },
  { term: 'WorkSession', id: 'hot-ws-1', states: ['open', 'paused'] },
  { term: 'AgentRun', id: 'hot-run-0', states: ['running', 'blocked'] },
  { term: 'AgentRun', id: 'hot-run-1', states: ['running', 'blocked'] },
  { term: 'Task', id: 'hot-task-0', states: ['in_progress', 'blocked'] },
];

async function main(): Promise<void> {
  // NORMAL: this test is about contention, not power loss; commits stay atomic either way.
  const runtime = await openRuntime({
    ...storeAt(target!),
    model: await loadRuntimeModel(),
    create: false,
    synchronous: 'normal',
  });
  let seed = worker * 7919 + 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const accepted: string[] = [];
  let conflicts = 0;
  let created = 0;
  let serial = 0;
  const commandId = () => `w${worker}-${++serial}`;
  while (accepted.length < count) {
    const roll = random();
    if (roll < 0.6) {
      // Toggle a hot entity: read, decide, apply with the version read; on conflict, read again.
      const hot = hotEntities[Math.floor(random() * hotEntities.length)]!;
      for (;;) {
        const entity = (await runtime.get(hot.term, hot.id))!;
        const to = entity.state === hot.states[0] ? hot.states[1] : hot.states[0];
        const id = commandId();
        const result = await runtime.apply({
          command_id: id,
          type: 'transition',
          term: hot.term,
          id: hot.id,
          to,
          expected_version: entity.version,
        });
        if (result.status === 'accepted') {
          accepted.push(id);
          break;
        }
        if (result.code !== 'VERSION_CONFLICT')
          throw new Error(`unexpected refusal: ${result.code}: ${result.message}`);
        conflicts += 1;
      }
    } else if (roll < 0.8) {
      // A Turn under a hot run: its sequence is assigned inside the transaction, so it must stay increasing.
      const id = commandId();
      const result = await runtime.apply({
        command_id: id,
        type: 'create',
        term: 'Turn',
        id: `turn-${worker}-${serial}`,
        fields: { agent_run_id: `hot-run-${serial % 2}` },
      });
      if (result.status !== 'accepted') throw new Error(`unexpected refusal: ${result.code}: ${result.message}`);
      accepted.push(id);
    } else {
      const id = commandId();
      const result = await runtime.apply({
        command_id: id,
        type: 'create',
        term: 'AgentRun',
        id: `run-${worker}-${++created}`,
        fields: { work_session_id: `hot-ws-${serial % 2}` },
      });
      if (result.status !== 'accepted') throw new Error(`unexpected refusal: ${result.code}: ${result.message}`);
      accepted.push(id);
    }
  }
  await runtime.close();
  process.stdout.write(`${JSON.stringify({ worker, accepted, conflicts })}\n`);
}

// Only when run as a script, not when the test imports hotEntities.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    process.stderr.write(`worker ${worker}: ${error.stack ?? error.message}\n`);
    process.exit(1);
  });
}
