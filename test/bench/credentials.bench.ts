// Benchmark: the credential detector on the runtime's hot path, per command, beside the canonical JSON every command
// pays.
import { findCredentials } from '../../src/model/credentials.js';
import { canonicalize } from '../../src/runtime/core/canonical.js';
import { rate, table } from './measure.js';

const definition = {
  tools: ['git', 'npm', 'rg'],
  policy: { grants: [{ resource: 'repo-*', actions: ['read', 'write'] }] },
  mcp: {
    servers: Array.from({ length: 8 }, (_, i) => ({ name: `server-${i}`, command: `npx mcp-${i}`, args: ['--stdio'] })),
  },
  prompts: Array.from(
    { length: 12 },
    (_, i) => `Review the change set number ${i} and report what breaks, with file names.`,
  ),
  labels: { team: 'core', cost_center: 'cc-1234', region: 'eu-west-1' },
};

/** Commands as the runtime receives them: a transition, a create with free text, a snapshot with a 2 KiB definition. */
const commands: [string, Record<string, unknown>][] = [
  ['transition', { command_id: 'c-100234', type: 'transition', term: 'AgentRun', id: 'run-42', to: 'running' }],
  [
    'create with a title',
    {
      command_id: 'c-100235',
      type: 'create',
      term: 'Task',
      id: 'task-7',
      fields: { work_session_id: 'ws-1', title: 'Migrate the billing service to the new queue' },
    },
  ],
  [
    'publish, 2 KiB definition',
    {
      command_id: 'c-100236',
      type: 'publish',
      term: 'ProjectSnapshot',
      id: 'snap-3',
      fields: { project_id: 'p-1', revision: 'r3', resolved_definition: definition },
    },
  ],
];

/** Operations per second of `work`, over about `ms` milliseconds after a warm-up. */
function perSecond(work: () => unknown, ms = 400): number {
  for (let i = 0; i < 200; i++) work();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 50; i++) work();
    count += 50;
  }
  return count / ((performance.now() - started) / 1000);
}

export default function run(): void {
  console.log('Credential detector per command (floor = canonicalize, which every command pays for its payload hash)');
  const rows = commands.map(([label, command]) => {
    const floor = perSecond(() => canonicalize(command));
    const detector = perSecond(() => findCredentials(command));
    return [label, rate(floor), rate(detector), (floor / detector).toFixed(1)];
  });
  table(['command', 'canonicalize/s', 'findCredentials/s', 'x floor time'], rows);
  console.log('one machine shared by several jobs: absolute rates are noisy; the ratios less so');
}
