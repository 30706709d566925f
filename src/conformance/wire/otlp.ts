// The OTLP/JSON reader: an ExportTraceServiceRequest's spans as native records, per the crosswalk's otlp record kinds.
import type { RecordSource } from './selector.js';
import type { RecordKind } from './record-kinds.js';
import type { LabelledRecord, WireDocumentRead } from './read-result.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An OTLP AnyValue as text: a string, an int (a decimal string in OTLP/JSON, a number from some
 * encoders), a bool or a double; arrays, kvlists and bytes are no scalar, so no value.
 */
function anyValue(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return value.intValue;
  if ('boolValue' in value) return value.boolValue;
  if ('doubleValue' in value) return value.doubleValue;
  return undefined;
}

/** A span as selectors read it: its members, and its attributes (`[{key, value: {stringValue}}]`) by key. */
class SpanSource implements RecordSource {
  constructor(readonly object: Record<string, unknown>) {}

  attribute(key: string): unknown {
    const attributes = this.object.attributes;
    if (!Array.isArray(attributes)) return undefined;
    for (const attribute of attributes)
      if (isObject(attribute) && attribute.key === key) return anyValue(attribute.value);
    return undefined;
  }
}

/** `resourceSpans[0].scopeSpans[1].spans[2]`: where a malformed member is. */
const at = (r: number, s?: number, p?: number) =>
  `resourceSpans[${r}]${s === undefined ? '' : `.scopeSpans[${s}]`}${p === undefined ? '' : `.spans[${p}]`}`;

/**
 * Reads an ExportTraceServiceRequest in its OTLP/JSON object form (as the Collector's file
 * exporter writes it, or as awm's receiver decodes protobuf into): every span, through the first
 * record kind that gives it a term (a span without `gen_ai.operation.name` is no GenAI record).
 */
export function readOtlpRequest(request: unknown, kinds: readonly RecordKind[]): WireDocumentRead {
  if (!isObject(request) || !Array.isArray(request.resourceSpans))
    return { problem: 'not an OTLP ExportTraceServiceRequest: no "resourceSpans" array', records: [] };
  const records: LabelledRecord[] = [];
  const problem = (where: string, what: string) => ({ problem: `${where} ${what}`, records: [] });
  for (const [r, resourceSpans] of request.resourceSpans.entries()) {
    if (!isObject(resourceSpans)) return problem(at(r), 'is not an object');
    const scopes = resourceSpans.scopeSpans ?? [];
    if (!Array.isArray(scopes)) return problem(at(r), 'has a "scopeSpans" that is not an array');
    for (const [s, scopeSpans] of scopes.entries()) {
      if (!isObject(scopeSpans)) return problem(at(r, s), 'is not an object');
      const spans = scopeSpans.spans ?? [];
      if (!Array.isArray(spans)) return problem(at(r, s), 'has a "spans" that is not an array');
      for (const [p, span] of spans.entries()) {
        if (!isObject(span)) return problem(at(r, s, p), 'is not an object');
        const source = new SpanSource(span);
        const label = `span ${typeof span.spanId === 'string' ? span.spanId : at(r, s, p)}`;
        for (const kind of kinds) {
          if (!kind.matches(source)) continue;
          const read = kind.read(source);
          if (read === undefined) continue;
          records.push({ read, label });
          break;
        }
      }
    }
  }
  return { records };
}
