// The OTLP protobuf decoder against its oracle: the same spans sent by the SDK's JSON exporter decode to equal objects.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeTraceRequest } from '../src/conformance/live/otlp-protobuf.js';
import {
  agentAttributes,
  exportSpans,
  recordSpans,
  startSpan,
  toolAttributes,
  type OtlpEncoding,
} from './helpers/otel-genai.js';

/**
 * OTLP/JSON's equivalences, applied to both sides: a 64-bit integer may be a number or a decimal
 * string, and a field at its proto3 default (0, "", false, no elements) may be written or left out.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === 0 || member === '' || member === false || member === '0') continue;
    if (Array.isArray(member) && member.length === 0) continue;
    out[key] = key === 'intValue' ? String(member) : canonical(member);
  }
  return out;
}

/** A server that keeps the bodies posted to it (gunzipped), answering 200 with an empty response. */
async function captureServer(): Promise<{ url: string; bodies: Buffer[]; close(): Promise<void> }> {
  const bodies: Buffer[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      bodies.push(request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body);
      const json = request.headers['content-type'] === 'application/json';
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      response.end(json ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const spans = await recordSpans((tracer) => {
  const agent = startSpan(tracer, 'invoke_agent planner', 0, agentAttributes('agent-1', 'conv-1'));
  agent.setAttribute('app.turns', 3);
  agent.setAttribute('app.score', 0.75);
  agent.setAttribute('app.flags', [true, false]);
  agent.setAttribute('app.tags', ['a', 'b']);
  const tool = startSpan(tracer, 'execute_tool search', 5, toolAttributes('search'), agent);
  tool.addEvent('gen_ai.tool.message', { 'app.size': 12 }, new Date(Date.UTC(2026, 2, 1, 10, 0, 0, 7)));
  tool.setStatus({ code: 2, message: 'the tool timed out' });
  tool.end(Date.UTC(2026, 2, 1, 10, 0, 0, 9));
  agent.setStatus({ code: 1 });
  agent.end(Date.UTC(2026, 2, 1, 10, 0, 1));
});

async function exported(encoding: OtlpEncoding, compression: 'gzip' | 'none'): Promise<Buffer> {
  const server = await captureServer();
  try {
    const result = await exportSpans(spans, server.url, encoding, compression);
    assert.is(result.code, 0, result.error?.message);
    assert.is(server.bodies.length, 1);
    return server.bodies[0]!;
  } finally {
    await server.close();
  }
}

test("the protobuf exporter's request decodes to what the JSON exporter sends for the same spans", async () => {
  const json = JSON.parse((await exported('json', 'none')).toString('utf8')) as unknown;
  const decoded = decodeTraceRequest(await exported('protobuf', 'gzip'));
  assert.equal(canonical(decoded), canonical(json));
  // The forms C3 names: hex ids, decimal nanosecond strings, numeric status codes.
  const tool = decoded.resourceSpans![0]!.scopeSpans![0]!.spans!.find((span) => span.parentSpanId !== undefined) as
    Record<string, unknown> | undefined;
  assert.ok(tool, 'the tool span has a parent');
  assert.match(String(tool.spanId), /^[0-9a-f]{16}$/);
  assert.match(String(tool.traceId), /^[0-9a-f]{32}$/);
  assert.is(tool.startTimeUnixNano, `${Date.UTC(2026, 2, 1, 10, 0, 0, 5)}000000`);
  assert.equal(tool.status, { code: 2, message: 'the tool timed out' });
});

test('bytes that are not an ExportTraceServiceRequest are refused with a reason, not decoded', () => {
  // A length-delimited field 1 claiming 100 bytes with 2 present; then a wire type 7, which does not exist.
  assert.throws(() => decodeTraceRequest(Uint8Array.from([0x0a, 0x64, 0x01, 0x02])), /index out of range/);
  assert.throws(() => decodeTraceRequest(Uint8Array.from([0x0f])), /wire type/);
  // Attribute values nested 150 deep (kvlist in kvlist): refused at protobufjs's depth limit, not a stack overflow.
  let value = field(1, Buffer.from('leaf'));
  for (let depth = 0; depth < 150; depth++)
    value = field(6, field(1, Buffer.concat([field(1, Buffer.from('k')), field(2, value)])));
  const span = field(9, Buffer.concat([field(1, Buffer.from('deep')), field(2, value)]));
  assert.throws(() => decodeTraceRequest(field(1, field(2, field(2, span)))), /max depth exceeded/);
});

/** A length-delimited protobuf field (wire type 2): the test's own encoder, independent of protobufjs. */
function field(number: number, bytes: Buffer): Buffer {
  const length: number[] = [];
  for (let n = bytes.length; ; n >>>= 7) {
    if (n < 0x80) {
      length.push(n);
      break;
    }
    length.push((n & 0x7f) | 0x80);
  }
  return Buffer.concat([Buffer.from([(number << 3) | 2, ...length]), bytes]);
}

test.run();
