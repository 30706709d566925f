// Which source an evidence quote is checked against: the crosswalk's vendored document, or a package file it pins.
import type { PackageSourceReference } from './documents.js';
import type { Mapping } from './model.js';
import { packageQuoteIndex } from './package-sections.js';
import { quoteIndex, type QuoteIndex } from './source-quotes.js';

/** How messages and pages name a package file: `@a2a-js/sdk@1.3.0 dist/a2a-CJdXl9vi.d.ts`. */
export function packageSourceTitle(pin: PackageSourceReference): string {
  return `${pin.package}@${pin.version} ${pin.file}`;
}

/** A public copy of a package file, for pages that link to what a quote cites. */
export function packageFileUrl(pin: PackageSourceReference): string {
  return `https://unpkg.com/${pin.package}@${pin.version}/${pin.file}`;
}

/** How messages name a crosswalk's main source: the vendored document's title, or the package file. */
export function mainSourceTitle(mapping: Mapping): string | undefined {
  const source = mapping.data.source;
  if (!source) return undefined;
  if (source.package !== undefined) return packageSourceTitle(source);
  return mapping.sourceDocument?.data.title ?? source.file;
}

/** What a quote naming `name` (or no name: the main source) is checked against. */
export type QuotedSource =
  /** The text to look in, and how messages name it. */
  | { kind: 'text'; index: QuoteIndex; title: string }
  /** The source exists but its text cannot be read as audited; another finding says why. */
  | { kind: 'unchecked' }
  /** `name` is no entry of the crosswalk's `sources`. */
  | { kind: 'unknown-name'; names: string[] };

/** The source a quote of `mapping` with this `source` name stands in. */
export function quotedSource(mapping: Mapping, name: string | undefined): QuotedSource {
  if (name !== undefined && mapping.data.sources?.[name] === undefined)
    return { kind: 'unknown-name', names: Object.keys(mapping.data.sources ?? {}) };
  const main = mapping.data.source;
  if (name === undefined && main?.package === undefined) {
    const document = mapping.sourceDocument;
    return document ? { kind: 'text', index: quoteIndex(document), title: document.data.title } : { kind: 'unchecked' };
  }
  const pinned = mapping.packageSources.get(name ?? '');
  if (pinned?.found.kind !== 'ok') return { kind: 'unchecked' };
  const index = packageQuoteIndex(pinned.pin.file, pinned.found.content);
  return index ? { kind: 'text', index, title: packageSourceTitle(pinned.pin) } : { kind: 'unchecked' };
}
