// A real LSP client for tests: spawns `awm lsp --stdio` and talks to it with vscode-languageserver-protocol.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { repoPath } from './paths.js';

export interface LspClient {
  connection: ProtocolConnection;
  /** The diagnostics last published for each file URI. */
  diagnostics: Map<string, Diagnostic[]>;
  /** Every publication of diagnostics, in order. */
  publications: { uri: string; diagnostics: Diagnostic[] }[];
  /** What the server logged: its window/logMessage texts, then its stderr. */
  logs(): string;
  /** The methods the server asked to register dynamically (client/registerCapability). */
  registrations: string[];
  uri(file: string): string;
  /** Opens a file with its text on disk (or `text`). */
  open(file: string, text?: string): void;
  /** Closes an open file. */
  close(file: string): void;
  /** Replaces the whole text of an open file, as an unsaved edit. */
  change(file: string, text: string): void;
  /** Tells the server a file changed on disk. */
  changedOnDisk(file: string): void;
  /** Resolves when `predicate` holds of the published diagnostics (checked after each publication). */
  until(predicate: (diagnostics: Map<string, Diagnostic[]>) => boolean, what: string): Promise<void>;
  shutdown(): Promise<void>;
}

/** How long a test waits for the server to publish what it expects before failing. */
const patienceMs = 20_000;

/** What an editor offers by default: applying file renames. */
export const editorCapabilities: ClientCapabilities = {
  workspace: { workspaceEdit: { documentChanges: true, resourceOperations: ['rename'] } },
};

export interface LspStartOptions {
  /** Arguments after `awm lsp --stdio` (such as `--model`). */
  args?: readonly string[];
  /** What the client offers (default `editorCapabilities`). */
  capabilities?: ClientCapabilities;
  /** The CLI to start (default this repository's dist/src/cli/main.js; an installed package's, from a tarball). */
  main?: string;
}

/**
 * Starts the server with `root` as its workspace folder (and its working directory) and initializes it as an editor
 * would.
 */
export async function startLsp(
  root: string,
  initializationOptions: object = {},
  options: LspStartOptions = {},
): Promise<LspClient> {
  const main = options.main ?? repoPath('dist', 'src', 'cli', 'main.js');
  const child: ChildProcess = spawn(process.execPath, [main, 'lsp', '--stdio', ...(options.args ?? [])], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, AWM_DEBUG: '' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  const diagnostics = new Map<string, Diagnostic[]>();
  const publications: LspClient['publications'] = [];
  const logged: string[] = [];
  const registrations: string[] = [];
  const waiting = new Set<() => void>();
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    diagnostics.set(params.uri, params.diagnostics);
    publications.push(params);
    for (const check of [...waiting]) check();
  });
  connection.onNotification(LogMessageNotification.type, ({ message }) => {
    logged.push(message);
  });
  connection.onRequest(RegistrationRequest.type, ({ registrations: asked }) => {
    registrations.push(...asked.map((registration) => registration.method));
  });
  connection.listen();
  const rootUri = pathToFileURL(root).href;
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: 'test' }],
    capabilities: options.capabilities ?? editorCapabilities,
    initializationOptions,
  });
  await connection.sendNotification(InitializedNotification.type, {});
  const uri = (file: string) => pathToFileURL(file).href;
  const versions = new Map<string, number>();
  return {
    connection,
    diagnostics,
    publications,
    logs: () => [...logged, stderr].join('\n'),
    registrations,
    uri,
    open(file, text = readFileSync(file, 'utf8')) {
      versions.set(file, 1);
      void connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: { uri: uri(file), languageId: 'yaml', version: 1, text },
      });
    },
    close(file) {
      void connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: uri(file) } });
    },
    change(file, text) {
      const version = (versions.get(file) ?? 1) + 1;
      versions.set(file, version);
      void connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: uri(file), version },
        contentChanges: [{ text }],
      });
    },
    changedOnDisk(file) {
      void connection.sendNotification(DidChangeWatchedFilesNotification.type, {
        changes: [{ uri: uri(file), type: 2 }],
      });
    },
    until(predicate, what) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`timed out waiting for ${what}`));
        }, patienceMs);
        const check = () => {
          if (!predicate(diagnostics)) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      });
    },
    async shutdown() {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
      connection.dispose();
    },
  };
}
