// The handlebars setup every generated Markdown page shares: escaping helpers, template loading, tidying.
import { readFileSync } from 'node:fs';
import type { HelperDelegate } from 'handlebars';
import { packagePath } from '../../package-root.js';
import { cell, code, codeCell, prose } from '../../format/markdown.js';
import type { Link } from './view-model.js';

/** A link (or its text alone when the target has no page), safe in a table cell. */
function link(value: Link): string {
  const text = value.code ? codeCell(value.text) : cell(value.text);
  return value.href ? `[${text}](${value.href})` : text;
}

const list = <T>(values: readonly T[], render: (value: T) => string, none: string) =>
  values.length ? values.map((value) => render(value)).join(', ') : none;

/**
 * Helpers the templates use to write model text: each escapes for where the text lands, so a
 * template never writes a model string raw.
 */
const helpers: Record<string, HelperDelegate> = {
  /** Prose in a paragraph. */
  text: (value: string) => prose(value),
  /** Prose in a list item: later lines are indented so that they stay inside the item. */
  item: (value: string) => prose(value.trim()).replace(/\r?\n/g, '\n  '),
  /** Prose in a table cell. */
  cell: (value: string | null) => cell(value ?? ''),
  /** An identifier in a paragraph. */
  code: (value: string) => code(value),
  /** An identifier in a table cell; `—` when absent. */
  codeCell: (value: string | null) => (value === null ? '—' : codeCell(value)),
  /** A link, or its text alone when the target has no page. */
  link: (value: Link) => link(value),
  /** Links as a comma-separated list; `none` when empty. */
  linkList: (values: readonly Link[]) => list(values, link, 'none'),
  /** Identifiers as a comma-separated list; `none` when empty. */
  codeList: (values: readonly string[]) => list(values, codeCell, 'none'),
  /** Equality, for choices in templates. */
  eq: (a: unknown, b: unknown) => a === b,
};

/** Compiles `templates/<name>.md.hbs` for each name, with the helpers above; handlebars loads only here. */
export async function loadTemplates<const N extends string>(
  templateNames: readonly N[],
): Promise<Record<N, (view: object) => string>> {
  const { default: Handlebars } = await import('handlebars');
  const handlebars = Handlebars.create();
  for (const [name, helper] of Object.entries(helpers)) handlebars.registerHelper(name, helper);
  const compile = (name: N) =>
    // noEscape: Markdown is not HTML; the helpers above escape what Markdown needs. strict: a
    // template naming a value the view does not have is a bug, not an empty string.
    handlebars.compile(readFileSync(packagePath('templates', `${name}.md.hbs`), 'utf8'), {
      noEscape: true,
      strict: true,
    });
  return Object.fromEntries(templateNames.map((name) => [name, compile(name)])) as Record<N, (view: object) => string>;
}

/** One blank line at most between blocks, and exactly one newline at the end. */
export function tidy(markdown: string): string {
  return `${markdown
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
