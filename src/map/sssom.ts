// SSSOM/TSV export of crosswalks: a `#` YAML metadata block, then one row per mapped or unmappable term.
import { stringify } from 'yaml';
import type { ModelBundle } from '../model/bundle.js';
import type { MappingDocument, MappingEntry } from '../model/documents.js';

/** The IRI namespaces behind the CURIEs of an export (SSSOM's built-in skos, semapv and sssom are left out). */
export const sssomNamespaces = {
  /** AWM terms: `awm:AgentRun`. */
  awm: 'https://agent-work-model.org/terms/',
  /** Crosswalks, as object sources: `crosswalk:hoziron`. */
  crosswalk: 'https://agent-work-model.org/mappings/',
  /** A system's native terms as its crosswalk names them: `hoziron:Agent` (see nativePrefix). */
  native: (system: string) => `https://agent-work-model.org/mappings/${system}/`,
};

export const sssomColumns = [
  'subject_id',
  'subject_label',
  'predicate_id',
  'object_id',
  'object_label',
  'mapping_justification',
  'confidence',
  'comment',
] as const;

export interface SssomExport {
  /** The SSSOM/TSV file. */
  text: string;
  /** Rows written. */
  rows: number;
  /** Per system, the terms whose `tbd` entries were left out: they state no mapping yet. */
  leftOut: { system: string; terms: string[] }[];
}

/** The SKOS predicate an entry states (none: that no close match exists). */
export function sssomPredicate(entry: MappingEntry): string {
  if (entry.fidelity === 'exact') return 'skos:exactMatch';
  if (entry.fidelity === 'partial') return `skos:${entry.predicate ?? 'closeMatch'}`;
  // A `none` entry denies what a partial one would claim: no close match exists.
  return 'skos:closeMatch';
}

/** The CURIE prefix of a system's native terms: its id, unless that is one of the export's own prefixes. */
export const nativePrefix = (system: string) =>
  system === 'awm' || system === 'crosswalk' ? `${system}-native` : system;

/** `hoziron:workflow%20step`: the local part percent-encoded, so native names with spaces stay CURIEs. */
export const nativeCurie = (system: string, native: string) => `${nativePrefix(system)}:${encodeURIComponent(native)}`;

/** A TSV cell: quoted (with inner quotes doubled) when it holds a tab, a line break or a quote. */
function cell(value: string): string {
  return /[\t\r\n"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** An SPDX licence identifier as the URL SSSOM asks for; a URL is kept. */
function licenseUrl(license: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(license) ? license : `https://spdx.org/licenses/${license}.html`;
}

function metadata(bundle: Pick<ModelBundle, 'model'>, mappings: readonly MappingDocument[]): Record<string, unknown> {
  const single = mappings.length === 1 ? mappings[0] : undefined;
  const curieMap: Record<string, string> = { awm: sssomNamespaces.awm, crosswalk: sssomNamespaces.crosswalk };
  for (const mapping of mappings) curieMap[nativePrefix(mapping.system)] = sssomNamespaces.native(mapping.system);
  const sorted = Object.fromEntries(Object.entries(curieMap).sort(([a], [b]) => (a < b ? -1 : 1)));
  const name = single ? single.system : 'all';
  return {
    curie_map: sorted,
    mapping_set_id: `${sssomNamespaces.crosswalk}${name}.sssom.tsv`,
    mapping_set_version: bundle.model.version,
    mapping_set_title: single
      ? `${bundle.model.name} crosswalk to ${single.system}`
      : `${bundle.model.name} crosswalks`,
    ...(single ? { mapping_set_description: single.description } : {}),
    license: licenseUrl(bundle.model.license),
    ...(single ? { object_source: `crosswalk:${single.system}` } : {}),
    ...(single?.verified_against ? { object_source_version: single.verified_against } : {}),
    ...(single ? { comment: single.notes } : {}),
  };
}

/**
 * Writes the crosswalks of `bundle` (or of `systems`) as SSSOM/TSV. Subjects are AWM terms
 * (`awm:`), objects native terms under a prefix named after the system; `exact` is
 * skos:exactMatch, `partial` skos:closeMatch (or the entry's `predicate`), `none` skos:closeMatch
 * to sssom:NoTermFound; `tbd` entries are left out and listed in `leftOut`. Every row is manual
 * curation; confidence is 1.0 when the crosswalk names what it was verified against, and empty
 * otherwise. With several systems, an object_source column says which crosswalk a row is from.
 */
export function exportSssom(
  bundle: Pick<ModelBundle, 'model' | 'mappings' | 'terms'>,
  systems?: readonly string[],
): SssomExport {
  const mappings = bundle.mappings.filter((mapping) => !systems || systems.includes(mapping.system));
  const several = mappings.length > 1;
  const columns: string[] = [...sssomColumns];
  if (several) columns.splice(columns.indexOf('confidence'), 0, 'object_source');
  const lines = [columns.join('\t')];
  const leftOut: SssomExport['leftOut'] = [];
  for (const mapping of mappings) {
    const skipped: string[] = [];
    for (const { key } of bundle.terms) {
      const entry = mapping.terms[key];
      if (!entry) continue;
      if (entry.fidelity === 'tbd') {
        skipped.push(key);
        continue;
      }
      const found = entry.fidelity !== 'none' && entry.native_term !== null;
      const row: Record<string, string> = {
        subject_id: `awm:${key}`,
        subject_label: key,
        predicate_id: sssomPredicate(entry),
        object_id: found ? nativeCurie(mapping.system, entry.native_term!) : 'sssom:NoTermFound',
        object_label: found ? entry.native_term! : '',
        mapping_justification: 'semapv:ManualMappingCuration',
        object_source: `crosswalk:${mapping.system}`,
        confidence: mapping.verified_against === null ? '' : '1.0',
        comment: entry.notes ?? '',
      };
      lines.push(columns.map((column) => cell(row[column] ?? '')).join('\t'));
    }
    if (skipped.length > 0) leftOut.push({ system: mapping.system, terms: skipped });
  }
  const yaml = stringify(metadata(bundle, mappings), { lineWidth: 0, aliasDuplicateObjects: false }).trimEnd();
  const block = yaml.split('\n').map((line) => `#${line}`);
  return { text: `${[...block, ...lines].join('\n')}\n`, rows: lines.length - 1, leftOut };
}
