// Renaming a term, relationship, state or role: the edits in every file that names it, and the term file's new name.
import path from 'node:path';
import type { TextEdit } from '../diagnostics/diagnostic.js';
import { fileStem } from '../load/discover.js';
import { replaceScalar } from '../load/text-edits.js';
import type { Occurrence, SymbolIndex } from './symbol-index.js';

export interface Rename {
  edits: TextEdit[];
  /** A term's file follows its key: `terms/Old.yaml` becomes `terms/New.yaml` (absolute paths). */
  moveFile?: { from: string; to: string };
}

/** What a new name must look like, by kind, so a rename never writes a name the schemas refuse. */
const namePatterns = {
  term: /^[A-Z][A-Za-z0-9]*$/,
  relationship: /^[a-z][a-z0-9_]*$/,
  state: /^[a-z][a-z0-9_]*$/,
  role: /^[a-z][a-z0-9-]*$/,
  rule: /^[a-z][a-z0-9-]*$/,
} as const;

/** Renames the symbol `occurrence` names to `newName` everywhere; a problem (in words) when the name cannot be used. */
export function renameSymbol(
  index: SymbolIndex,
  occurrence: Occurrence,
  newName: string,
): { ok: true; rename: Rename } | { ok: false; problem: string } {
  if (!namePatterns[occurrence.kind].test(newName))
    return { ok: false, problem: `"${newName}" is not a valid ${occurrence.kind} name` };
  const occurrences = index.occurrencesOf(occurrence.kind, occurrence.name);
  const edits: TextEdit[] = [];
  for (const o of occurrences) {
    const edit = replaceScalar(o.source, o.path, newName, o.atKey ? 'key' : 'value');
    if (edit) edits.push(edit);
  }
  const rename: Rename = { edits };
  const definition = occurrences.find((o) => o.definition);
  if (occurrence.kind === 'term' && definition && fileStem(definition.source.absolutePath) === occurrence.name) {
    const from = definition.source.absolutePath;
    rename.moveFile = { from, to: path.join(path.dirname(from), `${newName}${path.extname(from)}`) };
  }
  return { ok: true, rename };
}
