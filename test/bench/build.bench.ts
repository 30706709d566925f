// Benchmark: whole-process `awm build` on the bundled and a synthetic model, against a parse-only floor.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleProcess, summary, type Row } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'parse-floor.js');

function measureBuild(label: string, modelDir: string, runs: number, work: string): Row[] {
  const base = summary(sampleProcess([floor, modelDir], runs, work));
  const build = summary(
    sampleProcess([awm, 'build', '--model', modelDir, '--out', path.join(work, `out-${label}`)], runs, work),
  );
  return [
    { model: label, command: 'parse-only floor (yaml)', ...base, ratio: 1 },
    { model: label, command: 'awm build', ...build, ratio: build.medianMs / base.medianMs },
  ];
}

export default function benchBuild(): void {
  const work = tempDir('awm-bench-');
  try {
    const syntheticTerms = 2000;
    const synthetic = writeSyntheticModel(path.join(work, 'synthetic'), syntheticTerms);
    const rows = [
      ...measureBuild('published (16 terms)', repoPath('model'), 9, work),
      ...measureBuild(`synthetic (${syntheticTerms} terms)`, synthetic, 5, work),
    ];
    console.log('awm build, whole process, median of the runs after one warm-up');
    printTable(rows);
    console.log('target: awm build within 3x the parse-only floor');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
