// The model package (generated/package/): zero dependencies, the YAML's own lifecycles, validators that agree with Ajv.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { compileModel } from '../src/compile.js';
import { emitModel } from '../src/emit/emit-model.js';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

// ajv-formats is CommonJS; seen through ESM interop its default export is the plugin itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

interface ValidationError {
  path: string;
  message: string;
  keyword: string;
}
type Validator = ((value: unknown) => boolean) & { errors: ValidationError[] };
interface PackageModule {
  canTransition(term: string, from: string, to: string): boolean;
  lifecycles: Record<string, { initial: string; terminal: readonly string[]; transitions: Record<string, string[]> }>;
  validators: Record<string, Validator>;
  [name: string]: unknown;
}

// The package as awm build writes it, in a folder of its own, imported as its users import it.
const { model } = compileModel(repoPath('model'));
const files = (await emitModel(model!)).filter((file) => file.path.startsWith('package/'));
const dir = tempDir('awm-package-');
for (const file of files) {
  const target = path.join(dir, file.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file.content);
}
const packageDir = path.join(dir, 'package');
const pkg = (await import(pathToFileURL(path.join(packageDir, 'index.js')).href)) as PackageModule;
const packageFile = (name: string) => readFileSync(path.join(packageDir, name), 'utf8');

/** The lifecycles as the YAML states them, read with the yaml package alone: the oracle for the tables. */
const yamlLifecycles = new Map(
  readdirSync(repoPath('model', 'terms'))
    .map((file) => parse(readFileSync(repoPath('model', 'terms', file), 'utf8')))
    .filter((term) => term.lifecycle)
    .map((term) => [
      term.key as string,
      term.lifecycle as {
        states: string[];
        initial: string;
        terminal: string[];
        transitions: { from: string; to: string }[];
      },
    ]),
);

test.after(() => rmSync(dir, { recursive: true, force: true }));

test('the package depends on nothing: no dependencies, and its modules import only one another', () => {
  const manifest = JSON.parse(packageFile('package.json')) as Record<string, unknown>;
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    assert.not.ok(field in manifest, field);
  const modules = files.filter((file) => /\.(js|d\.ts)$/.test(file.path));
  assert.ok(modules.length > 20);
  for (const { path: file, content } of modules) {
    for (const [, specifier] of content.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g))
      assert.ok(specifier!.startsWith('./') || specifier!.startsWith('../'), `${file} imports ${specifier}`);
    assert.not.match(content, /\brequire\(/, `${file} requires a module`);
  }
});

test("package.json: the default name, the model's version from model.yaml, types first in the exports", () => {
  const manifest = JSON.parse(packageFile('package.json')) as {
    name: string;
    version: string;
    type: string;
    sideEffects: unknown;
    exports: Record<string, unknown>;
  };
  const metadata = parse(readFileSync(repoPath('model', 'model.yaml'), 'utf8')).model as { version: string };
  assert.is(manifest.name, '@agent-work-model/model');
  assert.is(manifest.version, metadata.version);
  assert.is(manifest.type, 'module');
  assert.equal(manifest.exports['.'], { types: './index.d.ts', default: './index.js' });
  assert.equal(Object.keys(manifest.exports), ['.', './validators/*', './model.json', './schemas/*', './package.json']);
  assert.equal(manifest.exports['./validators/*'], { types: './validators/*.d.ts', default: './validators/*.js' });
  assert.is(manifest.sideEffects, false, 'a bundler may drop every module whose exports go unused');
});

test('the package carries model.json and every generated schema unchanged', () => {
  assert.is(packageFile('model.json'), readFileSync(repoPath('generated', 'model.json'), 'utf8'));
  const schemas = readdirSync(repoPath('generated', 'schemas')).sort();
  assert.equal(readdirSync(path.join(packageDir, 'schemas')).sort(), schemas);
  for (const schema of schemas)
    assert.is(packageFile(`schemas/${schema}`), readFileSync(repoPath('generated', 'schemas', schema), 'utf8'));
});

test("the transition tables, lifecycles and canTransition say what the YAML's transition lists say", () => {
  assert.equal(Object.keys(pkg.lifecycles).sort(), [...yamlLifecycles.keys()].sort());
  for (const [term, lifecycle] of yamlLifecycles) {
    const { initial, terminal, transitions } = pkg.lifecycles[term]!;
    assert.is(initial, lifecycle.initial, term);
    assert.equal([...terminal], lifecycle.terminal, term);
    assert.is(pkg[`${term}Transitions`], transitions, `${term}Transitions is the table lifecycles holds`);
    for (const from of lifecycle.states)
      for (const to of lifecycle.states) {
        const listed = lifecycle.transitions.some((t) => t.from === from && t.to === to);
        assert.is(pkg.canTransition(term, from, to), listed, `${term}: ${from} -> ${to}`);
        assert.is(transitions[from]!.includes(to), listed, `${term}Transitions.${from} has ${to}`);
      }
  }
  assert.is(pkg.canTransition('NoSuchTerm', 'a', 'b'), false);
  assert.is(pkg.canTransition('AgentRun', 'toString', 'running'), false, 'inherited names are not states');
});

test('the tables are frozen: nobody edits the model at run time', () => {
  const [term] = yamlLifecycles.keys();
  const { transitions, terminal } = pkg.lifecycles[term!]!;
  assert.ok(Object.isFrozen(pkg.lifecycles) && Object.isFrozen(transitions) && Object.isFrozen(terminal));
  assert.throws(() => (Object.values(transitions)[0] as string[]).push('anything'), TypeError);
});

// The oracle for the validators: Ajv compiling the same schemas in process, with ajv-formats in fast mode.
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv, { mode: 'fast' });
for (const schema of readdirSync(path.join(packageDir, 'schemas')))
  ajv.addSchema(JSON.parse(packageFile(`schemas/${schema}`)) as object);

/** Ajv's errors as the package reports them: the pointer of a missing or unexpected property itself. */
function oracleErrors(schemaFile: string, value: unknown): { path: string; keyword: string }[] | undefined {
  const validate = ajv.getSchema(`https://agent-work-model.org/generated/schemas/${schemaFile}`)!;
  if (validate(value)) return undefined;
  return validate
    .errors!.filter((error) => error.keyword !== 'if')
    .map(({ keyword, instancePath, params }) => {
      const property =
        (params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
        (params as { additionalProperty?: string }).additionalProperty;
      const segment = property?.replace(/~/g, '~0').replace(/\//g, '~1');
      return { path: segment === undefined ? instancePath : `${instancePath}/${segment}`, keyword };
    });
}

const instanceDir = repoPath('test', 'fixtures', 'instances');
const instances = readdirSync(instanceDir).map((file) => {
  const data = JSON.parse(readFileSync(path.join(instanceDir, file), 'utf8'));
  const term = file.split('.')[0]!;
  return { file, term, instance: file.endsWith('.invalid.json') ? data.instance : data };
});

test('every validator agrees with Ajv on the instance fixtures and on variations of them, error for error', () => {
  const variations = (value: unknown): unknown[] => [
    value,
    null,
    [],
    'text',
    {},
    { ...(value as object), unexpected: true },
    Object.fromEntries(Object.entries(value as object).map(([key]) => [key, 42])),
  ];
  let compared = 0;
  for (const { file, term, instance } of instances) {
    const validate = pkg.validators[term]!;
    for (const value of variations(instance)) {
      const expected = oracleErrors(`${term}.schema.json`, value);
      assert.is(validate(value), expected === undefined, `${file}: ${JSON.stringify(value)}`);
      assert.equal(
        validate.errors.map(({ path, keyword }) => ({ path, keyword })),
        expected ?? [],
        `${file}: ${JSON.stringify(value)}`,
      );
      compared++;
    }
  }
  assert.ok(compared >= 32 * 7);
});

test('errors are JSON Pointers to the value at fault, with a message (known answers)', () => {
  const { validateAgentRun, validateWorkSession, validateArtifact } = pkg as unknown as Record<string, Validator>;
  const cases: [Validator, unknown, ValidationError[]][] = [
    [validateAgentRun!, 42, [{ path: '', message: 'must be object', keyword: 'type' }]],
    [
      validateAgentRun!,
      {},
      [
        { path: '/agent_run_id', message: 'is required', keyword: 'required' },
        { path: '/work_session_id', message: 'is required', keyword: 'required' },
      ],
    ],
    [
      validateAgentRun!,
      { agent_run_id: 'run-42' },
      [{ path: '/work_session_id', message: 'is required', keyword: 'required' }],
    ],
    [
      validateAgentRun!,
      { agent_run_id: 'run 42', work_session_id: 'ws-1' },
      [{ path: '/agent_run_id', message: 'must not contain whitespace or control characters', keyword: 'not' }],
    ],
    [
      validateAgentRun!,
      { agent_run_id: 'run-42', work_session_id: 'ws-1', 'a/b~c': 1 },
      [{ path: '/a~1b~0c', message: 'is not allowed here', keyword: 'additionalProperties' }],
    ],
    [
      validateWorkSession!,
      { work_session_id: 'ws-1', policy: { grants: [{ resource: 'repo:*', actions: [] }] } },
      [{ path: '/policy/grants/0/actions', message: 'must NOT have fewer than 1 items', keyword: 'minItems' }],
    ],
    [
      validateArtifact!,
      { artifact_id: 'a-1', locator: 'not a uri' },
      [{ path: '/locator', message: 'must match format "uri"', keyword: 'format' }],
    ],
  ];
  for (const [validate, value, errors] of cases) {
    assert.is(validate(value), false, JSON.stringify(value));
    assert.equal(validate.errors, errors, JSON.stringify(value));
  }
  assert.ok(validateAgentRun!({ agent_run_id: 'run-42', work_session_id: 'ws-1' }));
  assert.equal(validateAgentRun!.errors, [], 'a valid value leaves no errors from the call before');
});

test('each validator has a module of its own under validators/, the same function the root exports', async () => {
  const terms = readdirSync(repoPath('model', 'terms')).map(
    (file) => (parse(readFileSync(repoPath('model', 'terms', file), 'utf8')) as { key: string }).key,
  );
  const names = [...terms, ...(yamlLifecycles.size ? ['EntityState'] : [])].sort();
  assert.equal(Object.keys(pkg.validators).sort(), names);
  const modules = readdirSync(path.join(packageDir, 'validators')).filter((file) => file.endsWith('.js'));
  assert.equal(modules.map((file) => file.replace(/\.js$/, '')).sort(), names);
  for (const name of names) {
    const own = (await import(pathToFileURL(path.join(packageDir, 'validators', `${name}.js`)).href)) as Record<
      string,
      unknown
    >;
    assert.equal(Object.keys(own), [`validate${name}`], `validators/${name}.js exports its validator alone`);
    assert.is(own[`validate${name}`], pkg[`validate${name}`], name);
    assert.is(own[`validate${name}`], pkg.validators[name], name);
  }
});

test("EntityState: a term's own states pass; another term's state fails at /state, an unknown term at /term", () => {
  const validate = pkg.validators.EntityState!;
  const [term, lifecycle] = [...yamlLifecycles][0]!;
  const [other, otherLifecycle] = [...yamlLifecycles][1]!;
  const foreign = otherLifecycle.states.find((state) => !lifecycle.states.includes(state))!;
  for (const state of lifecycle.states) assert.ok(validate({ term, id: 'e-1', state }), `${term} ${state}`);
  assert.not.ok(validate({ term, id: 'e-1', state: foreign }));
  assert.equal(validate.errors, [
    {
      path: '/state',
      message: `must be one of ${lifecycle.states.map((s) => JSON.stringify(s)).join(', ')}`,
      keyword: 'enum',
    },
  ]);
  assert.ok(validate({ term: other, id: 'e-1', state: foreign }));
  assert.not.ok(validate({ term: 'NoSuchTerm', id: 'e-1', state: lifecycle.initial }));
  assert.equal(
    validate.errors.map(({ path, keyword }) => ({ path, keyword })),
    [{ path: '/term', keyword: 'enum' }],
  );
  assert.not.ok(validate({ term, state: lifecycle.initial }));
  assert.equal(validate.errors[0]?.path, '/id');
});

test("awm build carries the working directory's LICENSE into the package, and refuses one it cannot read", () => {
  const temp = copyModel();
  const licensePath = path.join(temp.root, 'LICENSE');
  const packaged = path.join(temp.root, 'generated', 'package', 'LICENSE');
  try {
    const unlicensed = runAwm(['build'], temp.root);
    assert.is(unlicensed.status, 0, unlicensed.stderr);
    assert.not.ok(existsSync(packaged), 'no LICENSE, none in the package');

    const text = readFileSync(repoPath('LICENSE'), 'utf8');
    writeFileSync(licensePath, text);
    const built = runAwm(['build'], temp.root);
    assert.is(built.status, 0, built.stderr);
    assert.is(readFileSync(packaged, 'utf8'), text);
    assert.is(runAwm(['build', '--check'], temp.root).status, 0);

    rmSync(licensePath);
    const stale = runAwm(['build', '--check'], temp.root);
    assert.is(stale.status, 1, stale.stderr);
    assert.match(stale.stderr, 'generated/package/LICENSE is not produced by the build');

    writeFileSync(licensePath, Buffer.from([0x4c, 0x69, 0x63, 0x0a, 0xff, 0x0a]));
    const binary = runAwm(['build'], temp.root);
    assert.is(binary.status, 1, binary.stderr);
    assert.match(binary.stderr, /^LICENSE:2:1 .*ENCODING/m);
    assert.match(binary.stderr, 'nothing written');
    assert.ok(existsSync(packaged), 'the LICENSE built before is kept');

    rmSync(licensePath);
    mkdirSync(licensePath);
    const folder = runAwm(['build'], temp.root);
    assert.is(folder.status, 2, 'an unreadable file is an input error, as an unreadable model file is');
    assert.match(folder.stderr, /^LICENSE:1:1 .*cannot read LICENSE: not a regular file.*READ_ERROR/m);
    assert.not.match(folder.stderr, /\n\s+at /, 'no stack trace');
  } finally {
    temp.dispose();
  }
});

test('awm build names the package as awm.config.yaml says, and refuses a name npm would refuse', () => {
  const temp = copyModel();
  try {
    writeFileSync(path.join(temp.root, 'awm.config.yaml'), 'package:\n  name: "@acme/work-model"\n');
    const built = runAwm(['build'], temp.root);
    assert.is(built.status, 0, built.stderr);
    const written = (file: string) => readFileSync(path.join(temp.root, 'generated', 'package', file), 'utf8');
    assert.is((JSON.parse(written('package.json')) as { name: string }).name, '@acme/work-model');
    assert.match(written('README.md'), "from '@acme/work-model';");
    const check = runAwm(['build', '--check'], temp.root);
    assert.is(check.status, 0, check.stderr);

    writeFileSync(path.join(temp.root, 'awm.config.yaml'), 'package:\n  name: Work Model\n');
    const refused = runAwm(['build', '--check'], temp.root);
    assert.is(refused.status, 2, refused.stderr);
    assert.match(refused.stdout + refused.stderr, /awm\.config\.yaml:2:9 .*CONFIG_INVALID/);
  } finally {
    temp.dispose();
  }
});

test.run();
