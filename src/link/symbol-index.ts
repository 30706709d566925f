// Every name the model defines (terms, relationships, states, roles, rules) and every place that names it, by file.
import path from 'node:path';
import type { FileRange } from '../diagnostics/diagnostic.js';
import { classifyModelFiles } from '../load/discover.js';
import type { DocumentKind } from '../model/documents.js';
import type { ModelPath, ModelFile } from '../model/model-file.js';

/** What a name names. Relationships are `Term.name`, states `Term#state`; the others their own name. */
export type SymbolKind = 'term' | 'relationship' | 'state' | 'role' | 'rule';

export interface Occurrence {
  kind: SymbolKind;
  /** The symbol's full name: `Task`, `Task.work_session`, `Task#ready`, `work-session-coordinator`. */
  name: string;
  /** The name as written at this place (`work_session`, `ready`). */
  text: string;
  source: ModelFile;
  path: ModelPath;
  /** The name is a mapping key (`terms: {Task: ...}` in a crosswalk) rather than a value. */
  atKey: boolean;
  definition: boolean;
  range: FileRange;
}

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Collects the occurrences of one file as its data is walked. */
class Collector {
  readonly found: Occurrence[] = [];
  constructor(readonly source: ModelFile) {}

  add(kind: SymbolKind, name: string, text: unknown, path: ModelPath, definition = false, atKey = false): void {
    if (!isName(text)) return;
    const range = atKey ? this.source.locateKey(path) : this.source.locate(path);
    this.found.push({ kind, name, text, source: this.source, path, atKey, definition, range });
  }
}

function termOccurrences(data: Data, add: Collector['add']): void {
  const key = data.key;
  if (!isName(key)) return;
  const self = (kind: SymbolKind, suffix: string) =>
    kind === 'relationship' ? `${key}.${suffix}` : `${key}#${suffix}`;
  add('term', key, key, ['key'], true);
  if (isObject(data.authority)) add('role', String(data.authority.owner), data.authority.owner, ['authority', 'owner']);
  if (isObject(data.parent)) {
    const parent = data.parent;
    add('term', String(parent.term), parent.term, ['parent', 'term']);
    add('relationship', `${String(parent.term)}.${String(parent.inverse)}`, parent.inverse, ['parent', 'inverse']);
  }
  asList(data.relationships).forEach((relationship, index) => {
    if (!isObject(relationship)) return;
    const at = ['relationships', index];
    add('relationship', self('relationship', String(relationship.name)), relationship.name, [...at, 'name'], true);
    add('term', String(relationship.target), relationship.target, [...at, 'target']);
    const inverse = `${String(relationship.target)}.${String(relationship.inverse)}`;
    add('relationship', inverse, relationship.inverse, [...at, 'inverse']);
  });
  const lifecycle = data.lifecycle;
  if (isObject(lifecycle)) {
    const state = (value: unknown, at: ModelPath, definition = false) =>
      add('state', self('state', String(value)), value, ['lifecycle', ...at], definition);
    for (const [index, value] of asList(lifecycle.states).entries()) state(value, ['states', index], true);
    state(lifecycle.initial, ['initial']);
    for (const [index, value] of asList(lifecycle.terminal).entries()) state(value, ['terminal', index]);
    asList(lifecycle.transitions).forEach((transition, index) => {
      if (!isObject(transition)) return;
      state(transition.from, ['transitions', index, 'from']);
      state(transition.to, ['transitions', index, 'to']);
    });
  }
  asList(data.non_synonyms).forEach((entry, index) => {
    if (isObject(entry)) add('term', String(entry.term), entry.term, ['non_synonyms', index, 'term']);
  });
}

function mappingOccurrences(data: Data, add: Collector['add']): void {
  if (isObject(data.terms))
    for (const key of Object.keys(data.terms)) add('term', key, key, ['terms', key], false, true);
  if (isObject(data.state_maps)) {
    for (const [key, map] of Object.entries(data.state_maps)) {
      add('term', key, key, ['state_maps', key], false, true);
      if (!isObject(map) || !isObject(map.states)) continue;
      for (const [native, entry] of Object.entries(map.states)) {
        if (isObject(entry))
          add('state', `${key}#${String(entry.awm_state)}`, entry.awm_state, [
            'state_maps',
            key,
            'states',
            native,
            'awm_state',
          ]);
      }
    }
  }
  for (const list of ['false_friends', 'compatibility_field_mappings'] as const)
    asList(data[list]).forEach((entry, index) => {
      if (isObject(entry)) add('term', String(entry.term), entry.term, [list, index, 'term']);
    });
}

const cache = new WeakMap<ModelFile, Occurrence[]>();

/**
 * The occurrences of names in one model file, read from its positioned YAML (so a file with
 * schema errors still has them). Computed once per file version.
 */
export function fileOccurrences(kind: DocumentKind, source: ModelFile): Occurrence[] {
  const cached = cache.get(source);
  if (cached) return cached;
  const collector = new Collector(source);
  const add = collector.add.bind(collector);
  let data: unknown;
  try {
    data = source.document.toJS({ maxAliasCount: 100 });
  } catch {
    // Aliases past the limit: the loader reports them; there is nothing to navigate.
  }
  if (isObject(data)) {
    switch (kind) {
      case 'term':
        termOccurrences(data, add);
        break;
      case 'model':
        for (const [index, key] of asList(data.term_order).entries())
          add('term', String(key), key, ['term_order', index]);
        break;
      case 'authority-roles':
        asList(data.authority_roles).forEach((role, index) => {
          if (isObject(role)) add('role', String(role.id), role.id, ['authority_roles', index, 'id'], true);
        });
        break;
      case 'rule-set':
        asList(data.rules).forEach((rule, index) => {
          if (!isObject(rule)) return;
          add('rule', String(rule.id), rule.id, ['rules', index, 'id'], true);
          asList(rule.applies_to).forEach((entry, at) => {
            if (isName(entry) && /^[A-Z]/.test(entry)) add('term', entry, entry, ['rules', index, 'applies_to', at]);
          });
        });
        break;
      case 'mapping':
        mappingOccurrences(data, add);
        break;
    }
  }
  cache.set(source, collector.found);
  return collector.found;
}

/** The kind of model document a file is, from where it lies in the model directory. */
export function documentKindOf(modelDir: string, absolutePath: string): DocumentKind | undefined {
  const relative = path.relative(modelDir, absolutePath).split(path.sep).join('/');
  return classifyModelFiles([relative]).files[0]?.kind;
}

/** The names of a whole model: every file's occurrences, and lookups by position and by symbol. */
export class SymbolIndex {
  constructor(
    readonly modelDir: string,
    readonly files: readonly ModelFile[],
  ) {}

  of(source: ModelFile): Occurrence[] {
    const kind = documentKindOf(this.modelDir, source.absolutePath);
    return kind ? fileOccurrences(kind, source) : [];
  }

  /** The occurrence at a 1-based line and column of a file. */
  at(source: ModelFile, line: number, column: number): Occurrence | undefined {
    return this.of(source).find((o) => contains(o.range, line, column));
  }

  /** Every definition of the model (terms, relationships, states, roles, rules), file by file. */
  definitions(): Occurrence[] {
    return this.files.flatMap((source) => this.of(source).filter((o) => o.definition));
  }

  /** Every occurrence of the symbol, definitions first. */
  occurrencesOf(kind: SymbolKind, name: string): Occurrence[] {
    const all = this.files.flatMap((source) => this.of(source)).filter((o) => o.kind === kind && o.name === name);
    return [...all.filter((o) => o.definition), ...all.filter((o) => !o.definition)];
  }
}

/** Whether a range holds a position; the position just after the range's end counts (the cursor after a word). */
export function contains(range: FileRange, line: number, column: number): boolean {
  if (line < range.line || line > range.endLine) return false;
  if (line === range.line && column < range.column) return false;
  if (line === range.endLine && column > range.endColumn) return false;
  return true;
}
