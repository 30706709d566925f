// The generated schemas mean one thing to every engine: the model package's validators (Ajv), an independent
// JSON Schema implementation (@hyperjump/json-schema) and the runtime agree on the required references and on
// hand-written corpora of names and URIs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerSchema, setShouldValidateFormat, validate } from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/formats';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel } from './helpers/temp-model.js';

interface Corpus<K extends string> {
  cases: ({ value: string; why: string } & Record<K, boolean>)[];
}
const corpus = <K extends string>(file: string) =>
  JSON.parse(readFileSync(repoPath('test', 'fixtures', 'formats', file), 'utf8')) as Corpus<K>;
const names = corpus<'name'>('name-corpus.json').cases;
const uris = corpus<'uri'>('uri-corpus.json').cases;

type Validator = ((value: unknown) => boolean) & { errors: { path: string; keyword: string }[] };
// The committed package, imported as its users import it (awm build --check keeps it current).
const pkg = (await import(pathToFileURL(repoPath('generated', 'package', 'index.js')).href)) as Record<
  string,
  Validator
>;
const { validateAgentRun, validateArtifact } = pkg as { validateAgentRun: Validator; validateArtifact: Validator };

// The package's schemas, registered under their own $id with the second engine, formats asserted.
const schemaDir = repoPath('generated', 'package', 'schemas');
const schemaBase = 'https://agent-work-model.org/generated/schemas/';
for (const file of readdirSync(schemaDir)) registerSchema(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')));
setShouldValidateFormat(true);
const hyperjump = async (file: string, value: unknown) => (await validate(schemaBase + file, value as never)).valid;

const agentRun = (agent_run_id: string) => ({ agent_run_id, work_session_id: 'ws-1' });
const artifact = (locator: string) => ({ artifact_id: 'a-1', locator });

test('an AgentRun without work_session_id fails in the package validators and in @hyperjump/json-schema', async () => {
  assert.ok(validateAgentRun(agentRun('run-42')), JSON.stringify(validateAgentRun.errors));
  assert.ok(await hyperjump('AgentRun.schema.json', agentRun('run-42')));
  const orphan = { agent_run_id: 'run-42', agent_profile_id: 'reviewer' };
  assert.not.ok(validateAgentRun(orphan));
  assert.equal(validateAgentRun.errors, [{ path: '/work_session_id', message: 'is required', keyword: 'required' }]);
  assert.not.ok(await hyperjump('AgentRun.schema.json', orphan));
  // The portable variant carries work_session_id, so it requires it too; an optional reference stays optional.
  assert.not.ok(await hyperjump('AgentRun.portable.schema.json', orphan));
  assert.ok(await hyperjump('AgentRun.schema.json', { ...agentRun('run-42'), agent_profile_id: 'reviewer' }));
  for (const [file, payload] of [
    ['RunAttempt.schema.json', { run_attempt_id: 'att-1' }],
    ['Turn.schema.json', { turn_id: 't-1' }],
    ['Task.schema.json', { task_id: 'task-1' }],
    ['ProjectSnapshot.schema.json', { project_snapshot_id: 'snap-1' }],
    ['ResourceBinding.schema.json', { resource_binding_id: 'b-1', work_session_id: 'ws-1' }],
    ['Workspace.schema.json', { workspace_id: 'wsp-1' }],
  ] as const) {
    const validator = pkg[`validate${file.replace('.schema.json', '')}`]!;
    assert.not.ok(validator(payload), file);
    assert.ok(
      validator.errors.every((error) => error.keyword === 'required'),
      file,
    );
    assert.not.ok(await hyperjump(file, payload), file);
  }
});

test('the name corpus: the package validators and @hyperjump/json-schema give the hand-written verdict', async () => {
  for (const { value, name, why } of names) {
    const label = `${JSON.stringify(value)} (${why})`;
    assert.is(validateAgentRun(agentRun(value)), name, `package: ${label}`);
    assert.is(await hyperjump('AgentRun.schema.json', agentRun(value)), name, `hyperjump: ${label}`);
  }
});

test('the uri corpus: the package validators and @hyperjump/json-schema give the RFC 3986 verdict', async () => {
  for (const { value, uri, why } of uris) {
    const label = `${JSON.stringify(value)} (${why})`;
    assert.is(validateArtifact(artifact(value)), uri, `package: ${label}`);
    if (!uri)
      assert.equal(validateArtifact.errors, [
        { path: '/locator', message: 'must match format "uri"', keyword: 'format' },
      ]);
    assert.is(await hyperjump('Artifact.schema.json', artifact(value)), uri, `hyperjump: ${label}`);
  }
});

test('awm runtime apply gives the same verdicts on both corpora (a uri field on Project, a Project id)', () => {
  const copy = copyModel();
  try {
    copy.replace(
      'terms/Project.yaml',
      '  - {name: display_name,',
      '  - {name: home_page, kind: descriptive, type: uri, portable_snapshot: true}\n  - {name: display_name,',
    );
    const policy = { grants: [{ resource: '*', actions: ['*'] }] };
    const commands = [
      ...names.map((entry, index) => ({
        id: entry.value,
        fields: { policy } as { policy: unknown; home_page?: string },
        expected: entry.name,
        index,
      })),
      ...uris.map((entry, index) => ({
        id: `p-uri-${index}`,
        fields: { policy, home_page: entry.value },
        expected: entry.uri,
        index,
      })),
    ];
    const lines = commands.map((command, line) =>
      JSON.stringify({
        command_id: `c-${line}`,
        type: 'create',
        term: 'Project',
        id: command.id,
        fields: command.fields,
      }),
    );
    writeFileSync(path.join(copy.root, 'commands.jsonl'), `${lines.join('\n')}\n`);
    const init = runAwm(['runtime', 'init', '--model', 'model', '--db', 'rt.db', '--no-enforce-authority'], copy.root);
    assert.is(init.status, 0, init.stderr);
    const apply = runAwm(
      ['runtime', 'apply', 'commands.jsonl', '--model', 'model', '--format', 'json', '--db', 'rt.db'],
      copy.root,
    );
    const results = apply.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { line: number; status: string; message?: string });
    assert.is(results.length, commands.length, apply.stderr);
    commands.forEach((command, index) => {
      const result = results[index]!;
      const label = `${JSON.stringify(command.fields.home_page ?? command.id)}: ${result.message ?? ''}`;
      assert.is(result.status === 'accepted', command.expected, label);
    });
    assert.is(apply.status, 1, 'some lines are refused');
  } finally {
    copy.dispose();
  }
});

test.run();
