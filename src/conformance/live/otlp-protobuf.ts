// OTLP trace messages in protobuf: requests decoded into the OTLP/JSON object form, responses and statuses encoded.
import protobuf from 'protobufjs/light.js';

/**
 * The messages an OTLP/HTTP trace receiver reads and writes, as a protobufjs JSON descriptor
 * written from the field numbers of opentelemetry-proto v1.10.0: opentelemetry/proto/trace/v1/
 * trace.proto, common/v1/common.proto, resource/v1/resource.proto,
 * collector/trace/v1/trace_service.proto; and `google.rpc.Status` from googleapis'
 * google/rpc/status.proto, the error body OTLP/HTTP specifies. Field names are the JSON names
 * (lowerCamelCase), so a decoded message converts straight to the OTLP/JSON form. Fields left
 * out (Resource.entity_refs, the profiles' `*_strindex` fields, google.rpc.Status.details) are
 * skipped by protobufjs as unknown fields.
 */
const descriptor: protobuf.INamespace = {
  nested: {
    ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
    ResourceSpans: {
      fields: {
        resource: { type: 'Resource', id: 1 },
        scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 },
        schemaUrl: { type: 'string', id: 3 },
      },
    },
    Resource: {
      fields: {
        attributes: { rule: 'repeated', type: 'KeyValue', id: 1 },
        droppedAttributesCount: { type: 'uint32', id: 2 },
      },
    },
    ScopeSpans: {
      fields: {
        scope: { type: 'InstrumentationScope', id: 1 },
        spans: { rule: 'repeated', type: 'Span', id: 2 },
        schemaUrl: { type: 'string', id: 3 },
      },
    },
    InstrumentationScope: {
      fields: {
        name: { type: 'string', id: 1 },
        version: { type: 'string', id: 2 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 3 },
        droppedAttributesCount: { type: 'uint32', id: 4 },
      },
    },
    Span: {
      fields: {
        traceId: { type: 'bytes', id: 1 },
        spanId: { type: 'bytes', id: 2 },
        traceState: { type: 'string', id: 3 },
        parentSpanId: { type: 'bytes', id: 4 },
        flags: { type: 'fixed32', id: 16 },
        name: { type: 'string', id: 5 },
        kind: { type: 'int32', id: 6 },
        startTimeUnixNano: { type: 'fixed64', id: 7 },
        endTimeUnixNano: { type: 'fixed64', id: 8 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 9 },
        droppedAttributesCount: { type: 'uint32', id: 10 },
        events: { rule: 'repeated', type: 'Event', id: 11 },
        droppedEventsCount: { type: 'uint32', id: 12 },
        links: { rule: 'repeated', type: 'Link', id: 13 },
        droppedLinksCount: { type: 'uint32', id: 14 },
        status: { type: 'Status', id: 15 },
      },
    },
    Event: {
      fields: {
        timeUnixNano: { type: 'fixed64', id: 1 },
        name: { type: 'string', id: 2 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 3 },
        droppedAttributesCount: { type: 'uint32', id: 4 },
      },
    },
    Link: {
      fields: {
        traceId: { type: 'bytes', id: 1 },
        spanId: { type: 'bytes', id: 2 },
        traceState: { type: 'string', id: 3 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 4 },
        droppedAttributesCount: { type: 'uint32', id: 5 },
        flags: { type: 'fixed32', id: 6 },
      },
    },
    // Span.Status: field 1 is reserved; the code is the StatusCode enum (0 unset, 1 ok, 2 error), kept numeric.
    Status: { fields: { message: { type: 'string', id: 2 }, code: { type: 'int32', id: 3 } } },
    KeyValue: { fields: { key: { type: 'string', id: 1 }, value: { type: 'AnyValue', id: 2 } } },
    AnyValue: {
      oneofs: {
        value: {
          oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'],
        },
      },
      fields: {
        stringValue: { type: 'string', id: 1 },
        boolValue: { type: 'bool', id: 2 },
        intValue: { type: 'int64', id: 3 },
        doubleValue: { type: 'double', id: 4 },
        arrayValue: { type: 'ArrayValue', id: 5 },
        kvlistValue: { type: 'KeyValueList', id: 6 },
        bytesValue: { type: 'bytes', id: 7 },
      },
    },
    ArrayValue: { fields: { values: { rule: 'repeated', type: 'AnyValue', id: 1 } } },
    KeyValueList: { fields: { values: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
    ExportTraceServiceResponse: { fields: { partialSuccess: { type: 'ExportTracePartialSuccess', id: 1 } } },
    ExportTracePartialSuccess: {
      fields: { rejectedSpans: { type: 'int64', id: 1 }, errorMessage: { type: 'string', id: 2 } },
    },
    // google.rpc.Status; its `details` (repeated google.protobuf.Any, field 3) are never sent.
    RpcStatus: { fields: { code: { type: 'int32', id: 1 }, message: { type: 'string', id: 2 } } },
  },
};

const root = protobuf.Root.fromJSON(descriptor);
const requestType = root.lookupType('ExportTraceServiceRequest');
const responseType = root.lookupType('ExportTraceServiceResponse');
const statusType = root.lookupType('RpcStatus');

/**
 * protobufjs's plain objects, with 64-bit integers as BigInt and bytes as Buffers; absent fields
 * stay absent. OTLP/JSON's spellings are set afterwards (jsonSpellings): converting there, rather
 * than with `longs: String, bytes: String`, halves the decoding time (long.js's toString and a
 * base64 round trip for every id).
 */
const plain: protobuf.IConversionOptions = { longs: BigInt };

/** An OTLP/JSON AnyValue as decoded: its 64-bit integer and its bytes still to be spelt as OTLP/JSON spells them. */
interface DecodedValue {
  intValue?: unknown;
  bytesValue?: unknown;
  arrayValue?: { values?: DecodedValue[] };
  kvlistValue?: { values?: DecodedAttribute[] };
}

interface DecodedAttribute {
  value?: DecodedValue;
}

interface DecodedSpan {
  traceId?: unknown;
  spanId?: unknown;
  parentSpanId?: unknown;
  startTimeUnixNano?: unknown;
  endTimeUnixNano?: unknown;
  attributes?: DecodedAttribute[];
  events?: { timeUnixNano?: unknown; attributes?: DecodedAttribute[] }[];
  links?: { traceId?: unknown; spanId?: unknown; attributes?: DecodedAttribute[] }[];
}

/** An OTLP/JSON ExportTraceServiceRequest, as far as the receiver looks into it. */
export interface OtlpTraceRequest {
  resourceSpans?: {
    resource?: { attributes?: DecodedAttribute[] };
    scopeSpans?: { scope?: { attributes?: DecodedAttribute[] }; spans?: DecodedSpan[] }[];
  }[];
}

/** Trace and span ids are lowercase hex in OTLP/JSON (not base64, as proto3's JSON mapping has it). */
const hex = (bytes: unknown) => (bytes instanceof Uint8Array ? Buffer.from(bytes).toString('hex') : bytes);
/** 64-bit integers are decimal strings in OTLP/JSON. */
const decimal = (value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Attribute values: ints as decimal strings, bytes in base64, arrays and kvlists all the way down. */
function spellValue(value: DecodedValue | undefined): void {
  if (!value) return;
  if (value.intValue !== undefined) value.intValue = decimal(value.intValue);
  if (value.bytesValue instanceof Uint8Array) value.bytesValue = Buffer.from(value.bytesValue).toString('base64');
  for (const item of value.arrayValue?.values ?? []) spellValue(item);
  for (const attribute of value.kvlistValue?.values ?? []) spellValue(attribute.value);
}

function spellAttributes(attributes: DecodedAttribute[] | undefined): void {
  if (attributes) for (const attribute of attributes) spellValue(attribute.value);
}

/** The decoded request in OTLP/JSON's spellings, in place. */
function jsonSpellings(request: OtlpTraceRequest): void {
  for (const resource of request.resourceSpans ?? []) {
    spellAttributes(resource.resource?.attributes);
    for (const scope of resource.scopeSpans ?? []) {
      spellAttributes(scope.scope?.attributes);
      for (const span of scope.spans ?? []) {
        if (span.traceId !== undefined) span.traceId = hex(span.traceId);
        if (span.spanId !== undefined) span.spanId = hex(span.spanId);
        if (span.parentSpanId !== undefined) span.parentSpanId = hex(span.parentSpanId);
        if (span.startTimeUnixNano !== undefined) span.startTimeUnixNano = decimal(span.startTimeUnixNano);
        if (span.endTimeUnixNano !== undefined) span.endTimeUnixNano = decimal(span.endTimeUnixNano);
        spellAttributes(span.attributes);
        for (const event of span.events ?? []) {
          if (event.timeUnixNano !== undefined) event.timeUnixNano = decimal(event.timeUnixNano);
          spellAttributes(event.attributes);
        }
        for (const link of span.links ?? []) {
          if (link.traceId !== undefined) link.traceId = hex(link.traceId);
          if (link.spanId !== undefined) link.spanId = hex(link.spanId);
          spellAttributes(link.attributes);
        }
      }
    }
  }
}

/**
 * Decodes the bytes of an ExportTraceServiceRequest into the object OTLP/JSON would have carried
 * (`resourceSpans[].scopeSpans[].spans[]` with hex ids, decimal nanosecond strings, numeric status
 * codes). Throws on bytes that are not such a message (truncated, a wrong wire type, nesting past
 * protobufjs's recursion limit of 100).
 */
export function decodeTraceRequest(bytes: Uint8Array): OtlpTraceRequest {
  const request = requestType.toObject(requestType.decode(bytes), plain) as OtlpTraceRequest;
  jsonSpellings(request);
  return request;
}

/** The spans a request carries, counted: what partialSuccess.rejectedSpans is out of. */
export function spanCount(request: OtlpTraceRequest): number {
  let count = 0;
  for (const resource of request.resourceSpans ?? [])
    for (const scope of resource.scopeSpans ?? []) count += scope.spans?.length ?? 0;
  return count;
}

/** What a receiver says about a request it took: how many of its spans it rejected, and why. */
export interface PartialSuccess {
  rejectedSpans: number;
  errorMessage: string;
}

/** An ExportTraceServiceResponse in protobuf; partialSuccess only when spans were rejected, as the spec asks. */
export function encodeTraceResponse(partial?: PartialSuccess): Uint8Array {
  const body = partial && partial.rejectedSpans > 0 ? { partialSuccess: partial } : {};
  return responseType.encode(responseType.fromObject(body)).finish();
}

/** A google.rpc.Status in protobuf: the body of an OTLP/HTTP error response. */
export function encodeRpcStatus(code: number, message: string): Uint8Array {
  return statusType.encode(statusType.fromObject({ code, message })).finish();
}
