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
    // Line by line: each line's piece of the normalised text is collapsed and lower-cased as a whole, and the
    // line break between two lines is one space, so the text is walked once (an 800 KB file in tens of ms).
    const pieces: string[] = [];
    const runs: number[] = [];
    const rawLines = text.normalize('NFC').split('\n');
    let space = true;
    rawLines.forEach((raw, index) => {
      const lineText = options.commentStars ? raw.replace(/^(\s*)\*/, '$1 ') : raw;
      let piece = lineText.replace(/\s+/g, ' ');
      if (space && piece.startsWith(' ')) piece = piece.slice(1);
      piece = piece.toLowerCase();
      if (piece !== '') {
        pieces.push(piece);
        runs.push(piece.length, index + 1);
        space = piece.endsWith(' ');
      }
      if (!space && index < rawLines.length - 1) {
        pieces.push(' ');
        runs.push(1, index + 1);
        space = true;
      }
    });
    this.normalized = pieces.join('');
    this.lines = new Uint32Array(this.normalized.length);
    for (let i = 0, at = 0; i < runs.length; i += 2) {
      this.lines.fill(runs[i + 1]!, at, at + runs[i]!);
      at += runs[i]!;
    }
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
    // Name the innermost section of each occurrence.
    const titles = found.flatMap((o) => {
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
