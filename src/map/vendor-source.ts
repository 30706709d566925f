// Writes a crosswalk's source document into the model: a provenance header, then the document byte for byte.
import { createHash } from 'node:crypto';
import { Document, isMap, isSeq } from 'yaml';
import type { MappingSourceDocument, SourceSectionDocument } from '../model/documents.js';

export interface VendorOptions {
  title: string;
  /** Where the text came from (a URL, a path at a revision, a file name). */
  origin: string;
  /** YYYY-MM-DD. */
  retrieved: string;
  notes?: string;
  /** Headings: the known ones, or candidates for the maintainer to keep or drop. */
  sections?: SourceSectionDocument[];
}

/** The SHA-256 of a document's text, as a vendored header records it. */
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The file `model/mappings/sources/<name>.md` for a document: `---`, the header as YAML, `---`,
 * then the text unchanged (no newline added at its end, none removed).
 */
export function vendoredSource(text: string, options: VendorOptions): { header: MappingSourceDocument; file: string } {
  const header: MappingSourceDocument = {
    title: options.title,
    origin: options.origin,
    sha256: sha256(text),
    retrieved: options.retrieved,
    verbatim: true,
    ...(options.notes ? { notes: options.notes } : {}),
    sections: options.sections ?? [],
  };
  const document = new Document(header);
  // One line per heading: `- {line: 11, title: Package Types, level: 1}`.
  const sections = document.get('sections', true);
  if (isSeq(sections)) for (const item of sections.items) if (isMap(item)) item.flow = true;
  const yaml = document.toString({ lineWidth: 0, flowCollectionPadding: false });
  const comment =
    '# Provenance of a crosswalk source document. Everything after the closing "---" line is the\n' +
    '# document, byte for byte: crosswalk evidence is checked against it, and sha256 is its hash.\n' +
    '# sections: each heading, the line of the text it stands on (1 = the first line after the header)\n' +
    '# and its level (1 = top, the default).\n';
  return { header, file: `---\n${comment}${yaml}---\n${text}` };
}
