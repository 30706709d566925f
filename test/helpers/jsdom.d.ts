// The parts of jsdom the tests use (jsdom ships no types of its own): a window to give Mermaid a DOM, and a
// parsed XML document to read a report back.
declare module 'jsdom' {
  export interface ParsedElement {
    readonly tagName: string;
    readonly textContent: string | null;
    readonly children: ArrayLike<ParsedElement> & Iterable<ParsedElement>;
    getAttribute(name: string): string | null;
  }
  export interface ParsedDocument {
    readonly documentElement: ParsedElement;
    querySelector(selectors: string): ParsedElement | null;
    querySelectorAll(selectors: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
  }
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string });
    readonly window: { readonly document: ParsedDocument };
  }
}
