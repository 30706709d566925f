// Benchmark: whole-process `awm docs` (the site) of the published model, beside `awm build` and `awm validate`, and
// the site of synthetic models of 2,000 and 20,000 terms: its time, peak memory and size.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleOnce, sampleProcess, summary, type Row } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

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
    for (const terms of [2_000, 20_000]) largeSite(work, terms);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `awm docs` of a synthetic model, once (the 20,000-term site takes minutes): a term page holds its
 * own content and the navigation is one shared file, so the site grows with the model.
 */
function largeSite(work: string, terms: number): void {
  const dir = path.join(work, `synthetic-${terms}`);
  const modelDir = writeSyntheticModel(dir, terms, { crosswalks: 'complete' });
  const site = path.join(dir, 'site');
  const sample = sampleOnce([awm, 'docs', '--model', modelDir, '--out', site], dir, {});
  const files = filesIn(site);
  const pages = files.filter((entry) => entry.file.endsWith('.html'));
  const megabytes = (entries: typeof files) => (entries.reduce((sum, e) => sum + e.bytes, 0) / 1024 / 1024).toFixed(1);
  const of = (name: string) => files.filter((entry) => entry.file === path.join(...name.split('/')));
  console.log(
    `${terms} terms: awm docs ${(sample.milliseconds / 1000).toFixed(1)} s, ` +
      `peak ${(sample.peakKiB / 1024).toFixed(0)} MiB; ` +
      `${pages.length} pages, ${megabytes(files)} MB (pages ${megabytes(pages)} MB, ` +
      `navigation ${megabytes(of('assets/nav.js'))} MB, search index ${megabytes(of('assets/search-index.js'))} MB)`,
  );
  rmSync(dir, { recursive: true, force: true });
}
