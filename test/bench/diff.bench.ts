// Benchmark: whole-process `awm diff` of two synthetic 20,000-term compiled models, against a read-and-parse floor.
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { compileModel } from '../../src/compile.js';
import { diffBundles } from '../../src/diff/diff-bundles.js';
import { bundleModel, type ModelBundle } from '../../src/model/bundle.js';
import { canonicalJson } from '../../src/emit/canonical-json.js';
import type { TermDocument } from '../../src/model/documents.js';
import { validatorFor } from '../../src/validate/schema-registry.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleProcess, summary } from './measure.js';
import { syntheticBundle, writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'json-floor.js');
const termCount = 20_000;

/**
 * The next version of a synthetic model: on a spread of generated terms a field added
 * (compatible), a state added, a relationship removed and a field renamed (breaking), and
 * model.version raised to 0.2.0 so that `awm diff` exits 0.
 */
function nextVersion(bundle: ModelBundle): ModelBundle {
  const next = structuredClone(bundle);
  next.model.version = '0.2.0';
  next.terms.slice(16).forEach((term: TermDocument, index) => {
    if (index % 50 === 0)
      term.fields.push({ name: 'priority', kind: 'metadata', type: 'integer', portable_snapshot: true });
    // Generated lifecycles share one states array, and structuredClone keeps that sharing: replace, do not push.
    if (index % 200 === 0 && term.lifecycle) term.lifecycle.states = [...term.lifecycle.states, 'paused'];
    if (index % 500 === 0) term.relationships = term.relationships.filter((r) => !r.name.startsWith('referenced_by_'));
    if (index % 1000 === 0) term.fields.find((f) => f.name === 'display_name')!.name = 'title';
  });
  return next;
}

/** The assembled bundle must be exactly what the compiler makes of the same model; checked on a small one. */
function checkAssembly(work: string): void {
  const { model, diagnostics } = compileModel(writeSyntheticModel(path.join(work, 'check'), 60));
  if (!model || diagnostics.length > 0) throw new Error('the synthetic model does not compile cleanly');
  if (canonicalJson(bundleModel(model)) !== canonicalJson(syntheticBundle(60)))
    throw new Error('syntheticBundle differs from the compiled model');
}

export default function benchDiff(): void {
  const work = tempDir('awm-bench-diff-');
  try {
    checkAssembly(work);
    const before = syntheticBundle(termCount);
    const after = nextVersion(before);
    for (const bundle of [before, after])
      if (!validatorFor('bundle')(bundle)) throw new Error('a synthetic bundle is not a valid compiled model');
    const a = path.join(work, 'a.json');
    const b = path.join(work, 'b.json');
    writeFileSync(a, canonicalJson(before));
    writeFileSync(b, canonicalJson(after));
    const changes = diffBundles(before, after).length;

    const runs = 5;
    const base = summary(sampleProcess([floor, a, b], runs, work));
    const diff = summary(sampleProcess([awm, 'diff', '--model', b, '--against', a, '--format', 'json'], runs, work));
    console.log(
      `awm diff of two ${termCount.toLocaleString('en')}-term compiled models (${changes} changes), whole process, ` +
        `median of ${runs} runs after one warm-up`,
    );
    printTable([
      { model: `synthetic (${termCount} terms)`, command: 'read + JSON.parse floor', ...base, ratio: 1 },
      {
        model: `synthetic (${termCount} terms)`,
        command: 'awm diff --format json',
        ...diff,
        ratio: diff.medianMs / base.medianMs,
      },
    ]);
    console.log(`target: awm diff under 2000 ms (measured ${diff.medianMs.toFixed(0)} ms)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
