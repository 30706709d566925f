// The hand-written document types in src/model/ say what schemas/ says: each is compared, as a type, with
// the type json-schema-to-typescript generates from its schema, and tsc must find the two identical.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

/** Each schema of a model document, and the type in src/model/ that must say the same. */
const pairs = [
  { schema: 'model', module: 'documents', type: 'ModelDocument' },
  { schema: 'authority-roles', module: 'documents', type: 'AuthorityRolesDocument' },
  { schema: 'rule-set', module: 'documents', type: 'RuleSetDocument' },
  { schema: 'term', module: 'documents', type: 'TermDocument' },
  { schema: 'mapping', module: 'documents', type: 'MappingDocument' },
  { schema: 'model-bundle', module: 'bundle', type: 'ModelBundle' },
] as const;

/** The type a schema describes, under the name `Schema`, with the types its `$ref`s name beside it. */
async function schemaType(schema: string): Promise<string> {
  const document = JSON.parse(readFileSync(repoPath('schemas', `${schema}.schema.json`), 'utf8'));
  return compile({ ...document, title: 'Schema' }, 'Schema', {
    cwd: repoPath('schemas'),
    bannerComment: '',
    format: false,
    additionalProperties: false,
    // `minItems: 1` would become a tuple type; the document types keep plain arrays.
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    unknownAny: true,
  });
}

/**
 * Whether two types are identical, not merely assignable: an optional member where the other
 * requires it, or a member only one side declares, makes them differ.
 */
const identical = `export type Identical<A, B> =
  (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
`;

test('every document type in src/model/ is identical to the type generated from its schema', async () => {
  const dir = tempDir('awm-document-types-');
  try {
    writeFileSync(path.join(dir, 'identical.ts'), identical);
    const checks: string[] = [];
    for (const { schema, module, type } of pairs) {
      writeFileSync(path.join(dir, `${schema}.ts`), await schemaType(schema));
      const source = path.relative(dir, repoPath('src', 'model', `${module}.js`));
      const generated = `${camel(schema)}Schema`;
      checks.push(
        `import type { Schema as ${generated} } from './${schema}.js';`,
        `import type { ${type} } from '${source}';`,
        // Assignability both ways first: where the types differ, tsc names the member.
        `export const ${generated}Into: ${generated} = null as unknown as ${type};`,
        `export const ${generated}From: ${type} = null as unknown as ${generated};`,
        `export const ${generated}Identical: Identical<${type}, ${generated}> = true;`,
      );
    }
    const check = `import type { Identical } from './identical.js';\n${checks.join('\n')}\n`;
    writeFileSync(path.join(dir, 'check.ts'), check);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', types: [] },
        files: ['check.ts'],
      }),
    );
    const result = spawnSync(
      process.execPath,
      [repoPath('node_modules', 'typescript', 'bin', 'tsc'), '-p', dir, '--pretty', 'false'],
      { encoding: 'utf8' },
    );
    // tsc names check.ts lines; each line says which document type and schema it compares.
    const numbered = check
      .split('\n')
      .map((line, index) => `${index + 1}: ${line}`)
      .join('\n');
    assert.is(result.status, 0, `${result.stdout}${result.stderr}\ncheck.ts:\n${numbered}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function camel(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
}

test.run();
