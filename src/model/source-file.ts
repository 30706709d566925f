// A loaded YAML file and the mapping from model paths to its line and column ranges.
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { FileName, SourceRange } from '../diagnostics/diagnostic.js';

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
function parsePositioned(text: string): { document: Document.Parsed; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    schema: 'core',
    // 'error' keeps yaml from printing warnings itself but still reports several documents in one file.
    logLevel: 'error',
    // Duplicate keys are detected by the YAML checks, where both occurrences are known.
    uniqueKeys: false,
  });
  return { document, lineCounter };
}

/**
 * One model file's text and, parsed on first use, its YAML document with positions. Files whose
 * data came from the fast loader are only parsed here when a finding needs a line and column.
 */
export class SourceFile {
  #parsed: { document: Document.Parsed; lineCounter: LineCounter } | undefined;

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
    this.#parsed ??= parsePositioned(this.text);
    return this.#parsed.document;
  }

  get lineCounter(): LineCounter {
    this.#parsed ??= parsePositioned(this.text);
    return this.#parsed.lineCounter;
  }

  /** Whether the positioned document exists yet (for tests and benchmarks of the fast path). */
  get isParsed(): boolean {
    return this.#parsed !== undefined;
  }

  /** The 1-based range between two offsets of the text. */
  rangeOfOffsets(start: number, end: number): SourceRange {
    const from = this.lineCounter.linePos(start);
    const to = this.lineCounter.linePos(Math.max(start, end));
    return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
  }

  rangeOfNode(node: Node | null | undefined): SourceRange {
    const range = node?.range;
    if (!range) return this.rangeOfOffsets(0, 0);
    return this.rangeOfOffsets(range[0], range[1]);
  }

  /**
   * The node at `path`, or the deepest node that exists on the way to it, with the key node that
   * introduces it (absent for list entries and the root). `complete` says whether all of `path` was found.
   */
  nodeAt(path: ModelPath): { node: Node | undefined; keyNode: Node | undefined; complete: boolean } {
    let node: unknown = this.document.contents;
    let keyNode: Node | undefined;
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(this.document);
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
   * The range of the node at `path`, or of the deepest node that exists on the way to it (so a
   * missing key points at the mapping that lacks it). With `target: 'key'` a mapping entry is
   * located by its key rather than its value, which is what an "unknown key" finding wants.
   */
  locate(path: ModelPath, target: LocateTarget = 'value'): SourceRange {
    const { node, keyNode } = this.nodeAt(path);
    if (node === undefined || (target === 'key' && keyNode)) return this.rangeOfNode(keyNode ?? node);
    return this.rangeOfNode(node);
  }

  /** The range of the key that introduces `path` (its last segment), falling back to its value. */
  locateKey(path: ModelPath): SourceRange {
    return this.locate(path, 'key');
  }
}
