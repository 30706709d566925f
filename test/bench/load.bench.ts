// Benchmark: what the load shortcuts buy, whole-process `awm lint`, `awm validate` and `awm build` cold from the CLI
// on the published model and on 2,000 and 20,000 terms, each shortcut on and off, taking turns in one run.
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { median, sampleOnce, table, type ProcessSample } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');

/** One way of loading, named by the shortcuts it uses (AWM_LOAD_SHORTCUTS), each adding one to the one before. */
interface Variant {
  label: string;
  shortcuts: string;
}

const ladder: Variant[] = [
  { label: 'plain (yaml, one thread, validate checks)', shortcuts: '' },
  { label: '+ js-yaml fast parser', shortcuts: 'fast' },
  { label: '+ schema check inside load', shortcuts: 'fast,check' },
  { label: '+ load workers (all shortcuts)', shortcuts: 'fast,check,workers' },
];

type Command = 'lint' | 'validate' | 'build';
const commands: Command[] = ['lint', 'validate', 'build'];

function argsFor(command: Command, modelDir: string, work: string): string[] {
  if (command === 'lint')
    return [awm, 'lint', '--model', modelDir, '--format', 'json', '--output-file', path.join(work, 'lint.json')];
  if (command === 'validate') return [awm, 'validate', '--model', modelDir];
  return [awm, 'build', '--model', modelDir, '--out', path.join(work, 'out')];
}

/** Each command on one model: every variant in turn, `runs` rounds after a warm-up round, so load slows all alike. */
function measureModel(
  label: string,
  modelDir: string,
  runs: number,
  work: string,
  only: readonly Command[] = commands,
): string[][] {
  const rows: string[][] = [];
  for (const command of only) {
    const samples = ladder.map((): ProcessSample[] => []);
    for (let round = 0; round <= runs; round++)
      ladder.forEach((variant, i) => {
        const env = { ...process.env, AWM_LOAD_SHORTCUTS: variant.shortcuts };
        const sample = sampleOnce(argsFor(command, modelDir, work), work, { env });
        if (round > 0) samples[i]!.push(sample);
      });
    const medians = samples.map((s) => median(s.map((sample) => sample.milliseconds)));
    const cpu = samples.map((s) => median(s.map((sample) => sample.cpuMs)));
    ladder.forEach((variant, i) => {
      // What this shortcut saves of the time without it (the variant before it on the ladder).
      const saved = i === 0 ? '' : `${((100 * (medians[i - 1]! - medians[i]!)) / medians[i - 1]!).toFixed(1)}%`;
      rows.push([label, `awm ${command}`, variant.label, medians[i]!.toFixed(0), cpu[i]!.toFixed(0), saved]);
    });
  }
  return rows;
}

const header = ['model', 'command', 'load', 'median ms', 'cpu ms', 'saves'];

export default function benchLoad(): void {
  const work = tempDir('awm-bench-load-');
  const loads = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  try {
    console.log(`${cpus().length} cores, load average ${loads()} at the start`);
    console.log('cold whole-process runs, medians after one warm-up round; "saves" is of the time of the row above');
    table(header, measureModel('published (16 terms)', repoPath('model'), 15, work));
    const synthetic = (terms: number) =>
      writeSyntheticModel(path.join(work, `synthetic-${terms}`), terms, { crosswalks: 'complete' });
    const small = synthetic(2000);
    table(header, [
      ...measureModel('synthetic (2000 terms)', small, 5, work, ['lint', 'validate']),
      ...measureModel('synthetic (2000 terms)', small, 3, work, ['build']),
    ]);
    rmSync(path.dirname(small), { recursive: true, force: true });
    console.log(`load average ${loads()}`);
    // A build writes 140,000 files at 20,000 terms, minutes a run: the shortcuts are judged at 2,000 terms or fewer.
    const large = synthetic(20000);
    table(header, measureModel('synthetic (20000 terms)', large, 1, work, ['lint', 'validate']));
    console.log(`load average ${loads()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
