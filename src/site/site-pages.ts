// What the docs site is made of: every page's Markdown and where it comes from, where each lands, and the nav.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { docsGenerator } from '../emit/docs/emit-docs.js';
import { lintDocsGenerator } from '../emit/docs/lint-docs.js';
import { emitPackageReadme } from '../emit/package/emit-package.js';
import { schemasGenerator } from '../emit/schemas/emit-schemas.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { AnyRule } from '../lint/rule.js';
import type { Model } from '../model/model.js';
import { packagePath } from '../package-root.js';
import type { CommandReference, OptionReference } from './command-reference.js';
import { referencePages, referenceSources } from './reference-pages.js';

/** The groups of the navigation, in order. */
export type Section = 'Home' | 'Guides' | 'Model' | 'Tool reference' | 'Explanations' | 'Project';

/** A page of the site before rendering. */
export interface PageSource {
  /** Where its Markdown lives, relative to the repository (generated pages: where `awm build` writes them). */
  source: string;
  /** Where its HTML lands, relative to the site root. */
  site: string;
  section: Section;
  markdown: string;
}

/** The guides in the order a reader meets the toolkit; any other guide follows them. */
const guideOrder = ['spec-author', 'downstream-system', 'mapping-maintainer', 'runtime-operator'];

/** A name's place in `order`; names it does not list come after every name it does. */
const rankIn = (order: readonly string[], name: string) => (order.includes(name) ? order.indexOf(name) : order.length);

/** Hand-written Markdown files of one folder of the package, in the given order first, then by name. */
function handWritten(folder: string, order: readonly string[] = []): { name: string; markdown: string }[] {
  const dir = packagePath('templates', folder);
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort((a, b) => rankIn(order, a) - rankIn(order, b) || (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => ({ name, markdown: readFileSync(`${dir}/${name}.md`, 'utf8') }));
}

/**
 * Where a page `awm build` writes lands: the model package's README beside the model reference;
 * under docs/, the linter's pages are tool reference and the rest model reference.
 */
function generatedPage(file: GeneratedFile): PageSource {
  if (file.path === 'package/README.md')
    return {
      source: 'generated/package/README.md',
      site: 'model/package.html',
      section: 'Model',
      markdown: file.content,
    };
  const relative = file.path.replace(/^docs\//, '');
  const tool = relative === 'diagnostics.md' || relative.startsWith('lint-rules/');
  return {
    source: `generated/${file.path}`,
    site: `${tool ? 'reference' : 'model'}/${relative.replace(/\.md$/, '.html')}`,
    section: tool ? 'Tool reference' : 'Model',
    markdown: file.content,
  };
}

export interface SiteSources {
  pages: PageSource[];
  /** Files the pages link to that are not pages (the JSON Schemas), by source path. */
  assets: { source: string; site: string; content: string }[];
  /** Source files whose content is a page of the site: a link to the catalogue leads to its page. */
  aliases: Map<string, string>;
}

/**
 * Every page of the site for `model`, with the CLI's commands as `cli` describes them and the lint rules `rules`
 * (by default the built-in ones; `awm docs` adds the configuration's plugins').
 */
export async function siteSources(
  model: Model,
  cli: { options: readonly OptionReference[]; commands: readonly CommandReference[] },
  rules?: readonly AnyRule[],
): Promise<SiteSources> {
  // Only the generators whose output the site shows: the types and the compiled validators of the
  // model package are most of `awm build`'s time on a large model, and no page holds them.
  const [schemas, docs, lintDocs, reference] = await Promise.all([
    schemasGenerator.emit(model),
    docsGenerator.emit(model),
    lintDocsGenerator(rules).emit(model),
    referencePages(cli),
  ]);
  const generatedPages = [...docs, ...lintDocs, await emitPackageReadme(model, schemas)].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  const projectPage = (file: string, site: string, section: Section): PageSource[] =>
    existsSync(packagePath(file))
      ? [{ source: file, site, section, markdown: readFileSync(packagePath(file), 'utf8') }]
      : [];
  const pages: PageSource[] = [
    ...projectPage('README.md', 'index.html', 'Home'),
    ...handWritten('guides', guideOrder).map(({ name, markdown }) => ({
      source: `templates/guides/${name}.md`,
      site: `guides/${name}.html`,
      section: 'Guides' as const,
      markdown,
    })),
    ...generatedPages.map(generatedPage),
    ...reference.map((page) => ({
      source: page.source,
      site: page.source.replace(/\.md$/, '.html'),
      section: 'Tool reference' as const,
      markdown: page.markdown,
    })),
    ...handWritten('explanations').map(({ name, markdown }) => ({
      source: `templates/explanations/${name}.md`,
      site: `explanations/${name}.html`,
      section: 'Explanations' as const,
      markdown,
    })),
    ...projectPage('CONTRIBUTING.md', 'contributing.html', 'Project'),
    ...projectPage('CHANGELOG.md', 'changelog.html', 'Project'),
  ];
  const aliases = new Map<string, string>([
    ...Object.values(referenceSources).map((entry) => [entry.catalogue, entry.page] as const),
    ['src/diagnostics/catalog.ts', 'generated/docs/diagnostics.md'],
    ['lint-rules/index.ts', 'generated/docs/lint-rules/index.md'],
  ]);
  return {
    pages,
    assets: schemas.map((file) => ({ source: `generated/${file.path}`, site: file.path, content: file.content })),
    aliases,
  };
}
