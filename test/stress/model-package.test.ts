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
npmInstall(project, [npmPack(repoPath('generated', 'package'), work)]);

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

export function describe(state: AgentRunState): string {
  switch (state) {
${switchCases.join('')}  }
}

export function idOf(value: unknown): string | undefined {
  return validateAgentRun(value) ? value.${identity} : undefined;
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

for (const resolution of Object.keys(resolutions) as (keyof typeof resolutions)[]) {
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
  for (const resolution of Object.keys(resolutions) as (keyof typeof resolutions)[]) {
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

test.run();
