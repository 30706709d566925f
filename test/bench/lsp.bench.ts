// Benchmark: the language server, in process after warm-up: didChange to published diagnostics with each reuse
// of the lint session on and off, and the server's memory.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
import type { SessionReuse } from '../../src/lint/lint-session.js';
import { startServer } from '../../src/lsp/server.js';
import { copyModel, tempDir } from '../helpers/temp-model.js';
import { median, table } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

/** The lint session's reuse between edits, each way the benchmark measures it, today's first. */
const reuseSettings: { name: string; reuse: SessionReuse }[] = [
  { name: 'files and rule outputs reused', reuse: { files: true, ruleOutputs: true } },
  { name: 'files reused, every rule run', reuse: { files: true, ruleOutputs: false } },
  { name: 'nothing reused', reuse: { files: false, ruleOutputs: false } },
];

/** A server and a client in this process, joined by in-memory streams. */
async function connect(root: string, reuse: SessionReuse): Promise<ProtocolConnection> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(ProposedFeatures.all, toServer, toClient), lintRules, { reuse });
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

/** An editor with Task.yaml open on its own server: each edit is timed from didChange to Task.yaml's diagnostics. */
async function openEditor(root: string, reuse: SessionReuse) {
  const client = await connect(root, reuse);
  const file = path.join(root, 'model', 'terms', 'Task.yaml');
  const uri = pathToFileURL(file).href;
  const text = readFileSync(file, 'utf8');
  // Every other edit breaks a transition and the next mends it, so each edit changes what Task.yaml shows.
  const texts = [text.replace('to: ready}', 'to: readdy}'), text];
  let published: (() => void) | undefined;
  client.onNotification(PublishDiagnosticsNotification.type, (params) => {
    if (params.uri === uri) published?.();
  });
  // The published Task.yaml has no findings, so opening it publishes nothing for it: the first (warm-up) edit, which
  // breaks it, waits for the lint of the whole model.
  await client.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'yaml', version: 1, text },
  });
  let version = 1;
  return {
    /** Milliseconds from one didChange to the diagnostics it publishes. */
    async edit(): Promise<number> {
      const done = new Promise<void>((resolve) => (published = resolve));
      const started = performance.now();
      version++;
      await client.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [{ text: texts[version % 2]! }],
      });
      await done;
      return performance.now() - started;
    },
    close: () => client.dispose(),
  };
}

/**
 * Milliseconds from didChange to published diagnostics, median and p95, for each reuse setting: one server each,
 * taking turns edit by edit, so that other work on the machine falls on every setting alike.
 */
async function didChangeToDiagnostics(root: string, warmUp: number, edits: number) {
  const samples = reuseSettings.map(() => [] as number[]);
  const editors = [];
  for (const { reuse } of reuseSettings) editors.push(await openEditor(root, reuse));
  for (const editor of editors) for (let i = 0; i < warmUp; i++) await editor.edit();
  for (let i = 0; i < edits; i++)
    for (const [index, editor] of editors.entries()) samples[index]!.push(await editor.edit());
  for (const editor of editors) editor.close();
  return samples.map((times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: median(times), p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1]! };
  });
}

/** Resident memory of `awm lsp --stdio` (its own process) once it has published the model's diagnostics. */
async function serverMemoryMiB(root: string): Promise<number> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../src/cli/main.js', import.meta.url)), 'lsp', '--stdio'],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
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

/** The models measured, with how many edits each gets (a 20,000-term model's edits take seconds). */
const sizes = [
  { terms: 0, label: 'published (16 terms)', warmUp: 5, edits: 40 },
  { terms: 2000, label: 'synthetic (2,000 terms)', warmUp: 3, edits: 20 },
  { terms: 20000, label: 'synthetic (20,000 terms)', warmUp: 1, edits: 4 },
];

const saved = (withIt: number, without: number) => `${(100 * (1 - withIt / without)).toFixed(0)}%`;

export default async function benchLsp(): Promise<void> {
  const work = tempDir('awm-bench-lsp-');
  const published = copyModel();
  try {
    const rows: string[][] = [];
    const savings: string[][] = [];
    const roots = new Map<number, string>();
    for (const size of sizes) {
      const root =
        size.terms === 0
          ? published.root
          : path.dirname(writeSyntheticModel(path.join(work, `synthetic-${size.terms}`), size.terms));
      roots.set(size.terms, root);
      const [all, files, none] = await didChangeToDiagnostics(root, size.warmUp, size.edits);
      for (const [index, result] of [all!, files!, none!].entries())
        rows.push([size.label, reuseSettings[index]!.name, result.medianMs.toFixed(1), result.p95Ms.toFixed(1)]);
      savings.push([size.label, saved(all!.medianMs, files!.medianMs), saved(files!.medianMs, none!.medianMs)]);
      // Each model's figures as soon as they are measured: the 20,000-term model takes minutes on a busy machine.
      console.log(
        `${size.label}: ${rows
          .slice(-3)
          .map((row) => `${row[1]} ${row[2]} ms (p95 ${row[3]})`)
          .join('; ')}`,
      );
    }
    console.log('didChange -> published diagnostics, in process, the settings taking turns edit by edit');
    table(['model', 'reuse', 'median ms', 'p95 ms'], rows);
    console.log('\nwhat each reuse saves of the median');
    table(['model', 'rule outputs (vs files only)', 'files (vs nothing)'], savings);
    const memoryRows: string[][] = [];
    for (const size of sizes) memoryRows.push([size.label, (await serverMemoryMiB(roots.get(size.terms)!)).toFixed(0)]);
    console.log('\nawm lsp --stdio resident memory after publishing every diagnostic');
    table(['model', 'RSS MiB'], memoryRows);
  } finally {
    published.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}
