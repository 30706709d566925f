// Markdown text from model strings: escaping for prose and table cells, and code spans that survive any content.

/** Prose: a `<` would open raw HTML, so it is written as an entity; everything else stays as written. */
export function prose(text: string): string {
  // Code spans show their text literally (an entity in one would be printed as typed), so only
  // the text between them is escaped.
  return text
    .split(/(`[^`\n]*`)/g)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/&(?=[A-Za-z#][A-Za-z0-9]*;)/g, '&amp;').replace(/</g, '&lt;'),
    )
    .join('');
}

/**
 * A table cell: prose with `|` escaped (it would end the cell) and line breaks as `<br>` (a
 * newline would end the row). An empty value stays empty.
 */
export function cell(text: string): string {
  return prose(text.trim()).replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** A code span that survives any content: the fence is longer than any backtick run inside. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A code span inside a table cell, where even a code span must escape `|`. */
export function codeCell(text: string): string {
  return code(text.replace(/\r?\n/g, ' ')).replace(/\|/g, '\\|');
}
