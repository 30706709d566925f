// Markdown text from model strings: escaping for prose and table cells, and code spans that survive any content.

/** ASCII punctuation: what a backslash escapes in CommonMark. */
const escapable = /[!-/:-@[-`{-~]/;

/**
 * Splits text into plain runs and code spans by CommonMark's pairing (markdown-it and GitHub
 * alike): a run of n backticks opens a span only if a run of exactly n closes it, and a
 * backslash-escaped backtick opens nothing. Here a span also ends at its line: a block that
 * starts on the next line (a heading, a list item, a blank line) would end a renderer's span
 * there, and text that one renderer reads as code and another as HTML is how markup gets in.
 */
function splitCodeSpans(text: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  const plain = (from: number, to: number) => {
    if (to > from) parts.push({ text: text.slice(from, to), code: false });
  };
  const runLength = (from: number) => {
    let end = from;
    while (text[end] === '`') end++;
    return end - from;
  };
  /** Where the run of `length` backticks that closes a span opened before `from` starts on its line, or -1. */
  const closing = (from: number, length: number) => {
    for (let at = from; at < text.length && text[at] !== '\n' && text[at] !== '\r';) {
      const run = runLength(at);
      if (run === length) return at;
      at += run || 1;
    }
    return -1;
  };
  let plainStart = 0;
  let at = 0;
  while (at < text.length) {
    if (text[at] === '\\' && escapable.test(text[at + 1] ?? '')) {
      at += 2;
    } else if (text[at] === '`') {
      const open = runLength(at);
      const close = closing(at + open, open);
      if (close < 0) {
        at += open;
        continue;
      }
      plain(plainStart, at);
      parts.push({ text: text.slice(at, close + open), code: true });
      at = close + open;
      plainStart = at;
    } else at++;
  }
  plain(plainStart, text.length);
  return parts;
}

/**
 * Prose: a `<` would open raw HTML, so it is written as an entity, and a backtick that closes no
 * code span on its line is escaped, so that it cannot pair with one in other text on the page;
 * everything else stays as written.
 */
export function prose(text: string): string {
  // Code spans show their text literally (an entity in one would be printed as typed), so only
  // the text between them is escaped.
  return splitCodeSpans(text)
    .map((part) =>
      part.code
        ? part.text
        : part.text
            .replace(/&(?=[A-Za-z#][A-Za-z0-9]*;)/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/(?<!\\)((?:\\\\)*)`/g, '$1\\`'),
    )
    .join('');
}

/**
 * A table cell: prose with `|` escaped (it would end the cell) and line breaks as `<br>` (a
 * newline would end the row). An empty value stays empty.
 */
export function cell(text: string): string {
  return prose(text.trim())
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');
}

/**
 * A code span that survives any content: the fence is longer than any backtick run inside, and a
 * line break is a space (as a renderer shows it), since a block starting on the next line would
 * end the span there.
 */
export function code(value: string): string {
  const text = value.replace(/\r?\n|\r/g, ' ');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A code span inside a table cell, where even a code span must escape `|`. */
export function codeCell(text: string): string {
  return code(text).replace(/\|/g, '\\|');
}

/**
 * Text inside an HTML comment (`<!-- … -->`): HTML ends a comment at `-->` or `--!>`, so every
 * `--` is written `- -`; the text shows as written wherever it holds no double dash.
 */
export function commentText(text: string): string {
  return text.replace(/-(?=-)/g, '- ');
}
