// The JSON Schemas under schemas/ are strict, closed, and describe the compiled model.
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSchemaAjv } from '../src/validate/precompile-schemas.js';
import { validatorFor } from '../src/validate/schema-registry.js';
import { schemaBase, schemaFiles } from '../src/validate/schema-files.js';
import { publishedModelFixture, repoPath } from './helpers/paths.js';

const schemaDir = repoPath('schemas');
const schemas = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => ({
    name,
    schema: JSON.parse(readFileSync(`${schemaDir}/${name}`, 'utf8')) as Record<string, unknown>,
  }));

test('every schema is draft 2020-12 with an $id under the project base', () => {
  for (const { name, schema } of schemas) {
    assert.is(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', name);
    assert.is(schema.$id, schemaBase + name);
  }
});

test('every schema compiles under Ajv strict mode', () => {
  const ajv = createSchemaAjv({ source: false });
  for (const name of Object.values(schemaFiles)) assert.ok(ajv.getSchema(schemaBase + name), name);
});

test('every object schema with properties is closed (unknown keys are errors)', () => {
  const open: string[] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) visit(item, `${where}/${i}`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && record.type === 'object' && record.additionalProperties !== false) open.push(where);
    for (const [key, value] of Object.entries(record)) visit(value, `${where}/${key}`);
  };
  for (const { name, schema } of schemas) visit(schema, name);
  assert.equal(open, []);
});

test('the bundle schema accepts the published model', () => {
  const validate = validatorFor('bundle');
  const valid = validate(JSON.parse(readFileSync(publishedModelFixture, 'utf8')));
  assert.ok(valid, JSON.stringify(validate.errors, null, 2));
});

test('the bundle schema rejects an unknown top-level key and an unknown field kind', () => {
  const validate = validatorFor('bundle');
  const bundle = JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as Record<string, unknown> & {
    terms: { fields: { kind: string }[] }[];
  };
  assert.not.ok(validate({ ...bundle, extra: true }));
  bundle.terms[0]!.fields[0]!.kind = 'primary';
  assert.not.ok(validate(bundle));
});

test(
  'the crosswalk schema: predicates only on partial entries, null AWM states only (and always) for none, with a ' +
    'reason',
  () => {
    const validate = validatorFor('mapping');
    const crosswalk = (terms: object, stateMaps?: object) => ({
      system: 'x',
      description: 'd',
      status: 'draft',
      fidelity_overview: 'partial',
      verified_against: null,
      notes: 'n',
      compatibility_field_mappings: [],
      terms,
      ...(stateMaps ? { state_maps: stateMaps } : {}),
    });
    const states = (mapping: object) => ({
      AgentRun: { states: { DONE: mapping }, transitions: [{ from: 'DONE', to: 'DONE' }] },
    });
    assert.ok(
      validate(
        crosswalk(
          { Task: { fidelity: 'partial', native_term: 'Step', predicate: 'narrowMatch' } },
          states({ awm_state: 'succeeded', fidelity: 'exact' }),
        ),
      ),
    );
    assert.ok(validate(crosswalk({}, states({ awm_state: null, fidelity: 'none', notes: 'no such state' }))));
    for (const invalid of [
      crosswalk({ Task: { fidelity: 'exact', native_term: 'Step', predicate: 'broadMatch' } }),
      crosswalk({ Task: { fidelity: 'partial', native_term: 'Step', predicate: 'relatedMatch' } }),
      crosswalk({ Task: { fidelity: 'partial', native_term: null } }),
      crosswalk({}, states({ awm_state: 'succeeded', fidelity: 'none', notes: 'r' })),
      crosswalk({}, states({ awm_state: null, fidelity: 'none' })),
      crosswalk({}, states({ awm_state: null, fidelity: 'partial' })),
      crosswalk({}, states({ awm_state: 'succeeded', fidelity: 'tbd' })),
      crosswalk({}, states({ awm_state: 'Succeeded', fidelity: 'exact' })),
      crosswalk({}, { AgentRun: { states: {} } }),
      crosswalk({}, { AgentRun: { states: { ' DONE': { awm_state: 'succeeded', fidelity: 'exact' } } } }),
      crosswalk({}, { AgentRun: { states: { DONE: { awm_state: 'succeeded', fidelity: 'exact' } }, mapped: true } }),
      { ...crosswalk({}), false_friends: [{ native_term: 'Session', term: 'WorkSession' }] },
    ]) {
      assert.not.ok(validate(invalid), JSON.stringify(invalid));
    }
  },
);

test.run();
