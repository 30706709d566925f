// Between the model's data (1-based ranges, absolute paths) and the protocol's (0-based positions, URIs).
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Diagnostic as LspDiagnostic, Position, Range, TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { Diagnostic, FileRange, TextEdit } from '../diagnostics/diagnostic.js';

export const toUri = (absolutePath: string): string => pathToFileURL(absolutePath).href;

/**
 * The path of a file: URI, or undefined for any other scheme (an untitled buffer) and for a file: URI that names
 * no local path (`file://host/x`, an encoded `/`): the server ignores what it cannot read.
 */
export function toPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function toRange(range: FileRange): Range {
  return {
    start: { line: range.line - 1, character: range.column - 1 },
    end: { line: range.endLine - 1, character: range.endColumn - 1 },
  };
}

/** A protocol position as the model's 1-based line and column. */
export const fromPosition = (position: Position) => ({ line: position.line + 1, column: position.character + 1 });

export function toTextEdit(edit: TextEdit): LspTextEdit {
  return { range: toRange(edit.range), newText: edit.newText };
}

const severities = { error: 1, warning: 2 } as const;

export function toLspDiagnostic(diagnostic: Diagnostic, helpUri?: string): LspDiagnostic {
  return {
    range: toRange(diagnostic),
    severity: severities[diagnostic.severity],
    code: diagnostic.code,
    ...(helpUri ? { codeDescription: { href: helpUri } } : {}),
    source: 'awm',
    message: diagnostic.message,
  };
}
