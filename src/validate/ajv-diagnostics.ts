// Turns Ajv errors into diagnostics a spec author understands, located at the offending YAML node.
import type { ErrorObject } from 'ajv';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { closestMatch, didYouMean } from '../diagnostics/suggest.js';
import { formatPath, type ModelPath, type ModelFile } from '../model/model-file.js';
import { correctionFix, withFixes } from '../load/text-edits.js';

interface SchemaLike {
  description?: string;
  properties?: Record<string, unknown>;
  enum?: unknown[];
}

/** Splits an Ajv instance path (a JSON Pointer) into keys, with numbers where the data is a list. */
export function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  if (pointer === '') return [];
  const path: (string | number)[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    path.push(segment);
    node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined;
  }
  return path;
}

/** How YAML authors name JSON types. */
const typeNames: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  integer: 'an integer',
  number: 'a number',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `"${value}"`;
  return `the ${typeof value} ${String(value)}`;
}

function subject(path: ModelPath): string {
  return path.length === 0 ? 'the document' : `"${formatPath(path)}"`;
}

function listOf(values: readonly unknown[]): string {
  return values.map((v) => String(v)).join(', ');
}

interface Located {
  path: ModelPath;
  detail: string;
  /** Locate the key that introduces the path rather than its value. */
  atKey?: boolean;
  /** A misspelling and the name it was probably meant to be, for a "did you mean" fix. */
  correction?: { from: string; to: string };
}

/** Phrases one Ajv error; undefined for errors that only summarise others (`if`, `propertyNames`). */
function explain(error: ErrorObject, data: unknown): Located | undefined {
  const path = pointerToPath(error.instancePath, data);
  const schema = (error.parentSchema ?? {}) as SchemaLike;
  const params = error.params as Record<string, unknown>;
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (propertyName !== undefined) {
    const what = schema.description ?? `a name matching ${String(params.pattern ?? '')}`;
    return {
      path: [...path, propertyName],
      atKey: true,
      detail: `key "${propertyName}" in ${subject(path)} must be ${what}`,
    };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys(schema.properties ?? {});
      const to = closestMatch(key, known);
      return {
        path: [...path, key],
        atKey: true,
        detail: `unknown key "${key}"${didYouMean(key, known)}`,
        ...(to === undefined ? {} : { correction: { from: key, to } }),
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      const where = path.length === 0 ? '' : ` in ${subject(path)}`;
      return { path, atKey: true, detail: `missing required key "${key}"${where}` };
    }
    case 'dependentRequired':
      return {
        path,
        atKey: true,
        detail: `${subject(path)} has "${String(params.property)}" but is missing "${String(params.missingProperty)}"`,
      };
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' or ');
      const hint =
        (typeof error.data === 'number' || typeof error.data === 'boolean') && String(params.type).includes('string')
          ? ` (quote it: "${String(error.data)}")`
          : '';
      return { path, detail: `${subject(path)} must be ${expected}, got ${describeValue(error.data)}${hint}` };
    }
    case 'enum': {
      const allowed = schema.enum ?? (params.allowedValues as unknown[]) ?? [];
      const suggestion = typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : '';
      const to = typeof error.data === 'string' ? closestMatch(error.data, allowed.map(String)) : undefined;
      return {
        path,
        detail: `${subject(path)} must be one of ${listOf(allowed)}; got ${describeValue(error.data)}${suggestion}`,
        ...(to === undefined ? {} : { correction: { from: String(error.data), to } }),
      };
    }
    case 'const':
      return {
        path,
        detail: `${subject(path)} must be ${describeValue(params.allowedValue)}, got ${describeValue(error.data)}`,
      };
    case 'pattern':
    case 'format':
      return {
        path,
        detail:
          `${subject(path)} must be ${schema.description ?? `a value matching ${patternOrFormat(params)}`}; ` +
          `got ${describeValue(error.data)}`,
      };
    case 'minLength':
      return { path, detail: `${subject(path)} must not be empty` };
    case 'minItems':
      return {
        path,
        detail:
          `${subject(path)} must list at least ${String(params.limit)} ` +
          `${params.limit === 1 ? 'entry' : 'entries'}`,
      };
    case 'uniqueItems': {
      const later = Math.max(Number(params.i), Number(params.j));
      const item = Array.isArray(error.data) ? error.data[later] : undefined;
      return { path: [...path, later], detail: `${subject(path)} lists ${describeValue(item)} more than once` };
    }
    case 'if':
    case 'propertyNames':
      return undefined;
    default:
      return { path, detail: `${subject(path)} ${error.message ?? 'is invalid'}` };
  }
}

/** Diagnostics for one document's Ajv errors, de-duplicated, in document order. */
export function schemaDiagnostics(
  errors: readonly ErrorObject[],
  source: ModelFile,
  data: unknown,
  term?: string,
): Diagnostic[] {
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of errors) {
    const located = explain(error, data);
    if (!located) continue;
    const range = located.atKey ? source.locateKey(located.path) : source.locate(located.path);
    const identity = `${range.line}:${range.column}:${located.detail}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const target = {
      ...source.fileName,
      range,
      path: formatPath(located.path),
      ...(term === undefined ? {} : { term }),
    };
    const { correction } = located;
    diagnostics.push(
      withFixes(
        createDiagnostic('SCHEMA_VIOLATION', target, { detail: located.detail }),
        correction &&
          correctionFix(source, located.path, correction.from, [correction.to], located.atKey ? 'key' : 'value'),
      ),
    );
  }
  return diagnostics;
}

/** The pattern or format a string failed, as a failed pattern or format error's params name it. */
function patternOrFormat(params: Record<string, unknown>): string {
  return String(params.pattern ?? params.format);
}
