// The toolkit as its users install it: npm pack, npm install of the tarball into an empty project, then awm there.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createProject, nativeAddons, npmInstall, npmPack, run, type RunResult } from '../helpers/npm-project.js';
import { loadedPackages } from '../helpers/loaded-packages.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-tarball-');
const project = path.join(work, 'project');
const tarball = npmPack(repoRoot, work);
cpSync(repoPath('model'), path.join(project, 'model'), { recursive: true });
createProject(project);
npmInstall(project, [tarball]);

const awm = (...args: string[]): RunResult => run(path.join(project, 'node_modules', '.bin', 'awm'), args, project);
const installed = (name: string) => existsSync(path.join(project, 'node_modules', name));
const peerDependencies = (
  JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { peerDependencies: Record<string, string> }
).peerDependencies;

test.after(() => rmSync(work, { recursive: true, force: true }));

test('installing the tarball builds nothing: no driver is installed and no native addon exists', () => {
  assert.ok(installed('agent-work-model/dist/src/cli/main.js'));
  assert.not.ok(installed('better-sqlite3'), 'better-sqlite3 is an optional peer dependency');
  assert.not.ok(installed('pg'), 'pg is an optional peer dependency');
  assert.equal(nativeAddons(path.join(project, 'node_modules')), []);
});

test('the tarball carries the LICENSE, the Apache-2.0 text package.json names', () => {
  const license = readFileSync(path.join(project, 'node_modules', 'agent-work-model', 'LICENSE'), 'utf8');
  assert.is(license, readFileSync(repoPath('LICENSE'), 'utf8'));
  assert.match(license, /Apache License\s+Version 2\.0, January 2004/);
});

test('awm lint and awm build run from the installed package; the build equals the committed output', () => {
  const lint = awm('lint');
  assert.is(lint.status, 0, lint.stdout + lint.stderr);
  const build = awm('build');
  assert.is(build.status, 0, build.stdout + build.stderr);
  // The repository's generated/ is the oracle: CI holds it current with `awm build --check`.
  const files = [
    'model.json',
    'schemas/AgentRun.schema.json',
    'types/AgentRun.ts',
    'docs/index.md',
    'package/index.d.ts',
  ];
  for (const file of files)
    assert.is(
      readFileSync(path.join(project, 'generated', file), 'utf8'),
      readFileSync(repoPath('generated', file), 'utf8'),
      file,
    );
  const check = awm('build', '--check');
  assert.is(check.status, 0, check.stdout + check.stderr);
});

test('awm diff --against a directory classifies a change made to a copy of the model', () => {
  const before = path.join(work, 'model-before');
  cpSync(path.join(project, 'model'), before, { recursive: true });
  const task = path.join(project, 'model', 'terms', 'Task.yaml');
  const titleField = '  - {name: title, kind: descriptive, type: string, portable_snapshot: true}\n';
  const text = readFileSync(task, 'utf8');
  assert.ok(text.includes(titleField), 'Task.yaml still declares its title field this way');
  writeFileSync(
    task,
    text.replace(
      titleField,
      `${titleField}  - {name: priority, kind: descriptive, type: integer, portable_snapshot: true}\n`,
    ),
  );
  try {
    const diff = awm('diff', '--against', before, '--format', 'json');
    assert.is(diff.status, 1, 'a compatible change without a version bump fails the version check');
    const report = JSON.parse(diff.stdout) as { changes: { kind: string; subject: string; path: string }[] };
    assert.equal(
      report.changes.map(({ kind, subject, path }) => ({ kind, subject, path })),
      [{ kind: 'FIELD_ADDED', subject: 'Task', path: 'terms.Task.fields.priority' }],
    );
  } finally {
    writeFileSync(task, text);
  }
});

test('the installed package root compiles a model, loading no generator, formatter or driver', () => {
  const script = `
    import { compileModel } from 'agent-work-model';
    const { model, diagnostics } = compileModel('model');
    console.log(JSON.stringify({ terms: [...model.terms.keys()].sort(), errors: diagnostics.length }));`;
  const result = loadedPackages(['--input-type=module', '--eval', script], project);
  assert.is(result.status, 0, result.stderr);
  const terms = readdirSync(repoPath('model', 'terms'))
    .map((file) => file.replace(/\.yaml$/, ''))
    .sort();
  assert.equal(JSON.parse(result.stdout), { terms, errors: 0 });
  // Compiling validates the documents with the precompiled validators, which need ajv's runtime helpers,
  // and lints them, which loads the credential detector's rules (secretlint's preset, unhomoglyph).
  assert.equal([...result.packages].sort(), [
    '@secretlint/secretlint-rule-preset-recommend',
    'agent-work-model',
    'ajv',
    'js-yaml',
    'unhomoglyph',
    'yaml',
  ]);
});

test('a strict project (skipLibCheck false) type-checks against the package root without the drivers', () => {
  npmInstall(project, ['@types/node@20']);
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['node'],
      },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(
    path.join(project, 'consumer.ts'),
    `import { compileModel, DriverMissingError, openRuntime, type Runtime, type FactStore } from 'agent-work-model';
export const terms: number = compileModel('model').model?.terms.size ?? 0;
export async function open(path: string): Promise<Runtime | string> {
  try {
    const runtime = await openRuntime({ path });
    const store: FactStore = runtime.store;
    return store.kind === 'sqlite' ? runtime : 'unexpected';
  } catch (error) {
    if (error instanceof DriverMissingError) return error.driver;
    throw error;
  }
}
`,
  );
  const tsc = run(process.execPath, [repoPath('node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], project);
  assert.is(tsc.status, 0, tsc.stdout + tsc.stderr);
});

for (const [driver, db] of [
  ['better-sqlite3', 'runtime.db'],
  ['pg', 'postgres://localhost:1/awm'],
] as const) {
  test(`a runtime command without ${driver} exits 2 with one line naming the package and versions`, () => {
    const result = awm('runtime', 'init', '--db', db);
    assert.is(result.status, 2, result.stdout + result.stderr);
    const lines = result.stderr.trimEnd().split('\n');
    assert.is(lines.length, 1, result.stderr);
    assert.match(lines[0]!, `npm install ${driver}@${peerDependencies[driver]}`);
    assert.not.ok(existsSync(path.join(project, 'runtime.db')), 'nothing was created');
  });
}

test('better-sqlite3 installed without its install script: exit 2 saying how to build it', () => {
  npmInstall(project, [`better-sqlite3@${peerDependencies['better-sqlite3']}`], ['--ignore-scripts']);
  assert.equal(nativeAddons(path.join(project, 'node_modules')), []);
  const result = awm('runtime', 'init', '--db', 'runtime.db');
  assert.is(result.status, 2, result.stdout + result.stderr);
  assert.is(
    result.stderr,
    'awm runtime init: better-sqlite3 is installed but its native addon is not built ' +
      '(its install script did not run): npm rebuild better-sqlite3\n',
  );
});

test.run();
