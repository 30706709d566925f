// Benchmark: whole-process `awm lint` on the bundled and synthetic models against parse-only floors, and Spectral
// beside it.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileModel } from '../../src/compile.js';
import { canonicalJson } from '../../src/emit/canonical-json.js';
import { lintRules } from '../../lint-rules/index.js';
import { bundleModel } from '../../src/model/bundle.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleInterleaved, sampleProcess, summary, type Row } from './measure.js';
import { spellings, writeMisspeltModel } from './misspelt-model.js';
import { writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'parse-floor.js');
const spectral = repoPath('node_modules', '.bin', 'spectral');
const ruleset = repoPath('test', 'bench', 'spectral', 'ruleset.mjs');
const ruleCount = lintRules.length;

/**
 * Rows for one model: both parse floors, awm lint, and Spectral on the compiled JSON; ratios against the yaml floor.
 */
function measure(label: string, modelDir: string, runs: number, work: string, withSpectral = true): Row[] {
  const yamlFloor = summary(sampleProcess([floor, modelDir, 'yaml'], runs, work));
  const jsYamlFloor = summary(sampleProcess([floor, modelDir, 'js-yaml'], runs, work));
  // The published model has warnings only; a lint exit of 1 would mean errors in a synthetic model.
  const lint = summary(
    sampleProcess(
      [awm, 'lint', '--model', modelDir, '--format', 'json', '--output-file', path.join(work, 'lint.json')],
      runs,
      work,
    ),
  );
  const rows: Row[] = [
    { model: label, command: 'parse-only floor (yaml)', ...yamlFloor, ratio: 1 },
    {
      model: label,
      command: 'parse-only floor (js-yaml)',
      ...jsYamlFloor,
      ratio: jsYamlFloor.medianMs / yamlFloor.medianMs,
    },
    { model: label, command: `awm lint (all ${ruleCount} rules)`, ...lint, ratio: lint.medianMs / yamlFloor.medianMs },
  ];
  if (withSpectral && existsSync(spectral)) {
    // generated/model.json as `awm build` writes it, made here: a whole build writes every other generated file
    // too (140,000 of them at 20,000 terms), which is not what this measures.
    const json = path.join(work, `model-${runs}.json`);
    const { model } = compileModel(modelDir);
    if (!model) throw new Error(`${modelDir} did not compile`);
    writeFileSync(json, canonicalJson(bundleModel(model)));
    const result = summary(
      sampleProcess(
        ['lint', json, '--ruleset', ruleset, '--format', 'json', '--output', path.join(work, 'spectral.json')],
        Math.min(runs, 3),
        work,
        { command: spectral, okStatuses: [0, 1] },
      ),
    );
    rows.push({
      model: label,
      command: 'spectral (4 inverse/identity rules)',
      ...result,
      ratio: result.medianMs / yamlFloor.medianMs,
    });
  }
  return rows;
}

/**
 * Did-you-mean at scale: 4,000 terms whose every `references` target is spelt right, one edit off (each gets a
 * suggestion) or far from any term (none does), taking turns; both misspelt models also pay for their findings'
 * positions (every term file parsed again, with positions), so near against far is what the suggestions cost.
 */
function misspelt(work: string): void {
  const terms = 4000;
  const models = spellings.map((spelling) => {
    const dir = path.join(work, `misspelt-${spelling}`);
    mkdirSync(dir);
    return writeMisspeltModel(dir, terms, spelling);
  });
  const samples = sampleInterleaved(
    models.map((model) => [
      awm,
      'lint',
      '--model',
      model,
      '--format',
      'json',
      '--output-file',
      path.join(work, 'm.json'),
    ]),
    3,
    work,
    { okStatuses: [0, 1] },
  );
  const [right, near, far] = samples.map((sample) => summary(sample));
  printTable(
    spellings.map((spelling, i) => {
      const row = [right, near, far][i]!;
      return {
        model: `synthetic (${terms} terms)`,
        command: `awm lint, targets ${spelling}`,
        ...row,
        ratio: row.medianMs / right!.medianMs,
      };
    }),
  );
  console.log(`near / far: ${(near!.cpuMs / far!.cpuMs).toFixed(2)}x CPU; target: within 2x`);
  for (const model of models) rmSync(path.dirname(model), { recursive: true, force: true });
}

export default function benchLint(): void {
  const work = tempDir('awm-bench-lint-');
  try {
    const rows = [...measure('published (16 terms)', repoPath('model'), 9, work)];
    for (const terms of [2000, 20000]) {
      const runs = terms > 2000 ? 3 : 5;
      // A maintained model: every crosswalk has an entry for every term (as `awm mapping init` scaffolds them).
      const complete = writeSyntheticModel(path.join(work, `complete-${terms}`), terms, { crosswalks: 'complete' });
      rows.push(...measure(`synthetic (${terms} terms)`, complete, runs, work));
      rmSync(path.dirname(complete), { recursive: true, force: true });
      // The same model with its crosswalks lagging: a MAPPING_INCOMPLETE warning per generated term and crosswalk.
      const lagging = writeSyntheticModel(path.join(work, `lagging-${terms}`), terms);
      rows.push(...measure(`synthetic (${terms} terms, crosswalks lacking them)`, lagging, runs, work, false));
      rmSync(path.dirname(lagging), { recursive: true, force: true });
    }
    console.log('awm lint, whole process, median after one warm-up; "x baseline" is against the yaml parse-only floor');
    printTable(rows);
    const byModel = new Map<string, Row[]>();
    for (const row of rows) byModel.set(row.model, [...(byModel.get(row.model) ?? []), row]);
    for (const [model, group] of byModel) {
      const find = (prefix: string) => group.find((row) => row.command.startsWith(prefix));
      const lint = find('awm lint')!;
      const jsYaml = find('parse-only floor (js-yaml)')!;
      const spectralRow = find('spectral');
      console.log(
        `${model}: awm lint is ${(lint.medianMs / jsYaml.medianMs).toFixed(2)}x the js-yaml floor` +
          (spectralRow
            ? `; Spectral with 4 of the ${ruleCount} rules takes ` +
              `${(spectralRow.medianMs / lint.medianMs).toFixed(2)}x awm lint's time`
            : ''),
      );
    }
    console.log('target: awm lint at 20,000 terms within 1.5x of the js-yaml parse-only floor');
    misspelt(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
