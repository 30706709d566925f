// `awm docs`: the static documentation site, every page rendered, linked, navigable and searchable offline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadTemplates } from '../emit/docs/templates.js';
import type { GeneratedFile } from '../emit/generated-file.js';
import type { Model } from '../model/model.js';
import { packagePath } from '../package-root.js';
import type { CommandReference, OptionReference } from './command-reference.js';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.js';
import { buildSearchIndex } from './search-index.js';
import { navigation, navigationScript, type NavSection } from './site-nav.js';
import { siteSources, type PageSource } from './site-pages.js';
import type { AnyRule } from '../lint/rule.js';

/** A site could not be built: a library it needs is missing. */
export class SiteError extends Error {
  override name = 'SiteError';
}

export interface SiteResult {
  files: GeneratedFile[];
  /** Links that lead nowhere the site holds, each naming the page and the link; empty when the site is whole. */
  problems: string[];
  pages: number;
}

export interface RenderedPage extends PageSource, RenderedMarkdown {}

const siteName = 'Agent Work Model';

/**
 * What every page may load: scripts and styles from the site's own files only, so no script
 * runs that the site did not ship, even if markup got into a page. Inline styles are allowed
 * because mermaid styles the diagrams it draws with them.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const require = createRequire(import.meta.url);

/** The browser builds of the two libraries pages load: MiniSearch (a dependency) and mermaid (an optional peer). */
function vendorAssets(): GeneratedFile[] {
  const miniSearch = path.resolve(path.dirname(require.resolve('minisearch')), '..', 'umd', 'index.js');
  let mermaid: string;
  try {
    mermaid = require.resolve('mermaid/dist/mermaid.min.js');
  } catch {
    const range = (
      JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { peerDependencies?: Record<string, string> }
    ).peerDependencies?.mermaid;
    throw new SiteError(
      'the docs site draws its diagrams with mermaid, which is not installed: ' +
        `npm install mermaid${range ? `@${range}` : ''}`,
    );
  }
  return [
    { path: 'assets/minisearch.js', content: readFileSync(miniSearch, 'utf8') },
    { path: 'assets/mermaid.min.js', content: readFileSync(mermaid, 'utf8') },
    { path: 'assets/site.js', content: readFileSync(packagePath('templates', 'site', 'site.js'), 'utf8') },
    { path: 'assets/site.css', content: readFileSync(packagePath('templates', 'site', 'site.css'), 'utf8') },
  ];
}

/** The path from one site file's folder to another site file. */
const relativeLink = (from: string, to: string) =>
  path.posix.relative(path.posix.dirname(from), to) || path.posix.basename(to);

/**
 * Renders every page, rewriting each relative link from the source's terms (a path in the
 * repository) to the site's (a path to an HTML page or an asset), and reports links that lead
 * to nothing the site holds, or to a heading the page does not have.
 */
function renderPages(sources: Awaited<ReturnType<typeof siteSources>>) {
  const siteOf = new Map<string, string>([
    ...sources.pages.map((page) => [page.source, page.site] as const),
    ...sources.assets.map((asset) => [asset.source, asset.site] as const),
  ]);
  for (const [alias, source] of sources.aliases) siteOf.set(alias, siteOf.get(source)!);
  const problems: string[] = [];
  const anchorChecks: { from: string; to: string; anchor: string; href: string }[] = [];
  const rendered: RenderedPage[] = sources.pages.map((page) => {
    const rewrite = (href: string) => {
      const [file = '', anchor] = href.split('#');
      const target = file
        ? siteOf.get(path.posix.normalize(path.posix.join(path.posix.dirname(page.source), file)).replace(/\/$/, ''))
        : page.site;
      if (!target) {
        problems.push(`${page.source}: the link ${href} leads to nothing the site holds`);
        return href;
      }
      if (anchor) anchorChecks.push({ from: page.source, to: target, anchor, href });
      return `${file ? relativeLink(page.site, target) : ''}${anchor === undefined ? '' : `#${anchor}`}`;
    };
    return { ...page, ...renderMarkdown(page.markdown, rewrite) };
  });
  const anchorsOf = new Map(rendered.map((page) => [page.site, new Set(page.anchors)]));
  for (const check of anchorChecks) {
    const anchors = anchorsOf.get(check.to);
    if (anchors && !anchors.has(check.anchor))
      problems.push(`${check.from}: the link ${check.href} names a heading ${check.to} does not have`);
  }
  return { rendered, problems };
}

/** Builds the whole site in memory: HTML pages, assets and the search index. Nothing is written. */
export async function buildSite(
  model: Model,
  cli: { options: readonly OptionReference[]; commands: readonly CommandReference[] },
  rules?: readonly AnyRule[],
): Promise<SiteResult> {
  const vendor = vendorAssets();
  const sources = await siteSources(model, cli, rules);
  const { rendered, problems } = renderPages(sources);
  const nav = navigation(rendered);
  const { 'site/page': layout } = await loadTemplates(['site/page'], { html: true });
  const pages = rendered.map((page) => {
    const root = '../'.repeat(page.site.split('/').length - 1);
    // The whole navigation is in assets/nav.js, which the site's script draws; the page itself holds
    // only each section's first level, so that a page's size does not grow with the model.
    const here = (sections: readonly NavSection[]) =>
      sections.map((section) => ({
        title: section.title,
        items: section.items.map((item) => ({
          title: item.title,
          href: item.site && relativeLink(page.site, item.site),
          current: item.site === page.site,
        })),
      }));
    const title = page.site === 'index.html' ? siteName : page.title;
    return {
      path: page.site,
      content: layout({
        title,
        siteName,
        root,
        path: page.site,
        contentSecurityPolicy,
        nav: here(nav),
        content: page.html,
        hasDiagram: page.hasDiagram,
      }),
    };
  });
  const files = [
    ...pages,
    ...vendor,
    { path: 'assets/search-index.js', content: buildSearchIndex(rendered) },
    { path: 'assets/nav.js', content: navigationScript(nav) },
    ...sources.assets.map((asset) => ({ path: asset.site, content: asset.content })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, problems, pages: pages.length };
}
