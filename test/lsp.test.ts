// awm lsp --stdio through a real LSP client: diagnostics across files, navigation, completion, rename and quick fixes.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CodeActionRequest,
  CompletionRequest,
  DefinitionRequest,
  DocumentSymbolRequest,
  HoverRequest,
  ReferencesRequest,
  RenameRequest,
  SymbolKind,
  WorkspaceSymbolRequest,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
  type Location,
  type Position,
  type SymbolInformation,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { startLsp, type LspClient } from './helpers/lsp-client.js';
import { assertNoTerm, edit, modelWithReview, reviewText } from './helpers/review-term.js';

// Review.task and Task.reviews are each other's inverse, so an edit of Task shows up in Review.
const review = edit(
  reviewText,
  '    cardinality: "1"\n',
  '    cardinality: "1"\n    inverse: reviews\n    inverse_cardinality: 0..*\n',
);
const model = modelWithReview(review);
const taskReviews =
  '  - name: reviews\n    kind: observes\n    target: Review\n    cardinality: 0..*\n' +
  '    inverse: task\n    inverse_cardinality: "1"\n';
model.replace('terms/Task.yaml', 'relationships:\n', `relationships:\n${taskReviews}`);
const files = {
  review: model.file('terms/Review.yaml'),
  task: model.file('terms/Task.yaml'),
  modelYaml: model.file('model.yaml'),
  config: path.join(model.root, 'awm.config.yaml'),
};
const client: LspClient = await startLsp(model.root);
/** The texts of the buffers the test has open; other files are edited on disk. */
const buffers = new Map<string, string>();

function open(file: string): string {
  const text = readFileSync(file, 'utf8');
  buffers.set(file, text);
  client.open(file, text);
  return text;
}

function setText(file: string, text: string): void {
  if (buffers.has(file)) {
    buffers.set(file, text);
    client.change(file, text);
  } else {
    writeFileSync(file, text);
    client.changedOnDisk(file);
  }
}

/** Closes a buffer the test opened; the server goes back to the file on disk. */
function close(file: string): void {
  buffers.delete(file);
  client.close(file);
}

const textOf = (file: string) => buffers.get(file) ?? readFileSync(file, 'utf8');

/** The 0-based position of `snippet` (plus `offset` characters) in a file, after `after` when given. */
function positionIn(file: string, snippet: string, offset = 0, after = ''): Position {
  const text = textOf(file);
  const at = text.indexOf(snippet, after ? text.indexOf(after) : 0);
  if (at < 0) throw new Error(`"${snippet}" not in ${file}`);
  const before = text.slice(0, at + offset);
  return { line: before.split('\n').length - 1, character: before.length - before.lastIndexOf('\n') - 1 };
}

function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = text.split('\n');
  const offset = (p: Position) => lines.slice(0, p.line).reduce((sum, line) => sum + line.length + 1, 0) + p.character;
  let out = text;
  for (const e of [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start)))
    out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}

/** Applies a workspace edit as an editor would: text edits, then file renames. */
function applyWorkspaceEdit(change: WorkspaceEdit): void {
  for (const [uri, edits] of Object.entries(change.changes ?? {})) {
    const file = fileURLToPath(uri);
    setText(file, applyTextEdits(textOf(file), edits));
  }
  for (const operation of change.documentChanges ?? []) {
    if ('kind' in operation) {
      if (operation.kind !== 'rename') continue;
      const [from, to] = [fileURLToPath(operation.oldUri), fileURLToPath(operation.newUri)];
      // The editor saves the moved buffer under its new name and keeps it open there.
      const buffer = buffers.get(from);
      renameSync(from, to);
      if (buffer !== undefined) {
        writeFileSync(to, buffer);
        close(from);
        open(to);
      }
      client.changedOnDisk(from);
      client.changedOnDisk(to);
    } else {
      const file = fileURLToPath(operation.textDocument.uri);
      setText(file, applyTextEdits(textOf(file), operation.edits as TextEdit[]));
    }
  }
}

const errorsIn = (file: string, diagnostics: Map<string, Diagnostic[]>) =>
  (diagnostics.get(client.uri(file)) ?? []).filter((d) => d.severity === 1);
const codesIn = (file: string, diagnostics: Map<string, Diagnostic[]>) =>
  errorsIn(file, diagnostics).map((d) => String(d.code));

/** Waits until `file` shows an error with `code`, and returns it. */
async function errorWith(file: string, code: string): Promise<Diagnostic> {
  await client.until((all) => codesIn(file, all).includes(code), `${code} in ${path.basename(file)}`);
  return errorsIn(file, client.diagnostics).find((d) => d.code === code)!;
}

const clean = (file: string) =>
  client.until((all) => errorsIn(file, all).length === 0, `no errors in ${path.basename(file)}`);

async function actionsFor(file: string, diagnostic: Diagnostic): Promise<CodeAction[]> {
  const actions = await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: client.uri(file) },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic] },
  });
  return (actions ?? []) as CodeAction[];
}

test('diagnostics of unopened files: an edit of one file publishes and then clears a finding in another', async () => {
  await client.until((all) => all.has(client.uri(files.modelYaml)) || all.size > 0, 'the first diagnostics');
  assert.equal(errorsIn(files.review, client.diagnostics), []);
  const task = open(files.task);
  setText(files.task, task.replace('  - name: reviews\n', '  - name: reviewz\n'));
  const missing = await errorWith(files.review, 'INVERSE_MISSING');
  assert.match(missing.message as string, 'Task declares no relationship of that name');
  setText(files.task, task);
  await clean(files.review);
});

test('unsaved buffers are linted over the files on disk', async () => {
  open(files.review);
  setText(files.review, review.replace('to: rejected}', 'to: withdrawn}'));
  const finding = await errorWith(files.review, 'LIFECYCLE_STATE');
  assert.equal(finding.range.start, positionIn(files.review, 'withdrawn'));
  assert.is(readFileSync(files.review, 'utf8'), review, 'the file on disk is untouched');
  setText(files.review, review);
  await clean(files.review);
});

test('go to definition: a relationship target leads to the term key', async () => {
  const found = (await client.connection.sendRequest(DefinitionRequest.type, {
    textDocument: { uri: client.uri(files.review) },
    position: positionIn(files.review, 'target: Task', 9),
  })) as Location[];
  assert.equal(
    found.map((l) => [l.uri, l.range.start]),
    [[client.uri(files.task), positionIn(files.task, 'Task', 0, 'key:')]],
  );
});

test('find references: a term is named in term_order, in other terms and in crosswalks', async () => {
  const found = (await client.connection.sendRequest(ReferencesRequest.type, {
    textDocument: { uri: client.uri(files.review) },
    position: positionIn(files.review, 'Review', 0),
    context: { includeDeclaration: true },
  })) as Location[];
  const where = found.map((l) => path.relative(model.modelDir, fileURLToPath(l.uri)));
  assert.ok(where.includes('terms/Review.yaml'));
  assert.ok(where.includes('model.yaml'), 'term_order');
  assert.ok(where.includes('terms/Task.yaml'), 'the target of Task.reviews');
});

test('hover shows the definition, the owner and the lifecycle of a term', async () => {
  const hover = await client.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: client.uri(files.review) },
    position: positionIn(files.review, 'target: Task', 9),
  });
  assert.ok(hover);
  const value = (hover.contents as { value: string }).value;
  const task = parse(readFileSync(files.task, 'utf8')) as {
    definition: string;
    authority: { owner: string };
    lifecycle: { initial: string };
  };
  assert.match(value, task.definition.trim());
  assert.match(value, `Owner: \`${task.authority.owner}\``);
  assert.match(value, `initial \`${task.lifecycle.initial}\``);
});

test('document symbols: the term, its relationships and its states', async () => {
  const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, {
    textDocument: { uri: client.uri(files.review) },
  })) as DocumentSymbol[];
  assert.equal(
    symbols.map((s) => s.name),
    ['Review'],
  );
  assert.equal(
    symbols[0]!.children?.map((s) => s.name),
    ['task', 'open', 'approved', 'rejected'],
  );
});

async function completeAt(file: string, text: string, cursorAfter: string, after = ''): Promise<CompletionItem[]> {
  setText(file, text);
  const result = await client.connection.sendRequest(CompletionRequest.type, {
    textDocument: { uri: client.uri(file) },
    position: positionIn(file, cursorAfter, cursorAfter.length, after),
  });
  return (Array.isArray(result) ? result : (result?.items ?? [])) as CompletionItem[];
}

async function complete(file: string, text: string, cursorAfter: string, after = ''): Promise<string[]> {
  return (await completeAt(file, text, cursorAfter, after)).map((item) => item.label);
}

/** The labels in the order an editor shows them (by sortText). */
const shown = (items: readonly CompletionItem[]) =>
  [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((item) => item.label);

/** The text after the completion `label` is accepted, as an editor applies its text edit. */
function accept(file: string, items: readonly CompletionItem[], label: string): string {
  const item = items.find((i) => i.label === label);
  assert.ok(item?.textEdit && 'range' in item.textEdit, `${label} among ${items.map((i) => i.label).join(', ')}`);
  return applyTextEdits(textOf(file), [item.textEdit]);
}

const yamlOf = (file: string) => parse(readFileSync(file, 'utf8')) as TermData;
interface TermData {
  key: string;
  lifecycle: { states: string[] };
  relationships: { name: string; target: string }[];
}

test('completion: terms, states, roles, cardinalities, lint codes and keys from the schema', async () => {
  const roles = (
    parse(readFileSync(model.file('authority-roles.yaml'), 'utf8')) as { authority_roles: { id: string }[] }
  ).authority_roles.map((role) => role.id);
  assert.ok(
    (await complete(files.review, review.replace('target: Task', 'target: Ta'), 'target: Ta')).includes('Task'),
  );
  assert.equal(await complete(files.review, review.replace('to: rejected}', 'to: }'), '{from: open, to: '), [
    'open',
    'approved',
    'rejected',
  ]);
  assert.equal(
    await complete(files.review, review.replace('owner: work-session-coordinator', 'owner: '), 'owner: '),
    roles,
  );
  assert.equal(await complete(files.review, review.replace('cardinality: "1"', 'cardinality: '), 'cardinality: '), [
    '1',
    '0..1',
    '0..*',
    '1..*',
  ]);
  const codes = await complete(files.review, `# awm-disable-next-line \n${review}`, 'awm-disable-next-line ');
  assert.ok(codes.includes('LIFECYCLE_STATE') && codes.includes('INVERSE_MISSING'));
  const keys = await complete(
    files.review,
    review.replace('    inverse_cardinality: 0..*\n', '    inverse_cardinality: 0..*\n    no\n'),
    '    no',
  );
  assert.equal(keys, ['notes']);
  setText(files.review, review);
  await clean(files.review);
});

test('completion in flow style: states in transitions and state lists, keys and values in flow mappings', async () => {
  const file = model.file('terms/AgentInstance.yaml');
  const original = open(file);
  const states = yamlOf(file).lifecycle.states;
  // Half a word typed in a flow mapping: every state offered, and accepting one replaces what was typed.
  const typed = original.replace('{from: ready, to: busy}', '{from: ready, to: bu}');
  const items = await completeAt(file, typed, '{from: ready, to: bu');
  assert.equal(
    items.map((item) => item.label),
    states,
  );
  assert.is(accept(file, items, 'busy'), original);
  // A flow mapping not closed yet, as it is while typing.
  const unclosed = original.replace('{from: ready, to: busy}', '{from: ready, to: ');
  assert.equal(await complete(file, unclosed, '{from: ready, to: '), states);
  // A flow list offers the states it does not list yet.
  const terminal = original.replace('terminal: [stopped, failed]', 'terminal: [stopped, ]');
  assert.equal(
    await complete(file, terminal, 'terminal: [stopped, '),
    states.filter((state) => state !== 'stopped'),
  );
  // The keys a field entry still lacks, and the values its kind can take.
  const endpoint = '{name: endpoint, kind: descriptive, type: uri, portable_snapshot: false}';
  const keys = await complete(
    file,
    original.replace(endpoint, '{name: endpoint, kind: descriptive, }'),
    'descriptive, ',
  );
  assert.ok(keys.includes('type') && keys.includes('portable_snapshot'), keys.join(', '));
  assert.not.ok(keys.includes('name') || keys.includes('kind'), keys.join(', '));
  const withKey = await completeAt(
    file,
    original.replace(endpoint, '{name: endpoint, kind: descriptive, ty}'),
    'descriptive, ty',
  );
  assert.match(accept(file, withKey, 'type'), '{name: endpoint, kind: descriptive, type: }');
  const kinds = await complete(file, original.replace(endpoint, '{name: endpoint, kind: }'), '{name: endpoint, kind: ');
  const fieldKinds = [...new Set((parse(original) as { fields: { kind: string }[] }).fields.map((f) => f.kind))];
  for (const kind of fieldKinds) assert.ok(kinds.includes(kind), `${kind} among ${kinds.join(', ')}`);
  setText(file, original);
  await clean(file);
  close(file);
});

test('completion of names: terms, roles, inverse relationships, term_order entries', async () => {
  const file = model.file('terms/RunAttempt.yaml');
  const original = open(file);
  const parentKey = (parse(original) as { parent: { term: string } }).parent.term;
  const parent = yamlOf(model.file(`terms/${parentKey}.yaml`));
  // The parent's relationships, those that lead back to RunAttempt first.
  const inverses = await completeAt(
    file,
    original.replace(/(parent:[\s\S]*?inverse: )\w+/, '$1'),
    'inverse: ',
    'parent:',
  );
  const back = parent.relationships.filter((r) => r.target === 'RunAttempt').map((r) => r.name);
  assert.ok(back.length > 0);
  assert.equal(shown(inverses), [...back, ...parent.relationships.map((r) => r.name).filter((n) => !back.includes(n))]);
  const termKeys = readdirSync(model.file('terms')).map((name) => name.replace(/\.yaml$/, ''));
  const terms = await complete(file, original.replace('  - term: AgentRun', '  - term: '), '  - term: ');
  assert.equal([...terms].sort(), [...termKeys].sort());
  const roles = (
    parse(readFileSync(model.file('authority-roles.yaml'), 'utf8')) as { authority_roles: { id: string }[] }
  ).authority_roles.map((role) => role.id);
  const owner = await completeAt(file, original.replace(/owner: [\w-]+/, 'owner: agent-'), 'owner: agent-');
  assert.equal(
    owner.map((item) => item.label),
    roles,
  );
  // A role is replaced as a whole word, hyphens included.
  assert.match(accept(file, owner, 'agent-executor'), /owner: agent-executor\n/);
  setText(file, original);
  await clean(file);
  close(file);
  // term_order offers only the terms it does not list yet.
  const order = open(files.modelYaml);
  assert.equal(await complete(files.modelYaml, order.replace('  - Principal\n', '  - \n'), '  - ', 'Artifact'), [
    'Principal',
  ]);
  setText(files.modelYaml, order);
  await clean(files.modelYaml);
  close(files.modelYaml);
});

test('completion in crosswalks, rule sets and awm.config.yaml: AWM and native states, rule ids, codes', async () => {
  const crosswalk = model.file('mappings/awaken-workforce.yaml');
  const original = open(crosswalk);
  const data = parse(original) as {
    terms: Record<string, { native_term: string }>;
    native_lifecycles: Record<string, { states: string[] }>;
    state_maps: Record<string, { states: Record<string, unknown> }>;
  };
  assert.equal(
    await complete(crosswalk, original.replace('awm_state: assigned', 'awm_state: '), 'awm_state: ', 'state_maps:'),
    yamlOf(model.file('terms/AgentRun.yaml')).lifecycle.states,
  );
  // A native state of AgentRun's state map: the state of its native term's lifecycle not mapped by another entry.
  const native = data.native_lifecycles[data.terms.AgentRun!.native_term]!.states;
  const mapped = Object.keys(data.state_maps.AgentRun!.states);
  const typing = original.replace('    states:\n      queued:\n', '    states:\n      qu:\n');
  const nativeItems = await completeAt(crosswalk, typing, '    states:\n      qu', 'state_maps:');
  assert.equal(
    nativeItems.map((item) => item.label),
    native.filter((state) => state === 'queued' || !mapped.includes(state)),
  );
  assert.is(accept(crosswalk, nativeItems, 'queued'), original);
  setText(crosswalk, original);
  await clean(crosswalk);
  close(crosswalk);

  const ruleSet = model.file('rules/architecture.yaml');
  const rules = open(ruleSet);
  const ruleIds = (parse(rules) as { rules: { id: string }[] }).rules.map((rule) => rule.id);
  const conflicts = model.file('mappings/hoziron.yaml');
  const hoziron = open(conflicts);
  const ruleItems = await complete(conflicts, hoziron.replace('  - rule: policy-narrows', '  - rule: '), '- rule: ');
  for (const id of ruleIds) assert.ok(ruleItems.includes(id), `${id} among ${ruleItems.join(', ')}`);
  setText(conflicts, hoziron);
  await clean(conflicts);
  close(conflicts);
  const codes = await complete(ruleSet, rules.replace('[PROHIBITED_FIELD]', '[PROHIBITED_FIELD, ]'), 'FIELD, ');
  assert.ok(codes.includes('LIFECYCLE_STATE') && !codes.includes('PROHIBITED_FIELD'), codes.join(', '));
  setText(ruleSet, rules);
  await clean(ruleSet);
  close(ruleSet);

  // awm.config.yaml: its rules are keyed by lint code; the file is only a buffer here, never saved.
  const config = 'rules:\n  LIFECYCLE_STATE: off\n  \n';
  client.open(files.config, config);
  buffers.set(files.config, config);
  const configured = await complete(files.config, config, 'off\n  ');
  assert.ok(configured.includes('INVERSE_MISSING') && !configured.includes('LIFECYCLE_STATE'), configured.join(', '));
  close(files.config);
});

test('workspace symbols: terms, relationships, states, roles and rules, each where it is defined', async () => {
  const search = async (query: string) =>
    (await client.connection.sendRequest(WorkspaceSymbolRequest.type, { query })) as SymbolInformation[];
  const termKeys = readdirSync(model.file('terms')).map((name) => name.replace(/\.yaml$/, ''));
  const all = await search('');
  assert.equal(
    all
      .filter((s) => s.kind === SymbolKind.Class)
      .map((s) => s.name)
      .sort(),
    [...termKeys].sort(),
  );
  /** The one symbol of `kind` named `name` (in `container`), and where it is. */
  const where = (symbols: SymbolInformation[], name: string, kind: SymbolKind, container?: string) =>
    symbols
      .filter((s) => s.name === name && s.kind === kind && s.containerName === container)
      .map((s) => [fileURLToPath(s.location.uri), s.location.range.start]);
  const instance = model.file('terms/AgentInstance.yaml');
  assert.equal(where(await search('AgentInst'), 'AgentInstance', SymbolKind.Class), [
    [instance, positionIn(instance, 'key: AgentInstance', 5)],
  ]);
  assert.equal(where(await search('principal'), 'principal', SymbolKind.Field, 'AgentInstance'), [
    [instance, positionIn(instance, 'name: principal', 6)],
  ]);
  assert.equal(where(await search('AgentInstance#stopping'), 'stopping', SymbolKind.EnumMember, 'AgentInstance'), [
    [instance, positionIn(instance, 'stopping', 0, 'states:')],
  ]);
  const roles = model.file('authority-roles.yaml');
  assert.equal(where(await search('agent-runtime'), 'agent-runtime', SymbolKind.Constant), [
    [roles, positionIn(roles, 'id: agent-runtime', 4)],
  ]);
  const ruleSet = model.file('rules/architecture.yaml');
  assert.equal(where(await search('mutable-auth'), 'one-mutable-authority', SymbolKind.Key, 'architecture'), [
    [ruleSet, positionIn(ruleSet, 'id: one-mutable-authority', 4)],
  ]);
  // Names that start with the query come first, then those that contain it, then scattered letters.
  const agent = (await search('agent')).map((s) => s.name.toLowerCase());
  const firstOther = agent.findIndex((name) => !name.startsWith('agent'));
  assert.ok(firstOther > 0 && agent.slice(firstOther).every((name) => !name.startsWith('agent')), agent.join(', '));
  assert.ok((await search('wksn')).some((s) => s.name === 'WorkSession'));
  assert.equal(await search('no symbol has this name'), []);
});

async function renameAt(file: string, position: Position, newName: string): Promise<WorkspaceEdit> {
  const change = await client.connection.sendRequest(RenameRequest.type, {
    textDocument: { uri: client.uri(file) },
    position,
    newName,
  });
  assert.ok(change);
  return change;
}

test('rename a state: its declaration, initial, transitions', async () => {
  applyWorkspaceEdit(await renameAt(files.review, positionIn(files.review, 'open', 0, 'states:'), 'pending_review'));
  await client.until(() => !textOf(files.review).includes('open'), 'the edits to be applied');
  assert.match(textOf(files.review), 'initial: pending_review');
  assert.match(textOf(files.review), '{from: pending_review, to: approved}');
  await clean(files.review);
});

test('rename a relationship: its inverse on the other term follows', async () => {
  applyWorkspaceEdit(await renameAt(files.task, positionIn(files.task, 'reviews'), 'approvals'));
  assert.match(textOf(files.review), 'inverse: approvals');
  await clean(files.review);
  await clean(files.task);
});

test('rename a term across every file that names it, and its file', async () => {
  const newName = 'RenamedReview';
  assertNoTerm(model, newName);
  applyWorkspaceEdit(await renameAt(files.review, positionIn(files.review, 'Review'), newName));
  const renamed = model.file(`terms/${newName}.yaml`);
  assert.ok(existsSync(renamed) && !existsSync(files.review));
  assert.match(readFileSync(files.modelYaml, 'utf8'), `  - ${newName}\n`);
  assert.match(textOf(files.task), `target: ${newName}`);
  await client.until(
    (all) => [...all.values()].every((list) => list.every((d) => d.severity !== 1)),
    'a model without errors',
  );
  // Back to Review for the tests that follow.
  applyWorkspaceEdit(await renameAt(renamed, positionIn(renamed, newName), 'Review'));
  await clean(files.review);
});

/** Applies the code action titled `title` offered for `diagnostic`, and waits for the file to lint clean. */
async function applyAction(file: string, diagnostic: Diagnostic, title: string): Promise<void> {
  const actions = await actionsFor(file, diagnostic);
  const action = actions.find((a) => a.title === title);
  assert.ok(action, `"${title}" among ${actions.map((a) => a.title).join(', ')}`);
  applyWorkspaceEdit(action.edit!);
  await clean(file);
}

test('code action: a "did you mean" correction, then clean', async () => {
  const current = open(files.review);
  setText(files.review, current.replace('to: rejected}', 'to: rejectd}'));
  const finding = await errorWith(files.review, 'LIFECYCLE_STATE');
  await applyAction(files.review, finding, 'Change "rejectd" to "rejected"');
  assert.is(textOf(files.review), current);
});

test('code action: a suppression comment with a reason placeholder, then clean', async () => {
  const current = textOf(files.review);
  setText(files.review, current.replace('to: rejected}', 'to: withdrawn}'));
  const finding = await errorWith(files.review, 'LIFECYCLE_STATE');
  await applyAction(files.review, finding, 'Suppress LIFECYCLE_STATE on this line');
  assert.match(textOf(files.review), '# awm-disable-next-line LIFECYCLE_STATE -- reason:');
  setText(files.review, current);
  await clean(files.review);
});

test('code action: declare the missing inverse on the other term, then clean', async () => {
  const current = textOf(files.review);
  const session = model.file('terms/WorkSession.yaml');
  const relationship =
    '  - name: work_session\n    kind: references\n    target: WorkSession\n    cardinality: "1"\n' +
    '    inverse: reviews\n    inverse_cardinality: 0..*\n';
  setText(files.review, current.replace('lifecycle:\n', `${relationship}lifecycle:\n`));
  const finding = await errorWith(files.review, 'INVERSE_MISSING');
  await applyAction(files.review, finding, 'Add relationship "reviews" to WorkSession');
  assert.match(readFileSync(session, 'utf8'), '  - name: reviews\n');
  await clean(session);
});

test('code action: add a term missing from term_order, then clean', async () => {
  const listed = readFileSync(files.modelYaml, 'utf8');
  setText(files.modelYaml, listed.replace('  - Review\n', ''));
  const finding = await errorWith(files.review, 'TERM_NOT_ORDERED');
  await applyAction(files.review, finding, 'Add Review to term_order in model/model.yaml');
  assert.match(readFileSync(files.modelYaml, 'utf8'), '  - Review\n');
});

test('awm.config.yaml is honoured and picked up when it changes', async () => {
  const current = textOf(files.review);
  setText(files.review, current.replace('to: rejected}', 'to: withdrawn}'));
  await errorWith(files.review, 'LIFECYCLE_STATE');
  writeFileSync(files.config, 'rules:\n  LIFECYCLE_STATE: off\n');
  client.changedOnDisk(files.config);
  await clean(files.review);
  writeFileSync(files.config, 'rules: {}\n');
  client.changedOnDisk(files.config);
  await errorWith(files.review, 'LIFECYCLE_STATE');
  setText(files.review, current);
  await clean(files.review);
});

test.after(async () => {
  await client.shutdown();
  model.dispose();
});

test.run();
