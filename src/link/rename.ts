// Renaming a term, relationship, state or role: the edits in every file that names it, and the term file's new name.
import path from 'node:path';
import type { TextEdit } from '../diagnostics/diagnostic.js';
import { fileStem } from '../load/discover.js';
import { replaceScalar } from '../load/text-edits.js';
import type { Occurrence, SymbolIndex, SymbolKind } from './symbol-index.js';

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

/**
 * The longest name a rename writes. Names are identifiers people read and type, and a term's name is also its
 * file's name: 64 characters is far beyond any name the model has and well within every file system's limit.
 */
export const maxRenameLength = 64;

const kindWords: Record<SymbolKind, string> = {
  term: 'term',
  relationship: 'relationship',
  state: 'state',
  role: 'authority role',
  rule: 'rule',
};

/** The full name `newName` would have: relationships and states are named within their term. */
function qualified(occurrence: Occurrence, newName: string): string {
  const within = occurrence.kind === 'relationship' ? '.' : occurrence.kind === 'state' ? '#' : undefined;
  return within ? `${occurrence.name.slice(0, occurrence.name.indexOf(within))}${within}${newName}` : newName;
}

/** Why `newName` cannot be given to the symbol `occurrence` names, or undefined when it can. */
function nameProblem(index: SymbolIndex, occurrence: Occurrence, newName: string): string | undefined {
  const kind = kindWords[occurrence.kind];
  const aKind = `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
  if (newName.length > maxRenameLength)
    return `${aKind} name has at most ${maxRenameLength} characters; this one has ${newName.length}`;
  if (!namePatterns[occurrence.kind].test(newName)) return `"${newName}" is not a valid ${kind} name`;
  const name = qualified(occurrence, newName);
  if (name === occurrence.name) return undefined;
  const taken = index.occurrencesOf(occurrence.kind, name).find((o) => o.definition);
  if (!taken) return undefined;
  const owner = occurrence.kind === 'relationship' || occurrence.kind === 'state' ? ` of ${name.split(/[.#]/)[0]}` : '';
  const where = path.relative(index.modelDir, taken.source.absolutePath).split(path.sep).join('/');
  return `${newName} is already ${aKind}${owner} (${where}); renaming onto it would merge the two`;
}

/** Renames the symbol `occurrence` names to `newName` everywhere; a problem (in words) when the name cannot be used. */
export function renameSymbol(
  index: SymbolIndex,
  occurrence: Occurrence,
  newName: string,
): { ok: true; rename: Rename } | { ok: false; problem: string } {
  const problem = nameProblem(index, occurrence, newName);
  if (problem !== undefined) return { ok: false, problem };
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
