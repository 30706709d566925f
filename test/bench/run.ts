// `npm run bench`: whole-process `awm build` on the bundled and a synthetic model, against a parse-only floor.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { sampleProcess, summary } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'parse-floor.js');

interface Row {
  model: string;
  command: string;
  medianMs: number;
  peakMiB: number;
  ratio: number;
}

function benchBuild(label: string, modelDir: string, runs: number, work: string): Row[] {
  const base = summary(sampleProcess([floor, modelDir], runs, work));
  const build = summary(sampleProcess([awm, 'build', '--model', modelDir, '--out', path.join(work, `out-${label}`)], runs, work));
  return [
    { model: label, command: 'parse-only floor', ...base, ratio: 1 },
    { model: label, command: 'awm build', ...build, ratio: build.medianMs / base.medianMs },
  ];
}

function print(rows: readonly Row[]): void {
  const header = ['model', 'command', 'median ms', 'peak MiB', 'x floor'];
  const lines = rows.map((r) => [r.model, r.command, r.medianMs.toFixed(0), r.peakMiB.toFixed(0), r.ratio.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const work = tempDir('awm-bench-');
try {
  const syntheticTerms = 2000;
  const synthetic = writeSyntheticModel(path.join(work, 'synthetic'), syntheticTerms);
  const rows = [
    ...benchBuild('published (16 terms)', repoPath('model'), 9, work),
    ...benchBuild(`synthetic (${syntheticTerms} terms)`, synthetic, 5, work),
  ];
  console.log(`awm build, whole process, node ${process.version}, median of the runs after one warm-up\n`);
  print(rows);
  console.log('\ntarget: awm build within 3x the parse-only floor');
} finally {
  rmSync(work, { recursive: true, force: true });
}
