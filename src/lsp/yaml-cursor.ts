// What the cursor is on in a YAML buffer: the key or value being typed and its path, in block or flow style.
import { isMap, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import type { ModelPath } from '../model/model-file.js';

/** A word no model file contains, typed at the cursor so that the parser gives the half-typed entry a node. */
const marker = 'awmCursorMarker';

export interface YamlCursor {
  /** The path of the mapping (for a key) or of the value the cursor is on. */
  path: ModelPath;
  /** Whether a mapping key is being typed (`{from: x, |}`) rather than a value (`to: |`, `[a, |]`). */
  role: 'key' | 'value';
  /** Offsets in the original text of what typing a completion replaces (inside the quotes of a quoted scalar). */
  start: number;
  end: number;
  quoted: boolean;
  /** What is already written beside it: the other keys of its mapping, or the other entries of its list. */
  siblings: ReadonlySet<string>;
  /** The whole document's data, without the word being typed. */
  data: unknown;
}

interface Found {
  scalar: Scalar;
  path: ModelPath;
  role: 'key' | 'value';
  siblings: Set<string>;
}

const holdsMarker = (node: unknown): node is Scalar =>
  isScalar(node) && typeof node.value === 'string' && node.value.includes(marker);

function find(node: unknown, path: ModelPath): Found | undefined {
  if (holdsMarker(node)) return { scalar: node, path, role: 'value', siblings: new Set() };
  if (isMap(node)) {
    for (const pair of node.items) {
      if (holdsMarker(pair.key)) {
        const siblings = new Set(node.items.filter((p) => p !== pair && isScalar(p.key)).map((p) => keyText(p.key)));
        return { scalar: pair.key, path, role: 'key', siblings };
      }
      const found = find(pair.value, [...path, keyText(pair.key)]);
      if (found) return found;
    }
  }
  if (isSeq(node))
    for (const [index, item] of node.items.entries()) {
      const found = find(item, [...path, index]);
      if (!found) continue;
      if (found.scalar === item)
        for (const other of node.items) if (isScalar(other) && other !== item) found.siblings.add(String(other.value));
      return found;
    }
  return undefined;
}

const keyText = (key: unknown): string => (isScalar(key) ? String(key.value) : '');

/** Drops the marker from the data, so that the entry being typed reads as absent or as what was typed before it. */
function withoutMarker(value: unknown): unknown {
  if (typeof value === 'string') return value.includes(marker) ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutMarker).filter((item) => item !== undefined);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.includes(marker))
        .map(([key, item]) => [key, withoutMarker(item)]),
    );
  return value;
}

/**
 * The key or value at `offset` of `text`, found in the parsed YAML rather than by reading lines:
 * a word is typed at the cursor and looked for in the document the parser recovers, which it does
 * for unfinished flow collections (`{from: a, to: `) and key lines without a colon alike.
 */
export function yamlCursor(text: string, offset: number): YamlCursor | undefined {
  const before = text.slice(0, offset);
  // `to:|` or `-|` would glue the word to the indicator; a space keeps it a scalar of its own.
  const gap = /(?:^|[\s[{,])-$|:$/.test(before) ? ' ' : '';
  const marked = `${before}${gap}${marker}${text.slice(offset)}`;
  const document = parseDocument(marked, { uniqueKeys: false, logLevel: 'silent', schema: 'core' });
  const found = find(document.contents, []);
  const range = found?.scalar.range;
  if (!found || !range) return undefined;
  const quoted = found.scalar.type === Scalar.QUOTE_DOUBLE || found.scalar.type === Scalar.QUOTE_SINGLE;
  const inserted = gap.length + marker.length;
  // The scalar's range in the original text: the inserted word is gone, and the gap never was there.
  const start = Math.min(range[0] + (quoted ? 1 : 0), offset);
  const end = Math.max(offset, range[1] - inserted - (quoted ? 1 : 0));
  return {
    path: found.path,
    role: found.role,
    start,
    end,
    quoted,
    siblings: found.siblings,
    data: withoutMarker(dataOf(document)),
  };
}

function dataOf(document: ReturnType<typeof parseDocument>): unknown {
  try {
    return document.toJS({ maxAliasCount: 100 }) as unknown;
  } catch {
    // Aliases past the limit: the loader reports them; completion goes on without the data.
    return undefined;
  }
}
