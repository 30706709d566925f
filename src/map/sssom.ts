// SSSOM/TSV export of crosswalks in the canonical format: a `#` YAML metadata block, then one row per mapping.
import { stringify } from 'yaml';
import type { ModelBundle } from '../model/bundle.js';
import type { MappingDocument, MappingEntry } from '../model/documents.js';
import { fidelityRubric } from '../model/fidelity.js';

/** The SSSOM version the export follows (1.1 introduced `sssom_version` itself). */
export const sssomVersion = '1.1';

/** The IRI namespaces behind the CURIEs of an export (SSSOM's built-in skos, semapv and sssom are left out). */
export const sssomNamespaces = {
  /** AWM terms: `awm:AgentRun`. */
  awm: 'https://agent-work-model.org/terms/',
  /** Crosswalks, as the sources of their native terms: `crosswalk:hoziron`. */
  crosswalk: 'https://agent-work-model.org/mappings/',
  /** A system's native terms as its crosswalk names them: `hoziron:Agent` (see nativePrefix). */
  native: (system: string) => `https://agent-work-model.org/mappings/${system}/`,
};

/**
 * The Mapping slots the export can fill, in the order of the SSSOM schema's Mapping class (the canonical column order).
 */
export const sssomColumns = [
  'subject_id',
  'subject_label',
  'predicate_id',
  'predicate_modifier',
  'object_id',
  'object_label',
  'mapping_justification',
  'object_source',
  'object_source_version',
  'comment',
] as const;

type Column = (typeof sssomColumns)[number];

/**
 * The slots every row of the export fills (the SSSOM schema requires predicate_id and mapping_justification):
 * always columns, so that a crosswalk with no rows yet (every entry tbd) writes a header line, not an empty one.
 */
const requiredColumns: ReadonlySet<Column> = new Set([
  'subject_id',
  'predicate_id',
  'object_id',
  'mapping_justification',
]);
type Row = Partial<Record<Column, string>>;

export interface SssomExport {
  /** The SSSOM/TSV file. */
  text: string;
  /** Rows written. */
  rows: number;
  /** Per system, the terms whose `tbd` entries were left out: they state no mapping yet. */
  leftOut: { system: string; terms: string[] }[];
}

/** The predicate of a `none` entry: no related term, so no term at any level of the rubric, exists. */
export const noTermPredicate = 'skos:relatedMatch';
/** A false friend is a negative mapping: the native word is not (even) a close match. */
export const falseFriendPredicate = 'skos:closeMatch';

/** The SKOS predicate an entry states, or null when it states none (`tbd`). */
export function sssomPredicate(entry: MappingEntry): string | null {
  if (entry.fidelity === 'none') return noTermPredicate;
  return fidelityRubric[entry.fidelity].skos;
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

/**
 * The version string of a crosswalk's source: the SHA-256 of the vendored document it was audited against, or of
 * the package file, after the package and its version (`@a2a-js/sdk@1.3.0 sha256:...`).
 */
function sourceVersion(mapping: MappingDocument): string | undefined {
  const source = mapping.source;
  if (!source) return undefined;
  return source.package === undefined
    ? `sha256:${source.sha256}`
    : `${source.package}@${source.version} sha256:${source.sha256}`;
}

/** The rows of one crosswalk: its entries (tbd left out) and its false friends as negative mappings. */
function crosswalkRows(
  bundle: Pick<ModelBundle, 'terms'>,
  mapping: MappingDocument,
  skipped: string[],
  perRowSource: boolean,
): Row[] {
  const rows: Row[] = [];
  const system = mapping.system;
  const source = perRowSource
    ? { object_source: `crosswalk:${system}`, object_source_version: sourceVersion(mapping) }
    : {};
  for (const { key } of bundle.terms) {
    const entry = mapping.terms[key];
    if (!entry) continue;
    const predicate = sssomPredicate(entry);
    if (predicate === null) {
      skipped.push(key);
      continue;
    }
    const found = entry.fidelity !== 'none' && entry.native_term !== null;
    rows.push({
      subject_id: `awm:${key}`,
      subject_label: key,
      predicate_id: predicate,
      object_id: found ? nativeCurie(system, entry.native_term!) : 'sssom:NoTermFound',
      object_label: found ? entry.native_term! : undefined,
      mapping_justification: 'semapv:ManualMappingCuration',
      ...source,
      comment: entry.notes,
    });
  }
  for (const friend of mapping.false_friends ?? []) {
    rows.push({
      subject_id: `awm:${friend.term}`,
      subject_label: friend.term,
      predicate_id: falseFriendPredicate,
      predicate_modifier: 'Not',
      object_id: nativeCurie(system, friend.native_term),
      object_label: friend.native_term,
      mapping_justification: 'semapv:ManualMappingCuration',
      ...source,
      comment: friend.reason,
    });
  }
  return rows;
}

/** Canonical order: lexicographic on every slot, in the order of the Mapping class's slots. */
function compareRows(a: Row, b: Row): number {
  for (const column of sssomColumns) {
    const x = a[column] ?? '';
    const y = b[column] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The metadata block's slots, in the order of the SSSOM schema's MappingSet class. */
function metadata(
  bundle: Pick<ModelBundle, 'model'>,
  mappings: readonly MappingDocument[],
  rows: readonly Row[],
): Record<string, unknown> {
  const single = mappings.length === 1 ? mappings[0] : undefined;
  const used = new Set(rows.flatMap((row) => [row.subject_id, row.object_id, row.object_source]));
  const prefixes = new Set([...used].map((curie) => curie?.slice(0, curie.indexOf(':'))));
  const namespaces: Record<string, string> = { awm: sssomNamespaces.awm, crosswalk: sssomNamespaces.crosswalk };
  for (const mapping of mappings) namespaces[nativePrefix(mapping.system)] = sssomNamespaces.native(mapping.system);
  if (single) prefixes.add('crosswalk');
  const curieMap = Object.fromEntries(
    Object.entries(namespaces)
      .filter(([prefix]) => prefixes.has(prefix))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const name = single ? single.system : 'all';
  const version = single ? sourceVersion(single) : undefined;
  return {
    sssom_version: sssomVersion,
    curie_map: curieMap,
    mapping_set_id: `${sssomNamespaces.crosswalk}${name}.sssom.tsv`,
    mapping_set_version: bundle.model.version,
    mapping_set_title: single
      ? `${bundle.model.name} crosswalk to ${single.system}`
      : `${bundle.model.name} crosswalks`,
    ...(single ? { mapping_set_description: single.description } : {}),
    license: licenseUrl(bundle.model.license),
    ...(single ? { object_source: `crosswalk:${single.system}` } : {}),
    ...(version ? { object_source_version: version } : {}),
    ...(single ? { comment: single.notes } : {}),
  };
}

/**
 * Writes the crosswalks of `bundle` (or of `systems`) as canonical SSSOM/TSV. Subjects are AWM
 * terms (`awm:`), objects native terms under a prefix named after the system. Each entry's
 * predicate comes from the fidelity rubric (exact, close, broad, narrow, related and the
 * unaudited partial); a `none` entry is skos:relatedMatch to sssom:NoTermFound; `tbd` entries
 * are left out and listed in `leftOut`; false friends are negative mappings (predicate_modifier
 * Not). Every row is manual curation and has no confidence: a curator's judgement is not a score.
 * The object source is the crosswalk, its version the SHA-256 of the vendored source document (or
 * the pinned package and version with the file's SHA-256); with several systems both are per row.
 */
export function exportSssom(
  bundle: Pick<ModelBundle, 'model' | 'mappings' | 'terms'>,
  systems?: readonly string[],
): SssomExport {
  const mappings = bundle.mappings.filter((mapping) => !systems || systems.includes(mapping.system));
  const leftOut: SssomExport['leftOut'] = [];
  const rows: Row[] = [];
  for (const mapping of mappings) {
    const skipped: string[] = [];
    rows.push(...crosswalkRows(bundle, mapping, skipped, mappings.length > 1));
    if (skipped.length > 0) leftOut.push({ system: mapping.system, terms: skipped });
  }
  rows.sort(compareRows);
  const columns = sssomColumns.filter(
    (column) => requiredColumns.has(column) || rows.some((row) => row[column] !== undefined),
  );
  const lines = [columns.join('\t'), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join('\t'))];
  const yaml = stringify(metadata(bundle, mappings, rows), {
    lineWidth: 0,
    aliasDuplicateObjects: false,
    defaultStringType: 'PLAIN',
    defaultKeyType: 'PLAIN',
    singleQuote: false,
  }).trimEnd();
  const block = yaml.split('\n').map((line) => `#${line}`);
  return { text: `${[...block, ...lines].join('\n')}\n`, rows: rows.length, leftOut };
}
