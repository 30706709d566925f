// A crosswalk's wire selectors compiled once: where a record's term, id, state, time and references are.
import type { WireSelectorDocument, WireTimeFormat, WireTimeSelectorDocument } from '../../model/documents.js';
import { parseInstant } from '../event.js';

/** A record as selectors read it: its object, and (OTLP) its attributes by key. */
export interface RecordSource {
  readonly object: Readonly<Record<string, unknown>>;
  attribute(key: string): unknown;
}

/** Reads one value of a record as text, or undefined when the record has none there. */
export type Select = (source: RecordSource) => string | undefined;

/** Reads one time of a record in milliseconds since the epoch; NaN when it has none or it is not a time. */
export type SelectTime = (source: RecordSource) => number;

/** The value at a dotted path (`status.state`) of an object, or undefined; own members only. */
export function valueAt(object: unknown, path: readonly string[]): unknown {
  let value = object;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A scalar as the text a selector compares and reports; objects and arrays are not values. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
}

/** Compiles a selector: `field` (a dotted path), `attribute` or `const`, then `default` and the `values` table. */
export function compileSelector(selector: WireSelectorDocument): Select {
  const values = selector.values ? new Map(Object.entries(selector.values)) : undefined;
  const fallback = selector.default;
  let read: (source: RecordSource) => string | undefined;
  if (selector.const !== undefined) {
    const constant = selector.const;
    read = () => constant;
  } else if (selector.attribute !== undefined) {
    const key = selector.attribute;
    read = (source) => text(source.attribute(key));
  } else {
    const path = (selector.field ?? '').split('.');
    read =
      path.length === 1
        ? (source) => (Object.hasOwn(source.object, path[0]!) ? text(source.object[path[0]!]) : undefined)
        : (source) => text(valueAt(source.object, path));
  }
  return (source) => {
    // An empty string (OTLP's parentSpanId of a root span) is no value.
    const found = read(source);
    const value = found === undefined || found === '' ? fallback : found;
    return value === undefined ? undefined : (values?.get(value) ?? value);
  };
}

/** Milliseconds from a decimal count of nanoseconds, exact to the microsecond (a double holds only ~16 digits). */
function millisOfNanos(nanos: string): number {
  if (!/^\d{1,25}$/.test(nanos)) return Number.NaN;
  if (nanos.length <= 6) return Number(nanos) / 1e6;
  return Number(nanos.slice(0, -6)) + Number(nanos.slice(-6)) / 1e6;
}

const timeReaders: Record<WireTimeFormat, (value: string) => number> = {
  rfc3339: parseInstant,
  'unix-nano': millisOfNanos,
  'unix-milli': (value) => (/^\d{1,20}(\.\d+)?$/.test(value) ? Number(value) : Number.NaN),
};

/** Compiles a time selector: the value as its `format` writes a time (RFC 3339 by default). */
export function compileTimeSelector(selector: WireTimeSelectorDocument): SelectTime {
  const select = compileSelector(selector);
  const parse = timeReaders[selector.format ?? 'rfc3339'];
  return (source) => {
    const value = select(source);
    return value === undefined ? Number.NaN : parse(value);
  };
}
