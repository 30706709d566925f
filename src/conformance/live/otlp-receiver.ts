// The live receiver: OTLP/HTTP traces (JSON or protobuf) and A2A push notifications, on node:http.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeTraceRequest,
  encodeRpcStatus,
  encodeTraceResponse,
  type OtlpTraceRequest,
  type PartialSuccess,
} from './otlp-protobuf.js';
import { a2aPushPath, tracesPath } from './endpoints.js';
import { readBody } from './request-body.js';

/** What the receiver knows of a request when it hands its body on: its number in arrival order, path and encoding. */
export interface ReceivedRequest {
  number: number;
  path: string;
  encoding: 'json' | 'protobuf';
}

/** What a request was refused for, before its body reached a handler. */
export interface RefusedRequest {
  number: number;
  method: string;
  path: string;
  status: number;
  message: string;
  /** Whether traffic meant for the checker was lost (a body refused), not a request for no endpoint of ours. */
  lost: boolean;
}

export interface ReceiverHandlers {
  /** Checks one OTLP export request; returns the spans it could not read, if any, for partialSuccess. */
  traces(request: OtlpTraceRequest, received: ReceivedRequest): PartialSuccess | undefined;
  /** Checks one A2A push notification's parsed JSON body. */
  push(body: unknown, received: ReceivedRequest): void;
  /** A refused request: 404 and 405, or (lost) a body refused with 400, 413 or 415. */
  refused(request: RefusedRequest): void;
}

export interface ReceiverOptions {
  host: string;
  port: number;
  /** The largest body taken, before and after gzip; a larger one is refused with 413. */
  maxBodyBytes: number;
  /** Why an endpoint is not served (the crosswalk maps no such traffic), when it is not: answered with 404. */
  unserved?: { traces?: string; push?: string };
}

export interface Receiver {
  /** The address bound, with the port the system chose for port 0. */
  host: string;
  port: number;
  /** Stops accepting connections and resolves once every request in flight has been answered. */
  close(): Promise<void>;
}

/** google.rpc.Code values OTLP/HTTP error bodies carry. */
const rpcCode = { invalidArgument: 3, notFound: 5, unimplemented: 12 } as const;

type MediaType = 'json' | 'protobuf' | 'a2a' | undefined;

/** The request's media type, parameters (charset) ignored. */
function mediaType(request: IncomingMessage): MediaType {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-protobuf') return 'protobuf';
  if (type === 'application/a2a+json') return 'a2a';
  return undefined;
}

/**
 * Answers with a Status message, as OTLP/HTTP asks of every 4xx and 5xx response: protobuf-encoded
 * for a protobuf request, JSON-encoded otherwise.
 */
function sendStatus(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  protobuf: boolean,
  headers: Record<string, string> = {},
): void {
  const body = protobuf ? encodeRpcStatus(code, message) : JSON.stringify({ code, message });
  response.writeHead(status, {
    'content-type': protobuf ? 'application/x-protobuf' : 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

/** Connections served at once; node closes more at once (an exporter keeps a few open, and retries). */
const maxConnections = 32;

/** A refused request may go on sending; past this much more the connection is cut instead of read to its end. */
const drainLimitFactor = 4;

/** Starts listening; resolves once the socket is bound. Each request is answered whatever its body holds. */
export function startReceiver(options: ReceiverOptions, handlers: ReceiverHandlers): Promise<Receiver> {
  let count = 0;
  const inFlight = new Set<Promise<void>>();

  const refuse = (
    request: IncomingMessage,
    response: ServerResponse,
    refusal: RefusedRequest & { code: number; protobuf: boolean; headers?: Record<string, string> },
  ) => {
    const { code: _code, protobuf: _protobuf, headers: _headers, ...refused } = refusal;
    handlers.refused(refused);
    const complete = request.complete;
    // A body not read to its end is drained, up to a bound, and the connection closed after the answer.
    const headers = complete ? (refusal.headers ?? {}) : { ...refusal.headers, connection: 'close' };
    sendStatus(response, refusal.status, refusal.code, refusal.message, refusal.protobuf, headers);
    if (!complete) {
      let drained = 0;
      request.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > options.maxBodyBytes * drainLimitFactor) request.socket.destroy();
      });
      request.resume();
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const number = ++count;
    const method = request.method ?? '';
    const path = (request.url ?? '/').split('?')[0]!;
    const type = mediaType(request);
    const protobuf = type === 'protobuf';
    const base = { number, method, path };
    /** Refuses the request with `status` and a gRPC-style code; `lost` says its spans were not checked. */
    const refuseWith = (status: number, code: number, message: string, lost: boolean) =>
      refuse(request, response, { ...base, status, code, message, protobuf, lost });
    if (path !== tracesPath && path !== a2aPushPath) {
      const endpoints = `traces go to ${tracesPath}, A2A push notifications to ${a2aPushPath}`;
      const message = `no such endpoint: ${path} (${endpoints})`;
      return refuseWith(404, rpcCode.notFound, message, false);
    }
    const unserved = path === tracesPath ? options.unserved?.traces : options.unserved?.push;
    if (unserved !== undefined) return refuseWith(404, rpcCode.notFound, unserved, true);
    if (method !== 'POST') {
      const message = `${path} takes POST, not ${method}`;
      const refusal = { ...base, status: 405, code: rpcCode.unimplemented, message, protobuf, lost: false };
      return refuse(request, response, { ...refusal, headers: { allow: 'POST' } });
    }
    const accepted = path === tracesPath ? type === 'json' || type === 'protobuf' : type === 'json' || type === 'a2a';
    if (!accepted) {
      const wanted =
        path === tracesPath ? 'application/json or application/x-protobuf' : 'application/a2a+json or application/json';
      const given = request.headers['content-type'] ?? 'none';
      const message = `unsupported Content-Type "${given}": ${path} takes ${wanted}`;
      return refuseWith(415, rpcCode.invalidArgument, message, true);
    }
    const body = await readBody(request, options.maxBodyBytes);
    if (!body.ok) return refuseWith(body.status, rpcCode.invalidArgument, body.message, true);
    const received: ReceivedRequest = { number, path, encoding: protobuf ? 'protobuf' : 'json' };
    let parsed: unknown;
    try {
      parsed = protobuf ? decodeTraceRequest(body.bytes) : JSON.parse(body.bytes.toString('utf8'));
    } catch (error) {
      const what = protobuf ? 'not an ExportTraceServiceRequest' : 'not JSON';
      const message = `${what}: ${(error as Error).message}`;
      return refuseWith(400, rpcCode.invalidArgument, message, true);
    }
    if (path === a2aPushPath) {
      handlers.push(parsed, received);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '2' });
      return void response.end('{}');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      const message = 'not an ExportTraceServiceRequest: the body must be a JSON object';
      return refuseWith(400, rpcCode.invalidArgument, message, true);
    }
    const partial = handlers.traces(parsed as OtlpTraceRequest, received);
    const rejected = partial && partial.rejectedSpans > 0 ? partial : undefined;
    const answer = protobuf
      ? encodeTraceResponse(rejected)
      : JSON.stringify(
          rejected
            ? { partialSuccess: { rejectedSpans: String(rejected.rejectedSpans), errorMessage: rejected.errorMessage } }
            : {},
        );
    response.writeHead(200, {
      'content-type': protobuf ? 'application/x-protobuf' : 'application/json',
      'content-length': String(Buffer.byteLength(answer)),
    });
    response.end(answer);
  };

  const server: Server = createServer((request, response) => {
    const done = handle(request, response).then(
      () => undefined,
      (error: unknown) => {
        // A handler's bug answers 500 and the receiver goes on; the error is not the sender's to see.
        if (!response.headersSent) sendStatus(response, 500, 13, 'internal error', false);
        else response.destroy();
        process.emitWarning(`awm conformance --listen: ${(error as Error).stack ?? String(error)}`);
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  });
  // Slow or stalled senders are cut off, not waited for: no request takes the receiver's memory for long.
  server.requestTimeout = 60_000;
  server.headersTimeout = 30_000;
  // Each connection holds at most one body of maxBodyBytes at a time: this bounds what all of them hold.
  server.maxConnections = maxConnections;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.removeListener('error', reject);
      const address = server.address() as AddressInfo;
      resolve({
        host: address.address,
        port: address.port,
        close: async () => {
          const closed = new Promise<void>((done) => server.close(() => done()));
          server.closeIdleConnections();
          await Promise.all([...inFlight]);
          await closed;
        },
      });
    });
  });
}
