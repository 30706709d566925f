// The language server on a crosswalk pinned to a package file: a misquote as it is typed, and the package's removal
// seen on the next edit of any file (the findings of the package rules are not kept across it).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFixturePackage, jobsDeclarations, packagePin } from './helpers/fixture-package.js';
import { startLsp } from './helpers/lsp-client.js';
import { lines } from './helpers/acme-crosswalk.js';
import { snippetModelFiles } from './helpers/snippet-model.js';

test('awm lsp: package quotes checked as typed; a package removed is reported on the next edit', async () => {
  const jobs = installFixturePackage();
  const crosswalk = lines(
    'verified_against: awm-fixture-jobs 2.1.0',
    ...packagePin(jobs, 'types/jobs.d.ts', jobsDeclarations, { key: 'source:' }),
    'terms:',
    '  Task:',
    '    fidelity: related',
    '    native_term: Job',
    '    evidence:',
    '      - {section: Job.id, quote: Unique identifier of the job.}',
  );
  const files = snippetModelFiles({ terms: { Task: '' }, mappings: { jobs: crosswalk } });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(jobs.root, 'model', file)), { recursive: true });
    writeFileSync(path.join(jobs.root, 'model', file), text);
  }
  const client = await startLsp(jobs.root);
  const crosswalkFile = path.join(jobs.root, 'model', 'mappings', 'jobs.yaml');
  const taskFile = path.join(jobs.root, 'model', 'terms', 'Task.yaml');
  const codesIn = (file: string) => (client.diagnostics.get(client.uri(file)) ?? []).map((d) => String(d.code));
  try {
    client.open(crosswalkFile);
    const written = files['mappings/jobs.yaml']!;
    client.change(crosswalkFile, written.replace('Unique identifier of the job.', 'Unique name of the job.'));
    await client.until(() => codesIn(crosswalkFile).includes('EVIDENCE_NOT_IN_SOURCE'), 'the misquote reported');
    const [misquote] = client.diagnostics.get(client.uri(crosswalkFile))!;
    assert.is(misquote!.range.start.line + 1, 12);
    assert.match(String(misquote!.message), 'the quote does not occur in awm-fixture-jobs@2.1.0 types/jobs.d.ts');
    client.change(crosswalkFile, written);
    await client.until(() => codesIn(crosswalkFile).length === 0, 'the quote restored: the crosswalk is clean');

    // Only a term file is edited after the package goes: the crosswalk's findings must not be the old ones.
    rmSync(path.join(jobs.root, 'node_modules'), { recursive: true });
    client.open(taskFile);
    client.change(taskFile, `# an edit\n${files['terms/Task.yaml']!}`);
    await client.until(
      () => codesIn(crosswalkFile).includes('MAPPING_SOURCE_NOT_INSTALLED'),
      'the package reported not installed',
    );
  } finally {
    await client.shutdown();
    jobs.remove();
  }
});

test.run();
