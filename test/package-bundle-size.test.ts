// The model package in a bundle: esbuild, minifying, brings one validator's module alone, and canTransition alone.
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

/** The budgets the issue sets, in bytes of minified output: one validator, and canTransition alone. */
const oneValidatorBudget = 15_000;
const canTransitionBudget = 4_000;

// A project that has the package installed under its name (a link to generated/package/, which
// `awm build --check` keeps current), bundled the way an application bundles it.
const packageDir = repoPath('generated', 'package');
const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
const project = tempDir('awm-bundle-');
mkdirSync(path.join(project, 'node_modules', path.dirname(name)), { recursive: true });
symlinkSync(packageDir, path.join(project, 'node_modules', name), 'dir');
test.after(() => rmSync(project, { recursive: true, force: true }));

interface Bundle {
  code: string;
  bytes: number;
  /** The package's modules that put bytes in the bundle, relative to the package. */
  modules: string[];
}

async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: project, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: project,
  });
  const [output] = Object.values(result.metafile.outputs);
  const modules = Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => path.relative(packageDir, path.resolve(project, file)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('..'))
    .sort();
  const code = result.outputFiles[0]!.text;
  return { code, bytes: Buffer.byteLength(code), modules };
}

/** The terms as the YAML names them, with their identity fields: the oracle for what each bundle must hold. */
const terms = readdirSync(repoPath('model', 'terms')).map(
  (file) =>
    parse(readFileSync(repoPath('model', 'terms', file), 'utf8')) as {
      key: string;
      identity: { field: string };
      lifecycle?: object;
    },
);
const term = terms.find((candidate) => candidate.key === 'AgentRun') ?? terms[0]!;

test('one validator by subpath: its module and the shared runtime alone, under the budget, and it runs', async () => {
  for (const { key } of terms) {
    const result = await bundle(`export { validate${key} } from '${name}/validators/${key}';`);
    assert.equal(result.modules, ['validator-runtime.js', `validators/${key}.js`], key);
    assert.ok(result.bytes < oneValidatorBudget, `${key}: ${result.bytes} bytes`);
  }
  const { code } = await bundle(`export { validate${term.key} } from '${name}/validators/${term.key}';`);
  const bundled = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    ((value: unknown) => boolean) & { errors: { path: string; keyword: string }[] }
  >;
  const validate = bundled[`validate${term.key}`]!;
  assert.not.ok(validate({}));
  assert.equal(validate.errors[0], { path: `/${term.identity.field}`, message: 'is required', keyword: 'required' });
});

test("one validator from the package root: tree-shaken to the same modules, no other term's code", async () => {
  const fromRoot = await bundle(`export { validate${term.key} } from '${name}';`);
  const bySubpath = await bundle(`export { validate${term.key} } from '${name}/validators/${term.key}';`);
  assert.equal(fromRoot.modules, bySubpath.modules);
  assert.ok(fromRoot.bytes < oneValidatorBudget, `${fromRoot.bytes} bytes`);
  const own = readFileSync(repoPath('model', 'terms', `${term.key}.yaml`), 'utf8');
  for (const other of terms)
    if (!own.includes(other.identity.field))
      assert.not.ok(fromRoot.code.includes(other.identity.field), `the bundle holds ${other.key}'s identity field`);
});

test('canTransition alone: the transition tables and nothing of the validators, under the budget', async () => {
  const result = await bundle(`export { canTransition } from '${name}';`);
  assert.equal(result.modules, ['transitions.js']);
  assert.ok(result.bytes < canTransitionBudget, `${result.bytes} bytes`);
});

test('the validators object needs every validator: the budget is not met by bundling nothing', async () => {
  const result = await bundle(`export { validators } from '${name}';`);
  const entityState = terms.some((candidate) => candidate.lifecycle) ? 1 : 0;
  assert.is(result.modules.filter((file) => file.startsWith('validators/')).length, terms.length + entityState);
  assert.ok(result.bytes > oneValidatorBudget, `${result.bytes} bytes`);
});

test.run();
