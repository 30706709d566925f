// The language server as a library: handlers made from a host, each callable without a connection (see server.ts).
// Long only because it is the table of every handler, each a few lines over the modules beside it.
import { existsSync } from 'node:fs';
import {
  CodeActionKind,
  ErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  type CodeAction,
  type CodeActionParams,
  type CompletionItem,
  type CompletionParams,
  type DefinitionParams,
  type DidChangeWatchedFilesParams,
  type DocumentSymbol,
  type DocumentSymbolParams,
  type Hover,
  type HoverParams,
  type InitializeParams,
  type InitializeResult,
  type Location,
  type PrepareRenameParams,
  type Range,
  type ReferenceParams,
  type RenameParams,
  type SymbolInformation,
  type TextDocumentPositionParams,
  type WorkspaceEdit,
  type WorkspaceSymbolParams,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { renameSymbol } from '../link/rename.js';
import { documentKindOf, SymbolIndex } from '../link/symbol-index.js';
import { describeCodes } from '../lint/code-catalog.js';
import { LintSession, type SessionResult } from '../lint/lint-session.js';
import type { AnyRule } from '../lint/rule.js';
import type { Model } from '../model/model.js';
import type { ModelFile } from '../model/model-file.js';
import { packageInfo } from '../package-info.js';
import { quickFixes } from './code-actions.js';
import { completions } from './completion.js';
import { fromPosition, toPath, toRange } from './convert.js';
import { DiagnosticsPublisher } from './diagnostics-publisher.js';
import { hoverText } from './hover.js';
import { LintScheduler } from './lint-scheduler.js';
import type { ServerDefaults, ServerHost, ServerOptions } from './server-host.js';
import { documentSymbols, locationOf, workspaceSymbols } from './symbols.js';
import { editsAndMove, workspaceEdit } from './workspace-edits.js';

/** A change to an open buffer, as vscode-languageserver's TextDocuments reports it. */
export interface DocumentEvent {
  document: TextDocument;
}

/** Every request and notification the server answers; each is a plain function of its protocol parameters. */
export interface LanguageServer {
  initialize(params: InitializeParams): InitializeResult;
  initialized(): void;
  documentOpened(event: DocumentEvent): void;
  documentChanged(event: DocumentEvent): void;
  documentClosed(event: DocumentEvent): void;
  watchedFilesChanged(params: DidChangeWatchedFilesParams): void;
  definition(params: DefinitionParams): Location[];
  references(params: ReferenceParams): Location[];
  hover(params: HoverParams): Hover | null;
  documentSymbols(params: DocumentSymbolParams): DocumentSymbol[];
  workspaceSymbols(params: WorkspaceSymbolParams): SymbolInformation[];
  completion(params: CompletionParams): CompletionItem[];
  prepareRename(params: PrepareRenameParams): { range: Range; placeholder: string } | null;
  rename(params: RenameParams): WorkspaceEdit | null;
  codeActions(params: CodeActionParams): CodeAction[];
}

/** The workspace the client opened, known from `initialize` on. */
interface Workspace {
  session: LintSession;
  canRenameFiles: boolean;
  canRegisterWatchers: boolean;
}

/** Makes the handlers of a server that lints the model with `rules` and talks to the editor through `host`. */
export function createLanguageServer(
  host: ServerHost,
  rules: readonly AnyRule[],
  defaults: ServerDefaults = {},
): LanguageServer {
  // The configuration's plugins add rules: codes and documentation pages follow the rules of the latest lint.
  let known: { rules: readonly AnyRule[]; codes: string[]; helpUris: Map<string, string> } | undefined;
  const codesOf = (current: readonly AnyRule[]) => {
    if (known?.rules !== current)
      known = {
        rules: current,
        codes: current.map((rule) => rule.code),
        helpUris: new Map(describeCodes(current, packageInfo().homepage).map((info) => [info.code, info.helpUri])),
      };
    return known;
  };
  const latestCodes = () => codesOf(latest?.result.rules ?? rules);
  const publisher = new DiagnosticsPublisher(host, (code) => latestCodes().helpUris.get(code));
  const lints = new LintScheduler(lint);
  let workspace: Workspace | undefined;
  /** The latest results, and the last model that compiled: completion offers its names while a buffer is invalid. */
  let latest: { result: SessionResult; lastModel: Model | undefined } | undefined;

  function lint(): void {
    if (!workspace) return;
    const { session } = workspace;
    try {
      // Plugins are imported once, asynchronously; requests meanwhile are answered from the latest results.
      if (session.pluginsPending()) {
        void session.loadPlugins().then(lints.schedule.bind(lints), (error: unknown) => {
          host.logError(`awm: internal error: ${error instanceof Error ? error.stack : String(error)}`);
        });
        return;
      }
      const result = session.run();
      latest = { result, lastModel: result.compiled.model ?? latest?.lastModel };
      publisher.publish(result, workspace.session.modelDir);
    } catch (error) {
      // A bug must not take the editor's server down: say so and keep serving.
      host.logError(`awm: internal error: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }

  /** The latest results, brought up to date first when an edit is still waiting. */
  function current(): SessionResult | undefined {
    lints.flush();
    return latest?.result;
  }

  function sourceOf(uri: string): ModelFile | undefined {
    const file = toPath(uri);
    return current()?.compiled.model?.files.find((source) => source.absolutePath === file);
  }

  function symbolIndex(): SymbolIndex | undefined {
    const model = current()?.compiled.model;
    return model ? new SymbolIndex(model.dir, model.files) : undefined;
  }

  function occurrenceAt({ textDocument, position }: TextDocumentPositionParams) {
    const source = sourceOf(textDocument.uri);
    const index = symbolIndex();
    if (!source || !index) return undefined;
    const { line, column } = fromPosition(position);
    const occurrence = index.at(source, line, column);
    return occurrence && { occurrence, index };
  }

  function overlay({ document }: DocumentEvent): void {
    const file = toPath(document.uri);
    if (!file || !workspace?.session.concerns(file)) return;
    workspace.session.setOverlay(file, document.getText());
    lints.schedule();
  }

  return {
    initialize(params) {
      const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
      const root = (folder && toPath(folder)) ?? process.cwd();
      const options = (params.initializationOptions ?? {}) as ServerOptions;
      const session = new LintSession({
        rules,
        modelDir: options.modelDir ?? defaults.modelDir ?? 'model',
        cwd: root,
        ...(options.config ? { configFile: options.config } : {}),
        ...(defaults.reuse ? { reuse: defaults.reuse } : {}),
      });
      const { workspace: client } = params.capabilities;
      workspace = {
        session,
        canRenameFiles: client?.workspaceEdit?.resourceOperations?.includes('rename') ?? false,
        canRegisterWatchers: client?.didChangeWatchedFiles?.dynamicRegistration === true,
      };
      return {
        capabilities: {
          textDocumentSync: TextDocumentSyncKind.Incremental,
          definitionProvider: true,
          referencesProvider: true,
          hoverProvider: true,
          documentSymbolProvider: true,
          workspaceSymbolProvider: true,
          completionProvider: { triggerCharacters: [' ', ':', '-', ',', '['] },
          renameProvider: { prepareProvider: true },
          codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        },
        serverInfo: { name: 'awm', version: packageInfo().version },
      };
    },

    initialized() {
      // Unopened files change on disk too (git checkout, another editor): ask to be told, when the client offers it.
      if (workspace?.canRegisterWatchers) host.watchFiles('**/*.{yaml,yml}');
      lints.schedule();
    },

    documentOpened: overlay,
    documentChanged: overlay,

    documentClosed({ document }) {
      const file = toPath(document.uri);
      if (file && workspace?.session.concerns(file)) {
        workspace.session.removeOverlay(file);
        lints.schedule();
      }
    },

    watchedFilesChanged({ changes }) {
      for (const change of changes) {
        const file = toPath(change.uri);
        // An open buffer is the truth for its file; the disk catches up when it is saved.
        if (file && workspace?.session.concerns(file) && !host.openDocument(change.uri))
          workspace.session.changed(file);
      }
      lints.schedule();
    },

    definition(params) {
      const found = occurrenceAt(params);
      if (!found) return [];
      const { occurrence, index } = found;
      return index
        .occurrencesOf(occurrence.kind, occurrence.name)
        .filter((o) => o.definition)
        .map(locationOf);
    },

    references(params) {
      const found = occurrenceAt(params);
      if (!found) return [];
      const { occurrence, index } = found;
      return index
        .occurrencesOf(occurrence.kind, occurrence.name)
        .filter((o) => params.context.includeDeclaration || !o.definition)
        .map(locationOf);
    },

    hover(params) {
      const found = occurrenceAt(params);
      const model = latest?.result.compiled.model;
      if (!found || !model) return null;
      const text = hoverText(model, found.occurrence);
      return text ? { contents: { kind: 'markdown', value: text }, range: toRange(found.occurrence.range) } : null;
    },

    documentSymbols({ textDocument }) {
      const source = sourceOf(textDocument.uri);
      const index = symbolIndex();
      return source && index ? documentSymbols(index, source) : [];
    },

    workspaceSymbols({ query }) {
      const index = symbolIndex();
      return index ? workspaceSymbols(index, query, latest?.result.compiled.model) : [];
    },

    completion({ textDocument, position }) {
      const document = host.openDocument(textDocument.uri);
      const file = toPath(textDocument.uri);
      const model = current()?.compiled.model ?? latest?.lastModel;
      if (!document || !file || !workspace) return [];
      const { session } = workspace;
      const kind = file === session.configPath ? 'lint-config' : documentKindOf(session.modelDir, file);
      if (!kind) return [];
      return completions({
        kind,
        text: document.getText(),
        line: position.line,
        character: position.character,
        ...(model ? { model } : {}),
        lintCodes: latestCodes().codes,
      });
    },

    prepareRename(params) {
      const found = occurrenceAt(params);
      if (!found || found.occurrence.kind === 'rule') return null;
      return { range: toRange(found.occurrence.range), placeholder: found.occurrence.text };
    },

    rename(params) {
      const found = occurrenceAt(params);
      if (!found || !workspace) return null;
      const renamed = renameSymbol(found.index, found.occurrence, params.newName);
      // The name is the client's parameter: a refusal is InvalidParams with the reason, not an internal error.
      if (!renamed.ok) throw new ResponseError(ErrorCodes.InvalidParams, renamed.problem);
      const { edits, moveFile } = renamed.rename;
      if (moveFile && existsSync(moveFile.to))
        throw new ResponseError(
          ErrorCodes.InvalidParams,
          `${workspace.session.relativePath(moveFile.to) ?? moveFile.to} already exists; renaming ` +
            `${found.occurrence.text} would overwrite it`,
        );
      return moveFile && workspace.canRenameFiles ? editsAndMove(edits, moveFile) : workspaceEdit(edits);
    },

    codeActions({ textDocument, context }) {
      const file = toPath(textDocument.uri);
      const source = sourceOf(textDocument.uri);
      if (!file) return [];
      return quickFixes(context.diagnostics, publisher.findingsOf(file), source, latestCodes().codes);
    },
  };
}
