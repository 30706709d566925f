// The rows both stores keep entities and metadata in, and their conversion to and from the runtime's values.
import { canonicalize } from '../core/canonical.js';
import { streamOf } from '../core/facts.js';
import type { Entity } from '../core/projection.js';
import type { StoreMeta } from '../core/store-port.js';

/**
 * A row of the entities table. Its JSON columns come back as text from SQLite and parsed from
 * PostgreSQL's json columns: `Json` says which.
 */
export interface EntityRow<Json extends 'text' | 'parsed' = 'text'> {
  stream: string;
  term: string;
  id: string;
  state: string | null;
  version: number;
  parent_term: string | null;
  parent_id: string | null;
  fields: Json extends 'text' ? string : Record<string, unknown>;
  depends_on: Json extends 'text' ? string : string[];
  created_at: string;
  updated_at: string;
  created_seq: number;
  updated_seq: number;
}

/** The entities table's columns, in the order both stores write them. */
export const entityColumns =
  'stream, term, id, state, version, parent_term, parent_id, fields, depends_on, created_at, updated_at, ' +
  'created_seq, updated_seq';

/** The row an entity is stored as, its JSON columns as text (fields in canonical JSON). */
export function rowFromEntity(entity: Entity): EntityRow {
  return {
    stream: streamOf(entity.term, entity.id),
    term: entity.term,
    id: entity.id,
    state: entity.state,
    version: entity.version,
    parent_term: entity.parent?.term ?? null,
    parent_id: entity.parent?.id ?? null,
    fields: canonicalize(entity.fields),
    depends_on: JSON.stringify(entity.depends_on),
    created_at: entity.created_at,
    updated_at: entity.updated_at,
    created_seq: entity.created_seq,
    updated_seq: entity.updated_seq,
  };
}

/** The entity a row holds, its JSON columns already parsed. */
export function entityFromRow(row: EntityRow<'parsed'>): Entity {
  return {
    term: row.term,
    id: row.id,
    state: row.state,
    version: row.version,
    parent: row.parent_term === null || row.parent_id === null ? null : { term: row.parent_term, id: row.parent_id },
    fields: row.fields,
    depends_on: row.depends_on,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_seq: row.created_seq,
    updated_seq: row.updated_seq,
  };
}

/** The metadata recorded as key/value rows at initialisation. */
export function metaFromRows(schemaVersion: number, rows: readonly { key: string; value: string }[]): StoreMeta {
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return {
    schema_version: schemaVersion,
    model_name: values.model_name ?? '',
    model_version: values.model_version ?? '',
    model_fingerprint: values.model_fingerprint ?? '',
    created_at: values.created_at ?? '',
    ...(values.authority_enforced === undefined ? {} : { authority_enforced: values.authority_enforced === 'true' }),
    ...(values.model === undefined ? {} : { model: values.model }),
  };
}
