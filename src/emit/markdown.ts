// Handlebars set up for Markdown: no HTML escaping, plus helpers for table cells and comparisons.
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { packagePath } from '../package-root.js';

/** Text safe inside one Markdown table cell: pipes escaped, line breaks folded to spaces. */
export function tableCell(text: unknown): string {
  return String(text ?? '').replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

const markdown = Handlebars.create();
markdown.registerHelper('cell', tableCell);
markdown.registerHelper('eq', (a: unknown, b: unknown) => a === b);

/** Compiles `templates/<name>` once per process; Markdown is not HTML, so nothing is escaped. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();
export function renderTemplate(name: string, data: object): string {
  let template = compiled.get(name);
  if (!template) {
    template = markdown.compile(readFileSync(packagePath('templates', name), 'utf8'), { noEscape: true, strict: true });
    compiled.set(name, template);
  }
  return template(data);
}
