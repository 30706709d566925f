// awm lsp --stdio with lint plugins, through a real LSP client: their diagnostics and quick fixes, configuration by
// path, and every way a plugin can fail published as a finding while the server keeps answering.
import { mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CodeActionRequest,
  CompletionRequest,
  DocumentSymbolRequest,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
} from 'vscode-languageserver-protocol/node';
import { startLsp, type LspClient } from './helpers/lsp-client.js';
import { invariantLevelLine, onePluginRule, pluginProject, yamlLevelMismatches } from './helpers/plugin-project.js';

const project = pluginProject();
// RunAttempt moves to a group whose findings of the house rule the configuration silences.
mkdirSync(project.file('terms/experimental'));
renameSync(project.file('terms/RunAttempt.yaml'), project.file('terms/experimental/RunAttempt.yaml'));
project.replace(
  'terms/Task.yaml',
  '    level: MUST\n    text: A Task MUST belong',
  '    level: MAY\n    text: A Task MUST belong',
);
const configFile = path.join(project.root, 'awm.config.yaml');
const goodConfig =
  'plugins:\n  - ./house-rules.mjs\n  - awm-plugin-acme\nplugin_time_budget_ms: 1000\n' +
  'overrides:\n  - files: [model/terms/experimental/*.yaml]\n    rules: {house/INVARIANT_LEVEL_KEYWORD: off}\n';
project.config(goodConfig);
const mismatches = yamlLevelMismatches(project.modelDir);
const client: LspClient = await startLsp(project.root);
const task = project.file('terms/Task.yaml');
const experimental = project.file('terms/experimental/RunAttempt.yaml');
const modelYaml = project.file('model.yaml');

const houseIn = (file: string, all = client.diagnostics) =>
  (all.get(client.uri(file)) ?? []).filter((d) => d.code === 'house/INVARIANT_LEVEL_KEYWORD');
const withCode = (file: string, code: string) =>
  (client.diagnostics.get(client.uri(file)) ?? []).filter((d) => d.code === code);

/** A request the server must still answer: the symbols of Task.yaml. */
async function answers(): Promise<void> {
  const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, {
    textDocument: { uri: client.uri(task) },
  })) as DocumentSymbol[];
  assert.ok(
    symbols.some((symbol) => symbol.name === 'Task'),
    'the server answered a request',
  );
}

test.after(async () => {
  await client.shutdown();
  project.dispose();
});

test("a file's rule and a package's publish diagnostics; the rule's fix is a code action", async () => {
  await client.until((all) => houseIn(task, all).length > 0, 'the house rule on Task');
  const [finding] = houseIn(task);
  assert.is(finding!.range.start.line + 1, invariantLevelLine(readFileSync(task, 'utf8'), 'session-scoped'));
  assert.is(finding!.message, 'invariant session-scoped of Task has level MAY but its text says MUST');
  assert.is(finding!.codeDescription?.href.startsWith('file://'), true, 'the rule links to its module');
  const crosswalks = readdirSync(project.file('mappings'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => project.file(`mappings/${name}`));
  assert.ok(
    crosswalks.some((file) => withCode(file, 'acme/CROSSWALK_TBD_RELEASED').length > 0),
    "the package's rule",
  );
  const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: client.uri(task) },
    range: finding!.range,
    context: { diagnostics: [finding!] },
  })) as CodeAction[];
  assert.equal(
    actions.map((action) => action.title),
    ['Set the level to MUST', 'Suppress house/INVARIANT_LEVEL_KEYWORD on this line'],
  );
  const edits = Object.values(actions[0]!.edit!.changes ?? {}).flat();
  assert.equal(
    edits.map((edit) => edit.newText),
    ['MUST'],
  );
  assert.equal(edits[0]!.range.start, finding!.range.start);
});

test('an override silences the rule in terms/experimental/*.yaml only', () => {
  assert.ok(
    mismatches.some((m) => m.file.endsWith('/RunAttempt.yaml')),
    'RunAttempt has a finding to silence',
  );
  assert.equal(houseIn(experimental), []);
  const elsewhere = mismatches.filter((m) => !m.file.includes('RunAttempt')).map((m) => `${project.root}/${m.file}`);
  assert.ok(elsewhere.length > 1);
  for (const file of elsewhere) assert.ok(houseIn(file).length > 0, `still reported in ${path.basename(file)}`);
});

test("ignores drop an ignored file's findings and no other's, as the configuration's buffer says", async () => {
  const [ignored, kept] = mismatches.filter((m) => !m.file.includes('RunAttempt')).map((m) => m.file);
  assert.ok(ignored && kept, 'two files with findings');
  client.open(configFile, `${goodConfig}ignores: [${ignored}]\n`);
  await client.until((all) => houseIn(path.join(project.root, ignored), all).length === 0, 'the ignored file clean');
  assert.ok(houseIn(path.join(project.root, kept)).length > 0, 'the other file still reported');
  client.change(configFile, goodConfig);
  await client.until((all) => houseIn(path.join(project.root, ignored), all).length > 0, 'the file reported again');
});

test('an unsaved edit that applies the fix clears the finding', async () => {
  const text = readFileSync(task, 'utf8');
  client.open(task, text);
  client.change(
    task,
    text.replace('    level: MAY\n    text: A Task MUST belong', '    level: MUST\n    text: A Task MUST belong'),
  );
  await client.until((all) => houseIn(task, all).length === 0, 'the finding gone');
  client.change(task, text);
  await client.until((all) => houseIn(task, all).length === 1, 'the finding back');
});

/** Each failing plugin the configuration names in turn, and what the server must publish about it, and where. */
const failures: { name: string; source?: string; entry?: string; code: string; file: string; message: RegExp }[] = [
  {
    name: 'fails to load',
    entry: 'awm-plugin-absent',
    code: 'PLUGIN_INVALID',
    file: configFile,
    message: /cannot find package "awm-plugin-absent"/,
  },
  {
    name: 'throws as it loads',
    source: "throw new Error('cannot start');",
    code: 'PLUGIN_INVALID',
    file: configFile,
    message: /importing it failed: cannot start/,
  },
  {
    name: 'has the wrong shape',
    source: 'export default { name: "Bad Name", rules: [] };',
    code: 'PLUGIN_INVALID',
    file: configFile,
    message: /exports no plugin name/,
  },
  {
    name: 'throws inside check',
    source: onePluginRule('thrower', 'THROWS', "throw new Error('boom');"),
    code: 'RULE_FAILURE',
    file: modelYaml,
    message: /lint rule thrower\/THROWS \(plugin thrower, .*\) failed: boom/,
  },
  {
    name: 'returns a malformed finding',
    source: onePluginRule(
      'malformed',
      'BAD',
      "report({ source: term.source, path: 'key', messageId: 'found', params: { term: 'x' } });",
    ),
    code: 'RULE_FAILURE',
    file: modelYaml,
    message: /lint rule malformed\/BAD .* reported a malformed finding: path is not a list of keys and indexes/,
  },
  {
    name: 'runs past its time budget',
    source: onePluginRule('slow', 'SLOW', 'const until = Date.now() + 1200; while (Date.now() < until);'),
    code: 'RULE_FAILURE',
    file: modelYaml,
    message: /lint rule slow\/SLOW .* ran past its time budget: it took \d+ ms, more than its budget of 1000 ms/,
  },
];

for (const [index, failure] of failures.entries())
  test(`a plugin that ${failure.name}: a finding naming it, the other rules published, requests answered`, async () => {
    const entry = failure.entry ?? project.plugin(`failing-${index}`, failure.source!);
    const config = goodConfig.replace('plugins:\n', `plugins:\n  - ${entry}\n`);
    client.change(configFile, config);
    await client.until(
      (all) =>
        (all.get(client.uri(failure.file)) ?? []).some(
          (d) => d.code === failure.code && failure.message.test(String(d.message)),
        ),
      `${failure.code} for a plugin that ${failure.name}`,
    );
    assert.ok(houseIn(task).length > 0, 'the other plugins still publish');
    await answers();
  });

test('a rule past its budget is not run again in the session, and the server stays responsive', async () => {
  // Any edit lints again; the rule that ran past its budget on the last run is skipped from now on.
  client.change(task, `${readFileSync(task, 'utf8')}\n`);
  await client.until(
    (all) =>
      (all.get(client.uri(modelYaml)) ?? []).some((d: Diagnostic) =>
        /slow\/SLOW .* was not run: it ran past its time budget earlier/.test(String(d.message)),
      ),
    'the slow rule skipped',
  );
  await answers();
});

test("completion offers the plugins' codes under rules and under an override's rules", async () => {
  const text = `${goodConfig}  - files: [model/terms/*.yaml]\n    rules:\n      REFERENCE_UNLINKED: warning\n      `;
  client.change(configFile, text);
  const lines = text.split('\n');
  const result = await client.connection.sendRequest(CompletionRequest.type, {
    textDocument: { uri: client.uri(configFile) },
    position: { line: lines.length - 1, character: lines.at(-1)!.length },
  });
  const labels = ((Array.isArray(result) ? result : (result?.items ?? [])) as CompletionItem[]).map((i) => i.label);
  for (const code of ['house/INVARIANT_LEVEL_KEYWORD', 'acme/PURPOSE_REQUIRED', 'INVERSE_MISSING'])
    assert.ok(labels.includes(code), `${code} among ${labels.length} labels`);
});

test.run();
