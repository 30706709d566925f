// Package-pinned crosswalk sources through the CLI: mapping init --package, then lint as the package changes.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { docsGenerator } from '../src/emit/docs/emit-docs.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { installFixturePackage, jobsDeclarations, sha256 } from './helpers/fixture-package.js';
import { repoPath } from './helpers/paths.js';

test('init --package pins the installed version and SHA-256; lint checks quotes, an upgrade, an absence', async () => {
  const jobs = installFixturePackage();
  const dir = jobs.root;
  try {
    cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
    const init = runAwm(['mapping', 'init', 'jobs', '--package', jobs.name, '--file', 'types/jobs.d.ts'], dir);
    assert.is(init.status, 0, init.stderr);
    assert.match(init.stderr, 'awm mapping init: wrote model/mappings/jobs.yaml\n');
    assert.not.ok(existsSync(path.join(dir, 'model', 'mappings', 'sources', 'jobs.md')), 'nothing is vendored');
    const crosswalk = path.join(dir, 'model', 'mappings', 'jobs.yaml');
    const scaffold = readFileSync(crosswalk, 'utf8');
    assert.match(
      scaffold,
      `\nsource:\n  package: "awm-fixture-jobs"\n  version: 2.1.0\n  file: types/jobs.d.ts\n` +
        `  sha256: ${sha256(jobsDeclarations)}\n`,
    );
    const lint = (...args: string[]) => runAwm(['lint', '--format', 'json', ...args, 'model/mappings'], dir);
    const findings = (result: ReturnType<typeof runAwm>) =>
      (JSON.parse(result.stdout) as { diagnostics: { code: string; message: string }[] }).diagnostics;
    const fresh = lint();
    assert.is(fresh.status, 0, fresh.stdout + fresh.stderr);
    assert.equal(findings(fresh), []);

    writeFileSync(
      crosswalk,
      scaffold
        .replace('verified_against: null', 'verified_against: awm-fixture-jobs 2.1.0')
        .replace(
          '  AgentRun: {fidelity: tbd, native_term: null}\n',
          '  AgentRun:\n    fidelity: related\n    native_term: Job\n    evidence:\n' +
            '      - {section: Job.id, quote: Unique identifier of the job.}\n',
        ),
    );
    const audited = lint();
    assert.is(audited.status, 0, audited.stdout + audited.stderr);
    assert.equal(findings(audited), []);

    // The export names the pinned package and version beside the file's SHA-256.
    const exported = runAwm(['mapping', 'export', '--format', 'sssom', '--system', 'jobs'], dir);
    assert.is(exported.status, 0, exported.stderr);
    assert.match(
      exported.stdout,
      `#object_source_version: awm-fixture-jobs@2.1.0 sha256:${sha256(jobsDeclarations)}\n`,
    );
    // The crosswalk's page links the file at its version, and shows the quote's section.
    const { model } = compileModel(path.join(dir, 'model'));
    const pages = await docsGenerator.emit(model!);
    const page = pages.find((file) => file.path === 'docs/crosswalks/jobs.md')!.content;
    assert.match(
      page,
      '- Source: [`awm-fixture-jobs@2.1.0 / types/jobs.d.ts`]' +
        '(https://unpkg.com/awm-fixture-jobs@2.1.0/types/jobs.d.ts)',
    );
    assert.match(page, '  - Job.id: “Unique identifier of the job.”');

    writeFileSync(crosswalk, readFileSync(crosswalk, 'utf8').replace('quote: Unique identifier', 'quote: Unique name'));
    const misquoted = lint();
    assert.is(misquoted.status, 1);
    assert.equal(
      findings(misquoted).map((d) => [d.code, d.message]),
      [
        [
          'EVIDENCE_NOT_IN_SOURCE',
          'the entry for AgentRun: the quote does not occur in awm-fixture-jobs@2.1.0 types/jobs.d.ts',
        ],
      ],
    );

    const manifest = path.join(dir, 'node_modules', jobs.name, 'package.json');
    writeFileSync(manifest, JSON.stringify({ name: jobs.name, version: '2.2.0' }));
    const upgraded = lint();
    assert.is(upgraded.status, 1);
    assert.equal(
      findings(upgraded).map((d) => d.code),
      ['MAPPING_SOURCE_CHANGED'],
      'the quotes of another version are not checked',
    );
    assert.match(findings(upgraded)[0]!.message, 'audited against awm-fixture-jobs@2.1.0, but awm-fixture-jobs@2.2.0');

    rmSync(path.join(dir, 'node_modules'), { recursive: true });
    const absent = lint();
    assert.is(absent.status, 0, 'a package that is not installed is a warning');
    assert.equal(
      findings(absent).map((d) => [d.code, d.message]),
      [
        [
          'MAPPING_SOURCE_NOT_INSTALLED',
          'awm-fixture-jobs@2.1.0 is not installed, so the quotes of the jobs crosswalk are not checked: ' +
            'npm install --save-dev --save-exact awm-fixture-jobs@2.1.0',
        ],
      ],
    );
    assert.is(lint('--max-warnings', '0').status, 1);
    for (const output of [misquoted, upgraded, absent]) assert.not.ok(hasStackTrace(output.stderr));
  } finally {
    jobs.remove();
  }
});

test('init --package refuses a package not installed, a missing file, a file it cannot read, writing nothing', () => {
  const jobs = installFixturePackage({ files: { 'types/jobs.d.ts': jobsDeclarations, 'index.js': '' } });
  const dir = jobs.root;
  try {
    cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
    const cases: [string[], string][] = [
      [
        ['--package', '@awm-fixture/absent', '--file', 'index.d.ts'],
        'awm mapping init: the package @awm-fixture/absent is not installed (in node_modules of',
      ],
      [['--package', jobs.name, '--file', 'types/gone.d.ts'], 'awm-fixture-jobs@2.1.0 has no file types/gone.d.ts'],
      [['--package', jobs.name, '--file', 'index.js'], 'awm-fixture-jobs@2.1.0 index.js cannot be a source: it is'],
      [
        ['--package', jobs.name, '--file', '../outside.d.ts'],
        'cannot be a source: it names no file inside the package: its path has an empty, . or .. segment',
      ],
      [['--file', 'types/jobs.d.ts'], 'Implications failed:\n file -> package'],
      [['--package', jobs.name, '--file', 'types/jobs.d.ts', '--source', 'x.md'], 'Arguments package and source'],
    ];
    for (const [args, message] of cases) {
      const result = runAwm(['mapping', 'init', 'jobs', ...args], dir);
      assert.is(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, message);
      assert.not.ok(hasStackTrace(result.stderr));
    }
    assert.not.ok(existsSync(path.join(dir, 'model', 'mappings', 'jobs.yaml')), 'nothing is written');
  } finally {
    jobs.remove();
  }
});

test.run();
