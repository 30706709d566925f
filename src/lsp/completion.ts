// Completion in model files: keys from the schemas, and the names a value can take (terms, states, roles, codes).
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import { stringify } from 'yaml';
import type { Model } from '../model/model.js';
import type { ModelPath } from '../model/model-file.js';
import { matches, namingKeyAt, namingKeys, ownerTermOf, valueAt, type NamingKey } from '../link/naming-keys.js';
import type { SchemaName } from '../validate/schema-files.js';
import { schemaAt } from './schema-at.js';
import { yamlCursor, type YamlCursor } from './yaml-cursor.js';

const cardinalities = ['1', '0..1', '0..*', '1..*'];

interface Candidate {
  label: string;
  kind: CompletionItemKind;
  detail: string;
  documentation?: string;
  /** Shown before the others (the inverses that point back at the term being edited). */
  preferred?: boolean;
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const isString = (value: unknown): value is string => typeof value === 'string';

/** The value at `keys` inside `data`, or undefined when any step is missing. */
const field = (data: unknown, ...keys: ModelPath): unknown => valueAt(data, keys);

/** Whether `path` is one of `patterns` (dot-separated, `*` for any one key or index). */
const at = (path: ModelPath, ...patterns: string[]): boolean => patterns.some((pattern) => matches(pattern, path));

const candidates = (names: Iterable<string>, kind: CompletionItemKind, detail: string): Candidate[] =>
  [...new Set(names)].map((label) => ({ label, kind, detail }));

export interface CompletionInput {
  kind: SchemaName;
  text: string;
  /** 0-based. */
  line: number;
  character: number;
  model?: Model;
  lintCodes: readonly string[];
}

/** The names the model and the document being edited offer, each as completion candidates. */
class Names {
  constructor(
    private readonly input: CompletionInput,
    /** The data of the document being edited (the buffer, not the model, which may lag behind or fail to load). */
    private readonly data: unknown,
  ) {}

  terms(): Candidate[] {
    return [...(this.input.model?.terms.keys() ?? [])].map((key) => ({
      label: key,
      kind: CompletionItemKind.Class,
      detail: 'term',
      documentation: this.input.model?.terms.get(key)?.data.definition ?? '',
    }));
  }

  roles(): Candidate[] {
    return [...(this.input.model?.roles.values() ?? [])].map((role) => ({
      label: role.id,
      kind: CompletionItemKind.Constant,
      detail: 'authority role',
      documentation: role.data.description,
    }));
  }

  lintCodes(): Candidate[] {
    return candidates(this.input.lintCodes, CompletionItemKind.Value, 'lint code');
  }

  /** The states of a term of the model. */
  statesOf(term: unknown): Candidate[] {
    const states = isString(term) ? this.input.model?.terms.get(term)?.data.lifecycle?.states : undefined;
    return candidates(states ?? [], CompletionItemKind.EnumMember, `state of ${String(term)}`);
  }

  /** The states the edited document lists at `keys` (a term's own states, a native lifecycle's). */
  listed(detail: string, ...keys: ModelPath): Candidate[] {
    return candidates(stringsOf(field(this.data, ...keys)), CompletionItemKind.EnumMember, detail);
  }

  /** What can stand at a place that names something (see link/naming-keys.ts): a term, a role, a rule, ... */
  named(key: NamingKey, path: ModelPath): Candidate[] {
    const owner = key.owner && ownerTermOf(key.owner, this.data, path);
    switch (key.kind) {
      case 'term':
        return this.terms();
      case 'role':
        return this.roles();
      case 'rule':
        return candidates(this.input.model?.rules.keys() ?? [], CompletionItemKind.Reference, 'rule');
      case 'relationship':
        return this.inversesOn(owner, field(this.data, 'key'));
      case 'state': {
        // The document's own states are the ones it lists (the buffer, ahead of the model); another term's the model's.
        const listing = key.owner && 'document' in key.owner ? definingList(this.input.kind, 'state') : undefined;
        return listing ? this.listed(`state of ${String(owner)}`, ...listing) : this.statesOf(owner);
      }
    }
  }

  /** The relationships of `target` that can be the inverse of one of `self`'s: those leading back to `self` first. */
  inversesOn(target: unknown, self: unknown): Candidate[] {
    const relationships = isString(target) ? (this.input.model?.terms.get(target)?.relationships ?? []) : [];
    return relationships.map((relationship) => ({
      label: relationship.name,
      kind: CompletionItemKind.Field,
      detail: `relationship ${target as string}.${relationship.name} → ${relationship.target.key}`,
      preferred: relationship.target.key === self,
    }));
  }
}

/** Where a `kind` document lists the names it defines of `symbol` (`lifecycle.states` for a term's states). */
function definingList(kind: SchemaName, symbol: NamingKey['kind']): ModelPath | undefined {
  const definition = namingKeys[kind]?.find((key) => key.kind === symbol && key.definition && key.at.endsWith('.*'));
  return definition?.at.split('.').slice(0, -1);
}

/** What a value at `path` can be: names from the model where the value names something, else the schema's enum. */
function valueCandidates(input: CompletionInput, cursor: YamlCursor, names: Names): Candidate[] {
  const { path } = cursor;
  if (input.kind === 'rule-set' && at(path, 'rules.*.applies_to.*')) {
    // A term, or a section of every term the rule applies to.
    const sections = literalAlternatives(schemaAt('rule-set', path)?.pattern);
    return [...candidates(sections, CompletionItemKind.Keyword, 'term section'), ...names.terms()];
  }
  const named = namingKeyAt(input.kind, path);
  if (named && !named.definition) return names.named(named, path);
  // Names that are no symbol of the model: a crosswalk's native states, lint codes.
  if (
    input.kind === 'mapping' &&
    at(
      path,
      'native_lifecycles.*.initial',
      'native_lifecycles.*.terminal.*',
      'native_lifecycles.*.transitions.*.from',
      'native_lifecycles.*.transitions.*.to',
    )
  )
    return names.listed(`state of ${String(path[1])}`, 'native_lifecycles', path[1]!, 'states');
  if (at(path, 'rules.*.lint_codes.*') && input.kind === 'rule-set') return names.lintCodes();
  if (at(path, 'suppressions.*.code') && input.kind === 'lint-config') return names.lintCodes();
  const last = path.at(-1);
  if (last === 'cardinality' || last === 'inverse_cardinality')
    return candidates(cardinalities, CompletionItemKind.Value, 'cardinality');
  const allowed = schemaAt(input.kind, path)?.enum ?? [];
  return candidates(allowed.filter(isString), CompletionItemKind.EnumMember, String(last ?? 'value'));
}

/** The plain words a schema pattern such as `^(\*|fields|identity|[A-Z][a-z]*)$` allows. */
function literalAlternatives(pattern: string | undefined): string[] {
  const body = /^\^\((.*)\)\$$/.exec(pattern ?? '')?.[1] ?? '';
  return body
    .split('|')
    .map((alternative) => (alternative === '\\*' ? '*' : alternative))
    .filter((alternative) => /^(\*|[a-z_]+)$/.test(alternative));
}

/** What a key typed in the mapping at `path` can be: the names a map is keyed by, else the schema's properties. */
function keyCandidates(input: CompletionInput, cursor: YamlCursor, names: Names): Candidate[] {
  const { path, data } = cursor;
  const model = input.model;
  if (namingKeyAt(input.kind, [...path, '*'], true)?.kind === 'term') {
    // A state map maps a lifecycle's states: only terms with one are offered.
    const terms = names.terms();
    return at(path, 'state_maps') ? terms.filter((term) => model?.terms.get(term.label)?.data.lifecycle) : terms;
  }
  if (input.kind === 'mapping' && at(path, 'state_maps.*.states')) {
    const nativeTerm = field(data, 'terms', path[1]!, 'native_term');
    return isString(nativeTerm)
      ? names.listed(`state of ${nativeTerm}`, 'native_lifecycles', nativeTerm, 'states')
      : [];
  }
  if (input.kind === 'term' && at(path, 'mapping_hooks'))
    return candidates(model?.mappings.keys() ?? [], CompletionItemKind.Module, 'crosswalk');
  if (input.kind === 'lint-config' && (at(path, 'rules') || at(path, 'overrides.*.rules'))) return names.lintCodes();
  const properties = schemaAt(input.kind, path)?.properties ?? {};
  return Object.entries(properties).map(([name, schema]) => ({
    label: name,
    kind: CompletionItemKind.Property,
    detail: 'key',
    ...(schema.description ? { documentation: schema.description } : {}),
  }));
}

function offsetOf(text: string, line: number, character: number): number {
  let offset = 0;
  for (let row = 0; row < line; row++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + character, text.length);
}

function positionOf(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

/** What can be typed at a position of a model file (or of awm.config.yaml). */
export function completions(input: CompletionInput): CompletionItem[] {
  const offset = offsetOf(input.text, input.line, input.character);
  const lineBefore = input.text.slice(input.text.lastIndexOf('\n', offset - 1) + 1, offset);
  if (/#\s*awm-disable-next-line\b/.test(lineBefore))
    return input.lintCodes.map((label) => ({ label, kind: CompletionItemKind.Value, detail: 'lint code' }));
  const cursor = yamlCursor(input.text, offset);
  if (!cursor) return [];
  const names = new Names(input, cursor.data);
  // A list entry being started in a list of mappings (`- |` under fields:) is its first key.
  const startsEntry =
    cursor.role === 'value' && typeof cursor.path.at(-1) === 'number' && schemaAt(input.kind, cursor.path)?.properties;
  const asKey = cursor.role === 'key' || startsEntry;
  // What is written beside the cursor is not offered again: a mapping's other keys, a list's other
  // entries (the other terminal states, the other terms of term_order).
  const found = (asKey ? keyCandidates(input, cursor, names) : valueCandidates(input, cursor, names)).filter(
    (candidate) => startsEntry || !cursor.siblings.has(candidate.label),
  );
  const range = { start: positionOf(input.text, cursor.start), end: positionOf(input.text, cursor.end) };
  // A key already followed by its colon keeps it; a new key gets one.
  const colon = asKey && !/^\s*:/.test(input.text.slice(cursor.end)) ? ': ' : '';
  return found.map((candidate, index) => ({
    label: candidate.label,
    kind: candidate.kind,
    detail: candidate.detail,
    ...(candidate.documentation ? { documentation: candidate.documentation } : {}),
    // The order given here, the preferred first (clients sort by label otherwise).
    sortText: `${candidate.preferred ? 0 : 1}${String(index).padStart(5, '0')}`,
    textEdit: {
      range,
      newText: asKey || cursor.quoted ? `${candidate.label}${colon}` : plainOrQuoted(candidate.label),
    },
  }));
}

/** A value as YAML writes it: plain where it reads back as the same string (`Task`), quoted where not (`"1"`). */
const plainOrQuoted = (value: string): string => stringify(value).trimEnd();
