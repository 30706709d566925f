// The live benchmark's floor: a bare node:http server that reads each body and parses it (JSON or protobuf), no more.
// Usage: node live-floor.js; prints {"port": N} and serves until SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeTraceRequest } from '../../src/conformance/live/otlp-protobuf.js';

let parsed = 0;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    const protobuf = request.headers['content-type'] === 'application/x-protobuf';
    const document = protobuf ? decodeTraceRequest(body) : (JSON.parse(body.toString('utf8')) as object);
    if (document) parsed += 1;
    response.writeHead(200, { 'content-type': protobuf ? 'application/x-protobuf' : 'application/json' });
    response.end(protobuf ? '' : '{}');
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.stdout.write(`${JSON.stringify({ parsed })}\n`)));
