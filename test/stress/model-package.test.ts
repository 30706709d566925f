// The model package as downstream systems install it: packed, installed alone, type-checked strictly, run.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { createProject, npmInstall, npmPack, run, runOk } from '../helpers/npm-project.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-model-package-');
const project = path.join(work, 'project');
const manifest = JSON.parse(readFileSync(repoPath('generated', 'package', 'package.json'), 'utf8')) as {
  name: string;
};
createProject(project, 'downstream');
const tarball = npmPack(repoPath('generated', 'package'), work);
npmInstall(project, [tarball]);
const installed = path.join(project, 'node_modules', manifest.name);

/** A term as its YAML declares it: the oracle for states and identity. */
const yamlTerm = (key: string) =>
  parse(readFileSync(repoPath('model', 'terms', `${key}.yaml`), 'utf8')) as {
    identity: { field: string };
    lifecycle: { states: string[] };
  };
const agentRun = yamlTerm('AgentRun');
const states = agentRun.lifecycle.states;
const identity = agentRun.identity.field;
const foreignState = yamlTerm('WorkSession').lifecycle.states.find((state) => !states.includes(state))!;

const resolutions = {
  NodeNext: { module: 'NodeNext', moduleResolution: 'NodeNext' },
  Bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  Node20: { module: 'Node20', moduleResolution: 'Node16' },
} as const;

/** Type-checks `files` in the project with strict settings, skipLibCheck off and no types but the package's. */
function typeCheck(resolution: keyof typeof resolutions, files: readonly string[]) {
  const config = path.join(project, `tsconfig.${resolution}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        ...resolutions[resolution],
        strict: true,
        skipLibCheck: false,
        resolveJsonModule: true,
        noEmit: true,
        types: [],
      },
      files,
    }),
  );
  const tsc = repoPath('node_modules', 'typescript', 'bin', 'tsc');
  const result = run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], project);
  return { status: result.status, output: result.stdout + result.stderr };
}

const switchCases = states.map((state) => `    case ${JSON.stringify(state)}:\n      return 'run ${state}';\n`);
const consumer = `import type { AgentRunState, EntityState } from '${manifest.name}';
import { canTransition, validateAgentRun } from '${manifest.name}';
import { validateAgentRun as byPath } from '${manifest.name}/validators/AgentRun';

export function describe(state: AgentRunState): string {
  switch (state) {
${switchCases.join('')}  }
}

export function idOf(value: unknown): string | undefined {
  return validateAgentRun(value) ? value.${identity} : undefined;
}

export function idByPath(value: unknown): string | undefined {
  return byPath(value) ? value.${identity} : undefined;
}

export const message: EntityState<'AgentRun'> = { term: 'AgentRun', id: 'run-42', state: ${JSON.stringify(states[0])} };
export const allowed: boolean = canTransition('AgentRun', ${JSON.stringify(states[0])}, ${JSON.stringify(states[1])});

// @ts-expect-error a WorkSession state is not an AgentRun state
export const wrongState: AgentRunState = ${JSON.stringify(foreignState)};
`;

test.after(() => rmSync(work, { recursive: true, force: true }));

test('the package installs with no other dependency', () => {
  const installed = readdirSync(path.join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
  const [scope, name] = manifest.name.split('/') as [string, string];
  assert.equal(installed, [scope]);
  assert.equal(readdirSync(path.join(project, 'node_modules', scope)), [name]);
});

for (const resolution of ['NodeNext', 'Bundler'] as const) {
  test(`strict TypeScript with ${resolution} resolution and skipLibCheck false: the exhaustive switch compiles`, () => {
    writeFileSync(path.join(project, 'consumer.ts'), consumer);
    const result = typeCheck(resolution, ['consumer.ts']);
    assert.is(result.status, 0, result.output);
  });
}

test('the checks have teeth: a missing case and a valid state under @ts-expect-error both fail to compile', () => {
  const lastCase = switchCases.at(-1)!;
  writeFileSync(path.join(project, 'missing-case.ts'), consumer.replace(lastCase, ''));
  const missing = typeCheck('NodeNext', ['missing-case.ts']);
  assert.match(missing.output, /missing-case\.ts\(\d+,\d+\): error TS2366: Function lacks ending return statement/);
  writeFileSync(
    path.join(project, 'valid-state.ts'),
    consumer.replace(`= ${JSON.stringify(foreignState)};`, `= ${JSON.stringify(states[0])};`),
  );
  const unused = typeCheck('NodeNext', ['valid-state.ts']);
  assert.match(unused.output, /valid-state\.ts\(\d+,\d+\): error TS2578: Unused '@ts-expect-error' directive/);
});

test("the README's TypeScript examples compile against the installed package, both resolutions", () => {
  const readme = readFileSync(path.join(project, 'node_modules', manifest.name, 'README.md'), 'utf8');
  const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
  assert.ok(examples.length >= 5, `${examples.length} examples`);
  const files = examples.map((example, index) => {
    const file = `readme-${index}.ts`;
    // Each example is a module of its own; `export {}` keeps one with no import a module too.
    writeFileSync(path.join(project, file), `${example}\nexport {};\n`);
    return file;
  });
  for (const resolution of ['NodeNext', 'Bundler'] as const) {
    const result = typeCheck(resolution, files);
    assert.is(result.status, 0, `${resolution}:\n${result.output}`);
  }
});

test('at run time: one good and four bad payloads, each error at its JSON Pointer; the schemas by path', () => {
  // An AgentRun belongs to exactly one WorkSession: work_session_id is required beside the identity.
  const session = { work_session_id: 'ws-1' };
  const payloads = [
    { [identity]: 'run-42', ...session },
    session,
    { [identity]: 'run 42', ...session },
    { [identity]: 'run-42', ...session, agent_session_id: 'run-42' },
    { [identity]: 'run-42' },
  ];
  const script = `
    import { validateAgentRun } from '${manifest.name}';
    import schema from '${manifest.name}/schemas/AgentRun.schema.json' with { type: 'json' };
    const payloads = ${JSON.stringify(payloads)};
    const results = payloads.map((payload) => ({ valid: validateAgentRun(payload), errors: validateAgentRun.errors }));
    console.log(JSON.stringify({ results, schemaId: schema.$id }));`;
  writeFileSync(path.join(project, 'validate.mjs'), script);
  const { results, schemaId } = JSON.parse(runOk(process.execPath, ['validate.mjs'], project).stdout) as {
    results: { valid: boolean; errors: { path: string; keyword: string }[] }[];
    schemaId: string;
  };
  assert.equal(
    results.map(({ valid, errors }) => ({ valid, errors: errors.map(({ path, keyword }) => ({ path, keyword })) })),
    [
      { valid: true, errors: [] },
      { valid: false, errors: [{ path: `/${identity}`, keyword: 'required' }] },
      { valid: false, errors: [{ path: `/${identity}`, keyword: 'not' }] },
      { valid: false, errors: [{ path: '/agent_session_id', keyword: 'additionalProperties' }] },
      { valid: false, errors: [{ path: '/work_session_id', keyword: 'required' }] },
    ],
  );
  assert.is(schemaId, 'https://agent-work-model.org/generated/schemas/AgentRun.schema.json');
});

/** The validator subpaths, one per term as the YAML lists them, and EntityState. */
const validatorPaths = [
  ...readdirSync(repoPath('model', 'terms')).map((file) => `./validators/${file.replace(/\.yaml$/, '')}`),
  './validators/EntityState',
];

test('publint finds nothing to report in the packed package, warnings and suggestions included', () => {
  const publint = repoPath('node_modules', 'publint', 'src', 'cli.js');
  const result = run(process.execPath, [publint, 'run', tarball, '--strict', '--level', 'suggestion'], work);
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /All good!/, result.stdout + result.stderr);
});

// attw's esm-only profile: the package is ES modules only, so a CommonJS `require` resolving to ESM
// (which Node 20.19+ loads, as the README says) is not a problem to it; every other one is.
test('attw, esm-only profile, every validator subpath too: no problem but the documented ESM-only one', () => {
  const attw = repoPath('node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
  const args = [attw, tarball, '--profile', 'esm-only', '--format', 'json', '--include-entrypoints', ...validatorPaths];
  const result = run(process.execPath, args, work);
  assert.is(result.status, 0, result.stdout + result.stderr);
  const report = JSON.parse(result.stdout) as {
    analysis: { entrypoints: Record<string, unknown> };
    problems: Record<string, { kind: string; resolutionKind: string }[]>;
  };
  for (const entrypoint of ['.', ...validatorPaths]) assert.ok(entrypoint in report.analysis.entrypoints, entrypoint);
  const problems = Object.values(report.problems).flat();
  for (const problem of problems)
    assert.equal([problem.kind, problem.resolutionKind], ['CJSResolvesToESM', 'node16-cjs']);
});

test('a CommonJS consumer: require() on Node 20.19+, and TypeScript module node20 on a .cts file', () => {
  writeFileSync(
    path.join(project, 'consumer.cjs'),
    `const { validateAgentRun } = require('${manifest.name}');
const { validateAgentRun: byPath } = require('${manifest.name}/validators/AgentRun');
// With its WorkSession (a required reference) and without its identity: one error, the identity's.
const payload = { work_session_id: 'ws-1' };
console.log(JSON.stringify({ same: byPath === validateAgentRun, valid: byPath(payload), errors: byPath.errors }));`,
  );
  const output = JSON.parse(runOk(process.execPath, ['consumer.cjs'], project).stdout) as unknown;
  assert.equal(output, {
    same: true,
    valid: false,
    errors: [{ path: `/${identity}`, message: 'is required', keyword: 'required' }],
  });
  writeFileSync(
    path.join(project, 'consumer-cjs.cts'),
    `import { validateAgentRun } from '${manifest.name}/validators/AgentRun';
export const id = (value: unknown): string | undefined => (validateAgentRun(value) ? value.${identity} : undefined);
`,
  );
  const result = typeCheck('Node20', ['consumer-cjs.cts']);
  assert.is(result.status, 0, result.output);
});

test('the tarball carries the LICENSE of the repository that built it', () => {
  assert.is(readFileSync(path.join(installed, 'LICENSE'), 'utf8'), readFileSync(repoPath('LICENSE'), 'utf8'));
});

test.run();
