// Benchmark: the load front door, whole-process `awm lint`, `awm validate` and `awm build` cold from the CLI on the
// published model and on 2,000 and 20,000 terms, against parse-only floors, and against an earlier build when named.
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { median, sampleOnce, table, type ProcessSample } from './measure.js';
import { spellings, writeMisspeltModel } from './misspelt-model.js';
import { writeSyntheticModel } from './synthetic-model.js';

const floor = repoPath('dist', 'test', 'bench', 'parse-floor.js');

/**
 * The CLIs to compare: this build, and the one AWM_BENCH_BEFORE names (the `dist/src/cli/main.js` of another
 * checkout, compiled), so a change to loading is measured before and after in one run.
 */
function clis(): { label: string; main: string }[] {
  const before = process.env.AWM_BENCH_BEFORE;
  const current = { label: 'this build', main: repoPath('dist', 'src', 'cli', 'main.js') };
  return before ? [{ label: 'before', main: path.resolve(before) }, current] : [current];
}

type Command = 'lint' | 'validate' | 'build';

/** One command line to time, and what it is called in the table. */
interface Run {
  label: string;
  args: string[];
  okStatuses?: number[];
}

function commandRuns(command: Command, modelDir: string, work: string): Run[] {
  return clis().map(({ label, main }) => {
    const args =
      command === 'lint'
        ? [main, 'lint', '--model', modelDir, '--format', 'json', '--output-file', path.join(work, 'lint.json')]
        : command === 'validate'
          ? [main, 'validate', '--model', modelDir]
          : [main, 'build', '--model', modelDir, '--out', path.join(work, 'out')];
    return { label: `awm ${command} (${label})`, args };
  });
}

/**
 * The runs in turn, `rounds` times, so a machine busy with other work slows them alike; after a warm-up round
 * (for the file cache) unless there is one round only, of a model just written and so in the cache already.
 */
function interleave(model: string, runs: readonly Run[], rounds: number, work: string): string[][] {
  const samples = runs.map((): ProcessSample[] => []);
  for (let round = rounds > 1 ? 0 : 1; round <= rounds; round++)
    runs.forEach((run, i) => {
      const sample = sampleOnce(run.args, work, run.okStatuses ? { okStatuses: run.okStatuses } : {});
      if (round > 0) samples[i]!.push(sample);
    });
  const medians = samples.map((s) => median(s.map((sample) => sample.milliseconds)));
  return runs.map((run, i) => [
    model,
    run.label,
    medians[i]!.toFixed(0),
    median(samples[i]!.map((sample) => sample.cpuMs)).toFixed(0),
    (medians[i]! / medians[0]!).toFixed(2),
  ]);
}

function measureModel(model: string, modelDir: string, rounds: number, work: string, commands: Command[]): string[][] {
  const floors: Run[] = ['yaml', 'js-yaml'].map((parser) => ({
    label: `parse-only floor (${parser})`,
    args: [floor, modelDir, parser],
  }));
  return [
    ...interleave(model, floors, rounds, work),
    ...commands.flatMap((command) => interleave(model, commandRuns(command, modelDir, work), rounds, work)),
  ];
}

/**
 * Findings need positions, which the fast parser does not keep: at 4,000 terms with every `references` target
 * misspelt, every term file is parsed again with `yaml`. Right against near spelling is what positions cost.
 */
function positions(work: string): string[][] {
  const terms = 4000;
  const [right, near] = spellings.slice(0, 2).map((spelling) => {
    const dir = path.join(work, `misspelt-${spelling}`);
    mkdirSync(dir);
    return { spelling, modelDir: writeMisspeltModel(dir, terms, spelling) };
  });
  const runs = clis().flatMap(({ label, main }) =>
    [right!, near!].map(({ spelling, modelDir }) => ({
      label: `awm lint, targets ${spelling} (${label})`,
      args: [main, 'lint', '--model', modelDir, '--format', 'json', '--output-file', path.join(work, 'm.json')],
      okStatuses: [0, 1],
    })),
  );
  return interleave(`synthetic (${terms} terms)`, runs, 3, work);
}

const header = ['model', 'command', 'median ms', 'cpu ms', 'x first row'];

export default function benchLoad(): void {
  const work = tempDir('awm-bench-load-');
  const loads = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  try {
    console.log(`${cpus().length} cores, load average ${loads()} at the start`);
    console.log('cold whole-process runs taking turns, medians (after one warm-up round where there are several)');
    table(header, measureModel('published (16 terms)', repoPath('model'), 11, work, ['lint', 'validate', 'build']));
    const synthetic = (terms: number) =>
      writeSyntheticModel(path.join(work, `synthetic-${terms}`), terms, { crosswalks: 'complete' });
    const small = synthetic(2000);
    table(header, measureModel('synthetic (2000 terms)', small, 3, work, ['lint', 'validate', 'build']));
    rmSync(path.dirname(small), { recursive: true, force: true });
    console.log(`load average ${loads()}`);
    // A build writes 140,000 files at 20,000 terms, minutes a run: builds are measured at 2,000 terms and fewer.
    const large = synthetic(20000);
    table(header, measureModel('synthetic (20000 terms)', large, 1, work, ['lint', 'validate']));
    rmSync(path.dirname(large), { recursive: true, force: true });
    console.log(`load average ${loads()}`);
    table(header, positions(work));
    console.log(`load average ${loads()} at the end`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
