// The handlebars setup every generated Markdown page shares: escaping helpers, template loading, tidying.
import { readFileSync } from 'node:fs';
import type { HelperDelegate } from 'handlebars';
import { packagePath } from '../../package-root.js';
import { cell, code, codeCell, commentText, prose } from '../../format/markdown.js';
import type { Link } from './view-model.js';

/** A link (or its text alone when the target has no page), safe in a table cell. */
function link(value: Link): string {
  const text = value.code ? codeCell(value.text) : cell(value.text);
  return value.href ? `[${text}](${value.href})` : text;
}

/** What a table cell holds when the model gives no value; a column of nothing else is left out. */
export const absent = '—';

const list = <T>(values: readonly T[], render: (value: T) => string) =>
  values.length ? values.map((value) => render(value)).join(', ') : absent;

/**
 * Helpers the templates use to write model text: each escapes for where the text lands, so a
 * template never writes a model string raw.
 */
const helpers: Record<string, HelperDelegate> = {
  /** Text in an HTML comment, such as the generated notice. */
  comment: (value: string) => commentText(value),
  /** Prose in a paragraph. */
  text: (value: string) => prose(value),
  /** Prose in a list item: later lines are indented so that they stay inside the item. */
  item: (value: string) => prose(value.trim()).replace(/\r?\n/g, '\n  '),
  /** Prose in a table cell. */
  cell: (value: string | null) => cell(value ?? ''),
  /** An identifier in a paragraph. */
  code: (value: string) => code(value),
  /** An identifier in a table cell; `—` when absent. */
  codeCell: (value: string | null) => (value === null ? absent : codeCell(value)),
  /** A link, or its text alone when the target has no page. */
  link: (value: Link) => link(value),
  /** Links as a comma-separated list; `—` when empty. */
  linkList: (values: readonly Link[]) => list(values, link),
  /** Identifiers as a comma-separated list; `—` when empty. */
  codeList: (values: readonly string[]) => list(values, codeCell),
  /** Equality, for choices in templates. */
  eq: (a: unknown, b: unknown) => a === b,
  /** Either value truthy, for sections that show when any of their parts has content. */
  or: (a: unknown, b: unknown) => Boolean(a) || Boolean(b),
};

/**
 * Compiles `templates/<name>.md.hbs` for each name, with the helpers above; handlebars loads only
 * here. With `html`, compiles `templates/<name>.html.hbs` instead, escaping values for HTML.
 */
export async function loadTemplates<const N extends string>(
  templateNames: readonly N[],
  options: { html?: boolean } = {},
): Promise<Record<N, (view: object) => string>> {
  const { default: Handlebars } = await import('handlebars');
  const handlebars = Handlebars.create();
  for (const [name, helper] of Object.entries(helpers)) handlebars.registerHelper(name, helper);
  const compile = (name: N) =>
    // noEscape for Markdown: it is not HTML, and the helpers above escape what Markdown needs.
    // strict: a template naming a value the view does not have is a bug, not an empty string.
    handlebars.compile(readFileSync(packagePath('templates', `${name}.${options.html ? 'html' : 'md'}.hbs`), 'utf8'), {
      noEscape: !options.html,
      strict: true,
    });
  return Object.fromEntries(templateNames.map((name) => [name, compile(name)])) as Record<N, (view: object) => string>;
}

/** The cells of a table row: split on the pipes that are not escaped. */
const rowCells = (row: string) => row.slice(1, -1).split(/(?<!\\)\|/);

/**
 * Leaves out every column of a table whose cells are all empty or `—`: a column the model fills
 * for no row says nothing. Tables are runs of lines that start and end with `|`.
 */
export function dropEmptyColumns(markdown: string): string {
  const lines = markdown.split('\n');
  const isRow = (line: string | undefined) => Boolean(line?.startsWith('|') && line.endsWith('|'));
  for (let start = 0; start < lines.length; start++) {
    if (!isRow(lines[start]) || isRow(lines[start - 1])) continue;
    let end = start;
    while (isRow(lines[end + 1])) end++;
    const table = lines.slice(start, end + 1).map(rowCells);
    const body = table.slice(2);
    const keep = table[0]!.map((_, column) =>
      body.some((cells) => !['', absent].includes((cells[column] ?? '').trim())),
    );
    if (body.length > 0 && keep.includes(false))
      lines.splice(
        start,
        table.length,
        ...table.map((cells) => `|${cells.filter((_, column) => keep[column]).join('|')}|`),
      );
    start = end;
  }
  return lines.join('\n');
}

/** Tables without empty columns, one blank line at most between blocks, and one newline at the end. */
export function tidy(markdown: string): string {
  return `${dropEmptyColumns(markdown.replace(/[ \t]+$/gm, ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
