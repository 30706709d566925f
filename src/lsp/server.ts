// The language server: a thin shell that feeds editor buffers to a LintSession and answers from its results.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CodeActionKind,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ResponseError,
  type CodeAction,
  type Connection,
  type DocumentSymbol,
  type InitializeParams,
  type InitializeResult,
  type Location,
  type RenameFile,
  type SymbolInformation,
  type TextDocumentEdit,
  type WorkspaceEdit,
  SymbolKind as LspSymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, TextEdit } from '../diagnostics/diagnostic.js';
import { renameSymbol } from '../link/rename.js';
import { documentKindOf, SymbolIndex, type Occurrence, type SymbolKind } from '../link/symbol-index.js';
import { describeCodes } from '../lint/code-catalog.js';
import { LintSession, type SessionResult } from '../lint/lint-session.js';
import type { AnyRule } from '../lint/rule.js';
import { insertLineBefore } from '../load/text-edits.js';
import type { Model } from '../model/model.js';
import type { ModelFile } from '../model/model-file.js';
import { packageInfo } from '../package-info.js';
import { completions } from './completion.js';
import { fromPosition, toLspDiagnostic, toPath, toRange, toTextEdit, toUri } from './convert.js';
import { hoverText } from './hover.js';
import { matchingDefinitions } from './workspace-symbols.js';

/** What the client may say in `initializationOptions`. */
interface ServerOptions {
  /** The model directory, relative to the workspace folder (default: the server's own, `model`). */
  modelDir?: string;
  /** A lint configuration other than `awm.config.yaml` in the workspace folder. */
  config?: string;
}

/** What the command line says, for clients that send no `initializationOptions`. */
export interface ServerDefaults {
  /** The model directory (`awm lsp --model`), absolute or relative to the workspace folder. */
  modelDir?: string;
}

/**
 * Edits that arrive within this long of each other are linted once. A client replaying a burst of changes, or
 * keystrokes queued while a lint ran, would otherwise be linted one by one, each result stale on arrival.
 */
const settleMs = 25;
/** Typing without a pause still gets diagnostics this often. */
const maxLintDelayMs = 400;

const symbolKinds: Record<SymbolKind, LspSymbolKind> = {
  term: LspSymbolKind.Class,
  relationship: LspSymbolKind.Field,
  state: LspSymbolKind.EnumMember,
  role: LspSymbolKind.Constant,
  rule: LspSymbolKind.Key,
};

/** Runs the language server on `connection` until the client asks it to exit. */
export function startServer(connection: Connection, rules: readonly AnyRule[], defaults: ServerDefaults = {}): void {
  const documents = new TextDocuments(TextDocument);
  const lintCodes = rules.map((rule) => rule.code);
  const helpUris = new Map(describeCodes(rules, packageInfo().homepage).map((info) => [info.code, info.helpUri]));
  let session: LintSession | undefined;
  let result: SessionResult | undefined;
  /** The last model that compiled: completion keeps offering its names while the buffer being typed in is invalid. */
  let lastModel: Model | undefined;
  /** The diagnostics last published, by file, as JSON: files are republished only when theirs change. */
  const published = new Map<string, string>();
  /** The findings last published, by file, for code actions. */
  const findings = new Map<string, Diagnostic[]>();
  let canRenameFiles = false;
  let canRegisterWatchers = false;
  let scheduled: NodeJS.Timeout | undefined;
  /** When the oldest change not yet linted arrived. */
  let pendingSince: number | undefined;

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    const root = (folder && toPath(folder)) ?? process.cwd();
    const options = (params.initializationOptions ?? {}) as ServerOptions;
    session = new LintSession({
      rules,
      modelDir: options.modelDir ?? defaults.modelDir ?? 'model',
      cwd: root,
      ...(options.config ? { configFile: options.config } : {}),
    });
    canRenameFiles = params.capabilities.workspace?.workspaceEdit?.resourceOperations?.includes('rename') ?? false;
    canRegisterWatchers = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
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
  });

  connection.onInitialized(() => {
    // Unopened files change on disk too (git checkout, another editor): ask to be told, when the client offers it.
    if (canRegisterWatchers)
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*.{yaml,yml}' }],
        })
        .catch(() => undefined);
    schedule();
  });

  /** Re-validates once a burst of events has settled, then publishes what changed. */
  function schedule(): void {
    pendingSince ??= Date.now();
    clearTimeout(scheduled);
    const wait = Math.max(0, Math.min(settleMs, pendingSince + maxLintDelayMs - Date.now()));
    scheduled = setTimeout(() => {
      scheduled = undefined;
      validate();
    }, wait);
  }

  function validate(): void {
    pendingSince = undefined;
    if (!session) return;
    try {
      result = session.run();
      lastModel = result.compiled.model ?? lastModel;
      publish(result);
    } catch (error) {
      // A bug must not take the editor's server down: say so and keep serving.
      connection.console.error(`awm: internal error: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }

  function publish(current: SessionResult): void {
    const byFile = new Map<string, Diagnostic[]>();
    const all = [...(current.report?.diagnostics ?? current.compiled.diagnostics), ...current.configDiagnostics];
    for (const diagnostic of all) {
      // Findings about the model directory as a whole are shown on model.yaml.
      const file =
        diagnostic.absolutePath === session!.modelDir
          ? path.join(session!.modelDir, 'model.yaml')
          : diagnostic.absolutePath;
      byFile.set(file, [...(byFile.get(file) ?? []), diagnostic]);
    }
    findings.clear();
    for (const [file, diagnostics] of byFile) {
      findings.set(file, diagnostics);
      const lsp = diagnostics.map((d) => toLspDiagnostic(d, helpUris.get(d.code)));
      const json = JSON.stringify(lsp);
      if (published.get(file) === json) continue;
      published.set(file, json);
      void connection.sendDiagnostics({ uri: toUri(file), diagnostics: lsp });
    }
    for (const file of [...published.keys()]) {
      if (byFile.has(file)) continue;
      published.delete(file);
      void connection.sendDiagnostics({ uri: toUri(file), diagnostics: [] });
    }
  }

  documents.onDidOpen(({ document }) => overlay(document));
  documents.onDidChangeContent(({ document }) => overlay(document));
  documents.onDidClose(({ document }) => {
    const file = toPath(document.uri);
    if (file && session?.concerns(file)) {
      session.removeOverlay(file);
      schedule();
    }
  });
  function overlay(document: TextDocument): void {
    const file = toPath(document.uri);
    if (!file || !session?.concerns(file)) return;
    session.setOverlay(file, document.getText());
    schedule();
  }

  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) {
      const file = toPath(change.uri);
      // An open buffer is the truth for its file; the disk catches up when it is saved.
      if (file && session?.concerns(file) && !documents.get(change.uri)) session.changed(file);
    }
    schedule();
  });

  /** The latest results, brought up to date first when an edit is still waiting. */
  function current(): SessionResult | undefined {
    if (scheduled) {
      clearTimeout(scheduled);
      scheduled = undefined;
      validate();
    }
    return result;
  }

  function sourceOf(uri: string): ModelFile | undefined {
    const file = toPath(uri);
    return current()?.compiled.model?.files.find((source) => source.absolutePath === file);
  }

  function indexOf(): SymbolIndex | undefined {
    const model = current()?.compiled.model;
    return model ? new SymbolIndex(model.dir, model.files) : undefined;
  }

  function occurrenceAt(uri: string, position: { line: number; character: number }) {
    const source = sourceOf(uri);
    const index = indexOf();
    if (!source || !index) return undefined;
    const { line, column } = fromPosition(position);
    const occurrence = index.at(source, line, column);
    return occurrence && { occurrence, index };
  }

  const location = (o: Occurrence): Location => ({ uri: toUri(o.source.absolutePath), range: toRange(o.range) });

  connection.onDefinition(({ textDocument, position }) => {
    const found = occurrenceAt(textDocument.uri, position);
    if (!found) return [];
    const { occurrence, index } = found;
    return index
      .occurrencesOf(occurrence.kind, occurrence.name)
      .filter((o) => o.definition)
      .map(location);
  });

  connection.onReferences(({ textDocument, position, context }) => {
    const found = occurrenceAt(textDocument.uri, position);
    if (!found) return [];
    const { occurrence, index } = found;
    return index
      .occurrencesOf(occurrence.kind, occurrence.name)
      .filter((o) => context.includeDeclaration || !o.definition)
      .map(location);
  });

  connection.onHover(({ textDocument, position }) => {
    const found = occurrenceAt(textDocument.uri, position);
    const model = result?.compiled.model;
    if (!found || !model) return null;
    const text = hoverText(model, found.occurrence);
    return text ? { contents: { kind: 'markdown', value: text }, range: toRange(found.occurrence.range) } : null;
  });

  connection.onDocumentSymbol(({ textDocument }): DocumentSymbol[] => {
    const source = sourceOf(textDocument.uri);
    const index = indexOf();
    if (!source || !index) return [];
    const definitions = index.of(source).filter((o) => o.definition);
    const symbol = (o: Occurrence, children?: DocumentSymbol[]): DocumentSymbol => ({
      name: o.text,
      detail: o.kind,
      kind: symbolKinds[o.kind],
      range: toRange(o.range),
      selectionRange: toRange(o.range),
      ...(children ? { children } : {}),
    });
    const term = definitions.find((o) => o.kind === 'term');
    if (!term) return definitions.map((o) => symbol(o));
    const whole = source.rangeOfOffsets(0, source.text.length);
    return [
      {
        ...symbol(
          term,
          definitions.filter((o) => o !== term).map((o) => symbol(o)),
        ),
        range: toRange(whole),
      },
    ];
  });

  connection.onWorkspaceSymbol(({ query }): SymbolInformation[] => {
    const index = indexOf();
    if (!index) return [];
    const rules = result?.compiled.model?.rules;
    return matchingDefinitions(index.definitions(), query).map((o) => {
      // Relationships (`Task.reviews`) and states (`Task#ready`) are named within their term; rules within their set.
      const container =
        o.kind === 'relationship' || o.kind === 'state'
          ? o.name.slice(0, o.name.search(/[.#]/))
          : o.kind === 'rule'
            ? rules?.get(o.name)?.ruleSet.id
            : undefined;
      return {
        name: o.text,
        kind: symbolKinds[o.kind],
        location: location(o),
        ...(container ? { containerName: container } : {}),
      };
    });
  });

  connection.onCompletion(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    const file = toPath(textDocument.uri);
    const model = current()?.compiled.model ?? lastModel;
    if (!document || !file || !session) return [];
    const kind = file === session.configPath ? 'lint-config' : documentKindOf(session.modelDir, file);
    if (!kind) return [];
    return completions({
      kind,
      text: document.getText(),
      line: position.line,
      character: position.character,
      ...(model ? { model } : {}),
      lintCodes,
    });
  });

  connection.onPrepareRename(({ textDocument, position }) => {
    const found = occurrenceAt(textDocument.uri, position);
    if (!found || found.occurrence.kind === 'rule') return null;
    return { range: toRange(found.occurrence.range), placeholder: found.occurrence.text };
  });

  connection.onRenameRequest(({ textDocument, position, newName }) => {
    const found = occurrenceAt(textDocument.uri, position);
    if (!found) return null;
    const renamed = renameSymbol(found.index, found.occurrence, newName);
    // The name is the client's parameter: a refusal is InvalidParams with the reason, not an internal error.
    if (!renamed.ok) throw new ResponseError(ErrorCodes.InvalidParams, renamed.problem);
    const { edits, moveFile } = renamed.rename;
    if (moveFile && existsSync(moveFile.to))
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `${session!.relativePath(moveFile.to) ?? moveFile.to} already exists; renaming ` +
          `${found.occurrence.text} would overwrite it`,
      );
    if (!moveFile || !canRenameFiles) return workspaceEdit(edits);
    const changes: (TextDocumentEdit | RenameFile)[] = [
      ...byFile(edits).map(([file, fileEdits]) => ({
        textDocument: { uri: toUri(file), version: null },
        edits: fileEdits.map(toTextEdit),
      })),
      // Should the file appear meanwhile, the client fails the edit rather than replace it.
      {
        kind: 'rename',
        oldUri: toUri(moveFile.from),
        newUri: toUri(moveFile.to),
        options: { overwrite: false, ignoreIfExists: false },
      },
    ];
    return { documentChanges: changes };
  });

  connection.onCodeAction(({ textDocument, context }) => {
    const file = toPath(textDocument.uri);
    const source = sourceOf(textDocument.uri);
    if (!file) return [];
    const actions: CodeAction[] = [];
    for (const lspDiagnostic of context.diagnostics) {
      const diagnostic = (findings.get(file) ?? []).find(
        (d) =>
          d.code === lspDiagnostic.code &&
          d.line - 1 === lspDiagnostic.range.start.line &&
          d.column - 1 === lspDiagnostic.range.start.character,
      );
      if (!diagnostic) continue;
      for (const fix of diagnostic.fixes ?? [])
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lspDiagnostic],
          isPreferred: fix === diagnostic.fixes?.[0],
          edit: workspaceEdit(fix.edits),
        });
      if (source && lintCodes.includes(diagnostic.code)) {
        const comment = `# awm-disable-next-line ${diagnostic.code} -- reason: explain why this is acceptable`;
        actions.push({
          title: `Suppress ${diagnostic.code} on this line`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lspDiagnostic],
          edit: workspaceEdit([insertLineBefore(source, diagnostic.line, comment)]),
        });
      }
    }
    return actions;
  });

  documents.listen(connection);
  connection.listen();
}

function byFile(edits: readonly TextEdit[]): [string, TextEdit[]][] {
  const grouped = new Map<string, TextEdit[]>();
  for (const edit of edits) grouped.set(edit.absolutePath, [...(grouped.get(edit.absolutePath) ?? []), edit]);
  return [...grouped];
}

function workspaceEdit(edits: readonly TextEdit[]): WorkspaceEdit {
  return { changes: Object.fromEntries(byFile(edits).map(([file, e]) => [toUri(file), e.map(toTextEdit)])) };
}
