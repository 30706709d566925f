// `awm diff` end to end: directories, a git revision of a temporary repository, compiled model.json files, bad input.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalJson } from '../src/emit/canonical-json.js';
import type { ModelBundle } from '../src/model/bundle.js';
import { hasStackTrace, parseCompact, runAwm } from './helpers/cli.js';
import { git, gitRepository } from './helpers/git-repo.js';
import { publishedModelFixture, repoPath } from './helpers/paths.js';
import { copyModel, type TempModel } from './helpers/temp-model.js';

const removeTitle = (model: TempModel) =>
  model.replace('terms/Task.yaml', '  - {name: title, kind: descriptive, type: string, portable_snapshot: true}\n', '');
const bumpVersion = (model: TempModel, version: string) =>
  model.replace('model.yaml', 'version: 0.1.0', `version: ${version}`);

function within(model: TempModel, body: () => void): void {
  try {
    body();
  } finally {
    model.dispose();
  }
}

test('the published model against a modified copy: VERSION_BUMP until model.version acknowledges the changes', () => {
  const model = copyModel();
  within(model, () => {
    removeTitle(model);
    model.replace('terms/AgentRun.yaml', 'states: [assigned, running,', 'states: [assigned, paused, running,');
    const unacknowledged = runAwm(['diff', '--against', repoPath('model')], model.root);
    assert.is(unacknowledged.status, 1, unacknowledged.stderr);
    assert.match(unacknowledged.stdout, 'field "title" removed  FIELD_REMOVED');
    assert.match(unacknowledged.stdout, 'state "paused" added  STATE_ADDED');
    const [bump] = parseCompact(unacknowledged.stderr);
    assert.equal(
      { file: bump?.file, line: bump?.line, column: bump?.column, code: bump?.code },
      { file: 'model/model.yaml', line: 5, column: 12, code: 'VERSION_BUMP' },
    );
    assert.match(bump!.message, '2 breaking changes need at least a minor bump below 1.0.0: expected 0.2.0');

    bumpVersion(model, '0.1.1');
    assert.is(
      runAwm(['diff', '--against', repoPath('model')], model.root).status,
      1,
      'a patch bump is not enough for breaking changes',
    );
    model.replace('model.yaml', 'version: 0.1.1', 'version: 0.2.0');
    const acknowledged = runAwm(['diff', '--against', repoPath('model'), '--format', 'json'], model.root);
    assert.is(acknowledged.status, 0, acknowledged.stderr);
    const report = JSON.parse(acknowledged.stdout) as {
      changes: { kind: string; subject: string }[];
      version: { ok: boolean };
    };
    assert.equal(
      report.changes.map((c) => `${c.subject} ${c.kind}`),
      ['AgentRun STATE_ADDED', 'Task FIELD_REMOVED'],
    );
    assert.is(report.version.ok, true);
  });
});

test('--against HEAD reads the committed model without touching the working tree', () => {
  const model = gitRepository();
  within(model, () => {
    removeTitle(model);
    bumpVersion(model, '0.2.0');
    const status = git(model.root, 'status', '--porcelain');
    const edited = model.read('terms/Task.yaml');

    const result = runAwm(['diff', '--against', 'HEAD'], model.root);
    assert.is(result.status, 0, result.stderr);
    assert.match(result.stdout, 'HEAD:model 0.1.0 -> model 0.2.0');
    assert.match(result.stdout, 'field "title" removed  FIELD_REMOVED');

    const markdown = runAwm(
      ['diff', '--model', '..', '--against', 'HEAD:model', '--format', 'markdown'],
      path.join(model.modelDir, 'terms'),
    );
    assert.is(markdown.status, 0, markdown.stderr);
    assert.match(
      markdown.stdout,
      /^## \[0\.2\.0\] - \d{4}-\d{2}-\d{2}\n\n### Removed\n\n- \*\*Breaking:\*\* `Task`: field `title` removed;/,
    );

    assert.is(git(model.root, 'status', '--porcelain'), status);
    assert.is(model.read('terms/Task.yaml'), edited);
  });
});

test('an invalid model at the revision is reported by revision and path, and nothing is compared', () => {
  const model = gitRepository();
  within(model, () => {
    model.replace(
      'terms/AgentRun.yaml',
      '    cardinality: "1"\n    inverse: agent_runs',
      '    cardnality: "1"\n    inverse: agent_runs',
    );
    git(model.root, 'commit', '--quiet', '-am', 'typo');
    git(model.root, 'checkout', '--quiet', 'HEAD~1', '--', 'model');
    const result = runAwm(['diff', '--against', 'HEAD'], model.root);
    assert.is(result.status, 1);
    assert.equal(
      parseCompact(result.stderr).map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`),
      ['HEAD:model/terms/AgentRun.yaml:30:5 SCHEMA_VIOLATION', 'HEAD:model/terms/AgentRun.yaml:33:5 SCHEMA_VIOLATION'],
    );
    assert.match(result.stderr, 'awm diff: nothing compared: HEAD:model could not be read as a valid model');
    assert.is(result.stdout, '');
    assert.not.ok(hasStackTrace(result.stderr));
  });
});

test(
  'an unknown revision, a revision without the model, and a directory outside git exit 2 with a clear ' + 'message',
  () => {
    const model = gitRepository();
    within(model, () => {
      const cases: [string[], string][] = [
        [
          ['--against', 'no-such-branch'],
          'awm diff: --against "no-such-branch" is neither a file or directory nor a git revision: unknown git ' +
            'revision "no-such-branch"',
        ],
        [['--against', 'HEAD:specs'], 'awm diff: HEAD:specs does not exist: revision HEAD has no "specs"'],
        [
          ['--against', 'HEAD', '--model', 'elsewhere/model'],
          'elsewhere/model:1:1 error model "elsewhere/model" does not exist MODEL_NOT_FOUND',
        ],
      ];
      for (const [args, message] of cases) {
        const result = runAwm(['diff', ...args], model.root);
        assert.is(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
        assert.match(result.stderr, message);
        assert.not.ok(hasStackTrace(result.stderr));
      }
    });
  },
);

test('compiled model.json files on both sides; a broken one is located', () => {
  const model = copyModel();
  within(model, () => {
    const bundle = JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as ModelBundle;
    bundle.terms
      .find((term) => term.key === 'Turn')!
      .fields.push({ name: 'token_count', kind: 'metadata', type: 'integer', portable_snapshot: true });
    bundle.model.version = '0.1.1';
    writeFileSync(path.join(model.root, 'next.json'), canonicalJson(bundle));
    const result = runAwm(
      ['diff', '--model', 'next.json', '--against', publishedModelFixture, '--format', 'json'],
      model.root,
    );
    assert.is(result.status, 0, result.stderr);
    assert.equal(
      (JSON.parse(result.stdout) as { changes: { kind: string }[] }).changes.map((c) => c.kind),
      ['FIELD_ADDED'],
    );

    bundle.terms[0]!.status = 'bogus' as never;
    const invalid = canonicalJson(bundle);
    writeFileSync(path.join(model.root, 'invalid.json'), invalid);
    writeFileSync(path.join(model.root, 'truncated.json'), invalid.slice(0, 200));
    const schema = runAwm(['diff', '--model', 'invalid.json', '--against', 'model'], model.root);
    assert.is(schema.status, 1);
    const line = invalid.split('\n').findIndex((text) => text.includes('"bogus"')) + 1;
    assert.equal(
      parseCompact(schema.stderr).map((d) => `${d.file}:${d.line} ${d.code}`),
      [`invalid.json:${line} SCHEMA_VIOLATION`],
    );

    const syntax = runAwm(['diff', '--model', 'truncated.json', '--against', 'model'], model.root);
    assert.is(syntax.status, 1);
    assert.equal(
      parseCompact(syntax.stderr).map((d) => `${d.file} ${d.code}`),
      ['truncated.json JSON_SYNTAX'],
    );
    assert.not.ok(hasStackTrace(schema.stderr + syntax.stderr));
  });
});

test.run();
