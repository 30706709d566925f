// Finding a crosswalk's quotes in its vendored source document: normalised text, sections, and where a quote stands.
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

/** The text of a source document, normalised once, with a map from normalised offsets back to lines. */
export class QuoteIndex {
  readonly sections: readonly SourceSection[];
  private readonly normalized: string;
  /** Line of each character of `normalized`. */
  private readonly lines: Uint32Array;

  constructor(text: string, sections: readonly SourceSectionDocument[]) {
    const nfc = text.normalize('NFC');
    const chars: string[] = [];
    const lines: number[] = [];
    let line = 1;
    let space = true;
    for (const char of nfc) {
      if (/\s/.test(char)) {
        if (!space) {
          chars.push(' ');
          lines.push(line);
        }
        space = true;
        if (char === '\n') line += 1;
        continue;
      }
      space = false;
      for (const lower of char.toLowerCase()) {
        chars.push(lower);
        lines.push(line);
      }
    }
    this.normalized = chars.join('');
    this.lines = Uint32Array.from(lines);
    this.sections = spanSections(sections, line + 1);
  }

  /** The first and last line of every occurrence of `quote`. */
  occurrences(quote: string): { first: number; last: number }[] {
    const needle = normalizeText(quote);
    const found: { first: number; last: number }[] = [];
    if (needle === '') return found;
    for (let at = this.normalized.indexOf(needle); at !== -1; at = this.normalized.indexOf(needle, at + 1))
      found.push({ first: this.lines[at]!, last: this.lines[at + needle.length - 1]! });
    return found;
  }

  /** Whether `quote` occurs in the document under a section headed `section`. */
  check(section: string, quote: string): QuoteVerdict {
    const title = normalizeText(section);
    const cited = this.sections.filter((candidate) => normalizeText(candidate.title) === title);
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

/** Each heading spans to the next heading of its level or above, or to the end of the text. */
function spanSections(sections: readonly SourceSectionDocument[], endOfText: number): SourceSection[] {
  return sections.map((section, index) => {
    const level = section.level ?? 1;
    const next = sections.slice(index + 1).find((later) => (later.level ?? 1) <= level);
    return { title: section.title, level, start: section.line, end: next ? next.line : endOfText };
  });
}

const indexes = new WeakMap<SourceDocument, QuoteIndex>();

/** The quote index of a source document, built on first use. */
export function quoteIndex(document: SourceDocument): QuoteIndex {
  let index = indexes.get(document);
  if (!index) {
    index = new QuoteIndex(document.text, document.data.sections);
    indexes.set(document, index);
  }
  return index;
}
