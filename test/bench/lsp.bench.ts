// Benchmark: the language server, in process after warm-up: didChange to published diagnostics, and its memory.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { lintRules } from '../../lint-rules/index.js';
import { startServer } from '../../src/lsp/server.js';
import { copyModel, tempDir } from '../helpers/temp-model.js';
import { repoPath } from '../helpers/paths.js';
import { median, table } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

const warmUp = 5;
const edits = 40;

/** A server and a client in this process, joined by in-memory streams. */
async function connect(root: string): Promise<ProtocolConnection> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(ProposedFeatures.all, toServer, toClient), lintRules);
  const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  client.listen();
  const rootUri = pathToFileURL(root).href;
  await client.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: 'bench' }],
    capabilities: {},
  });
  await client.sendNotification(InitializedNotification.type, {});
  return client;
}

/** Milliseconds from each didChange of Task.yaml to the diagnostics it publishes for Task.yaml, median and p95. */
async function didChangeToDiagnostics(root: string): Promise<{ medianMs: number; p95Ms: number }> {
  const client = await connect(root);
  const file = path.join(root, 'model', 'terms', 'Task.yaml');
  const uri = pathToFileURL(file).href;
  const text = readFileSync(file, 'utf8');
  // Every other edit breaks a transition and the next mends it, so each edit changes what Task.yaml shows.
  const texts = [text.replace('to: ready}', 'to: readdy}'), text];
  let published: (() => void) | undefined;
  client.onNotification(PublishDiagnosticsNotification.type, (params) => {
    if (params.uri === uri) published?.();
  });
  const opened = new Promise<void>((resolve) => (published = resolve));
  await client.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'yaml', version: 1, text },
  });
  await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  const samples: number[] = [];
  for (let i = 0; i < warmUp + edits; i++) {
    const done = new Promise<void>((resolve) => (published = resolve));
    const started = performance.now();
    await client.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: i + 2 },
      contentChanges: [{ text: texts[i % 2]! }],
    });
    await done;
    if (i >= warmUp) samples.push(performance.now() - started);
  }
  client.dispose();
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: median(samples), p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1]! };
}

/** Resident memory of `awm lsp --stdio` (its own process) once it has published the model's diagnostics. */
async function serverMemoryMiB(root: string): Promise<number> {
  const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), 'lsp', '--stdio'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const client = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  let lastPublished = 0;
  client.onNotification(PublishDiagnosticsNotification.type, () => {
    lastPublished = Date.now();
  });
  client.listen();
  const rootUri = pathToFileURL(root).href;
  await client.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri, capabilities: {} });
  await client.sendNotification(InitializedNotification.type, {});
  // Publication ends when a second passes without one (every benchmark model has findings to publish).
  await new Promise<void>((resolve) => {
    const poll = () => (Date.now() - lastPublished > 1000 && lastPublished > 0 ? resolve() : setTimeout(poll, 100));
    setTimeout(poll, 1000);
  });
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  client.dispose();
  child.kill();
  return kib / 1024;
}

export default async function benchLsp(): Promise<void> {
  const work = tempDir('awm-bench-lsp-');
  const published = copyModel();
  try {
    const rows: string[][] = [];
    const published16 = await didChangeToDiagnostics(published.root);
    rows.push(['published (16 terms)', published16.medianMs.toFixed(1), published16.p95Ms.toFixed(1), '20']);
    const synthetic2000 = path.dirname(writeSyntheticModel(path.join(work, 'synthetic-2000'), 2000));
    const large = await didChangeToDiagnostics(synthetic2000);
    rows.push(['synthetic (2,000 terms)', large.medianMs.toFixed(1), large.p95Ms.toFixed(1), '200']);
    console.log(`didChange -> published diagnostics, in process, ${edits} edits after ${warmUp} warm-up edits`);
    table(['model', 'median ms', 'p95 ms', 'target median ms'], rows);
    const synthetic20000 = path.dirname(writeSyntheticModel(path.join(work, 'synthetic-20000'), 20000));
    const memory = [
      ['published (16 terms)', (await serverMemoryMiB(published.root)).toFixed(0)],
      ['synthetic (2,000 terms)', (await serverMemoryMiB(synthetic2000)).toFixed(0)],
      ['synthetic (20,000 terms)', (await serverMemoryMiB(synthetic20000)).toFixed(0)],
    ];
    console.log('\nawm lsp --stdio resident memory after publishing every diagnostic');
    table(['model', 'RSS MiB'], memory);
  } finally {
    published.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}
