// The model's text edits (absolute paths, 1-based ranges) as the protocol's workspace edits, a rename's file move too.
import type { RenameFile, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { TextEdit } from '../diagnostics/diagnostic.js';
import { toTextEdit, toUri } from './convert.js';

function byFile(edits: readonly TextEdit[]): [string, TextEdit[]][] {
  const grouped = new Map<string, TextEdit[]>();
  for (const edit of edits) grouped.set(edit.absolutePath, [...(grouped.get(edit.absolutePath) ?? []), edit]);
  return [...grouped];
}

export function workspaceEdit(edits: readonly TextEdit[]): WorkspaceEdit {
  return { changes: Object.fromEntries(byFile(edits).map(([file, e]) => [toUri(file), e.map(toTextEdit)])) };
}

/** Edits followed by a file's move, for a client that applies resource operations. */
export function editsAndMove(edits: readonly TextEdit[], move: { from: string; to: string }): WorkspaceEdit {
  const changes: (TextDocumentEdit | RenameFile)[] = [
    ...byFile(edits).map(([file, fileEdits]) => ({
      textDocument: { uri: toUri(file), version: null },
      edits: fileEdits.map(toTextEdit),
    })),
    // Should the file appear meanwhile, the client fails the edit rather than replace it.
    {
      kind: 'rename',
      oldUri: toUri(move.from),
      newUri: toUri(move.to),
      options: { overwrite: false, ignoreIfExists: false },
    },
  ];
  return { documentChanges: changes };
}
