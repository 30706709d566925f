// The generated types reach a downstream project by package name, type-check under --strict, and match the model.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { typesGenerator } from '../src/emit/types/emit-types.js';
import { loadTypeScriptWriter } from '../src/emit/types/typescript-writer.js';
import { transitionTable } from '../src/model/lifecycle-graph.js';
import { repoPath, repoRoot } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';
import { yamlLifecycles } from './helpers/yaml-lifecycles.js';

const fixtureDir = repoPath('test', 'fixtures', 'consumer');
const consumerSource = readFileSync(path.join(fixtureDir, 'consumer.ts'), 'utf8');
const { model } = compileModel(repoPath('model'));
const terms = [...model!.terms.values()];

/**
 * A downstream project in a temporary directory: the fixture's tsconfig, the given sources, and
 * node_modules/agent-work-model linked to this package, as `npm install` would leave it. Imports
 * of 'agent-work-model' therefore resolve through package.json's exports map.
 */
function withConsumerProject<T>(sources: Record<string, string>, body: (dir: string) => T): T {
  const dir = tempDir('awm-consumer-');
  try {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(repoRoot, path.join(dir, 'node_modules', 'agent-work-model'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "downstream", "private": true, "type": "module" }\n');
    const tsconfig = JSON.parse(readFileSync(path.join(fixtureDir, 'tsconfig.json'), 'utf8')) as { files: string[] };
    tsconfig.files = Object.keys(sources).filter((name) => name.endsWith('.ts'));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    for (const [name, source] of Object.entries(sources)) writeFileSync(path.join(dir, name), source);
    return body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the repository's own tsc on a project; returns its exit status and output. */
function typeCheck(dir: string): { status: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    [repoPath('node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(dir, 'tsconfig.json'), '--pretty', 'false'],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

test('the consumer fixture type-checks under --strict, every @ts-expect-error in it needed', () => {
  withConsumerProject({ 'consumer.ts': consumerSource }, (dir) => {
    const result = typeCheck(dir);
    assert.is(result.status, 0, result.output);
  });
});

test('a wrong state literal is what the @ts-expect-error catches: made valid, tsc reports the directive unused', () => {
  const wrong = "export const wrongState: AgentRunState = 'paused';";
  assert.ok(consumerSource.includes(wrong), 'the fixture still assigns a WorkSession state to an AgentRunState');
  const mutated = consumerSource.replace(wrong, "export const wrongState: AgentRunState = 'assigned';");
  withConsumerProject({ 'consumer.ts': mutated }, (dir) => {
    const result = typeCheck(dir);
    assert.is.not(result.status, 0, 'tsc accepted an unused @ts-expect-error');
    assert.match(result.output, /consumer\.ts\(\d+,\d+\): error TS2578: Unused '@ts-expect-error' directive/);
  });
});

test('every term type, portable type and lifecycle state union is importable from agent-work-model/types', () => {
  const names = terms.flatMap((term) => [
    term.key,
    `${term.key}Portable`,
    ...(term.data.lifecycle ? [`${term.key}State`] : []),
  ]);
  const source =
    `import type { ${names.join(', ')} } from 'agent-work-model/types';\nexport type All = ` +
    `[${names.join(', ')}];\n`;
  withConsumerProject({ 'all.ts': source }, (dir) => {
    const result = typeCheck(dir);
    assert.is(result.status, 0, result.output);
  });
});

test(
  'at run time agent-work-model/types exports the transition tables, the root the library API, and the schemas by ' +
    'path',
  () => {
    const script = [
      "import * as awm from 'agent-work-model';",
      "import * as types from 'agent-work-model/types';",
      "const { default: schema } = await import('agent-work-model/schemas/AgentRun.schema.json', { with: { type: " +
        "'json' } });",
      "const tables = Object.fromEntries(Object.entries(types).filter(([name]) => name.endsWith('Transitions')));",
      'console.log(JSON.stringify({ api: typeof awm.compileModel, tables, schemaId: schema.$id }));',
    ].join('\n');
    const printed = withConsumerProject({ 'print.mjs': script }, (dir) =>
      spawnSync(process.execPath, [path.join(dir, 'print.mjs')], { encoding: 'utf8', cwd: dir }),
    );
    assert.is(printed.status, 0, printed.stderr);
    const { api, tables, schemaId } = JSON.parse(printed.stdout) as {
      api: string;
      tables: Record<string, Record<string, string[]>>;
      schemaId: string;
    };
    assert.is(api, 'function');
    assert.is(
      schemaId,
      'https://agent-work-model.org/generated/schemas/AgentRun.schema.json',
      'agent-work-model/schemas/* serves generated/schemas/',
    );
    const expected = Object.fromEntries(
      terms
        .filter((term) => term.data.lifecycle)
        .map((term) => [`${term.key}Transitions`, Object.fromEntries(transitionTable(term.data.lifecycle!))]),
    );
    assert.equal(tables, expected);
    assert.is(Object.keys(tables).length, yamlLifecycles().size, 'one table per lifecycle the YAML declares');
  },
);

test('the exports map lists types first, and points at files npm ci builds or git holds', () => {
  const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as {
    exports: Record<string, Record<string, string> | string>;
    files: string[];
  };
  const root = pkg.exports['.'] as Record<string, string>;
  assert.equal(Object.keys(root), ['types', 'default']);
  assert.is(root.types, './dist/src/index.d.ts');
  // The model's own types have their own entry point: the toolkit's source never imports its output.
  assert.equal(pkg.exports['./types'], {
    types: './dist/generated/types/index.d.ts',
    default: './dist/generated/types/index.js',
  });
  assert.not.match(readFileSync(repoPath('dist', 'src', 'index.d.ts'), 'utf8'), 'generated/');
  for (const file of [
    'dist/generated/types/index.js',
    'dist/generated/types/index.d.ts',
    'dist/generated/types/AgentRun.d.ts',
  ]) {
    assert.ok(
      pkg.files.some((entry) => file.startsWith(entry)),
      `${file} is not in package.json files`,
    );
    assert.ok(readFileSync(repoPath(file), 'utf8').length > 0);
  }
});

test('every exported declaration and every interface property carries JSDoc', async () => {
  const { typesGenerator } = await import('../src/emit/types/emit-types.js');
  const files = await typesGenerator.emit(model!);
  let documented = 0;
  for (const file of files.filter((f) => f.path !== 'types/index.ts')) {
    const lines = file.content.split('\n');
    let inInterface = false;
    lines.forEach((line, i) => {
      if (/^export interface /.test(line)) inInterface = true;
      else if (line === '}') inInterface = false;
      const declaration = /^export (interface|type|const) \w+/.test(line);
      const property = inInterface && /^ {2}\w+\??: /.test(line);
      if (!declaration && !property) return;
      assert.ok(lines[i - 1]!.trim() === '*/', `${file.path}:${i + 1} has no JSDoc: ${line}`);
      documented++;
    });
  }
  // 16 terms x 2 interfaces, 8 state unions and 8 tables, 3 shared and 3 model-wide types, and their properties.
  assert.ok(documented > 16 * 2 + 8 * 2 + 6 + 50, `only ${documented} declarations and properties`);
});

test('formatting all modules in one Prettier call gives each file exactly what formatting it alone gives', async () => {
  const { model } = compileModel(repoPath('model'));
  const files = (await typesGenerator.emit(model!)).filter((file) => file.path.startsWith('types/'));
  const writer = await loadTypeScriptWriter();
  assert.ok(files.length > 16);
  for (const file of files)
    assert.fixture(await writer.format(file.content, path.basename(file.path)), file.content, file.path);
});

test.run();
