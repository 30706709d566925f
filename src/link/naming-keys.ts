// Which keys of each kind of document name what: the one table the symbol index and completion both read.
import type { ModelPath } from '../model/model-file.js';
import type { SchemaName } from '../validate/schema-files.js';

/** What a name names. Relationships are `Term.name`, states `Term#state`; the others their own name. */
export type SymbolKind = 'term' | 'relationship' | 'state' | 'role' | 'rule';

/**
 * Where the term is whose relationship or state a name is: the document's own term (`key`), the value of a key
 * beside the name (`target` beside a relationship's `inverse`), or a key of the path (a crosswalk's
 * `state_maps.Task`).
 */
export type OwnerTerm = { document: true } | { sibling: string } | { pathKey: number };

export interface NamingKey {
  /** The place, dot-separated, `*` standing for any one key or index. */
  at: string;
  kind: SymbolKind;
  /** The name is the last key of the path (`terms: {Task: ...}`), not the value there. */
  atKey?: boolean;
  /** The place defines the name rather than refers to it. */
  definition?: boolean;
  /** For relationships and states: the term they belong to. */
  owner?: OwnerTerm;
  /** Only values that pass name something there (`applies_to` lists term sections too). */
  only?: (value: string) => boolean;
}

const ownTerm: OwnerTerm = { document: true };
const lifecycleState = (at: string, definition = false): NamingKey => ({
  at: `lifecycle.${at}`,
  kind: 'state',
  owner: ownTerm,
  ...(definition ? { definition } : {}),
});

/** Every key that names a term, relationship, state, role or rule, by the kind of document it is in. */
export const namingKeys: Partial<Record<SchemaName, readonly NamingKey[]>> = {
  term: [
    { at: 'key', kind: 'term', definition: true },
    { at: 'authority.owner', kind: 'role' },
    { at: 'parent.term', kind: 'term' },
    { at: 'parent.inverse', kind: 'relationship', owner: { sibling: 'term' } },
    { at: 'relationships.*.name', kind: 'relationship', owner: ownTerm, definition: true },
    { at: 'relationships.*.target', kind: 'term' },
    { at: 'relationships.*.inverse', kind: 'relationship', owner: { sibling: 'target' } },
    lifecycleState('states.*', true),
    lifecycleState('initial'),
    lifecycleState('terminal.*'),
    lifecycleState('transitions.*.from'),
    lifecycleState('transitions.*.to'),
    { at: 'non_synonyms.*.term', kind: 'term' },
  ],
  model: [{ at: 'term_order.*', kind: 'term' }],
  'authority-roles': [{ at: 'authority_roles.*.id', kind: 'role', definition: true }],
  'rule-set': [
    { at: 'rules.*.id', kind: 'rule', definition: true },
    { at: 'rules.*.applies_to.*', kind: 'term', only: (value) => /^[A-Z]/.test(value) },
  ],
  mapping: [
    { at: 'terms.*', kind: 'term', atKey: true },
    { at: 'state_maps.*', kind: 'term', atKey: true },
    { at: 'state_maps.*.states.*.awm_state', kind: 'state', owner: { pathKey: 1 } },
    { at: 'state_maps.*.other_states.awm_state', kind: 'state', owner: { pathKey: 1 } },
    { at: 'false_friends.*.term', kind: 'term' },
    { at: 'compatibility_field_mappings.*.term', kind: 'term' },
    { at: 'rule_conflicts.*.rule', kind: 'rule' },
  ],
  'lint-config': [{ at: 'suppressions.*.term', kind: 'term' }],
};

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value at `path` inside `data`, or undefined when any step is missing. */
export function valueAt(data: unknown, path: ModelPath): unknown {
  let value = data;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isObject(value)) value = value[String(key)];
    else return undefined;
  }
  return value;
}

/** The term that the relationship or state named at `path` of a document's `data` belongs to, as written there. */
export function ownerTermOf(owner: OwnerTerm, data: unknown, path: ModelPath): unknown {
  if ('document' in owner) return valueAt(data, ['key']);
  if ('sibling' in owner) return valueAt(data, [...path.slice(0, -1), owner.sibling]);
  return path[owner.pathKey];
}

/** Whether `path` is the place `pattern` describes. */
export function matches(pattern: string, path: ModelPath): boolean {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, index) => part === '*' || part === String(path[index]));
}

/** The naming key that describes `path` in a `kind` document, as a value (or as a key when `atKey`). */
export function namingKeyAt(kind: SchemaName, path: ModelPath, atKey = false): NamingKey | undefined {
  return namingKeys[kind]?.find((entry) => (entry.atKey ?? false) === atKey && matches(entry.at, path));
}
