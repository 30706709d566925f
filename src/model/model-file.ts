// A loaded YAML file and the mapping from model paths to its line and column ranges.
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { FileName, FileRange } from '../diagnostics/diagnostic.js';

/** A path into a document's data, as keys and array indexes: `['relationships', 2, 'inverse']`. */
export type ModelPath = readonly (string | number)[];

/** Renders a model path the way people write it: `relationships[2].inverse`. */
export function formatPath(path: ModelPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

/** Where a path should point: at the value of the node, or at the key that introduces it. */
export type LocateTarget = 'value' | 'key';

/** Parses YAML text with the options every model document is read with, keeping positions. */
function parsePositioned(text: string): Document.Parsed {
  return parseDocument(text, {
    prettyErrors: false,
    schema: 'core',
    // 'error' keeps yaml from printing warnings itself but still reports several documents in one file.
    logLevel: 'error',
    // Duplicate keys are detected by the YAML checks, where both occurrences are known.
    uniqueKeys: false,
  });
}

/** From this size on, a file locates a path by parsing only its top-level entry (see ModelFile.#section). */
export const sectionFrom = 256 * 1024;

/** A line with content at column 0: in a block mapping, where a top-level entry (or a document marker) starts. */
const topLevelLine = /^[^ \t#\r\n]/gm;

/** The start of the first line with content at column 0 after the line holding `offset`, or the end of the text. */
export function nextTopLevelLine(text: string, offset: number): number {
  const lineEnd = text.indexOf('\n', offset);
  if (lineEnd === -1) return text.length;
  topLevelLine.lastIndex = lineEnd + 1;
  return topLevelLine.exec(text)?.index ?? text.length;
}

/** The start of the last line with content at column 0 at or before the line holding `offset`, or 0. */
export function topLevelLineBefore(text: string, offset: number): number {
  for (let start = text.lastIndexOf('\n', offset - 1) + 1; start > 0; start = text.lastIndexOf('\n', start - 2) + 1) {
    if (!' \t#\r\n'.includes(text[start]!)) return start;
  }
  return 0;
}

/**
 * Whether the text's root is a block mapping (its first content is a plain `key:` at column 0,
 * after any directives, comments and `---`): then every later line with content at column 0
 * starts a top-level entry, and the text between two such lines can be read on its own.
 */
export function hasBlockMappingRoot(text: string): boolean {
  // The first line that is not blank, a comment, a directive or a bare `---`.
  const first = /^(?![ \t]*(?:#.*)?\r?$|%|---[ \t]*(?:#.*)?\r?$)/m.exec(text);
  return first !== null && /^[A-Za-z_][\w-]*:(?:[ \t\r\n]|$)/.test(text.slice(first.index, first.index + 200));
}

/** What ModelFile.nodeAt finds. */
export interface NodeAtPath {
  node: Node | undefined;
  keyNode: Node | undefined;
  complete: boolean;
}

/** The node at `path` in a document, or the deepest one on the way to it; see ModelFile.nodeAt. */
function nodeIn(document: Document.Parsed, path: ModelPath): NodeAtPath {
  let node: unknown = document.contents;
  let keyNode: Node | undefined;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(document);
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair || !isPair(pair)) return { node: node as Node, keyNode, complete: false };
      keyNode = pair.key as Node;
      node = pair.value;
      // `key:` with no value: the key stands for it.
      if (node === null || node === undefined) return { node: undefined, keyNode, complete: false };
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      keyNode = undefined;
      node = node.items[segment];
    } else {
      return { node: node as Node | undefined, keyNode, complete: false };
    }
  }
  return { node: node as Node | undefined, keyNode, complete: true };
}

/**
 * One model file's text and, parsed on first use, its YAML document with positions. Files whose
 * data came from the fast loader are only parsed here when a finding needs a line and column.
 */
export class ModelFile {
  #document: Document.Parsed | undefined;
  #lineStarts: number[] | undefined;
  #sections: Map<string, { document: Document.Parsed; offset: number } | undefined> | undefined;

  constructor(
    /** Absolute path on disk. */
    readonly absolutePath: string,
    /** Path shown to users: relative to the working directory, forward slashes. */
    readonly file: string,
    readonly text: string,
  ) {}

  /** The file's names, for a diagnostic about it. */
  get fileName(): FileName {
    return { file: this.file, absolutePath: this.absolutePath };
  }

  /** The YAML document with source ranges (parsed lazily, once). */
  get document(): Document.Parsed {
    this.#document ??= parsePositioned(this.text);
    return this.#document;
  }

  /** Whether the positioned document exists yet (for tests and benchmarks of the fast path). */
  get isParsed(): boolean {
    return this.#document !== undefined;
  }

  /**
   * The offset each line starts at: 0, and after every line feed, as yaml's LineCounter records
   * them. Found by a scan of the text, so a position costs no parse (a crosswalk of a large model
   * is megabytes of YAML).
   */
  get lineStarts(): readonly number[] {
    if (!this.#lineStarts) {
      const starts = [0];
      for (let at = this.text.indexOf('\n'); at !== -1; at = this.text.indexOf('\n', at + 1)) starts.push(at + 1);
      this.#lineStarts = starts;
    }
    return this.#lineStarts;
  }

  /** The 1-based line and column of an offset, as yaml's LineCounter.linePos gives them. */
  linePos(offset: number): { line: number; col: number } {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    if (starts[low] === offset) return { line: low + 1, col: 1 };
    return { line: low, col: offset - starts[low - 1]! + 1 };
  }

  /** The 1-based range between two offsets of the text. */
  rangeOfOffsets(start: number, end: number): FileRange {
    const from = this.linePos(start);
    const to = this.linePos(Math.max(start, end));
    return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
  }

  /** The range of a node of this file's document, or of a section of it parsed from `offset` on. */
  rangeOfNode(node: Node | null | undefined, offset = 0): FileRange {
    const range = node?.range;
    if (!range) return this.rangeOfOffsets(0, 0);
    return this.rangeOfOffsets(range[0] + offset, range[1] + offset);
  }

  /**
   * The node at `path`, or the deepest node that exists on the way to it, with the key node that
   * introduces it (absent for list entries and the root). `complete` says whether all of `path` was found.
   */
  nodeAt(path: ModelPath): NodeAtPath {
    return nodeIn(this.document, path);
  }

  /**
   * The range of the node at `path`, or of the deepest node that exists on the way to it (so a
   * missing key points at the mapping that lacks it). With `target: 'key'` a mapping entry is
   * located by its key rather than its value, which is what an "unknown key" finding wants.
   */
  locate(path: ModelPath, target: LocateTarget = 'value'): FileRange {
    const section = path.length > 0 && !this.#document ? this.#section(String(path[0])) : undefined;
    const { node, keyNode } = nodeIn(section?.document ?? this.document, path);
    const chosen = node === undefined || (target === 'key' && keyNode) ? (keyNode ?? node) : node;
    return this.rangeOfNode(chosen, section?.offset);
  }

  /**
   * A large file's top-level entry `key` parsed on its own, or undefined when the whole document
   * must be parsed. A crosswalk of a large model is megabytes of YAML, and a finding in one of its
   * small sections would otherwise cost a parse of all of it. A top-level entry runs from its key
   * at column 0 to the next line with content at column 0 (comments and blank lines belong to it):
   * anything of its value is indented. Only a plain key written once in a block-mapping root
   * qualifies, and only when the text parses cleanly into that one entry; anything else takes the
   * whole document.
   */
  #section(key: string): { document: Document.Parsed; offset: number } | undefined {
    if (this.text.length < sectionFrom || !/^[A-Za-z_][\w-]*$/.test(key)) return undefined;
    // Only in a block mapping does a key at column 0 start a top-level entry (not so inside a flow collection).
    if (!hasBlockMappingRoot(this.text)) return undefined;
    this.#sections ??= new Map();
    if (this.#sections.has(key)) return this.#sections.get(key);
    let section: { document: Document.Parsed; offset: number } | undefined;
    const starts = [...this.text.matchAll(new RegExp(`^${key}:(?=[ \\t\\r\\n]|$)`, 'gm'))];
    if (starts.length === 1) {
      const offset = starts[0]!.index;
      const end = nextTopLevelLine(this.text, offset);
      const document = parsePositioned(this.text.slice(offset, end));
      const contents = document.contents;
      const clean = document.errors.length === 0 && document.warnings.length === 0;
      if (clean && isMap(contents) && contents.items.length === 1 && isScalar(contents.items[0]!.key)) {
        if (String(contents.items[0]!.key.value) === key) section = { document, offset };
      }
    }
    this.#sections.set(key, section);
    return section;
  }

  /** The range of the key that introduces `path` (its last segment), falling back to its value. */
  locateKey(path: ModelPath): FileRange {
    return this.locate(path, 'key');
  }
}
