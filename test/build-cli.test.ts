// `awm build`, `awm build --check`, `awm validate` and the CLI's usage handling, end to end.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, parseCompact, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel, tempDir, type TempModel } from './helpers/temp-model.js';

// The committed compiled model: what a build of the bundled model/ writes (awm build --check keeps it so).
const compiled = readFileSync(repoPath('generated', 'model.json'), 'utf8');

function withModel(body: (model: TempModel) => void): void {
  const model = copyModel();
  try {
    body(model);
  } finally {
    model.dispose();
  }
}

const generated = (model: TempModel, file = 'model.json') => path.join(model.root, 'generated', file);

test('build writes the compiled model and a manifest, and a second build changes nothing', () =>
  withModel((model) => {
    const first = runAwm(['build'], model.root);
    assert.is(first.status, 0, first.stderr);
    assert.ok(readFileSync(generated(model), 'utf8') === compiled);
    const listed = readFileSync(generated(model, '.awm-manifest'), 'utf8').split('\n').filter(Boolean);
    assert.equal(listed, [...listed].sort(), 'the manifest is sorted');
    for (const file of [
      'model.json',
      'schemas/common.schema.json',
      'types/index.ts',
      'docs/index.md',
      'docs/lint-rules/index.md',
    ])
      assert.ok(listed.includes(file), file);
    assert.match(first.stdout, 'wrote generated/model.json');

    const second = runAwm(['build'], model.root);
    assert.is(second.status, 0, second.stderr);
    assert.ok(readFileSync(generated(model), 'utf8') === compiled);
    assert.match(second.stdout, `0 written, ${listed.length + 1} unchanged, 0 removed`);
  }));

test('build --check passes on a fresh build and writes nothing', () =>
  withModel((model) => {
    runAwm(['build'], model.root);
    const check = runAwm(['build', '--check'], model.root);
    assert.is(check.status, 0, check.stderr);
    assert.match(check.stdout, 'generated/ is up to date');
  }));

test('build --check fails after any edit to a YAML value, naming the stale file, and leaves it alone', () => {
  const edits: [string, string, string][] = [
    ['terms/Turn.yaml', 'One input-to-output', 'One input to output'],
    ['terms/Turn.yaml', 'portable_snapshot: true', 'portable_snapshot: false'],
    ['authority-roles.yaml', 'Issuer of Principal names.', 'Issuer of principal names.'],
    ['model.yaml', 'version: 0.1.0', 'version: 0.1.1'],
    ['mappings/project-interop.yaml', 'Host chat is out of scope', 'Host chat lies out of scope'],
    ['rules/architecture.yaml', 'enforcement: documentary', 'enforcement: runtime'],
  ];
  for (const [file, search, replacement] of edits) {
    withModel((model) => {
      runAwm(['build'], model.root);
      model.replace(file, search, replacement);
      const check = runAwm(['build', '--check'], model.root);
      assert.is(check.status, 1, `${file}: ${search} -> ${replacement}\n${check.stdout}${check.stderr}`);
      assert.match(check.stderr, 'generated/model.json is stale');
      assert.ok(readFileSync(generated(model), 'utf8') === compiled, 'check must not write');
    });
  }
});

test('build --check names missing and unexpected files', () =>
  withModel((model) => {
    const missing = runAwm(['build', '--check'], model.root);
    assert.is(missing.status, 1);
    assert.match(missing.stderr, 'generated/model.json is missing');
    assert.match(missing.stderr, 'generated/.awm-manifest is missing');
    assert.not.ok(existsSync(path.join(model.root, 'generated')), 'check must not create the output directory');

    runAwm(['build'], model.root);
    writeFileSync(generated(model, 'notes.md'), 'hand-written');
    const extra = runAwm(['build', '--check'], model.root);
    assert.is(extra.status, 1);
    assert.match(extra.stderr, 'generated/notes.md is not produced by the build');
  }));

test('build removes files its previous build made but this one does not, and nothing else', () =>
  withModel((model) => {
    runAwm(['build'], model.root);
    mkdirSync(generated(model, 'old'));
    writeFileSync(generated(model, 'old/Gone.md'), 'from an earlier build');
    writeFileSync(generated(model, 'keep.txt'), 'not ours');
    writeFileSync(generated(model, '.awm-manifest'), 'model.json\nold/Gone.md\n../outside.txt\n');
    writeFileSync(path.join(model.root, 'outside.txt'), 'must survive');

    const result = runAwm(['build'], model.root);
    assert.is(result.status, 0, result.stderr);
    assert.match(result.stdout, 'removed generated/old/Gone.md');
    assert.not.ok(existsSync(generated(model, 'old')), 'emptied folder is removed');
    assert.ok(existsSync(generated(model, 'keep.txt')), 'files the build never made are kept');
    assert.ok(
      existsSync(path.join(model.root, 'outside.txt')),
      'manifest entries outside the output directory are ignored',
    );
  }));

test('a term whose generated type name is taken fails the build before anything is written', () =>
  withModel((model) => {
    model.write('terms/Grant.yaml', model.read('terms/Principal.yaml').replace('key: Principal', 'key: Grant'));
    model.replace('model.yaml', '  - Principal\n', '  - Principal\n  - Grant\n');
    const result = runAwm(['build'], model.root);
    assert.is(result.status, 1, result.stderr);
    // The copy's lint findings (inverses that point at Principal, no crosswalk entries) come with it.
    const clashes = parseCompact(result.stderr).filter((d) => d.code === 'TYPE_NAME_CLASH');
    assert.is(clashes.length, 1, result.stderr);
    const clash = clashes[0];
    assert.equal(
      { file: clash!.file, line: clash!.line, column: clash!.column, code: clash!.code },
      { file: 'model/terms/Grant.yaml', line: 2, column: 6, code: 'TYPE_NAME_CLASH' },
    );
    assert.match(
      clash!.message,
      'term "Grant" would generate the TypeScript name Grant, which the shared type Grant already generates',
    );
    assert.not.ok(existsSync(path.join(model.root, 'generated')), 'nothing is written');
  }));

test('--model and --out choose the directories, relative to the working directory', () =>
  withModel((model) => {
    const cwd = tempDir();
    try {
      const result = runAwm(['build', '--model', path.relative(cwd, model.modelDir), '--out', 'elsewhere'], cwd);
      assert.is(result.status, 0, result.stderr);
      assert.ok(readFileSync(path.join(cwd, 'elsewhere', 'model.json'), 'utf8') === compiled);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }));

test('validate reports the model and writes nothing', () =>
  withModel((model) => {
    const result = runAwm(['validate'], model.root);
    assert.is(result.status, 0, result.stderr);
    // The counts are the model's own, read from its files, so that the test survives additions to the model.
    const terms = readdirSync(path.join(model.modelDir, 'terms')).filter((name) => name.endsWith('.yaml')).length;
    const mappings = readdirSync(path.join(model.modelDir, 'mappings')).filter((name) => name.endsWith('.yaml')).length;
    const summary = `: ${terms} terms, \\d+ authority roles, \\d+ rules, ${mappings} mappings; valid$`;
    assert.match(result.stdout, new RegExp(`^Agent Work Model \\S+${summary}`, 'm'));
    assert.not.ok(existsSync(path.join(model.root, 'generated')));
  }));

test('validate exits 1 on an invalid model', () =>
  withModel((model) => {
    model.replace('terms/Task.yaml', 'status: accepted', 'status: approved');
    const result = runAwm(['validate'], model.root);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'model/terms/Task.yaml:');
    assert.match(result.stderr, 'SCHEMA_VIOLATION');
  }));

test('usage errors exit 2 without a stack trace', () => {
  for (const args of [[], ['frobnicate'], ['build', '--no-such-option'], ['build', '--out']]) {
    const result = runAwm(args, repoPath());
    assert.is(result.status, 2, `awm ${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, 'awm --help');
    assert.not.ok(hasStackTrace(result.stderr));
  }
});

test('--help lists the commands and --version prints the package version', () => {
  const help = runAwm(['--help'], repoPath());
  assert.is(help.status, 0);
  for (const command of ['awm build', 'awm validate', '--model']) assert.match(help.stdout, command);
  const version = runAwm(['--version'], repoPath());
  assert.is(version.status, 0);
  const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { version: string };
  assert.is(version.stdout.trim(), pkg.version);
});

test.run();
