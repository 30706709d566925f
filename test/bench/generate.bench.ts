// Benchmark: whole-process `awm build` of the published model (every generator) against the parse-only floor.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleProcess, summary, type Row } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'parse-floor.js');

export default function benchGenerate(): void {
  const work = tempDir('awm-bench-generate-');
  try {
    const modelDir = repoPath('model');
    const out = path.join(work, 'generated');
    const runs = 11;
    const commands: [string, string[]][] = [
      ['parse-only floor', [floor, modelDir]],
      ['awm validate (load, validate, link)', [awm, 'validate', '--model', modelDir]],
      ['awm build (model.json, schemas, types, docs)', [awm, 'build', '--model', modelDir, '--out', out]],
      ['awm build --check', [awm, 'build', '--check', '--model', modelDir, '--out', out]],
    ];
    const measured = commands.map(([command, args]) => ({ command, ...summary(sampleProcess(args, runs, work)) }));
    const base = measured[0]!.medianMs;
    const rows: Row[] = measured.map((m) => ({ model: 'published (16 terms)', ...m, ratio: m.medianMs / base }));
    console.log(`whole process, median of ${runs} runs after one warm-up; ratios against the parse-only floor`);
    printTable(rows);
    const validate = measured[1]!.medianMs;
    const build = measured[2]!.medianMs;
    console.log(
      `generation (build minus validate): ${(build - validate).toFixed(0)} ms, ${(build / validate).toFixed(2)}x ` +
        `validate`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
