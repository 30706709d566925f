// Benchmark: whole-process `awm docs` (the site) of the published model, beside `awm build` and `awm validate`.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleProcess, summary, type Row } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');

/** Every file under `dir`, with its size. */
function filesIn(dir: string): { file: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => ({ file, bytes: statSync(path.join(dir, file)).size }))
    .filter((entry) => statSync(path.join(dir, entry.file)).isFile());
}

export default function benchDocs(): void {
  const work = tempDir('awm-bench-docs-');
  try {
    const modelDir = repoPath('model');
    const site = path.join(work, 'site');
    const runs = 7;
    const commands: [string, string[]][] = [
      ['awm validate (load, validate, link)', [awm, 'validate', '--model', modelDir]],
      [
        'awm build (model.json, schemas, types, docs)',
        [awm, 'build', '--model', modelDir, '--out', path.join(work, 'g')],
      ],
      ['awm docs (the whole site)', [awm, 'docs', '--model', modelDir, '--out', site]],
    ];
    const measured = commands.map(([command, args]) => ({ command, ...summary(sampleProcess(args, runs, work)) }));
    const base = measured[0]!.medianMs;
    const rows: Row[] = measured.map((m) => ({ model: 'published (16 terms)', ...m, ratio: m.medianMs / base }));
    console.log(`whole process, median of ${runs} runs after one warm-up; ratios against awm validate`);
    printTable(rows);
    const files = filesIn(site);
    const pages = files.filter((entry) => entry.file.endsWith('.html'));
    const megabytes = (entries: typeof files) =>
      (entries.reduce((sum, e) => sum + e.bytes, 0) / 1024 / 1024).toFixed(2);
    const mermaid = files.filter((entry) => entry.file === path.join('assets', 'mermaid.min.js'));
    console.log(
      `site: ${pages.length} pages, ${files.length} files, ${megabytes(files)} MB (pages ${megabytes(pages)} MB, ` +
        `mermaid ${megabytes(mermaid)} MB, ` +
        `search index ${megabytes(files.filter((e) => e.file.endsWith('search-index.js')))} MB)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
