// The language server on a vscode-languageserver connection: the handlers of language-server.ts, wired to it.
import { DidChangeWatchedFilesNotification, TextDocuments, type Connection } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnyRule } from '../lint/rule.js';
import { createLanguageServer } from './language-server.js';
import type { ServerDefaults, ServerHost } from './server-host.js';

export type { ServerDefaults } from './server-host.js';

/** Runs the language server on `connection` until the client asks it to exit. */
export function startServer(connection: Connection, rules: readonly AnyRule[], defaults: ServerDefaults = {}): void {
  const documents = new TextDocuments(TextDocument);
  const host: ServerHost = {
    openDocument: (uri) => documents.get(uri),
    sendDiagnostics: (params) => void connection.sendDiagnostics(params),
    watchFiles: (globPattern) =>
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern }] })
        .catch(() => undefined),
    logError: (message) => connection.console.error(message),
  };
  const server = createLanguageServer(host, rules, defaults);
  connection.onInitialize(server.initialize);
  connection.onInitialized(server.initialized);
  documents.onDidOpen(server.documentOpened);
  documents.onDidChangeContent(server.documentChanged);
  documents.onDidClose(server.documentClosed);
  connection.onDidChangeWatchedFiles(server.watchedFilesChanged);
  connection.onDefinition(server.definition);
  connection.onReferences(server.references);
  connection.onHover(server.hover);
  connection.onDocumentSymbol(server.documentSymbols);
  connection.onWorkspaceSymbol(server.workspaceSymbols);
  connection.onCompletion(server.completion);
  connection.onPrepareRename(server.prepareRename);
  connection.onRenameRequest(server.rename);
  connection.onCodeAction(server.codeActions);
  documents.listen(connection);
  connection.listen();
}
