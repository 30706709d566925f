// awm lsp --stdio against careless and hostile clients: renames onto taken or oversize names, malformed headers,
// stray URIs, edit bursts, --model, and no dynamic registration a client did not offer.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CompletionRequest,
  DefinitionRequest,
  DidOpenTextDocumentNotification,
  DocumentSymbolRequest,
  ErrorCodes,
  HoverRequest,
  RenameRequest,
  ResponseError,
  type Diagnostic,
  type Position,
  type RenameFile,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { hasStackTrace, type CliResult } from './helpers/cli.js';
import { checkedFrames } from '../src/lsp/checked-frames.js';
import { startLsp, type LspClient } from './helpers/lsp-client.js';
import { repoPath } from './helpers/paths.js';
import { assertNoTerm } from './helpers/review-term.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

/** How long a test waits for a server process to end. */
const patienceMs = 20_000;

interface TermYaml {
  relationships: { name: string }[];
  lifecycle: { states: string[] };
}
const termYaml = (file: string) => parse(readFileSync(file, 'utf8')) as TermYaml;

/** The 0-based position of the first `snippet` at or after `after` in `text`. */
function positionIn(text: string, snippet: string, after = ''): Position {
  const at = text.indexOf(snippet, after ? text.indexOf(after) : 0);
  if (at < 0) throw new Error(`"${snippet}" not found`);
  const before = text.slice(0, at);
  return { line: before.split('\n').length - 1, character: at - before.lastIndexOf('\n') - 1 };
}

const firstDiagnostics = (client: LspClient) => client.until((all) => all.size > 0, 'the first diagnostics');

// One server on one model copy for the tests that leave the model as they found it.
const model = copyModel();
const client = await startLsp(model.root);
await firstDiagnostics(client);

/** The error a rename request is refused with (fails when it is not refused). */
async function refusedRename(client: LspClient, file: string, position: Position, newName: string) {
  try {
    await client.connection.sendRequest(RenameRequest.type, {
      textDocument: { uri: client.uri(file) },
      position,
      newName,
    });
  } catch (error) {
    assert.instance(error, ResponseError);
    return error as ResponseError<unknown>;
  }
  throw new Error(`renaming to "${newName.slice(0, 40)}" was not refused`);
}

test('rename refuses a taken term, state, relationship or role and an oversize name, as InvalidParams', async () => {
  const task = model.file('terms/Task.yaml');
  const text = readFileSync(task, 'utf8');
  const { relationships, lifecycle } = termYaml(task);
  assert.ok(termYaml(model.file('terms/Turn.yaml')), 'the model has a term Turn');
  const [state, otherState] = lifecycle.states;
  const [relationship, otherRelationship] = relationships.map((r) => r.name);
  const atKey = positionIn(text, 'Task', 'key:');
  const roles = model.file('authority-roles.yaml');
  const rolesText = readFileSync(roles, 'utf8');
  const [role, otherRole] = (parse(rolesText) as { authority_roles: { id: string }[] }).authority_roles.map(
    (r) => r.id,
  );
  const cases: [string, string, Position, string, RegExp][] = [
    ['term', task, atKey, 'Turn', /Turn is already a term \(terms\/Turn\.yaml\)/],
    [
      'state',
      task,
      positionIn(text, state!, 'states:'),
      otherState!,
      new RegExp(`${otherState} is already a state of Task`),
    ],
    [
      'relationship',
      task,
      positionIn(text, relationship!, `  - name: ${relationship}\n`),
      otherRelationship!,
      new RegExp(`${otherRelationship} is already a relationship of Task`),
    ],
    [
      'role',
      roles,
      positionIn(rolesText, role!, 'id:'),
      otherRole!,
      new RegExp(`${otherRole} is already an authority role`),
    ],
    ['oversize', task, atKey, `T${'x'.repeat(99_999)}`, /at most 64 characters; this one has 100000/],
    ['invalid', task, atKey, 'task', /"task" is not a valid term name/],
  ];
  for (const [what, file, position, newName, message] of cases) {
    const error = await refusedRename(client, file, position, newName);
    assert.is(error.code, ErrorCodes.InvalidParams, what);
    assert.match(error.message, message, what);
  }
  // A file in the way, though it defines no term of that name, is not replaced.
  const spare = 'Spare';
  assertNoTerm(model, spare);
  model.write(`terms/${spare}.yaml`, 'not: a term\n');
  const blocked = await refusedRename(client, task, atKey, spare);
  assert.is(blocked.code, ErrorCodes.InvalidParams);
  assert.match(blocked.message, `terms/${spare}.yaml already exists; renaming Task would overwrite it`);
  rmSync(model.file(`terms/${spare}.yaml`));
  assert.is(readFileSync(task, 'utf8'), text, 'nothing was edited');
  assert.not.match(client.logs(), 'Request textDocument/rename failed');
});

test('a term rename moves its file with overwrite: false, so the client never replaces a file', async () => {
  const task = model.file('terms/Task.yaml');
  const free = 'Chore';
  assertNoTerm(model, free);
  const change = (await client.connection.sendRequest(RenameRequest.type, {
    textDocument: { uri: client.uri(task) },
    position: positionIn(readFileSync(task, 'utf8'), 'Task', 'key:'),
    newName: free,
  })) as WorkspaceEdit;
  const moves = (change.documentChanges ?? []).filter((c): c is RenameFile => 'kind' in c && c.kind === 'rename');
  assert.equal(moves, [
    {
      kind: 'rename',
      oldUri: client.uri(task),
      newUri: client.uri(model.file(`terms/${free}.yaml`)),
      options: { overwrite: false, ignoreIfExists: false },
    },
  ]);
});

test('stray URIs (a host, another scheme, outside the workspace) are ignored without stack traces', async () => {
  const outside = path.join(path.dirname(model.root), 'not-the-workspace', 'x.yaml');
  const uris = [
    'file://host/model/terms/X.yaml',
    'untitled:Untitled-1',
    'file:///%2F/x.yaml',
    pathToFileURL(outside).href,
  ];
  const position = { line: 0, character: 1 };
  for (const uri of uris) {
    await client.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: 'yaml', version: 1, text: 'key: X\n' },
    });
    const textDocument = { uri };
    assert.equal(await client.connection.sendRequest(HoverRequest.type, { textDocument, position }), null, uri);
    assert.equal(await client.connection.sendRequest(DefinitionRequest.type, { textDocument, position }), [], uri);
    assert.equal(await client.connection.sendRequest(CompletionRequest.type, { textDocument, position }), [], uri);
    assert.equal(await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument }), [], uri);
    const renamed = await client.connection.sendRequest(RenameRequest.type, { textDocument, position, newName: 'Y' });
    assert.is(renamed, null, uri);
  }
  // Still serving: an edit of a real file is linted.
  const task = model.file('terms/Task.yaml');
  client.open(task);
  client.change(task, readFileSync(task, 'utf8').replace('to: ready}', 'to: nowhere}'));
  await client.until((all) => (all.get(client.uri(task)) ?? []).some((d) => d.code === 'LIFECYCLE_STATE'), 'a finding');
  assert.not.ok(hasStackTrace(client.logs()), client.logs());
  assert.not.match(client.logs(), 'failed');
  client.close(task);
});

test('50 edits in a burst are linted far fewer than 50 times; the last diagnostics are of the last text', async () => {
  const task = model.file('terms/Task.yaml');
  const text = readFileSync(task, 'utf8');
  const uri = client.uri(task);
  client.open(task, text);
  const edits = 50;
  // Each edit names another missing state, so each lint of an intermediate text publishes anew.
  const missing = (i: number) => `nowhere_${i}`;
  const before = client.publications.length;
  for (let i = 0; i < edits; i++) client.change(task, text.replace('to: ready}', `to: ${missing(i)}}`));
  const mentions = (d: Diagnostic[], i: number) =>
    d.some((x) => new RegExp(`\\b${missing(i)}\\b`).test(JSON.stringify(x.message)));
  await client.until((all) => mentions(all.get(uri) ?? [], edits - 1), `a finding about ${missing(edits - 1)}`);
  const lints = client.publications.slice(before).filter((p) => p.uri === uri);
  assert.ok(lints.length <= 10, `${lints.length} publications for ${edits} edits`);
  const last = lints.at(-1)!.diagnostics;
  for (let i = 0; i < edits - 1; i++) assert.not.ok(mentions(last, i), `the last diagnostics mention ${missing(i)}`);
  client.close(task);
});

test('awm lsp --model: the model directory named on the command line is the one linted', async () => {
  const root = tempDir();
  const modelDir = path.join(root, 'spec', 'model');
  mkdirSync(path.dirname(modelDir));
  cpSync(repoPath('model'), modelDir, { recursive: true });
  const named = await startLsp(root, {}, { args: ['--model', 'spec/model'] });
  const task = path.join(modelDir, 'terms', 'Task.yaml');
  try {
    await firstDiagnostics(named);
    const codes = [...named.diagnostics.values()].flat().map((d) => String(d.code));
    assert.not.ok(codes.includes('MODEL_NOT_FOUND'), codes.join(', '));
    named.open(task);
    named.change(task, readFileSync(task, 'utf8').replace('to: ready}', 'to: nowhere}'));
    await named.until(
      (all) => (all.get(named.uri(task)) ?? []).some((d) => d.code === 'LIFECYCLE_STATE'),
      'a finding in spec/model/terms/Task.yaml',
    );
  } finally {
    await named.shutdown();
  }
  // Without it, the server looks for model/ in the workspace folder, and says it is not there.
  const unaware = await startLsp(root);
  try {
    await unaware.until(
      (all) => [...all.values()].flat().some((d) => d.code === 'MODEL_NOT_FOUND'),
      'MODEL_NOT_FOUND without --model',
    );
  } finally {
    await unaware.shutdown();
    rmSync(root, { recursive: true, force: true });
  }
});

test('no dynamic registration unless the client offers it', async () => {
  // The shared client offers none, and published diagnostics after the server would have asked.
  assert.equal(client.registrations, []);
  const offering = await startLsp(
    model.root,
    {},
    { capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } },
  );
  try {
    await firstDiagnostics(offering);
    assert.equal(offering.registrations, ['workspace/didChangeWatchedFiles']);
  } finally {
    await offering.shutdown();
  }
});

/** Runs `awm lsp --stdio` fed `input` (then a valid initialize request) and collects how it ends. */
function lspProcess(input: string, cwd: string): Promise<CliResult & { answered: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), 'lsp', '--stdio'], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { processId: null, rootUri: null, capabilities: {} },
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`awm lsp still running after ${JSON.stringify(input.slice(0, 40))}; stderr: ${stderr}`));
    }, patienceMs);
    const answered = () => stdout.includes('"id":1,"result"');
    child.stdout.on('data', () => {
      // A server that kept its framing answers; then the test closes the connection itself.
      if (answered()) child.stdin.end();
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, answered: answered() });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.write(input);
    child.stdin.write(`Content-Length: ${Buffer.byteLength(initialize)}\r\n\r\n${initialize}`);
  });
}

test('a malformed message header closes the connection with a reason; a bad body is skipped', async () => {
  const cwd = tempDir();
  try {
    const malformed: [string, string][] = [
      ['Content-Length: abc\r\n\r\n{}', 'Content-Length "abc", which is not a number of bytes'],
      ['Content-Length: -5\r\n\r\n', 'Content-Length "-5", which is not a number of bytes'],
      ['Content-Type: json\r\n\r\n{}', 'a message header without Content-Length: "Content-Type: json"'],
      ['hello\r\n\r\n', 'the header line "hello", which is not "Name: value"'],
      ['x'.repeat(10_000), 'a message header of more than 8192 bytes'],
    ];
    // The servers run side by side: each only starts, reads and ends.
    const [skipped, ...ended] = await Promise.all([
      // A body that is not JSON leaves the framing intact: the next message is answered.
      lspProcess('Content-Length: 5\r\n\r\n{"a":', cwd),
      ...malformed.map(([input]) => lspProcess(input, cwd)),
    ]);
    for (const [index, [input, reason]] of malformed.entries()) {
      const { status, answered, stderr } = ended[index]!;
      assert.is(status, 1, input.slice(0, 40));
      assert.not.ok(answered, 'nothing after the malformed header is read');
      assert.match(stderr, `awm lsp: the client sent ${reason}; closing the connection`);
      assert.not.ok(hasStackTrace(stderr), stderr);
    }
    assert.ok(skipped.answered, skipped.stderr);
    assert.not.ok(hasStackTrace(skipped.stderr), skipped.stderr);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

/** What `checkedFrames` lets through of `chunks`, and the problems it reported. */
async function throughFrames(chunks: Buffer[]): Promise<{ passed: Buffer; problems: string[] }> {
  const problems: string[] = [];
  const stream = checkedFrames((problem) => problems.push(problem));
  const passed: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => passed.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return { passed: Buffer.concat(passed), problems };
}

test('message headers are checked however the bytes are split into chunks', async () => {
  const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: x\r\n\r\n${body}`;
  // Bodies that look like headers, and a multi-byte character, must not confuse the count.
  const valid = Buffer.from(frame('{"a":"é"}') + frame('Content-Length: 9\r\n\r\n') + frame(''));
  const malformed = Buffer.concat([valid, Buffer.from('Content-Length: 1x\r\n\r\n{}'), Buffer.from(frame('{}'))]);
  for (let split = 0; split <= malformed.length; split++) {
    const whole = await throughFrames([valid.subarray(0, split), valid.subarray(split)]);
    assert.equal([whole.passed.equals(valid), whole.problems], [true, []], `valid, split at ${split}`);
    const cut = await throughFrames([malformed.subarray(0, split), malformed.subarray(split)]);
    assert.ok(cut.passed.equals(valid), `malformed, split at ${split}: only the frames before it pass`);
    assert.equal(cut.problems, ['Content-Length "1x", which is not a number of bytes']);
  }
  const byteByByte = await throughFrames([...valid].map((byte) => Buffer.from([byte])));
  assert.ok(byteByByte.passed.equals(valid));
});

test.after(async () => {
  await client.shutdown();
  model.dispose();
});

test.run();
