// The model package's validators for a model of many thousand terms: one module each, every one loads and checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileValidators } from '../../src/emit/package/compile-validators.js';
import { validatorsModule } from '../../src/emit/package/validators-module.js';
import { tempDir } from '../helpers/temp-model.js';

/** More exports than one Ajv standaloneCode call survives (it overflowed the stack at about ten thousand). */
const termCount = 12_000;

const schemaId = (i: number) => `https://example.org/awm/schemas/Term${i}.schema.json`;
/** Every term refers to it, as the generated schemas refer to common.schema.json: each part must carry it. */
const commonId = 'https://example.org/awm/schemas/common.schema.json';
const common = {
  path: 'schemas/common.schema.json',
  content: JSON.stringify({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: commonId,
    $defs: { Name: { type: 'string', minLength: 1 } },
  }),
};
const termFiles = Array.from({ length: termCount }, (_, i) => ({
  path: `schemas/Term${i}.schema.json`,
  content: JSON.stringify({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaId(i),
    type: 'object',
    properties: { [`term${i}_id`]: { $ref: `${commonId}#/$defs/Name` }, link: { type: 'string', format: 'uri' } },
    required: [`term${i}_id`],
    additionalProperties: false,
  }),
}));
const schemaFiles = [common, ...termFiles];
const exports = new Map(termFiles.map((_, i) => [`Term${i}`, schemaId(i)]));

const specs = termFiles.map((file, i) => ({
  name: `Term${i}`,
  schemaFile: file.path.replace('schemas/', ''),
  typeModule: `Term${i}`,
  summary: `Whether a value is a Term${i}.`,
}));

test(`${termCount.toLocaleString('en-US')} validators compile, one module each; each validates its term`, async () => {
  const compiled = await compileValidators(schemaFiles, exports);
  const files = validatorsModule('Generated for a test.', specs, compiled);
  const modules = files.filter((file) => /^validators\/.*\.js$/.test(file.path));
  assert.is(modules.length, termCount, 'one module per term, none lost or doubled');
  const dir = tempDir('awm-large-validators-');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.content);
  }
  type Validator = ((value: unknown) => boolean) & { errors: { path: string; keyword: string }[] };
  const all = (await import(pathToFileURL(path.join(dir, 'validators.js')).href)) as {
    validators: Record<string, Validator>;
  } & Record<string, unknown>;
  assert.is(Object.keys(all.validators).length, termCount, 'validators holds every term once');
  for (const i of [0, 999, 1000, 7777, termCount - 1]) {
    const own = (await import(pathToFileURL(path.join(dir, 'validators', `Term${i}.js`)).href)) as Record<
      string,
      Validator
    >;
    const validate = own[`validateTerm${i}`]!;
    assert.is(validate, all.validators[`Term${i}`], `Term${i}: the module's validator is the one validators holds`);
    assert.ok(validate({ [`term${i}_id`]: 'x', link: 'https://example.org/' }), `Term${i} accepts a good value`);
    assert.not.ok(validate({ [`term${i}_id`]: '', link: 'not a uri' }), `Term${i} rejects a bad one`);
    assert.equal(
      validate.errors.map((error) => `${error.path} ${error.keyword}`),
      [`/term${i}_id minLength`, '/link format'],
      `Term${i}: every error, with its path`,
    );
  }
});

test.run();
