// Wire containment whatever order spans arrive in: 200 agent runs from the OpenTelemetry SDK, their spans dealt into
// requests in seeded random orders, give the findings the traces were built to have; memory stays within its caps.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Finding } from '../../src/conformance/findings.js';
import { openWireChecker } from '../../src/conformance/wire/open-wire-checker.js';
import { loadCompiledModel } from '../../src/runtime/load-runtime-model.js';
import { SpanRecorder, spanId } from '../helpers/otel-spans.js';
import { repoPath } from '../helpers/paths.js';
import { seededRandom } from '../helpers/seeded-random.js';

const runs = 200;
const shuffles = 20;

interface Built {
  spans: unknown[];
  /** The findings the traces were built to have: `CODE span <id>`. */
  expected: string[];
}

/**
 * Agent runs with three tool calls each: one inside, one started after the run ended (an error
 * at the tool) in every third run, one still open when the run ended (a warning at the run) in
 * every fifth. Times are spaced so that no two runs overlap.
 */
async function build(): Promise<Built> {
  const recorder = new SpanRecorder();
  const expected: string[] = [];
  for (let run = 0; run < runs; run++) {
    const t = run * 1000;
    const agent = recorder.agent(t, `conv-${run}`);
    SpanRecorder.end(recorder.tool(agent, t + 10), t + 20);
    if (run % 3 === 0) {
      const late = recorder.tool(agent, t + 150);
      SpanRecorder.end(late, t + 160);
      expected.push(`PARENT_TERMINAL span ${spanId(late)}`);
    }
    if (run % 5 === 0) {
      SpanRecorder.end(recorder.tool(agent, t + 30), t + 130);
      expected.push(`CHILD_OPEN_AT_PARENT_END span ${spanId(agent)}`);
    }
    SpanRecorder.end(agent, t + 100);
  }
  const request = JSON.parse(await recorder.request()) as { resourceSpans: { scopeSpans: { spans: unknown[] }[] }[] };
  await recorder.shutdown();
  return { spans: request.resourceSpans[0]!.scopeSpans[0]!.spans, expected: expected.sort() };
}

/** The spans in a seeded random order, dealt into requests of 1 to 50 spans. */
function deal(spans: readonly unknown[], seed: number): unknown[] {
  const random = seededRandom(seed);
  const order = [...spans];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const requests: unknown[] = [];
  for (let at = 0; at < order.length;) {
    const size = 1 + random(50);
    requests.push({ resourceSpans: [{ scopeSpans: [{ spans: order.slice(at, at + size) }] }] });
    at += size;
  }
  return requests;
}

test('every dealing of the spans gives the findings the traces were built to have', async () => {
  const { spans, expected } = await build();
  const compiled = await loadCompiledModel(repoPath('generated', 'model.json'));
  for (let seed = 1; seed <= shuffles; seed++) {
    const opened = openWireChecker(compiled, 'otel-genai', 'otlp');
    if (!opened.ok) throw new Error(opened.problem);
    const findings: Finding[] = [];
    deal(spans, seed).forEach((request, index) => {
      opened.checker.check(request, { line: index + 1 }, (finding) => findings.push(finding));
    });
    opened.checker.end((finding) => findings.push(finding));
    const containment = findings
      .filter((finding) => finding.code === 'PARENT_TERMINAL' || finding.code === 'CHILD_OPEN_AT_PARENT_END')
      .map((finding) => `${finding.code} ${finding.record}`)
      .sort();
    assert.equal(containment, expected, `seed ${seed}`);
  }
});

test('with small caps, containment forgets the oldest records and checks the rest', async () => {
  const { spans } = await build();
  const compiled = await loadCompiledModel(repoPath('generated', 'model.json'));
  const opened = openWireChecker(compiled, 'otel-genai', 'otlp', { containment: { records: 50, awaitedParents: 5 } });
  if (!opened.ok) throw new Error(opened.problem);
  const findings: Finding[] = [];
  // In time order, one span per request: each run's spans are within the caps of the latest 50 records.
  const ordered = [...spans].sort(
    (a, b) =>
      Number((a as { startTimeUnixNano: string }).startTimeUnixNano) -
      Number((b as { startTimeUnixNano: string }).startTimeUnixNano),
  );
  ordered.forEach((span, index) => {
    opened.checker.check({ resourceSpans: [{ scopeSpans: [{ spans: [span] }] }] }, { line: index + 1 }, (f) =>
      findings.push(f),
    );
  });
  const late = findings.filter((finding) => finding.code === 'PARENT_TERMINAL');
  assert.is(late.length, Math.ceil(runs / 3));
});

test.run();
