// Lint plugins as users get them: the toolkit and the example package packed and installed into an empty project,
// a rule from a local file beside them; the CLI (stylish, SARIF), the language server over stdio and the docs site.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CodeActionRequest, type CodeAction } from 'vscode-languageserver-protocol/node';
import { startLsp } from '../helpers/lsp-client.js';
import { createProject, npmInstall, npmPack, run, type RunResult } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { invariantLevelLine, yamlLevelMismatches } from '../helpers/plugin-project.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-plugins-tarball-');
const toolkit = npmPack(repoRoot, work);
const acmeTarball = npmPack(repoPath('examples', 'awm-plugin-acme'), work);
const project = path.join(work, 'project');
createProject(project);
npmInstall(project, [toolkit, acmeTarball]);
cpSync(repoPath('model'), path.join(project, 'model'), { recursive: true });
cpSync(repoPath('examples', 'local-rule', 'house-rules.mjs'), path.join(project, 'house-rules.mjs'));
// An override by path too: the installed package matches globs with its own micromatch.
writeFileSync(
  path.join(project, 'awm.config.yaml'),
  'plugins:\n  - ./house-rules.mjs\n  - awm-plugin-acme\n' +
    'overrides:\n  - files: [model/mappings/*.yaml]\n    rules: {acme/CROSSWALK_TBD_RELEASED: error}\n',
);
const main = path.join(project, 'node_modules', 'agent-work-model', 'dist', 'src', 'cli', 'main.js');
const awm = (...args: string[]): RunResult => run(process.execPath, [main, ...args], project);
const mismatches = yamlLevelMismatches(path.join(project, 'model'));

test.after(() => rmSync(work, { recursive: true, force: true }));

test('awm lint from the installed package reports the file rule and the package rule, in stylish and SARIF', () => {
  assert.ok(mismatches.length > 0, 'the bundled model has an invariant for the house rule to report');
  const stylish = awm('lint');
  assert.is(stylish.status, 1, 'the override makes the crosswalk rule an error');
  for (const { file, code } of mismatches) {
    const line = invariantLevelLine(readFileSync(path.join(project, file), 'utf8'), code);
    assert.match(stylish.stdout, new RegExp(`${file}\\n(?:.*\\n)*? {2}${line}:\\d+ {2}warning {2}invariant ${code} `));
  }
  assert.match(
    stylish.stdout,
    / error +the \S+ crosswalk is \w+ but leaves \w+ at fidelity tbd +acme\/CROSSWALK_TBD_RELEASED/,
  );
  const sarif = awm('lint', '--format', 'sarif');
  const [run0] = (
    JSON.parse(sarif.stdout) as {
      runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string }[] }[];
    }
  ).runs;
  const described = run0!.tool.driver.rules.map((rule) => rule.id);
  for (const id of ['house/INVARIANT_LEVEL_KEYWORD', 'acme/CROSSWALK_TBD_RELEASED', 'acme/PURPOSE_REQUIRED'])
    assert.ok(described.includes(id), `${id} is described`);
  assert.is(run0!.results.filter((r) => r.ruleId === 'house/INVARIANT_LEVEL_KEYWORD').length, mismatches.length);
  assert.ok(run0!.results.some((r) => r.ruleId === 'acme/CROSSWALK_TBD_RELEASED'));
});

test('the installed language server publishes both plugins and offers the file rule fix as a code action', async () => {
  const client = await startLsp(project, {}, { main });
  try {
    const first = mismatches[0]!;
    const file = path.join(project, first.file);
    await client.until(
      (all) => (all.get(client.uri(file)) ?? []).some((d) => d.code === 'house/INVARIANT_LEVEL_KEYWORD'),
      'the house rule',
    );
    await client.until(
      (all) => [...all.values()].flat().some((d) => d.code === 'acme/CROSSWALK_TBD_RELEASED'),
      'the package rule',
    );
    const finding = client.diagnostics.get(client.uri(file))!.find((d) => d.code === 'house/INVARIANT_LEVEL_KEYWORD')!;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: client.uri(file) },
      range: finding.range,
      context: { diagnostics: [finding] },
    })) as CodeAction[];
    assert.is(actions[0]!.title, `Set the level to ${first.says}`);
    assert.equal(
      Object.values(actions[0]!.edit!.changes!)
        .flat()
        .map((edit) => edit.newText),
      [first.says],
    );
  } finally {
    await client.shutdown();
  }
});

test("awm docs lists the plugins' rules with their summaries and examples", () => {
  // The site draws diagrams with mermaid, an optional peer dependency: the version the repository tests with.
  const mermaid = (
    JSON.parse(readFileSync(repoPath('node_modules', 'mermaid', 'package.json'), 'utf8')) as { version: string }
  ).version;
  npmInstall(project, [`mermaid@${mermaid}`], ['--no-save']);
  const docs = awm('docs', '--out', 'site');
  assert.is(docs.status, 0, docs.stdout + docs.stderr);
  const index = readFileSync(path.join(project, 'site', 'reference', 'lint-rules', 'index.html'), 'utf8');
  assert.match(index, 'house/INVARIANT_LEVEL_KEYWORD');
  assert.match(index, 'A crosswalk past draft still has an entry at fidelity tbd.');
  const page = readFileSync(
    path.join(project, 'site', 'reference', 'lint-rules', 'acme--purpose-required.html'),
    'utf8',
  );
  assert.match(page, "<p>A term's purpose is blank or repeats its definition.");
  assert.match(page, 'plugin <code>acme</code>');
  assert.match(page, 'purpose: &quot; &quot;');
});

test("the example package's RuleTester tests pass under uvu and node --test against the installed toolkit", () => {
  const author = path.join(work, 'awm-plugin-acme');
  cpSync(repoPath('examples', 'awm-plugin-acme'), author, { recursive: true });
  npmInstall(author, [toolkit, 'uvu@0.5.6'], ['--no-save']);
  const uvu = run(
    process.execPath,
    [path.join('node_modules', 'uvu', 'bin.js'), 'test', String.raw`^uvu\.test\.js$`],
    author,
  );
  assert.is(uvu.status, 0, uvu.stdout + uvu.stderr);
  assert.match(uvu.stdout, /Passed: +6/);
  const node = run(process.execPath, ['--test', path.join('test', 'node.test.js')], author);
  assert.is(node.status, 0, node.stdout + node.stderr);
  assert.match(node.stdout, /# pass 6/);
});

test.run();
