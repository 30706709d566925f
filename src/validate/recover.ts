// Error recovery: the part of a document that fails its schema is set aside so the rest can be linked and linted.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closestMatch } from '../diagnostics/suggest.js';
import type { DocumentKind, TermDocument } from '../model/documents.js';
import { pointerToPath } from './ajv-diagnostics.js';

type Path = (string | number)[];
type Json = Record<string, unknown>;

/** A document made to match its schema, and the sections of it that lost content on the way. */
export interface Recovered {
  data: unknown;
  /**
   * Top-level keys whose content was dropped or replaced (a list entry that fails its schema, a
   * section that could not be read). Findings that read them are not trustworthy and are withheld.
   */
  damaged: ReadonlySet<string>;
}

/**
 * What stands in for a top-level section of a term that cannot be read: the emptiest value its
 * schema accepts. `parent` and `lifecycle` are optional and are left out instead.
 */
const termPlaceholders: Partial<Record<keyof TermDocument, (key: string) => unknown>> = {
  definition: () => '(unreadable)',
  purpose: () => '(unreadable)',
  status: () => 'draft',
  mutability: () => 'mutable',
  authority: () => ({ mutable: false }),
  identity: () => ({ field: 'id', kind: 'name', authorization: false }),
  fields: () => [],
  relationships: () => [],
  invariants: () => [],
  aliases: () => [],
  deprecated_aliases: () => [],
  non_synonyms: () => [],
  examples: () => [],
  anti_examples: () => [],
  mapping_hooks: () => ({}),
};
const optionalTermSections = new Set(['parent', 'lifecycle']);

/** Recovery passes; each settles at least one level of nesting, and documents are shallow. */
const maxPasses = 6;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function nodeAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const segment of path) node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node;
}

/** Changes planned in one pass: keys to rename or drop per object, list entries to drop, sections to replace. */
interface Plan {
  unknownKeys: Map<string, { path: Path; keys: Set<string> }>;
  missingKeys: Map<string, { path: Path; keys: Set<string> }>;
  /** Paths whose value fails for another reason (type, enum, pattern, ...). */
  broken: Path[];
}

function planFor(errors: readonly ErrorObject[], data: unknown): Plan {
  const plan: Plan = { unknownKeys: new Map(), missingKeys: new Map(), broken: [] };
  const add = (map: Plan['unknownKeys'], path: Path, key: string) => {
    const id = JSON.stringify(path);
    const entry = map.get(id) ?? { path, keys: new Set<string>() };
    entry.keys.add(key);
    map.set(id, entry);
  };
  for (const error of errors) {
    const path = pointerToPath(error.instancePath, data);
    const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
    if (propertyName !== undefined) plan.broken.push([...path, propertyName]);
    else if (error.keyword === 'additionalProperties')
      add(plan.unknownKeys, path, String((error.params as { additionalProperty: string }).additionalProperty));
    else if (error.keyword === 'required')
      add(plan.missingKeys, path, String((error.params as { missingProperty: string }).missingProperty));
    else if (error.keyword !== 'if' && error.keyword !== 'propertyNames') plan.broken.push(path);
  }
  return plan;
}

/**
 * `data` changed until `validate` accepts it, or undefined when that would lose more than it may.
 * Lossless changes are made for any kind of document: an unknown key that is a misspelling of a
 * missing required key is renamed to it (`defintion:` read as `definition:`), other unknown keys
 * are dropped. Term documents may also lose content, which marks their section as damaged: a list
 * entry that fails its schema is dropped, and a section that cannot be read is replaced by an empty
 * placeholder (or left out when optional). Other kinds of document are cross-referenced as a whole
 * (term_order, crosswalk entries), where a dropped entry would cause false findings elsewhere.
 */
export function recoverDocument(
  kind: DocumentKind,
  data: unknown,
  validate: ValidateFunction,
  fallbackKey: string,
): Recovered | undefined {
  if (!isObject(data)) return undefined;
  const current: Json = structuredClone(data);
  const damaged = new Set<string>();
  for (let pass = 0; pass < maxPasses; pass++) {
    if (validate(current)) return { data: current, damaged };
    const plan = planFor(validate.errors ?? [], current);
    const lossy: Path[] = [...plan.broken];

    for (const { path, keys: missing } of plan.missingKeys.values()) {
      const object = nodeAt(current, path);
      if (!isObject(object)) continue;
      const unknown = plan.unknownKeys.get(JSON.stringify(path))?.keys ?? new Set<string>();
      for (const key of missing) {
        const misspelt = closestMatch(key, unknown);
        if (misspelt !== undefined) {
          object[key] = object[misspelt];
          delete object[misspelt];
          unknown.delete(misspelt);
        } else if (path.length === 0 && key === 'key' && kind === 'term') {
          object.key = fallbackKey;
        } else {
          lossy.push([...path, key]);
        }
      }
    }
    for (const { path, keys } of plan.unknownKeys.values()) {
      const object = nodeAt(current, path);
      if (isObject(object)) for (const key of keys) delete object[key];
    }

    if (lossy.length > 0 && kind !== 'term') return undefined;
    const removals = new Map<string, { list: unknown[]; indexes: Set<number> }>();
    for (const path of lossy) {
      const section = path[0];
      if (typeof section !== 'string') return undefined;
      damaged.add(section);
      // The deepest list entry on the path goes; without one, the whole section is replaced.
      const at = path.findLastIndex((segment) => typeof segment === 'number');
      if (at > 0) {
        const list = nodeAt(current, path.slice(0, at));
        if (!Array.isArray(list)) return undefined;
        const id = JSON.stringify(path.slice(0, at));
        const entry = removals.get(id) ?? { list, indexes: new Set<number>() };
        entry.indexes.add(path[at] as number);
        removals.set(id, entry);
      } else if (optionalTermSections.has(section)) {
        delete current[section];
      } else {
        const placeholder = termPlaceholders[section as keyof TermDocument];
        if (!placeholder) return undefined;
        Object.assign(current, { [section]: placeholder(fallbackKey) });
      }
    }
    for (const { list, indexes } of removals.values())
      for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
  }
  return undefined;
}
