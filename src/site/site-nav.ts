// The docs site's navigation: every page, grouped by section, each folder of pages under the page that introduces it.
import path from 'node:path';
import type { Section } from './site-pages.js';

export interface NavItem {
  title: string;
  /** The page, or null for a group without a page of its own. */
  site: string | null;
  children: { title: string; site: string }[];
}

export interface NavSection {
  title: Section;
  items: NavItem[];
}

interface NavPage {
  site: string;
  title: string;
  section: Section;
}

const sectionOrder: readonly Section[] = ['Home', 'Guides', 'Model', 'Tool reference', 'Explanations', 'Project'];

/**
 * Pages that come first in their section, in this order: the glossary and the model package before
 * the model's pages; in the tool reference, commands first, then what they report.
 */
const firstPages = [
  'model/index.html',
  'model/package.html',
  'reference/commands.html',
  'reference/diagnostics.html',
  'reference/lint-rules/index.html',
  'reference/change-kinds.html',
  'reference/refusals.html',
  'reference/conformance-findings.html',
];

/** Names in the navigation where a page's own title says too much or too little. */
const navTitles: Record<string, string> = {
  'index.html': 'Home',
  'model/index.html': 'Glossary',
  'reference/lint-rules/index.html': 'Lint rules',
  'model/package.html': 'The model package',
};

/** The page that introduces a folder: `model/crosswalks.html` for `model/crosswalks/`, or the folder's index. */
const folderPage = (folder: string) => [`${folder}.html`, `${folder}/index.html`];

const folderTitle = (folder: string) => {
  const name = path.posix.basename(folder).replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Every page in the navigation, in its section's order. */
export function navigation(pages: readonly NavPage[]): NavSection[] {
  const bySite = new Map(pages.map((page) => [page.site, page]));
  const rank = (page: NavPage) => (firstPages.includes(page.site) ? firstPages.indexOf(page.site) : firstPages.length);
  return sectionOrder.flatMap((title) => {
    const items: NavItem[] = [];
    const itemOf = new Map<string, NavItem>();
    const members = pages.filter((page) => page.section === title);
    const ordered = members
      .map((page, index) => ({ page, index }))
      .sort((a, b) => rank(a.page) - rank(b.page) || a.index - b.index);
    for (const { page } of ordered) {
      const folder = path.posix.dirname(page.site);
      const parent = folderPage(folder).find((candidate) => candidate !== page.site && bySite.has(candidate));
      const depth = page.site.split('/').length;
      if (depth > 2 && (parent || !folderPage(folder).includes(page.site))) {
        // A page inside a folder: a child of the page that introduces the folder, or of a group named after it.
        const key = parent ?? folder;
        let item = itemOf.get(key);
        if (!item) {
          item = {
            title: parent ? (navTitles[parent] ?? bySite.get(parent)!.title) : folderTitle(folder),
            site: parent ?? null,
            children: [],
          };
          itemOf.set(key, item);
          items.push(item);
        }
        item.children.push({ title: navTitles[page.site] ?? page.title, site: page.site });
      } else if (!itemOf.has(page.site)) {
        const item: NavItem = { title: navTitles[page.site] ?? page.title, site: page.site, children: [] };
        itemOf.set(page.site, item);
        items.push(item);
      }
    }
    return items.length ? [{ title, items }] : [];
  });
}

/**
 * `assets/nav.js`: the whole navigation, assigned to `window.AWM_NAV` for the site's script to draw
 * on each page; one file, so that the site grows with the model and not with its square.
 */
export function navigationScript(sections: readonly NavSection[]): string {
  return `window.AWM_NAV = ${JSON.stringify(sections)};\n`;
}
