// awm conformance --listen through its door: a spawned receiver, real exporters, malformed requests, signals, coverage.
import { gzipSync } from 'node:zlib';
import { BinaryReader } from '@bufbuild/protobuf/wire';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace } from './helpers/cli.js';
import { jsonLines, post, startLiveReceiver } from './helpers/live-receiver.js';

/** A google.rpc.Status read with another library's wire reader: code (field 1) and message (field 2). */
function readStatus(bytes: Buffer): { code: number; message: string } {
  const reader = new BinaryReader(bytes);
  const status = { code: 0, message: '' };
  while (reader.pos < reader.len) {
    const [number, wireType] = reader.tag();
    if (number === 1) status.code = reader.int32();
    else if (number === 2) status.message = reader.string();
    else reader.skip(wireType);
  }
  return status;
}

const json = { 'content-type': 'application/json' };
const operation = { key: 'gen_ai.operation.name', value: { stringValue: 'invoke_agent' } };
const protobuf = { 'content-type': 'application/x-protobuf' };
const maxBody = 64 * 1024;

test('malformed requests get the OTLP/HTTP status and a Status body, and the receiver keeps serving', async () => {
  const receiver = await startLiveReceiver(['--system', 'otel-genai', '--max-body-bytes', String(maxBody)]);
  const traces = `${receiver.url}/v1/traces`;
  try {
    const badJson = await post(traces, { headers: json, body: '{"resourceSpans": [' });
    assert.is(badJson.status, 400);
    assert.is(badJson.headers['content-type'], 'application/json');
    const badJsonStatus = JSON.parse(badJson.body.toString('utf8')) as { code: number; message: string };
    assert.is(badJsonStatus.code, 3);
    assert.match(badJsonStatus.message, /^not JSON: /);

    // Field 1 (resource_spans) claims 100 bytes and has 2.
    const badProtobuf = await post(traces, { headers: protobuf, body: Buffer.from([0x0a, 0x64, 0x01, 0x02]) });
    assert.is(badProtobuf.status, 400);
    assert.is(badProtobuf.headers['content-type'], 'application/x-protobuf');
    const protobufStatus = readStatus(badProtobuf.body);
    assert.is(protobufStatus.code, 3);
    assert.match(protobufStatus.message, /^not an ExportTraceServiceRequest: /);

    const wrongType = await post(traces, { headers: { 'content-type': 'text/plain' }, body: '{}' });
    assert.is(wrongType.status, 415);
    const wrongEncoding = await post(traces, { headers: { ...json, 'content-encoding': 'br' }, body: '{}' });
    assert.is(wrongEncoding.status, 415);

    const oversize = await post(traces, { headers: json, body: Buffer.alloc(maxBody + 1, 0x20) });
    assert.is(oversize.status, 413);
    const oversizeChunked = await post(traces, { headers: json, body: Buffer.alloc(maxBody * 2, 0x20), chunked: true });
    assert.is(oversizeChunked.status, 413);
    // 16 MiB of spaces in about 16 KiB of gzip: refused once the output passes the limit.
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20));
    assert.ok(bomb.length < maxBody, `the bomb is ${bomb.length} bytes compressed`);
    const bombed = await post(traces, { headers: { ...json, 'content-encoding': 'gzip' }, body: bomb });
    assert.is(bombed.status, 413);
    assert.match(JSON.parse(bombed.body.toString('utf8')).message, /decompressed body is over the limit/);
    const brokenGzip = await post(traces, { headers: { ...json, 'content-encoding': 'gzip' }, body: 'not gzip' });
    assert.is(brokenGzip.status, 400);

    const wrongMethod = await post(traces, { method: 'GET' });
    assert.is(wrongMethod.status, 405);
    assert.is(wrongMethod.headers.allow, 'POST');
    const unknownPath = await post(`${receiver.url}/v1/metrics`, { headers: json, body: '{}' });
    assert.is(unknownPath.status, 404);

    // A span without an id is refused alone: the request is taken, its response says so (partialSuccess).
    const noId = {
      resourceSpans: [{ scopeSpans: [{ spans: [{ name: 'x', attributes: [operation], startTimeUnixNano: '1' }] }] }],
    };
    const partial = await post(traces, { headers: json, body: JSON.stringify(noId) });
    assert.is(partial.status, 200);
    assert.equal(JSON.parse(partial.body.toString('utf8')).partialSuccess.rejectedSpans, '1');

    const fine = await post(traces, { headers: { ...json, 'content-encoding': 'gzip' }, body: gzipSync('{}') });
    assert.is(fine.status, 200);
    assert.equal(JSON.parse(fine.body.toString('utf8')), {});
  } finally {
    const result = await receiver.stop();
    assert.is(result.status, 1, result.stderr);
    assert.not.ok(hasStackTrace(result.stderr), result.stderr);
    const lines = jsonLines(result.stdout);
    const refused = lines.filter((line) => line.code === 'REFUSED_REQUEST');
    // Requests 1-8 lost their bodies; 9 and 10 were for no endpoint of ours; 11 had a span without an id; 12
    // was fine (an empty request).
    assert.equal(
      refused.map((line) => line.request),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    assert.equal(lines.find((line) => line.code === 'MALFORMED_EVENT')?.request, 11);
    assert.equal(lines.find((line) => 'summary' in line)?.summary, {
      requests: 12,
      events: 1,
      findings: 9,
      errors: 9,
      warnings: 0,
    });
    assert.ok(lines.some((line) => 'coverage' in line));
  }
});

test('--duration stops the receiver by itself, with the totals and the coverage report', async () => {
  const receiver = await startLiveReceiver([
    '--system',
    'otel-genai',
    '--duration',
    '0.5',
    '--coverage-format',
    'markdown',
  ]);
  const result = await receiver.process.exited;
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /"summary":\{"requests":0,/);
  assert.match(result.stdout, /^# Coverage$/m);
  assert.match(result.stdout, /^## AWM$/m);
});

test('a port in use and a malformed --listen are usage errors, not stack traces', async () => {
  const receiver = await startLiveReceiver(['--system', 'otel-genai']);
  try {
    const port = new URL(receiver.url).port;
    const { runAwm } = await import('./helpers/cli.js');
    const taken = runAwm(['conformance', '--listen', `127.0.0.1:${port}`, '--system', 'otel-genai'], process.cwd());
    assert.is(taken.status, 2);
    assert.match(taken.stderr, /already in use/);
    const malformed = runAwm(['conformance', '--listen', 'localhost:99999'], process.cwd());
    assert.is(malformed.status, 2);
    assert.match(malformed.stderr, /--listen takes \[host\]:port/);
    const both = runAwm(['conformance', 'trace.jsonl', '--listen'], process.cwd());
    assert.is(both.status, 2);
    const noSystem = runAwm(['conformance', '--listen', ':0'], process.cwd());
    assert.is(noSystem.status, 2);
    assert.match(noSystem.stderr, /give --system \(.*otel-genai/);
    assert.not.ok(hasStackTrace(taken.stderr + malformed.stderr + both.stderr + noSystem.stderr));
  } finally {
    await receiver.stop();
  }
});

test.run();
