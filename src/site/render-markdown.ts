// Markdown to HTML for the docs site with markdown-it: heading anchors as GitHub makes them, Mermaid blocks left for
// the browser to draw, and every relative link handed to the caller to rewrite.
import MarkdownIt from 'markdown-it';
import { headingAnchor } from '../emit/docs/markdown.js';

/** A page rendered to HTML, with what the site needs to know about it. */
export interface RenderedMarkdown {
  html: string;
  /** The text of the first level-one heading. */
  title: string;
  /** The ids of the page's headings, in order. */
  anchors: string[];
  /** The text of the level-two and level-three headings, for search. */
  headings: string[];
  /** Whether the page holds a Mermaid diagram. */
  hasDiagram: boolean;
}

/** Turns a link target as written in the Markdown into the one the HTML page uses. */
export type LinkRewriter = (href: string) => string;

// Raw HTML off: model text reaches these pages, and markup in it shows as text. The generated
// pages' own markup is two things, let through by the rules below and nothing else.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** A line break in a table cell, which Markdown can only write as `<br>`: a hard break. */
markdown.inline.ruler.before('text', 'cell_line_break', (state, silent) => {
  if (!state.src.startsWith('<br>', state.pos)) return false;
  if (!silent) state.push('hardbreak', 'br', 0);
  state.pos += '<br>'.length;
  return true;
});

/**
 * An HTML comment that fills its lines (the notice at the top of a generated page) is left out.
 * One with anything after its end on the line is not a comment alone, and shows as text.
 */
markdown.block.ruler.before('paragraph', 'page_comment', (state, startLine, endLine, silent) => {
  const lineText = (line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
  if (state.sCount[startLine]! - state.blkIndent >= 4 || !lineText(startLine).startsWith('<!--')) return false;
  for (let line = startLine; line < endLine; line++) {
    const text = lineText(line);
    const end = text.indexOf('-->', line === startLine ? '<!--'.length : 0);
    if (end < 0) continue;
    if (text.slice(end + '-->'.length).trim() !== '') return false;
    if (!silent) state.line = line + 1;
    return true;
  }
  return false;
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A fenced `mermaid` block becomes a `<pre class="mermaid">` that mermaid.js draws in the page. */
const defaultFence = markdown.renderer.rules.fence!;
markdown.renderer.rules.fence = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (token.info.trim() === 'mermaid') return `<pre class="mermaid">${escapeHtml(token.content)}</pre>\n`;
  return defaultFence(tokens, index, options, env, self);
};

/** Renders one page; `rewrite` receives every link and image target that is not absolute. */
export function renderMarkdown(source: string, rewrite: LinkRewriter): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const anchors: string[] = [];
  const headings: string[] = [];
  const seen = new Map<string, number>();
  let title = '';
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const text = (tokens[index + 1]?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      // Repeated headings get -1, -2, ... as on GitHub, so anchors stay unique and predictable.
      const base = headingAnchor(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count}`;
      token.attrSet('id', id);
      anchors.push(id);
      if (token.tag === 'h1' && !title) title = text;
      else if (token.tag === 'h2' || token.tag === 'h3') headings.push(text);
    }
    for (const child of token.children ?? []) {
      const attribute = child.type === 'link_open' ? 'href' : child.type === 'image' ? 'src' : null;
      const target = attribute ? String(child.attrGet(attribute) ?? '') : '';
      if (attribute && target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) child.attrSet(attribute, rewrite(target));
    }
  });
  return {
    html: markdown.renderer.render(tokens, markdown.options, {}),
    title,
    anchors,
    headings,
    hasDiagram: tokens.some((token) => token.type === 'fence' && token.info.trim() === 'mermaid'),
  };
}
