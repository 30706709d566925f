// Completion in model files: keys from the schemas, and the names a value can take (terms, states, roles, cardinalities, lint codes).
import { readFileSync } from 'node:fs';
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { DocumentKind } from '../model/documents.js';
import type { Model } from '../model/model.js';
import { packagePath } from '../package-root.js';
import { schemaFiles } from '../validate/schema-files.js';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  description?: string;
};

const schemas = new Map<string, Record<string, unknown>>();
function schemaFile(file: string): Record<string, unknown> {
  let schema = schemas.get(file);
  if (!schema) {
    schema = JSON.parse(readFileSync(packagePath('schemas', file), 'utf8')) as Record<string, unknown>;
    schemas.set(file, schema);
  }
  return schema;
}

/** Follows `$ref`s (`#/$defs/x` in the same file, `common.schema.json#/$defs/y` in another). */
function resolve(schema: Schema | undefined, file: string): { schema: Schema | undefined; file: string } {
  let current = schema;
  let inFile = file;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const [target, pointer = ''] = current.$ref.split('#');
    if (target) inFile = target;
    let node: unknown = schemaFile(inFile);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
    current = node as Schema | undefined;
  }
  return { schema: current, file: inFile };
}

/** The schema of the node at `path` (keys, and `*` for list entries) in a document of `kind`. */
function schemaAt(kind: DocumentKind, path: readonly string[]): Schema | undefined {
  let file = schemaFiles[kind];
  let { schema } = resolve(schemaFile(file) as Schema, file);
  for (const segment of path) {
    const next = segment === '*' ? schema?.items : schema?.properties?.[segment];
    ({ schema, file } = resolve(next, file));
  }
  return schema;
}

const cardinalities = ['1', '0..1', '0..*', '1..*'];

interface Line {
  indent: number;
  text: string;
}

/**
 * The keys (and `*` for list entries) leading to the mapping that line `row` sits in, found by
 * walking up to lines of smaller indentation. Block style only, which is how model files are written.
 */
function keyPath(lines: readonly string[], row: number, indent: number): string[] {
  const path: string[] = [];
  let limit = indent;
  for (let r = row - 1; r >= 0 && limit > 0; r--) {
    const line = lines[r] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const current: Line = { indent: /^ */.exec(line)![0].length, text: line.trim() };
    const item = /^-\s*/.exec(current.text);
    // A list entry's own keys sit two columns right of its dash.
    const itemIndent = item ? current.indent + item[0].length : current.indent;
    if (item && itemIndent <= limit && current.indent < limit) {
      path.unshift('*');
      limit = current.indent;
      const key = /^([\w-]+):\s*$/.exec(current.text.slice(item[0].length));
      if (key) path.splice(1, 0, key[1]!);
      continue;
    }
    if (current.indent < limit) {
      const key = /^([\w-]+):\s*$/.exec(current.text);
      if (key) path.unshift(key[1]!);
      limit = current.indent;
    }
  }
  return path;
}

/** The term a line of a crosswalk's state map belongs to: the nearest `  Key:` under `state_maps:` above it. */
function enclosingKey(lines: readonly string[], row: number, indent: number): string | undefined {
  for (let r = row; r >= 0; r--) {
    const match = new RegExp(`^ {${indent}}([A-Z][A-Za-z0-9]*):`).exec(lines[r] ?? '');
    if (match) return match[1];
  }
  return undefined;
}

/** The keys already written in the mapping that line `row` belongs to, whose keys start at `column`. */
function siblingKeys(lines: readonly string[], row: number, column: number, startsItem: boolean): Set<string> {
  const keys = new Set<string>();
  const keyAt = new RegExp(`^ {${column}}([a-z_]+):`);
  const itemStart = new RegExp(`^ {${Math.max(0, column - 2)}}- ([a-z_]+):`);
  // A line that opens a list entry has no siblings above it.
  for (const step of startsItem ? [1] : [-1, 1]) {
    for (let r = row + step; r >= 0 && r < lines.length; r += step) {
      const line = lines[r]!;
      if (line.trim() === '' || line.trim().startsWith('#')) continue;
      const indent = /^ */.exec(line)![0].length;
      const item = column >= 2 ? itemStart.exec(line) : null;
      if (item) {
        if (step < 0) keys.add(item[1]!);
        break;
      }
      if (indent < column) break;
      const key = keyAt.exec(line);
      if (key) keys.add(key[1]!);
    }
  }
  return keys;
}

const items = (names: Iterable<string>, kind: CompletionItemKind, detail: string): CompletionItem[] =>
  [...names].map((label) => ({ label, kind, detail }));

export interface CompletionInput {
  kind: DocumentKind;
  text: string;
  /** 0-based. */
  line: number;
  character: number;
  model?: Model;
  lintCodes: readonly string[];
  /** The key of the term whose file this is (a term document), when known. */
  termKey?: string;
}

/** What can be typed at a position of a model file. */
export function completions(input: CompletionInput): CompletionItem[] {
  const lines = input.text.split('\n');
  const before = (lines[input.line] ?? '').slice(0, input.character);
  const model = input.model;
  const terms = () => items(model?.terms.keys() ?? [], CompletionItemKind.Class, 'term');
  const roles = () => items(model?.roles.keys() ?? [], CompletionItemKind.Constant, 'authority role');
  const statesOf = (key: string | undefined) =>
    items(model?.terms.get(key ?? '')?.data.lifecycle?.states ?? [], CompletionItemKind.EnumMember, `state of ${key}`);

  if (/#\s*awm-disable-next-line\b/.test(before)) return items(input.lintCodes, CompletionItemKind.Value, 'lint code');

  const indent = /^ */.exec(lines[input.line] ?? '')![0].length;
  const value = /(?:^|[\s{,[-])([a-z_]+):\s*(?:\[[^\]]*?)?["']?[\w.*-]*$/.exec(before);
  const listEntry = /^\s*-\s*["']?[\w.*-]*$/.test(before);
  const key = value?.[1] ?? (listEntry ? keyPath(lines, input.line, indent + 1).findLast((k) => k !== '*') : undefined);
  if (value || listEntry) {
    const stateTerm =
      input.kind === 'mapping'
        ? enclosingKey(lines, input.line, 2)
        : (input.termKey ?? model?.terms.keys().next().value);
    switch (key) {
      case 'target':
      case 'term':
      case 'term_order':
      case 'applies_to':
        return terms();
      case 'owner':
        return roles();
      case 'from':
      case 'to':
      case 'initial':
      case 'terminal':
      case 'awm_state':
        return statesOf(stateTerm);
      case 'cardinality':
      case 'inverse_cardinality':
        return items(cardinalities, CompletionItemKind.Value, 'cardinality');
    }
    if (!value || key === undefined) return [];
    const path = [...keyPath(lines, input.line, indent), key];
    const allowed = schemaAt(input.kind, path)?.enum;
    return allowed ? items(allowed.map(String), CompletionItemKind.EnumMember, key) : [];
  }

  // A key of the mapping being written: the schema's properties there, less those already present.
  const keyStart = /^(\s*)(-\s+)?([a-z_]*)$/.exec(before);
  if (!keyStart) return [];
  const column = keyStart[1]!.length + (keyStart[2]?.length ?? 0);
  const path = [...keyPath(lines, input.line, column), ...(keyStart[2] ? ['*'] : [])];
  const properties = schemaAt(input.kind, path)?.properties ?? {};
  const present = siblingKeys(lines, input.line, column, keyStart[2] !== undefined);
  return Object.entries(properties)
    .filter(([name]) => !present.has(name))
    .map(([name, schema]) => ({
      label: name,
      kind: CompletionItemKind.Property,
      ...(schema.description ? { documentation: schema.description } : {}),
      insertText: `${name}: `,
    }));
}
