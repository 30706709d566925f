// `npm run bench -- wire`: awm conformance on OTLP/JSON span files, against a floor that only reads and parses lines.
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { SpanRecorder } from '../helpers/otel-spans.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { rate, sampleInterleaved, summary, table } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'json-lines-floor.js');
const runs = 5;
/** Spans per request line: an agent run and its four tool calls, twenty runs a request. */
const runsPerRequest = 20;

interface Span {
  spanId: string;
  parentSpanId?: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** One agent run with four tool calls as the OpenTelemetry SDK and its OTLP/JSON serializer write them. */
async function templateRun(): Promise<{ resource: unknown; spans: Span[] }> {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  for (let tool = 0; tool < 4; tool++) SpanRecorder.end(spans.tool(agent, 10 + tool * 20), 20 + tool * 20);
  SpanRecorder.end(agent, 100);
  const request = JSON.parse(await spans.request()) as {
    resourceSpans: { resource: unknown; scopeSpans: { spans: Span[] }[] }[];
  };
  await spans.shutdown();
  return { resource: request.resourceSpans[0]!.resource, spans: request.resourceSpans[0]!.scopeSpans[0]!.spans };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** Writes `total` spans (agent runs of five spans, each run with its own ids and times), a request per line. */
async function writeSpans(file: string, total: number): Promise<void> {
  const { resource, spans } = await templateRun();
  const out = createWriteStream(file);
  const ids = new Map(spans.map((span, i) => [span.spanId, i]));
  for (let run = 0; run * spans.length < total;) {
    const batch: Span[] = [];
    for (let r = 0; r < runsPerRequest && run * spans.length < total; r++, run++) {
      const shift = BigInt(run) * 1_000_000_000n;
      const id = (i: number) => hex(run, 12) + hex(i, 4);
      for (const [i, span] of spans.entries())
        batch.push({
          ...span,
          spanId: id(i),
          ...(span.parentSpanId ? { parentSpanId: id(ids.get(span.parentSpanId)!) } : {}),
          startTimeUnixNano: String(BigInt(span.startTimeUnixNano) + shift),
          endTimeUnixNano: String(BigInt(span.endTimeUnixNano) + shift),
        });
    }
    const line = JSON.stringify({
      resourceSpans: [{ resource, scopeSpans: [{ scope: { name: 'bench' }, spans: batch }] }],
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export default async function benchWire(): Promise<void> {
  const work = tempDir('awm-bench-wire-');
  console.log(
    `load average (1 / 5 / 15 min) at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  const rows: string[][] = [];
  for (const total of [100_000, 500_000]) {
    const file = path.join(work, `spans-${total}.jsonl`);
    await writeSpans(file, total);
    const checked = [awm, 'conformance', '--system', 'otel-genai', '--trace-format', 'otlp', file, '--format', 'json'];
    const [parsed, awmRun] = sampleInterleaved([[floor, file, 'sync'], checked], runs, work).map(summary) as [
      ReturnType<typeof summary>,
      ReturnType<typeof summary>,
    ];
    rows.push([
      `${rate(total)} spans (${(statSync(file).size / 1024 / 1024).toFixed(0)} MiB)`,
      parsed.medianMs.toFixed(0),
      awmRun.medianMs.toFixed(0),
      (parsed.medianMs / awmRun.medianMs).toFixed(2),
      rate((total * 1000) / awmRun.medianMs),
      awmRun.peakMiB.toFixed(0),
    ]);
    rmSync(file);
  }
  rmSync(work, { recursive: true, force: true });
  console.log(
    `\nawm conformance --trace-format otlp, whole process, median of ${runs} runs after a warm-up, taking turns ` +
      'with the floor: a node process that reads the file 64 KiB at a time and JSON.parses each line',
  );
  table(['spans', 'floor ms', 'awm ms', 'x floor', 'spans/s', 'awm peak MiB'], rows);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
}
