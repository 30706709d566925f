// The language server's handlers called directly through a fake host: no connection, no process, no client.
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ErrorCodes,
  ResponseError,
  type Diagnostic,
  type Position,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from 'yaml';
import { lintRules } from '../lint-rules/index.js';
import { createLanguageServer, type LanguageServer } from '../src/lsp/language-server.js';
import type { ServerHost } from '../src/lsp/server-host.js';
import { copyModel } from './helpers/temp-model.js';

const model = copyModel();
const uriOf = (relative: string) => pathToFileURL(model.file(relative)).href;

/** A host that keeps what the server sends, with the buffers the test opens. */
function fakeHost() {
  const documents = new Map<string, TextDocument>();
  const published: PublishDiagnosticsParams[] = [];
  const watched: string[] = [];
  const errors: string[] = [];
  let onPublish: (() => void) | undefined;
  const host: ServerHost = {
    openDocument: (uri) => documents.get(uri),
    sendDiagnostics(params) {
      published.push(params);
      onPublish?.();
    },
    watchFiles: (globPattern) => watched.push(globPattern),
    logError: (message) => errors.push(message),
  };
  /** The diagnostics last published for a file. */
  const latest = (uri: string): Diagnostic[] | undefined => published.findLast((p) => p.uri === uri)?.diagnostics;
  /** Resolves once `predicate` holds of what has been published (checked now and after each publication). */
  const until = (predicate: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('nothing matching was published')), 20_000);
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        onPublish = undefined;
        resolve();
      };
      onPublish = check;
      check();
    });
  return { host, documents, published, watched, errors, latest, until };
}

type Fake = ReturnType<typeof fakeHost>;

function serverFor(fake: Fake, capabilities = {}): LanguageServer {
  const server = createLanguageServer(fake.host, lintRules);
  const rootUri = pathToFileURL(model.root).href;
  server.initialize({ processId: null, rootUri, workspaceFolders: [{ uri: rootUri, name: 'test' }], capabilities });
  server.initialized();
  return server;
}

/** Opens (or edits) a buffer of the model, as the shell's TextDocuments would report it. */
function edit(fake: Fake, server: LanguageServer, relative: string, text: string): void {
  const uri = uriOf(relative);
  const previous = fake.documents.get(uri);
  const document = TextDocument.create(uri, 'yaml', (previous?.version ?? 0) + 1, text);
  fake.documents.set(uri, document);
  (previous ? server.documentChanged : server.documentOpened)({ document });
}

/** The 0-based position of the `nth` (from 0) `snippet` in a text, `offset` characters in. */
function positionOf(text: string, snippet: string, offset = 0, nth = 0): Position {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(snippet, at + 1);
  if (at < 0) throw new Error(`"${snippet}" not in the text`);
  const before = text.slice(0, at + offset);
  return { line: before.split('\n').length - 1, character: before.length - before.lastIndexOf('\n') - 1 };
}

const taskText = model.read('terms/Task.yaml');

test('before initialize every request has an empty answer, and nothing is published', () => {
  const fake = fakeHost();
  const server = createLanguageServer(fake.host, lintRules);
  const textDocument = { uri: uriOf('terms/Task.yaml') };
  const position = { line: 1, character: 6 };
  assert.equal(server.definition({ textDocument, position }), []);
  assert.equal(server.references({ textDocument, position, context: { includeDeclaration: true } }), []);
  assert.is(server.hover({ textDocument, position }), null);
  assert.equal(server.documentSymbols({ textDocument }), []);
  assert.equal(server.workspaceSymbols({ query: 'Task' }), []);
  assert.equal(server.completion({ textDocument, position }), []);
  assert.is(server.rename({ textDocument, position, newName: 'Job' }), null);
  assert.equal(fake.published, []);
});

test('an edited buffer is published with its finding at the misspelt state, and cleared when mended', async () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const uri = uriOf('terms/Task.yaml');
  const broken = taskText.replace('{from: pending, to: ready}', '{from: pending, to: readdy}');
  edit(fake, server, 'terms/Task.yaml', broken);
  const stateErrors = () => (fake.latest(uri) ?? []).filter((d) => d.code === 'LIFECYCLE_STATE');
  await fake.until(() => stateErrors().length > 0);
  assert.equal(stateErrors()[0]!.range.start, positionOf(broken, 'readdy'));
  assert.is(stateErrors()[0]!.severity, 1);
  edit(fake, server, 'terms/Task.yaml', taskText);
  await fake.until(() => stateErrors().length === 0);
  assert.equal(fake.errors, []);
});

test('the file watchers are asked for only when the client can register them', () => {
  const without = fakeHost();
  serverFor(without);
  assert.equal(without.watched, []);
  const offered = fakeHost();
  serverFor(offered, { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } });
  assert.equal(offered.watched, ['**/*.{yaml,yml}']);
});

test('definition and references of a relationship target, answered from a buffer not yet linted', () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  edit(fake, server, 'terms/Task.yaml', taskText);
  // The request comes before the scheduled lint: the server lints first, then answers.
  const textDocument = { uri: uriOf('terms/Task.yaml') };
  const position = positionOf(taskText, 'target: WorkSession', 'target: '.length + 2);
  const workSession = model.read('terms/WorkSession.yaml');
  const [definition, ...others] = server.definition({ textDocument, position });
  assert.equal(others, []);
  assert.is(definition!.uri, uriOf('terms/WorkSession.yaml'));
  assert.equal(definition!.range.start, positionOf(workSession, 'key: WorkSession', 'key: '.length));
  const references = server.references({ textDocument, position, context: { includeDeclaration: false } });
  const modelYaml = model.read('model.yaml');
  const termOrder = (parse(modelYaml) as { term_order: string[] }).term_order;
  assert.ok(termOrder.includes('WorkSession'));
  assert.ok(
    references.some(
      (r) => r.uri === uriOf('model.yaml') && r.range.start.line === positionOf(modelYaml, '  - WorkSession\n').line,
    ),
    'term_order names it',
  );
  assert.ok(references.some((r) => r.uri === textDocument.uri && r.range.start.line === position.line));
  assert.not.ok(
    references.some((r) => r.uri === definition!.uri && r.range.start.line === definition!.range.start.line),
  );
});

test("references reach every place the naming table lists: a state map's other states, a rule conflict", () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const workSession = model.read('terms/WorkSession.yaml');
  const states = server.references({
    textDocument: { uri: uriOf('terms/WorkSession.yaml') },
    position: positionOf(workSession, 'states: [proposed, open', 'states: [proposed, '.length),
    context: { includeDeclaration: false },
  });
  const crosswalk = model.read('mappings/awaken-workforce.yaml');
  const otherStates = positionOf(
    crosswalk,
    'other_states:\n      awm_state: open',
    'other_states:\n      awm_state: '.length,
  );
  assert.ok(
    states.some((r) => r.uri === uriOf('mappings/awaken-workforce.yaml') && r.range.start.line === otherStates.line),
    'the other_states of the WorkSession state map',
  );
  const rules = model.read('rules/architecture.yaml');
  const conflicts = server.references({
    textDocument: { uri: uriOf('rules/architecture.yaml') },
    position: positionOf(rules, 'id: policy-narrows', 'id: '.length),
    context: { includeDeclaration: false },
  });
  const hoziron = model.read('mappings/hoziron.yaml');
  assert.equal(
    conflicts.map((r) => [r.uri, r.range.start]),
    [[uriOf('mappings/hoziron.yaml'), positionOf(hoziron, 'rule: policy-narrows', 'rule: '.length)]],
  );
});

test('completion of an owner offers the authority roles the model declares', () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const text = taskText.replace('owner: work-session-coordinator', 'owner: ');
  edit(fake, server, 'terms/Task.yaml', text);
  const items = server.completion({
    textDocument: { uri: uriOf('terms/Task.yaml') },
    position: positionOf(text, 'owner: ', 'owner: '.length),
  });
  const declared = (parse(model.read('authority-roles.yaml')) as { authority_roles: { id: string }[] }).authority_roles;
  assert.equal(items.map((item) => item.label).sort(), declared.map((role) => role.id).sort());
});

test('document symbols: the term spans its file and holds its states', () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const [term, ...rest] = server.documentSymbols({ textDocument: { uri: uriOf('terms/Task.yaml') } });
  assert.equal(rest, []);
  assert.is(term!.name, 'Task');
  assert.is(term!.range.start.line, 0);
  const states = (parse(taskText) as { lifecycle: { states: string[] } }).lifecycle.states;
  assert.equal(
    term!.children!.filter((child) => child.detail === 'state').map((child) => child.name),
    states,
  );
});

test('a rename onto an existing term file is refused as InvalidParams, naming the file', () => {
  const fake = fakeHost();
  const server = serverFor(fake, { workspace: { workspaceEdit: { resourceOperations: ['rename'] } } });
  const textDocument = { uri: uriOf('terms/Task.yaml') };
  const position = positionOf(taskText, 'key: Task', 'key: '.length);
  let refusal: unknown;
  try {
    server.rename({ textDocument, position, newName: 'Turn' });
  } catch (error) {
    refusal = error;
  }
  assert.instance(refusal, ResponseError, 'the rename onto Turn is refused');
  assert.is((refusal as ResponseError<unknown>).code, ErrorCodes.InvalidParams);
  assert.match((refusal as Error).message, 'terms/Turn.yaml');
  const moved = server.rename({ textDocument, position, newName: 'Chore' });
  const renames = (moved?.documentChanges ?? []).filter((change) => 'kind' in change);
  assert.equal(renames, [
    {
      kind: 'rename',
      oldUri: uriOf('terms/Task.yaml'),
      newUri: uriOf('terms/Chore.yaml'),
      options: { overwrite: false, ignoreIfExists: false },
    },
  ]);
});

test('a lint finding can be suppressed on its line by a quick fix', async () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const uri = uriOf('terms/Task.yaml');
  const broken = taskText.replace('{from: pending, to: ready}', '{from: pending, to: readdy}');
  edit(fake, server, 'terms/Task.yaml', broken);
  await fake.until(() => (fake.latest(uri) ?? []).some((d) => d.code === 'LIFECYCLE_STATE'));
  const diagnostic = fake.latest(uri)!.find((d) => d.code === 'LIFECYCLE_STATE')!;
  const actions = server.codeActions({
    textDocument: { uri },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic] },
  });
  const suppress = actions.find((action) => action.title === 'Suppress LIFECYCLE_STATE on this line');
  assert.ok(suppress, actions.map((action) => action.title).join(', '));
  const [inserted] = suppress.edit!.changes![uri]!;
  assert.equal(inserted!.range.start, { line: diagnostic.range.start.line, character: 0 });
  assert.match(inserted!.newText, /^\s*# awm-disable-next-line LIFECYCLE_STATE -- reason: /);
});

test('a file changed on disk while open in the editor keeps the buffer as the truth', async () => {
  const fake = fakeHost();
  const server = serverFor(fake);
  const uri = uriOf('terms/Task.yaml');
  const broken = taskText.replace('{from: pending, to: ready}', '{from: pending, to: readdy}');
  edit(fake, server, 'terms/Task.yaml', broken);
  await fake.until(() => (fake.latest(uri) ?? []).some((d) => d.code === 'LIFECYCLE_STATE'));
  const before = fake.published.length;
  // The disk still holds the mended text; the open buffer is the broken one, so nothing changes.
  server.watchedFilesChanged({ changes: [{ uri, type: 2 }] });
  assert.ok(server.documentSymbols({ textDocument: { uri } }).length > 0);
  assert.is(fake.published.length, before);
  server.documentClosed({ document: fake.documents.get(uri)! });
  fake.documents.delete(uri);
  await fake.until(() => !(fake.latest(uri) ?? []).some((d) => d.code === 'LIFECYCLE_STATE'));
});

test.after(() => model.dispose());

test.run();
