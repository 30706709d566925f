// What the language server needs from its surroundings: open buffers, a way to publish and log, the client's watchers.
import type { PublishDiagnosticsParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SessionReuse } from '../lint/lint-session.js';

/**
 * The server's one door to the editor. `server.ts` makes it from a vscode-languageserver connection; a test
 * makes it from plain functions, so every handler runs without a connection.
 */
export interface ServerHost {
  /** The buffer the editor holds open at `uri`, or undefined when it has none. */
  openDocument(uri: string): TextDocument | undefined;
  sendDiagnostics(params: PublishDiagnosticsParams): void;
  /** Asks the client to report changes on disk to files matching `globPattern` (it offered to register them). */
  watchFiles(globPattern: string): void;
  /** Tells the user of a fault of the server's own (a bug, not a finding). */
  logError(message: string): void;
}

/** What the client may say in `initializationOptions`. */
export interface ServerOptions {
  /** The model directory, relative to the workspace folder (default: the server's own, `model`). */
  modelDir?: string;
  /** A lint configuration other than `awm.config.yaml` in the workspace folder. */
  config?: string;
}

/** What the command line says, for clients that send no `initializationOptions`. */
export interface ServerDefaults {
  /** The model directory (`awm lsp --model`), absolute or relative to the workspace folder. */
  modelDir?: string;
  /** What the lint session reuses between edits (everything by default; the LSP benchmark turns parts off). */
  reuse?: SessionReuse;
}
