// The model package's validators for a model of many thousand terms: compiled in parts, each part loads and checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileValidators } from '../../src/emit/package/compile-validators.js';
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

test(`${termCount.toLocaleString('en-US')} validators compile into parts; every part validates its terms`, async () => {
  const files = await compileValidators(schemaFiles, exports, 'Generated for a test.');
  const parts = files.filter((file) => file.path.startsWith('compiled-validators/'));
  assert.ok(parts.length >= 2, `${parts.length} parts`);
  const dir = tempDir('awm-large-validators-');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.content);
  }
  const compiled = (await import(pathToFileURL(path.join(dir, 'compiled-validators.js')).href)) as Record<
    string,
    ((value: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null }
  >;
  assert.is(Object.keys(compiled).length, termCount, 'one export per term, none lost or doubled');
  for (const i of [0, 999, 1000, 7777, termCount - 1]) {
    const validate = compiled[`Term${i}`]!;
    assert.ok(validate({ [`term${i}_id`]: 'x', link: 'https://example.org/' }), `Term${i} accepts a good value`);
    assert.not.ok(validate({ [`term${i}_id`]: '', link: 'not a uri' }), `Term${i} rejects a bad one`);
    assert.equal(
      validate.errors?.map((error) => `${error.instancePath} ${error.keyword}`),
      [`/term${i}_id minLength`, '/link format'],
      `Term${i}: every error, with its path`,
    );
  }
});

test.run();
