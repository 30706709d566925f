// The docs site's search: a MiniSearch index of every page, built here and loaded by the page as a script,
// so that search works from the files alone (a browser refuses to fetch a JSON file next to a page opened from disk).
import MiniSearch from 'minisearch';
import type { RenderedPage } from './build-site.js';

/** How the index is built and searched; the page's script loads it with the same options. */
export const searchOptions = {
  fields: ['title', 'headings', 'text'],
  storeFields: ['title', 'section'],
};

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The words of a page as a reader sees them: no tags, and no diagram source. */
function pageText(html: string): string {
  return html
    .replace(/<pre class="mermaid">[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => entities[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `assets/search-index.js`: the serialized index, assigned to `window.AWM_SEARCH_INDEX`. */
export function buildSearchIndex(pages: readonly RenderedPage[]): string {
  const index = new MiniSearch(searchOptions);
  index.addAll(
    pages.map((page) => ({
      id: page.site,
      title: page.title,
      section: page.section,
      headings: page.headings.join(' '),
      text: pageText(page.html),
    })),
  );
  return `window.AWM_SEARCH_INDEX = ${JSON.stringify({ options: searchOptions, index: index.toJSON() })};\n`;
}
