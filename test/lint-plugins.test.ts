// `awm lint` with plugins: a file's rule and a package's, in every format and through every setting that applies to
// built-in rules; each way a plugin can fail is a finding that names it, and the other rules still run.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import {
  invariantLevelLine,
  onePluginRule,
  pluginProject,
  yamlLevelMismatches,
  type PluginProject,
} from './helpers/plugin-project.js';

function withProject(body: (project: PluginProject) => void): void {
  const project = pluginProject();
  try {
    body(project);
  } finally {
    project.dispose();
  }
}

interface JsonFinding {
  code: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
}

const lintJson = (project: PluginProject, ...args: string[]) => {
  const result = runAwm(['lint', '--format', 'json', ...args], project.root);
  assert.not.ok(hasStackTrace(result.stdout + result.stderr), result.stderr);
  const report = result.stdout ? (JSON.parse(result.stdout) as { diagnostics: JsonFinding[] }) : undefined;
  return { ...result, findings: report?.diagnostics ?? [] };
};
const codes = (findings: readonly JsonFinding[], prefix: string) => findings.filter((f) => f.code.startsWith(prefix));
const bothPlugins = 'plugins:\n  - ./house-rules.mjs\n  - awm-plugin-acme\n';
/** A built-in rule's finding the bundled model has (the test of the bundled model pins it): it must survive. */
const builtIn = 'REFERENCE_UNLINKED';

/** From the crosswalks' YAML: entries at fidelity tbd in a crosswalk past draft. */
function yamlTbdPastDraft(project: PluginProject): { file: string; term: string }[] {
  const dir = project.file('mappings');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort()
    .flatMap((system) => {
      const crosswalk = parse(readFileSync(path.join(dir, `${system}.yaml`), 'utf8')) as {
        status: string;
        terms: Record<string, { fidelity: string }>;
      };
      if (crosswalk.status === 'draft') return [];
      return Object.entries(crosswalk.terms)
        .filter(([, entry]) => entry.fidelity === 'tbd')
        .map(([term]) => ({ file: `model/mappings/${system}.yaml`, term }));
    });
}

test("a file's rule and a package's rule report beside the built-in rules, namespaced, in stylish and JSON", () =>
  withProject((project) => {
    project.config(bothPlugins);
    // One mismatch the test makes, beside whatever the model has: the oracle reads the YAML either way.
    project.replace(
      'terms/Task.yaml',
      '    level: MUST\n    text: A Task MUST belong',
      '    level: MAY\n    text: A Task MUST belong',
    );
    const { status, findings, stderr } = lintJson(project);
    assert.is(status, 0, stderr);
    const expected = yamlLevelMismatches(project.modelDir);
    assert.ok(expected.some((e) => e.code === 'session-scoped'));
    assert.equal(
      codes(findings, 'house/').map((f) => `${f.file}:${f.line} ${f.message}`),
      expected.map(
        (e) =>
          `${e.file}:${invariantLevelLine(readFileSync(path.join(project.root, e.file), 'utf8'), e.code)} invariant ` +
          `${e.code} of ${path.basename(e.file, '.yaml')} has level ${e.level} but its text says ${e.says}`,
      ),
    );
    assert.ok(
      codes(findings, 'house/').every((f) => f.code === 'house/INVARIANT_LEVEL_KEYWORD' && f.severity === 'warning'),
    );
    assert.equal(
      codes(findings, 'acme/').map((f) => [f.code, f.file, f.message.split(' leaves ')[1]]),
      yamlTbdPastDraft(project).map((e) => ['acme/CROSSWALK_TBD_RELEASED', e.file, `${e.term} at fidelity tbd`]),
    );
    assert.ok(findings.some((f) => f.code === builtIn));
    const stylish = runAwm(['lint'], project.root);
    assert.match(
      stylish.stdout,
      new RegExp(
        String.raw`warning {2}invariant session-scoped of Task has level MAY but its text says MUST {2}` +
          String.raw`house\/INVARIANT_LEVEL_KEYWORD`,
      ),
    );
  }));

test('SARIF describes the plugin rules (summary, description, the module as help) and reports their results', () =>
  withProject((project) => {
    project.config(bothPlugins);
    const result = runAwm(['lint', '--format', 'sarif'], project.root);
    assert.is(result.status, 0, result.stderr);
    const run = (
      JSON.parse(result.stdout) as {
        runs: {
          tool: { driver: { rules: { id: string; shortDescription: { text: string }; helpUri: string }[] } };
          results: { ruleId: string }[];
        }[];
      }
    ).runs[0]!;
    const house = run.tool.driver.rules.find((rule) => rule.id === 'house/INVARIANT_LEVEL_KEYWORD');
    assert.ok(house, 'the file plugin rule is described');
    assert.is(house.shortDescription.text, "An invariant's text uses an RFC 2119 keyword other than its level.");
    assert.is(house.helpUri, pathToFileURL(path.join(project.root, 'house-rules.mjs')).href);
    const acme = run.tool.driver.rules.map((rule) => rule.id).filter((id) => id.startsWith('acme/'));
    assert.equal(acme.sort(), ['acme/CROSSWALK_TBD_RELEASED', 'acme/PURPOSE_REQUIRED']);
    assert.ok(run.results.some((r) => r.ruleId === 'house/INVARIANT_LEVEL_KEYWORD'));
    assert.ok(run.results.some((r) => r.ruleId === builtIn));
  }));

test('plugin codes take severities, inline suppressions and baselines like built-in ones', () =>
  withProject((project) => {
    project.replace(
      'terms/Task.yaml',
      '    level: MUST\n    text: A Task MUST belong',
      '    level: MAY\n    text: A Task MUST belong',
    );
    project.config(
      `${bothPlugins}rules:\n  house/INVARIANT_LEVEL_KEYWORD: error\n  acme/CROSSWALK_TBD_RELEASED: off\n`,
    );
    let run = lintJson(project);
    assert.is(run.status, 1);
    assert.ok(
      codes(run.findings, 'house/').length > 0 && codes(run.findings, 'house/').every((f) => f.severity === 'error'),
    );
    assert.equal(codes(run.findings, 'acme/'), []);

    project.replace(
      'terms/Task.yaml',
      '    level: MAY\n',
      '    # awm-disable-next-line house/INVARIANT_LEVEL_KEYWORD -- reason: a test\n    level: MAY\n',
    );
    run = lintJson(project);
    assert.not.ok(
      run.findings.some((f) => f.message.includes('session-scoped')),
      'suppressed inline',
    );

    project.config(`${bothPlugins}rules:\n  house/INVARIANT_LEVEL_KEYWRD: off\n`);
    run = lintJson(project);
    assert.is(run.status, 2);
    assert.match(
      run.findings.find((f) => f.code === 'CONFIG_INVALID')?.message ?? '',
      'did you mean "house/INVARIANT_LEVEL_KEYWORD"',
    );

    project.config(bothPlugins);
    const written = runAwm(['lint', '--baseline-write', 'baseline.json'], project.root);
    assert.is(written.status, 0, written.stderr);
    assert.match(readFileSync(path.join(project.root, 'baseline.json'), 'utf8'), 'house/INVARIANT_LEVEL_KEYWORD');
    run = lintJson(project, '--baseline', 'baseline.json');
    assert.is(run.status, 0, run.stderr);
    assert.equal(codes(run.findings, 'house/'), []);
  }));

test("a plugin cannot take a built-in code or another plugin's: codes are prefixed, names unique", () =>
  withProject((project) => {
    const copycat = project.plugin(
      'copycat',
      onePluginRule(
        'copycat',
        'REFERENCE_UNLINKED',
        "report({ source: term.source, path: ['key'], messageId: 'found', params: { term: term.key } });",
      ),
    );
    const twin = project.plugin('twin', onePluginRule('house', 'OTHER', ''));
    const prefixed = project.plugin('prefixed', onePluginRule('prefixed', 'house/INVARIANT_LEVEL_KEYWORD', ''));
    project.config(`plugins:\n  - ./house-rules.mjs\n  - ${copycat}\n  - ${twin}\n  - ${prefixed}\n`);
    const { status, findings } = lintJson(project);
    assert.is(status, 2);
    assert.ok(
      findings.some((f) => f.code === 'copycat/REFERENCE_UNLINKED'),
      'the copy runs under its own prefix',
    );
    assert.ok(
      findings.some((f) => f.code === 'REFERENCE_UNLINKED'),
      'the built-in rule is untouched',
    );
    const problems = findings.filter((f) => f.code === 'PLUGIN_INVALID').map((f) => `${f.file}:${f.line} ${f.message}`);
    assert.equal(problems, [
      `awm.config.yaml:4 plugin "${twin}": its name "house" is the name of plugin "./house-rules.mjs" already ` +
        'listed; names are unique',
      `awm.config.yaml:5 plugin "${prefixed}": its default export threw: lint rule code ` +
        '"house/INVARIANT_LEVEL_KEYWORD" is not SCREAMING_SNAKE_CASE',
    ]);
  }));

/** Each way a plugin can fail, the configuration that makes it fail, and the message that must say so. */
const failures: { name: string; source?: string; entry?: string; code: string; message: RegExp }[] = [
  {
    name: 'a file that does not exist',
    entry: './plugins/missing.mjs',
    code: 'PLUGIN_INVALID',
    message: /plugin "\.\/plugins\/missing\.mjs": no such file: .*missing\.mjs/,
  },
  {
    name: 'a package that is not installed',
    entry: 'awm-plugin-absent',
    code: 'PLUGIN_INVALID',
    message:
      /plugin "awm-plugin-absent": cannot find package "awm-plugin-absent" from .*npm install --save-dev awm-plugin-/,
  },
  {
    name: 'a module that does not parse',
    source: 'export default {',
    code: 'PLUGIN_INVALID',
    message: /plugin "\.\/plugins\/broken\.mjs": importing it failed: .*/,
  },
  {
    name: 'a module that throws as it loads',
    source: "throw new Error('no network here');",
    code: 'PLUGIN_INVALID',
    message: /importing it failed: no network here/,
  },
  {
    name: 'a module with no plugin',
    source: 'export const rules = 3;',
    code: 'PLUGIN_INVALID',
    message: /exports no plugin name: export default definePlugin\(\{ name, rules \}\)/,
  },
  {
    name: 'a rule without a check',
    source: onePluginRule('broken', 'NO_CHECK', '').replace(
      'check({ model, report }) {',
      'notCheck({ model, report }) {',
    ),
    code: 'PLUGIN_INVALID',
    message: /plugin broken: rule broken\/NO_CHECK has no check function; it does not run/,
  },
  {
    name: 'a check that throws',
    source: onePluginRule('broken', 'THROWS', "throw new Error('boom');"),
    code: 'RULE_FAILURE',
    message: /lint rule broken\/THROWS \(plugin broken, \.\/plugins\/broken\.mjs\) failed: boom/,
  },
  {
    name: 'a finding with an unknown message',
    source: onePluginRule(
      'broken',
      'BAD_MESSAGE',
      "report({ source: term.source, path: ['key'], messageId: 'nope', params: {} });",
    ),
    code: 'RULE_FAILURE',
    message: /lint rule broken\/BAD_MESSAGE \(plugin broken, \.\/plugins\/broken\.mjs\) reported a malformed/,
  },
  {
    name: 'a finding without its params',
    source: onePluginRule(
      'broken',
      'NO_PARAMS',
      "report({ source: term.source, path: ['key'], messageId: 'found', params: {} });",
    ),
    code: 'RULE_FAILURE',
    message: /reported a malformed finding: message "found" needs the string param "term"/,
  },
  {
    name: 'a finding in a file not of the model',
    source: onePluginRule(
      'broken',
      'NO_SOURCE',
      "report({ source: 'terms/Task.yaml', path: ['key'], messageId: 'found', params: { term: 'x' } });",
    ),
    code: 'RULE_FAILURE',
    message: /reported a malformed finding: source is not a file of the model \(use term\.source\)/,
  },
  {
    name: 'a check past its time budget',
    source: onePluginRule('broken', 'SLOW', 'const until = Date.now() + 1200; while (Date.now() < until);'),
    code: 'RULE_FAILURE',
    message:
      /lint rule broken\/SLOW \(plugin broken, \.\/plugins\/broken\.mjs\) ran past its time budget: it took \d+ ms/,
  },
];

for (const failure of failures)
  test(`a plugin that fails (${failure.name}) is a finding naming it; lint goes on with the other rules`, () =>
    withProject((project) => {
      const entry = failure.entry ?? project.plugin('broken', failure.source!);
      project.config(`plugins:\n  - ${entry}\n  - ./house-rules.mjs\nplugin_time_budget_ms: 1000\n`);
      const { status, findings, stderr } = lintJson(project);
      assert.is(status, 2, 'the run could not do all it was asked');
      const found = findings.filter((f) => f.code === failure.code);
      assert.is(found.length, 1, JSON.stringify(findings.filter((f) => !f.code.includes('/'))));
      assert.match(found[0]!.message, failure.message);
      if (failure.code === 'PLUGIN_INVALID') assert.equal([found[0]!.file, found[0]!.line], ['awm.config.yaml', 2]);
      assert.ok(
        findings.some((f) => f.code === builtIn),
        'the built-in rules ran',
      );
      assert.ok(
        findings.some((f) => f.code === 'house/INVARIANT_LEVEL_KEYWORD') ||
          yamlLevelMismatches(project.modelDir).length === 0,
        'the other plugin ran',
      );
      assert.not.ok(hasStackTrace(stderr));
    }));

test("a plugin that did not load leaves the configuration's codes unchecked, not CONFIG_INVALID", () =>
  withProject((project) => {
    project.config(
      'plugins:\n  - ./plugins/missing.mjs\n  - ./house-rules.mjs\n' +
        'rules:\n  missing/ANY_RULE: off\n  house/INVARIANT_LEVEL_KEYWORD: error\n',
    );
    const { status, findings } = lintJson(project);
    assert.is(status, 2);
    assert.equal(
      findings.filter((f) => !f.code.includes('/') && f.severity === 'error').map((f) => f.code),
      ['PLUGIN_INVALID'],
    );
    assert.ok(codes(findings, 'house/').every((f) => f.severity === 'error'));
  }));

test('awm never loads a plugin the configuration does not name', () =>
  withProject((project) => {
    const marker = path.join(project.root, 'loaded');
    const spy =
      `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'x');\n` +
      "export default { name: 'spy', rules: [] };\n";
    project.plugin('spy', spy);
    writeFileSync(path.join(project.root, 'node_modules', 'awm-plugin-acme', 'index.js'), spy);
    assert.is(runAwm(['lint'], project.root).status, 0);
    project.config('rules:\n  REFERENCE_UNLINKED: off\n');
    assert.is(runAwm(['lint'], project.root).status, 0);
    assert.not.ok(existsSync(marker), 'no plugin was imported');
    project.config('plugins:\n  - ./plugins/spy.mjs\n');
    runAwm(['lint'], project.root);
    assert.ok(existsSync(marker), 'a named plugin runs with the rights of whoever runs awm');
  }));

test('ignores and overrides: findings silenced or re-graded by path, for built-in and plugin rules alike', () =>
  withProject((project) => {
    // RunAttempt moves to a group of its own; its mismatch (and Artifact's) come from the oracle.
    const mismatches = yamlLevelMismatches(project.modelDir);
    const moved = 'RunAttempt';
    mkdirSync(project.file('terms/experimental'));
    renameSync(project.file(`terms/${moved}.yaml`), project.file(`terms/experimental/${moved}.yaml`));
    project.config(
      `${bothPlugins}ignores:\n  - model/mappings/*.yaml\noverrides:\n  - files: [model/terms/experimental/*.yaml]\n` +
        '    rules: {house/INVARIANT_LEVEL_KEYWORD: off}\n' +
        '  - files: [model/terms/AgentRun.yaml]\n    rules: {REFERENCE_UNLINKED: error}\n',
    );
    const { status, findings, stderr } = lintJson(project);
    assert.is(status, 1, stderr);
    const house = codes(findings, 'house/').map((f) => f.file);
    const expectedFiles = mismatches.map((m) => m.file).filter((file) => !file.endsWith(`/${moved}.yaml`));
    assert.ok(expectedFiles.length > 0, 'findings outside the group are kept');
    assert.equal(house, expectedFiles, 'silenced in terms/experimental/*.yaml only');
    assert.ok(
      mismatches.some((m) => m.file.endsWith(`/${moved}.yaml`)),
      'the moved term has a mismatch to silence',
    );
    assert.equal(codes(findings, 'acme/'), [], 'crosswalks are ignored');
    assert.is(findings.find((f) => f.code === builtIn)?.severity, 'error');

    project.config(
      `${bothPlugins}rules: {REFERENCE_UNLINKED: off}\noverrides:\n  - files: ['model/terms/Agent*.yaml']\n` +
        '    ignores: [model/terms/AgentInstance.yaml]\n    rules: {REFERENCE_UNLINKED: warning}\n',
    );
    const again = lintJson(project);
    assert.equal(
      again.findings.filter((f) => f.code === builtIn).map((f) => f.file),
      ['model/terms/AgentRun.yaml'],
      'an override turns on a rule that is off elsewhere',
    );
  }));

test('configuration by path is checked: unknown codes and malformed entries are CONFIG_INVALID at their line', () =>
  withProject((project) => {
    project.config('overrides:\n  - files: [model/terms/*.yaml]\n    rules: {REFERENCE_UNLINKD: off}\n');
    let run = lintJson(project);
    assert.is(run.status, 2);
    assert.match(
      run.findings[0]!.message,
      '"REFERENCE_UNLINKD" is not a lint code (did you mean "REFERENCE_UNLINKED"?)',
    );
    assert.equal([run.findings[0]!.file, run.findings[0]!.line], ['awm.config.yaml', 3]);
    project.config('overrides:\n  - rules: {REFERENCE_UNLINKED: off}\n');
    run = lintJson(project);
    assert.is(run.status, 2);
    assert.is(run.findings[0]!.code, 'CONFIG_INVALID');
    assert.match(run.findings[0]!.message, 'files');
  }));

test.run();
