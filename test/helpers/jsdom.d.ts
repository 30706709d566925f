// The one part of jsdom the tests use (jsdom ships no types of its own): a window to give Mermaid a DOM.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: unknown };
  }
}
