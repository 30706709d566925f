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
  'the crosswalk schema: native lifecycles, evidence and sources; null AWM states only (and always) for none, ' +
    'with a reason',
  () => {
    const validate = validatorFor('mapping');
    const crosswalk = (terms: object, rest: object = {}) => ({
      system: 'x',
      description: 'd',
      status: 'draft',
      fidelity_overview: 'partial',
      verified_against: null,
      notes: 'n',
      compatibility_field_mappings: [],
      terms,
      ...rest,
    });
    const evidence = [{ section: 'Runs', quote: 'A run is queued, then done.' }];
    const lifecycle = {
      Step: {
        states: ['QUEUED', 'DONE'],
        initial: 'QUEUED',
        terminal: ['DONE'],
        transitions: [{ from: 'QUEUED', to: 'DONE', verb: 'finish', evidence }],
        evidence,
      },
    };
    const states = (mapping: object) => ({ state_maps: { AgentRun: { states: { DONE: mapping } } } });
    const pin = { package: '@a2a-js/sdk', version: '1.3.0', file: 'dist/a2a.d.ts', sha256: 'b'.repeat(64) };
    const fromPackage = (source: object, sources: object = {}) =>
      crosswalk(
        { AgentRun: { fidelity: 'close', native_term: 'Task', evidence: [{ ...evidence[0], source: 'otel-api' }] } },
        { verified_against: 'a2a 1.3.0', source, sources },
      );
    const audited = {
      verified_against: 'the Runs page',
      source: { file: 'sources/x.md', sha256: 'a'.repeat(64) },
    };
    for (const valid of [
      crosswalk({ Task: { fidelity: 'partial', native_term: 'Step' } }),
      crosswalk(
        { AgentRun: { fidelity: 'close', native_term: 'Step', evidence } },
        {
          ...audited,
          native_lifecycles: lifecycle,
          ...states({ awm_state: 'succeeded', fidelity: 'exact', evidence }),
        },
      ),
      crosswalk({}, states({ awm_state: null, fidelity: 'none', notes: 'no such state' })),
      crosswalk(
        {},
        {
          native_lifecycles: {
            Issue: {
              states: ['done'],
              initial: null,
              terminal: ['done'],
              transitions: [],
              other_states: { notes: 'per workflow' },
            },
          },
          state_maps: {
            WorkSession: {
              states: { done: { awm_state: 'closed', fidelity: 'close' } },
              other_states: { awm_state: 'open', fidelity: 'narrow' },
            },
          },
          left_out_lifecycles: [{ native_term: 'lease', name: 'held', reason: 'no states named', evidence }],
          rule_conflicts: [{ rule: 'policy-narrows', native_term: 'allowlist', conflict: 'empty is open', evidence }],
        },
      ),
      fromPackage(pin, { 'otel-api': { ...pin, package: '@opentelemetry/api', version: '1.10.0-rc.1+build.2' } }),
      fromPackage({ ...pin, package: 'plain-name', file: 'index.d.ts' }),
    ])
      assert.ok(validate(valid), JSON.stringify(validate.errors));
    for (const invalid of [
      crosswalk({ Task: { fidelity: 'close', native_term: 'Step', predicate: 'broadMatch' } }),
      crosswalk({ Task: { fidelity: 'related', native_term: null } }),
      crosswalk({ Task: { fidelity: 'maybe', native_term: 'Step' } }),
      crosswalk({ Task: { fidelity: 'none', native_term: null, evidence: [] } }),
      crosswalk({ Task: { fidelity: 'none', native_term: null, evidence: [{ quote: 'no section' }] } }),
      crosswalk({}, { verified_against: 'the Runs page' }),
      crosswalk({}, { ...audited, source: { file: '../x.md', sha256: 'a'.repeat(64) } }),
      crosswalk({}, states({ awm_state: 'succeeded', fidelity: 'none', notes: 'r' })),
      crosswalk({}, states({ awm_state: null, fidelity: 'none' })),
      crosswalk({}, states({ awm_state: null, fidelity: 'partial' })),
      crosswalk({}, states({ awm_state: 'succeeded', fidelity: 'tbd' })),
      crosswalk({}, states({ awm_state: 'Succeeded', fidelity: 'exact' })),
      crosswalk({}, { state_maps: { AgentRun: { states: {} } } }),
      crosswalk(
        {},
        { state_maps: { AgentRun: { states: { ' DONE': { awm_state: 'succeeded', fidelity: 'exact' } } } } },
      ),
      crosswalk(
        {},
        {
          state_maps: {
            AgentRun: { states: { DONE: { awm_state: 'succeeded', fidelity: 'exact' } }, transitions: [] },
          },
        },
      ),
      crosswalk({}, { native_lifecycles: { Step: { states: ['A'], terminal: [], transitions: [] } } }),
      crosswalk({}, { native_lifecycles: { Step: { ...lifecycle.Step, states: [] } } }),
      crosswalk({}, { rule_conflicts: [{ rule: 'policy-narrows', native_term: 'allowlist' }] }),
      crosswalk({}, { false_friends: [{ native_term: 'Session', term: 'WorkSession' }] }),
      // Package sources: every key required, an exact version, a relative path inside the package, no
      // vendored file key mixed in, kebab-case names of sources.
      fromPackage({ ...pin, version: undefined }),
      fromPackage({ ...pin, version: '^1.3.0' }),
      fromPackage({ ...pin, file: '../outside.d.ts' }),
      fromPackage({ ...pin, file: '/etc/passwd' }),
      fromPackage({ ...pin, file: 'dist/./a2a.d.ts' }),
      fromPackage({ ...pin, package: 'Upper/Case' }),
      fromPackage({ ...pin, title: 'A2A' }),
      fromPackage(pin, { OtelApi: pin }),
      fromPackage(pin, { 'otel-api': { file: 'sources/x.md', sha256: 'a'.repeat(64) } }),
      crosswalk({ Task: { fidelity: 'none', native_term: null, evidence: [{ ...evidence[0], source: 'Bad Name' }] } }),
    ]) {
      assert.not.ok(validate(invalid), JSON.stringify(invalid));
    }
  },
);

test('the source document header schema: provenance, a verbatim promise, and headings by line', () => {
  const validate = validatorFor('mapping-source');
  const header = {
    title: 'Runs',
    origin: 'https://example.org/runs',
    sha256: 'b'.repeat(64),
    retrieved: '2026-11-30',
    verbatim: true,
    sections: [
      { line: 1, title: 'Runs' },
      { line: 9, title: 'States', level: 2 },
    ],
  };
  assert.ok(validate(header), JSON.stringify(validate.errors));
  for (const invalid of [
    { ...header, verbatim: false },
    { ...header, sha256: 'B'.repeat(64) },
    { ...header, retrieved: '30 Nov 2026' },
    { ...header, sections: [{ line: 0, title: 'Runs' }] },
    { ...header, sections: [{ line: 1, title: 'Runs', level: 7 }] },
    { ...header, extra: 1 },
  ])
    assert.not.ok(validate(invalid), JSON.stringify(invalid));
});

test.run();
