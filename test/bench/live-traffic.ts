// The live benchmark's traffic: GenAI spans made by the OpenTelemetry SDK, the bytes its exporters send, re-posted.
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdGenerator } from '@opentelemetry/sdk-trace';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import {
  agentAttributes,
  epochMs,
  exportSpans,
  startSpan,
  toolAttributes,
  type OtlpEncoding,
} from '../helpers/otel-genai.js';

/**
 * Every trace and span id starts with these three bytes and a fourth, the round: a round's
 * requests are the first round's bytes with that byte changed, so each round is new spans.
 */
const marker = [0xa5, 0x5a, 0xc3] as const;

/** Ids `a55ac3 00 <counter>`: 16 bytes for traces, 8 for spans, in hex as the SDK wants them. */
class MarkedIds implements IdGenerator {
  private next = 0;
  private id(bytes: number): string {
    this.next += 1;
    const counter = this.next.toString(16).padStart(bytes * 2 - 8, '0');
    return `${Buffer.from(marker).toString('hex')}00${counter}`;
  }
  generateTraceId = () => this.id(16);
  generateSpanId = () => this.id(8);
}

export interface TrafficPool {
  encoding: OtlpEncoding;
  contentType: string;
  /** One export request's body per entry, as the SDK's exporter sent it. */
  bodies: Buffer[];
  spansPerRequest: number;
  /** Where each body holds the round byte of an id, so a round is made by writing those bytes. */
  roundOffsets: number[][];
}

/**
 * Makes `requests` export requests of `agents` invoke_agent spans each with `tools` execute_tool
 * children, every span ended OK, and captures the bytes the SDK's exporter sends for them.
 */
export async function makePool(
  encoding: OtlpEncoding,
  requests: number,
  agents: number,
  tools: number,
): Promise<TrafficPool> {
  const bodies: Buffer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' });
      res.end(req.headers['content-type'] === 'application/json' ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
  const ids = new MarkedIds();
  for (let r = 0; r < requests; r++) {
    const memory = new InMemorySpanExporter();
    const provider = new TracerProvider({
      idGenerator: ids,
      spanProcessors: [new SimpleSpanProcessor({ exporter: memory })],
    });
    const tracer = provider.getTracer('awm-bench', '1.0.0');
    for (let a = 0; a < agents; a++) {
      const at = r * 10_000 + a * 10;
      const agent = startSpan(tracer, 'invoke_agent', at, agentAttributes(`agent-${a % 8}`, `conv-${r}-${a}`));
      for (let t = 0; t < tools; t++) {
        const tool = startSpan(tracer, 'execute_tool', at + 1 + t, toolAttributes(`tool-${t}`), agent);
        tool.setStatus({ code: 1 });
        tool.end(epochMs + at + 2 + t);
      }
      agent.setStatus({ code: 1 });
      agent.end(epochMs + at + 9);
    }
    await provider.forceFlush();
    const result = await exportSpans(memory.getFinishedSpans(), url, encoding);
    if (result.code !== 0) throw new Error(`export failed: ${result.error?.message}`);
    await provider.shutdown();
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const spansPerRequest = agents * (1 + tools);
  const roundOffsets = bodies.map((body) => markerOffsets(body, encoding));
  // Every span has a trace id and a span id, every tool span a parent span id.
  const perRequest = spansPerRequest * 2 + agents * tools;
  for (const offsets of roundOffsets)
    if (offsets.length !== perRequest) throw new Error(`${offsets.length} ids found, ${perRequest} expected`);
  return {
    encoding,
    contentType: encoding === 'json' ? 'application/json' : 'application/x-protobuf',
    bodies,
    spansPerRequest,
    roundOffsets,
  };
}

/** Where the round byte of each id is: after the marker's hex in JSON, after its bytes in protobuf. */
function markerOffsets(body: Buffer, encoding: OtlpEncoding): number[] {
  const needle =
    encoding === 'json' ? Buffer.from(`${Buffer.from(marker).toString('hex')}00`) : Buffer.from([...marker, 0]);
  const width = encoding === 'json' ? 6 : 3;
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + needle.length)) offsets.push(at + width);
  return offsets;
}

/** Writes round `round` (0-255) into every id of `pool`'s bodies, in place. */
export function setRound(pool: TrafficPool, round: number): void {
  const hex = Buffer.from(round.toString(16).padStart(2, '0'));
  pool.bodies.forEach((body, i) => {
    for (const offset of pool.roundOffsets[i]!) {
      if (pool.encoding === 'json') hex.copy(body, offset);
      else body[offset] = round;
    }
  });
}

/** Posts every body of `pool` to `url`, `concurrency` at a time on kept-alive connections, until all are answered. */
export async function postPool(pool: TrafficPool, url: string, concurrency = 2): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const worker = async () => {
    while (next < pool.bodies.length) {
      const body = pool.bodies[next++]!;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          url,
          { method: 'POST', agent, headers: { 'content-type': pool.contentType, 'content-length': body.length } },
          (res) => {
            res.on('error', reject);
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode} from ${url}`)),
            );
          },
        );
        req.on('error', (error) => reject(new Error(`POST ${url}: ${error.message}`)));
        req.end(body);
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
}
