// Finding a crosswalk's quotes in its source (a vendored document, a package file): normalised text, sections, and
// where a quote stands.
import type { SourceSectionDocument } from './documents.js';
import type { SourceDocument } from './model.js';

/** Quotes and texts are compared with whitespace runs collapsed to one space, case ignored, Unicode in NFC. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A section of a source document: its heading and the lines it spans (1-based, `end` exclusive). */
export interface SourceSection {
  title: string;
  level: number;
  start: number;
  end: number;
}

/** Where a quote was looked for, and what was found. */
export type QuoteVerdict =
  | { kind: 'ok' }
  /** No heading of the document has the cited words. */
  | { kind: 'unknown-section'; titles: string[] }
  /** The quote occurs nowhere in the document. */
  | { kind: 'not-found' }
  /** The quote occurs, but under other sections (their titles), or under none. */
  | { kind: 'elsewhere'; titles: string[] };

/** How a source's text is compared with quotes, beyond whitespace and case. */
export interface QuoteOptions {
  /**
   * A `*` that opens a line (a JSDoc continuation) counts as whitespace in the text, and a `*`
   * between spaces in a quote too, so a quote may run across comment lines with or without it.
   */
  commentStars?: boolean;
}

/** The text of a source document, normalised once, with a map from normalised offsets back to lines. */
export class QuoteIndex {
  readonly sections: readonly SourceSection[];
  private readonly normalized: string;
  /** Line of each character of `normalized`. */
  private readonly lines: Uint32Array;
  /** Sections by their normalised title. */
  private readonly byTitle = new Map<string, SourceSection[]>();
  private readonly options: QuoteOptions;

  /** `sections` as spanned by `spanHeadings` (a vendored header) or derived from the file (package-sections.ts). */
  constructor(text: string, sections: readonly SourceSection[], options: QuoteOptions = {}) {
    const { normalized, lines } = normalizeWithLines(text, options.commentStars === true);
    this.normalized = normalized;
    this.lines = lines;
    this.sections = sections;
    this.options = options;
    for (const section of sections) {
      const title = normalizeText(section.title);
      const list = this.byTitle.get(title);
      if (list) list.push(section);
      else this.byTitle.set(title, [section]);
    }
  }

  /** The first and last line of every occurrence of `quote`. */
  occurrences(quote: string): { first: number; last: number }[] {
    const needle = this.options.commentStars
      ? normalizeText(quote.replace(/(?<=\s)\*(?=\s)/g, ' '))
      : normalizeText(quote);
    const found: { first: number; last: number }[] = [];
    if (needle === '') return found;
    for (let at = this.normalized.indexOf(needle); at !== -1; at = this.normalized.indexOf(needle, at + 1))
      found.push({ first: this.lines[at]!, last: this.lines[at + needle.length - 1]! });
    return found;
  }

  /** Whether `quote` occurs in the document under a section headed `section`. */
  check(section: string, quote: string): QuoteVerdict {
    const cited = this.byTitle.get(normalizeText(section)) ?? [];
    if (cited.length === 0) return { kind: 'unknown-section', titles: this.sections.map((s) => s.title) };
    const found = this.occurrences(quote);
    if (found.length === 0) return { kind: 'not-found' };
    const inside = (s: SourceSection, o: { first: number; last: number }) => o.first >= s.start && o.last < s.end;
    if (found.some((o) => cited.some((s) => inside(s, o)))) return { kind: 'ok' };
    // Name the innermost section of each occurrence (of the first few: a message names a handful, and a
    // one-word quote may occur thousands of times in a large file).
    const titles = found.slice(0, namedOccurrences).flatMap((o) => {
      const around = this.sections.filter((s) => inside(s, o));
      const innermost = around.reduce<SourceSection | undefined>(
        (a, s) => (!a || s.level > a.level ? s : a),
        undefined,
      );
      return innermost ? [innermost.title] : [];
    });
    return { kind: 'elsewhere', titles: [...new Set(titles)] };
  }
}

/** How many occurrences of a quote found elsewhere have their sections named. */
const namedOccurrences = 16;

const nonAsciiSpace = /\s/;
const utf16 = new TextDecoder('utf-16le');

/**
 * The text in NFC with whitespace runs collapsed to one space and every character lower-cased on its own,
 * and the line each character of the result stands on: one pass over the UTF-16 code units (an 800 KB file
 * in tens of milliseconds), ASCII handled without building strings.
 */
function normalizeWithLines(text: string, commentStars: boolean): { normalized: string; lines: Uint32Array } {
  // NFC changes nothing in ASCII, the usual case for declaration files.
  const nfc = /[^\p{ASCII}]/u.test(text) ? text.normalize('NFC') : text;
  let out = new Uint16Array(nfc.length + 16);
  let lines = new Uint32Array(out.length);
  let n = 0;
  let line = 1;
  let space = true;
  let lineStart = true;
  for (let i = 0; i < nfc.length; i += 1) {
    const unit = nfc.charCodeAt(i);
    const blank = unit < 128 ? unit === 32 || (unit >= 9 && unit <= 13) : nonAsciiSpace.test(String.fromCharCode(unit));
    if (blank || (commentStars && lineStart && unit === 42)) {
      if (!space) {
        out[n] = 32;
        lines[n++] = line;
      }
      space = true;
      if (unit === 10) {
        line += 1;
        lineStart = true;
      } else if (unit === 42) lineStart = false;
      continue;
    }
    space = false;
    lineStart = false;
    if (unit < 128) {
      // At most one unit out per unit in, so the room left always holds it.
      out[n] = unit >= 65 && unit <= 90 ? unit + 32 : unit;
      lines[n++] = line;
      continue;
    }
    // A character beyond ASCII (a surrogate pair whole), lower-cased on its own; its lower case may be longer.
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < nfc.length;
    const lower = (pair ? nfc.slice(i, i + 2) : nfc[i]!).toLowerCase();
    if (pair) i += 1;
    if (out.length - n < nfc.length - i + lower.length + 16) {
      const wider = new Uint16Array(out.length * 2 + lower.length);
      wider.set(out);
      out = wider;
      const longer = new Uint32Array(wider.length);
      longer.set(lines);
      lines = longer;
    }
    for (let k = 0; k < lower.length; k += 1) {
      out[n] = lower.charCodeAt(k);
      lines[n++] = line;
    }
  }
  return { normalized: utf16.decode(out.subarray(0, n)), lines: lines.slice(0, n) };
}

/** Each heading of a vendored header spans to the next heading of its level or above, or to the end of the text. */
export function spanHeadings(sections: readonly SourceSectionDocument[], text: string): SourceSection[] {
  const endOfText = text.split('\n').length + 1;
  return sections.map((section, index) => {
    const level = section.level ?? 1;
    const next = sections.slice(index + 1).find((later) => (later.level ?? 1) <= level);
    return { title: section.title, level, start: section.line, end: next ? next.line : endOfText };
  });
}

const indexes = new WeakMap<SourceDocument, QuoteIndex>();

/** The quote index of a vendored source document, built on first use. */
export function quoteIndex(document: SourceDocument): QuoteIndex {
  let index = indexes.get(document);
  if (!index) {
    index = new QuoteIndex(document.text, spanHeadings(document.data.sections, document.text));
    indexes.set(document, index);
  }
  return index;
}
