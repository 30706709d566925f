// Benchmark: what checkpoints cost, whole-process: verify with a file of 1,000 checkpoints beside verify alone, and
// signing one.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleInterleaved, summary } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const facts = 20_000;
const checkpoints = 1_000;

function run(dir: string, args: string[]): string {
  const result = spawnSync(process.execPath, [awm, 'runtime', ...args, '--db', 'bench.db'], {
    cwd: dir,
    encoding: 'utf8',
    // apply prints a line per command.
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0) throw new Error(`awm runtime ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

export default function benchCheckpoint(): void {
  const dir = tempDir('awm-bench-checkpoint-');
  try {
    run(dir, ['init', '--no-enforce-authority']);
    const commands = Array.from({ length: facts }, (_, i) =>
      JSON.stringify({ command_id: `c${i}`, type: 'create', term: 'Project', id: `p${i}` }),
    );
    writeFileSync(path.join(dir, 'commands.jsonl'), `${commands.join('\n')}\n`);
    run(dir, ['apply', 'commands.jsonl', '--atomic']);
    run(dir, ['checkpoint', '--key', 'ops.pem', '--new-key', '--append', 'one.jsonl']);
    // Each line is checked on its own (signature, then position): repeats cost what distinct lines do.
    writeFileSync(path.join(dir, 'many.jsonl'), readFileSync(path.join(dir, 'one.jsonl'), 'utf8').repeat(checkpoints));
    const runtime = (...args: string[]) => [awm, 'runtime', ...args, '--db', 'bench.db'];
    const commandsRun = [
      ['verify', runtime('verify')],
      [
        `verify --checkpoint (${checkpoints} lines)`,
        runtime('verify', '--checkpoint', 'many.jsonl', '--key', 'ops.pub.pem'),
      ],
      ['checkpoint (printed)', runtime('checkpoint', '--key', 'ops.pem')],
    ] as const;
    const samples = sampleInterleaved(
      commandsRun.map(([, args]) => args),
      3,
      dir,
    );
    const base = summary(samples[0]!).medianMs;
    printTable(
      commandsRun.map(([command], i) => {
        const { medianMs, peakMiB } = summary(samples[i]!);
        return { model: `${facts} facts`, command, medianMs, peakMiB, ratio: medianMs / base };
      }),
    );
    console.log('target: verify --checkpoint within 1.1x of verify; a checkpoint signed in start-up time');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
