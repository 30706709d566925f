// Quick fixes for the findings the client points at: each finding's own fixes, and a suppression comment.
import { CodeActionKind, type CodeAction, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { insertLineBefore } from '../load/text-edits.js';
import type { ModelFile } from '../model/model-file.js';
import { workspaceEdit } from './workspace-edits.js';

/**
 * The quick fixes for `asked`, the client's diagnostics, found among `findings` (the file's, as last published) by
 * code and start; a lint finding in a file of the model (`source`) can also be suppressed on its line.
 */
export function quickFixes(
  asked: readonly LspDiagnostic[],
  findings: readonly Diagnostic[],
  source: ModelFile | undefined,
  lintCodes: readonly string[],
): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const lspDiagnostic of asked) {
    const diagnostic = findings.find(
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
}
