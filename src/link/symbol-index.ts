// Every name the model defines (terms, relationships, states, roles, rules) and every place that names it, by file.
import path from 'node:path';
import type { FileRange } from '../diagnostics/diagnostic.js';
import { classifyModelFiles } from '../load/discover.js';
import type { DocumentKind } from '../model/documents.js';
import type { ModelPath, ModelFile } from '../model/model-file.js';
import { namingKeys, ownerTermOf, valueAt, type SymbolKind } from './naming-keys.js';

export type { SymbolKind } from './naming-keys.js';

export interface Occurrence {
  kind: SymbolKind;
  /** The symbol's full name: `Task`, `Task.work_session`, `Task#ready`, `work-session-coordinator`. */
  name: string;
  /** The name as written at this place (`work_session`, `ready`). */
  text: string;
  source: ModelFile;
  path: ModelPath;
  /** The name is a mapping key (`terms: {Task: ...}` in a crosswalk) rather than a value. */
  atKey: boolean;
  definition: boolean;
  range: FileRange;
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Every place in `data` that a pattern (`relationships.*.target`) describes. */
function* places(data: unknown, parts: readonly string[], path: ModelPath = []): Generator<ModelPath> {
  if (parts.length === 0) {
    yield path;
    return;
  }
  const [part, ...rest] = parts as [string, ...string[]];
  if (part !== '*') {
    if (isObject(data) && part in data) yield* places(data[part], rest, [...path, part]);
    return;
  }
  if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* places(item, rest, [...path, index]);
  else if (isObject(data)) for (const [key, item] of Object.entries(data)) yield* places(item, rest, [...path, key]);
}

const cache = new WeakMap<ModelFile, Occurrence[]>();

/**
 * The occurrences of names in one model file, in the order the file writes them, read from its positioned YAML
 * (so a file with schema errors still has them) at the places `namingKeys` lists. Computed once per file version.
 */
export function fileOccurrences(kind: DocumentKind, source: ModelFile): Occurrence[] {
  const cached = cache.get(source);
  if (cached) return cached;
  let data: unknown;
  try {
    data = source.document.toJS({ maxAliasCount: 100 });
  } catch {
    // Aliases past the limit: the loader reports them; there is nothing to navigate.
  }
  const found: Occurrence[] = [];
  // A term file without a key names nothing: its relationships and states would belong to no term.
  if (isObject(data) && (kind !== 'term' || isName(data.key)))
    for (const entry of namingKeys[kind] ?? [])
      for (const path of places(data, entry.at.split('.'))) {
        const text = entry.atKey ? path.at(-1) : valueAt(data, path);
        if (!isName(text) || (entry.only && !entry.only(text))) continue;
        const owner = entry.owner && String(ownerTermOf(entry.owner, data, path));
        const name =
          entry.kind === 'relationship' ? `${owner}.${text}` : entry.kind === 'state' ? `${owner}#${text}` : text;
        const range = entry.atKey ? source.locateKey(path) : source.locate(path);
        found.push({
          kind: entry.kind,
          name,
          text,
          source,
          path,
          atKey: entry.atKey ?? false,
          definition: entry.definition ?? false,
          range,
        });
      }
  found.sort((a, b) => a.range.line - b.range.line || a.range.column - b.range.column);
  cache.set(source, found);
  return found;
}

/** The kind of model document a file is, from where it lies in the model directory. */
export function documentKindOf(modelDir: string, absolutePath: string): DocumentKind | undefined {
  const relative = path.relative(modelDir, absolutePath).split(path.sep).join('/');
  return classifyModelFiles([relative]).files[0]?.kind;
}

/** The names of a whole model: every file's occurrences, and lookups by position and by symbol. */
export class SymbolIndex {
  constructor(
    readonly modelDir: string,
    readonly files: readonly ModelFile[],
  ) {}

  of(source: ModelFile): Occurrence[] {
    const kind = documentKindOf(this.modelDir, source.absolutePath);
    return kind ? fileOccurrences(kind, source) : [];
  }

  /** The occurrence at a 1-based line and column of a file. */
  at(source: ModelFile, line: number, column: number): Occurrence | undefined {
    return this.of(source).find((o) => contains(o.range, line, column));
  }

  /** Every definition of the model (terms, relationships, states, roles, rules), file by file. */
  definitions(): Occurrence[] {
    return this.files.flatMap((source) => this.of(source).filter((o) => o.definition));
  }

  /** Every occurrence of the symbol, definitions first. */
  occurrencesOf(kind: SymbolKind, name: string): Occurrence[] {
    const all = this.files.flatMap((source) => this.of(source)).filter((o) => o.kind === kind && o.name === name);
    return [...all.filter((o) => o.definition), ...all.filter((o) => !o.definition)];
  }
}

/** Whether a range holds a position; the position just after the range's end counts (the cursor after a word). */
export function contains(range: FileRange, line: number, column: number): boolean {
  if (line < range.line || line > range.endLine) return false;
  if (line === range.line && column < range.column) return false;
  if (line === range.endLine && column > range.endColumn) return false;
  return true;
}
