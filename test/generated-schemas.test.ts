// The generated JSON Schemas compile under Ajv strict mode and accept and reject real payloads.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { generatedSchemaBase } from '../src/emit/schemas/schema-ids.js';
import { schemasGenerator } from '../src/emit/schemas/emit-schemas.js';
import { publishedModelFixture, repoPath } from './helpers/paths.js';

// ajv-formats is CommonJS; seen through ESM interop its default export is the plugin itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

const { model } = compileModel(repoPath('model'));
const files = await schemasGenerator.emit(model!);
const schemas = new Map(
  files.map((file) => [file.path.replace(/^schemas\//, ''), JSON.parse(file.content) as Record<string, unknown>]),
);
const terms = [...model!.terms.values()];

/** A strict Ajv 2020 instance holding every generated schema, as a downstream validator would set it up. */
function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const schema of schemas.values()) ajv.addSchema(schema);
  return ajv;
}
const ajv = createAjv();
const validatorOf = (file: string) => ajv.getSchema(generatedSchemaBase + file)!;

interface InvalidFixture {
  reason: string;
  error: { keyword: string; instancePath: string };
  instance: unknown;
}
const fixtureDir = repoPath('test', 'fixtures', 'instances');
const readFixture = (name: string): unknown => JSON.parse(readFileSync(`${fixtureDir}/${name}`, 'utf8'));
const describeErrors = (errors: ErrorObject[] | null | undefined) => JSON.stringify(errors ?? [], null, 2);

test('one schema and one portable schema per term, plus common.schema.json and entity-state.schema.json', () => {
  const expected = [
    'common.schema.json',
    'entity-state.schema.json',
    ...terms.flatMap((term) => [`${term.key}.schema.json`, `${term.key}.portable.schema.json`]),
  ].sort();
  assert.equal([...schemas.keys()].sort(), expected);
});

test('every generated schema is draft 2020-12 with an $id under the generated base and compiles in strict mode', () => {
  for (const [file, schema] of schemas) {
    assert.is(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', file);
    assert.is(schema.$id, generatedSchemaBase + file);
    // Compiling each schema afresh in its own strict instance: an unknown keyword or format throws.
    const fresh = new Ajv2020({ strict: true });
    addFormats(fresh);
    fresh.addSchema(schemas.get('common.schema.json')!);
    if (file !== 'common.schema.json') assert.type(fresh.compile(schema), 'function', file);
  }
  assert.type(validatorOf('common.schema.json'), 'function');
});

test('the committed generated/schemas/ holds exactly these schemas', () => {
  const committed = readdirSync(repoPath('generated', 'schemas')).sort();
  assert.equal(committed, [...schemas.keys()].sort());
  for (const file of committed)
    assert.ok(
      readFileSync(repoPath('generated', 'schemas', file), 'utf8') ===
        files.find((f) => f.path === `schemas/${file}`)!.content,
      `${file} is stale`,
    );
});

/** The terms with hand-written instances: every term of the published model, and any later one given a pair. */
const present = new Set(readdirSync(fixtureDir));
const instanced = terms.filter((term) => present.has(`${term.key}.valid.json`));

test('every term of the published model has a valid and an invalid instance fixture, and every fixture a term', () => {
  const published = (JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as { terms: { key: string }[] }).terms;
  const missing = published
    .flatMap((term) => [`${term.key}.valid.json`, `${term.key}.invalid.json`])
    .filter((name) => !present.has(name));
  assert.equal(missing, []);
  const keys = new Set(terms.map((term) => term.key));
  assert.equal(
    [...present].filter((name) => !keys.has(name.replace(/\.(valid|invalid)\.json$/, ''))),
    [],
    'fixtures of terms the model no longer has',
  );
});

test('each valid instance is accepted by its term schema', () => {
  for (const term of instanced) {
    const validate = validatorOf(`${term.key}.schema.json`);
    assert.ok(validate(readFixture(`${term.key}.valid.json`)), `${term.key}: ${describeErrors(validate.errors)}`);
  }
});

test('each invalid instance is rejected for the reason it states', () => {
  for (const term of instanced) {
    const fixture = readFixture(`${term.key}.invalid.json`) as InvalidFixture;
    const validate = validatorOf(`${term.key}.schema.json`);
    assert.not.ok(validate(fixture.instance), `${term.key} accepted an instance where ${fixture.reason}`);
    const matched = validate.errors!.some(
      (error) => error.keyword === fixture.error.keyword && error.instancePath === fixture.error.instancePath,
    );
    assert.ok(
      matched,
      `${term.key} (${fixture.reason}): expected ${JSON.stringify(fixture.error)}, got ` +
        `${describeErrors(validate.errors)}`,
    );
  }
});

/**
 * The reference fields the published model ties to exactly one entity, read off the term YAML by
 * hand: each term's parent and relationships of cardinality "1" whose target's identity the field holds.
 */
const requiredReferences: Record<string, string[]> = {
  AgentRun: ['work_session_id'],
  ProjectSnapshot: ['project_id'],
  ResourceBinding: ['work_session_id', 'resource_id'],
  RunAttempt: ['agent_run_id'],
  Task: ['work_session_id'],
  Turn: ['agent_run_id'],
  Workspace: ['resource_id'],
};

const publishedTerms = new Set(
  (JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as { terms: { key: string }[] }).terms.map((t) => t.key),
);

test('the identity and the references of cardinality 1 are required, no other field; unknown ones are rejected', () => {
  // The table above is the published model's; a term added since has its own YAML to say.
  for (const term of terms.filter((candidate) => publishedTerms.has(candidate.key))) {
    const schema = schemas.get(`${term.key}.schema.json`) as { required: string[]; additionalProperties: boolean };
    const references = requiredReferences[term.key] ?? [];
    assert.equal(schema.required, [term.data.identity.field, ...references], term.key);
    assert.is(schema.additionalProperties, false);
    const validate = validatorOf(`${term.key}.schema.json`);
    const minimal = Object.fromEntries(schema.required.map((field) => [field, `${field}-1`]));
    assert.ok(validate(minimal), `${term.key}: ${describeErrors(validate.errors)}`);
    for (const field of references) {
      const { [field]: _left, ...without } = minimal;
      assert.not.ok(validate(without), `${term.key} without ${field}`);
      assert.equal(
        validate.errors!.map((error) => [error.keyword, error.params]),
        [['required', { missingProperty: field }]],
        `${term.key} without ${field}`,
      );
    }
  }
});

test('portable schemas leave out exactly the fields marked portable_snapshot: false', () => {
  let checked = 0;
  for (const term of instanced) {
    const portable = schemas.get(`${term.key}.portable.schema.json`) as { properties: Record<string, unknown> };
    const expected = term.data.fields.filter((field) => field.portable_snapshot).map((field) => field.name);
    assert.equal(Object.keys(portable.properties), expected, term.key);
    const dropped = term.data.fields.filter((field) => !field.portable_snapshot);
    const valid = readFixture(`${term.key}.valid.json`) as Record<string, unknown>;
    const validatePortable = validatorOf(`${term.key}.portable.schema.json`);
    for (const field of dropped) {
      if (!(field.name in valid)) continue;
      assert.not.ok(validatePortable(valid), `${term.key}.portable accepted ${field.name}`);
      checked++;
    }
    const portableInstance = Object.fromEntries(Object.entries(valid).filter(([key]) => expected.includes(key)));
    assert.ok(validatePortable(portableInstance), `${term.key}.portable: ${describeErrors(validatePortable.errors)}`);
  }
  // AgentInstance (identity, endpoint) and RunAttempt (agent_instance_id) have non-portable fields.
  assert.ok(checked >= 3, `only ${checked} non-portable fields were exercised`);
});

test('names: non-empty, no whitespace, no control characters', () => {
  const validate = ajv.compile({ $ref: `${generatedSchemaBase}common.schema.json#/$defs/Name` });
  for (const name of ['run-42', 'urn:example:project:alpha', 'proj-atlas@3f9c2e1', 'repo:atlas/*', 'é'])
    assert.ok(validate(name), name);
  for (const name of [
    '',
    ' ',
    'a b',
    'tab\tinside',
    'line\nbreak',
    'nul\u0000',
    'del\u007f',
    'c1\u0085',
    'nbsp\u00a0x',
    42,
  ]) {
    assert.not.ok(validate(name), JSON.stringify(name));
  }
});

test('PolicyDocument and Grant: closed objects, actions non-empty, unique and lower-case or *', () => {
  const validate = ajv.compile({ $ref: `${generatedSchemaBase}common.schema.json#/$defs/PolicyDocument` });
  const accepted = [
    { grants: [] },
    { grants: [{ resource: '*', actions: ['*'] }] },
    { grants: [{ resource: 'repo:atlas/*', actions: ['read', 'write', 'ci.run', 'db:migrate'] }] },
  ];
  const rejected = [
    {},
    { grants: [{ resource: 'repo', actions: [] }] },
    { grants: [{ resource: 'repo', actions: ['read', 'read'] }] },
    { grants: [{ resource: 'repo', actions: ['READ'] }] },
    { grants: [{ actions: ['read'] }] },
    { grants: [{ resource: 'repo', actions: ['read'], expires: 'never' }] },
    { grants: [], default: 'allow' },
  ];
  for (const policy of accepted)
    assert.ok(validate(policy), `${JSON.stringify(policy)}: ${describeErrors(validate.errors)}`);
  for (const policy of rejected) assert.not.ok(validate(policy), JSON.stringify(policy));
});

test.run();
