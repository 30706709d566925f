// Splits a crosswalk's vendored source document into its YAML provenance header and the verbatim text below it.

/** The verbatim text of a source document and where it starts in its file. */
export interface VerbatimText {
  /** The file, relative to the model directory: `mappings/sources/hoziron.md`. */
  path: string;
  text: string;
  /** The file line the text's first line stands on (1-based). */
  firstLine: number;
}

export type SplitSource = { ok: true; header: string; body: string; bodyLine: number } | { ok: false; problem: string };

const delimiter = /^---[ \t]*\r?$/;

/**
 * `---`, the header's YAML lines, `---`, then the document byte for byte. The header is returned
 * with its opening `---` (a YAML document start marker), so its line numbers are the file's.
 */
export function splitSourceDocument(text: string): SplitSource {
  const firstNewline = text.indexOf('\n');
  if (firstNewline < 0 || !delimiter.test(text.slice(0, firstNewline)))
    return { ok: false, problem: 'the first line must be "---", opening the YAML header' };
  let start = firstNewline + 1;
  let line = 2;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (delimiter.test(text.slice(start, end))) {
      if (newline < 0) return { ok: true, header: text.slice(0, start), body: '', bodyLine: line + 1 };
      return { ok: true, header: text.slice(0, start), body: text.slice(newline + 1), bodyLine: line + 1 };
    }
    if (newline < 0) break;
    start = newline + 1;
    line += 1;
  }
  return { ok: false, problem: 'the YAML header is never closed by a "---" line' };
}
