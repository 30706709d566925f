// Generator: generated/docs/, Markdown pages rendered from the handlebars templates in templates/.
import { readFileSync } from 'node:fs';
import type { HelperDelegate } from 'handlebars';
import { packagePath } from '../../package-root.js';
import type { GeneratedFile, Generator } from '../generated-file.js';
import { cell, code, codeCell, prose } from './markdown.js';
import { crosswalksPage, docPaths, indexPage, relationshipsPage, rolesPage, rulesPage, termPage, type Link } from './view-model.js';

/** A link (or its text alone when the target has no page), safe in a table cell. */
function link(value: Link): string {
  const text = value.code ? codeCell(value.text) : cell(value.text);
  return value.href ? `[${text}](${value.href})` : text;
}

const list = <T>(values: readonly T[], render: (value: T) => string, none: string) => (values.length ? values.map((value) => render(value)).join(', ') : none);

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
};

const templateNames = ['index', 'term', 'authority-roles', 'rules', 'relationships', 'crosswalks'] as const;
type TemplateName = (typeof templateNames)[number];

async function loadTemplates(): Promise<Record<TemplateName, (view: object) => string>> {
  const { default: Handlebars } = await import('handlebars');
  const handlebars = Handlebars.create();
  for (const [name, helper] of Object.entries(helpers)) handlebars.registerHelper(name, helper);
  const compile = (name: TemplateName) =>
    // noEscape: Markdown is not HTML; the helpers above escape what Markdown needs. strict: a
    // template naming a value the view does not have is a bug, not an empty string.
    handlebars.compile(readFileSync(packagePath('templates', `${name}.md.hbs`), 'utf8'), { noEscape: true, strict: true });
  return Object.fromEntries(templateNames.map((name) => [name, compile(name)])) as Record<TemplateName, (view: object) => string>;
}

/** One blank line at most between blocks, and exactly one newline at the end. */
function tidy(markdown: string): string {
  return `${markdown.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export const docsGenerator: Generator = {
  name: 'docs',
  async emit(model) {
    const templates = await loadTemplates();
    const page = (path: string, template: TemplateName, view: object): GeneratedFile => ({ path: `docs/${path}`, content: tidy(templates[template](view)) });
    return [
      page(docPaths.index, 'index', indexPage(model)),
      page(docPaths.roles, 'authority-roles', rolesPage(model)),
      page(docPaths.rules, 'rules', rulesPage(model)),
      page(docPaths.relationships, 'relationships', relationshipsPage(model)),
      page(docPaths.crosswalks, 'crosswalks', crosswalksPage(model)),
      ...[...model.terms.values()].map((term) => page(docPaths.term(term.key), 'term', termPage(model, term))),
    ];
  },
};
