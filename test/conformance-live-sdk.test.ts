// awm conformance --listen fed by the protocols' own SDKs: OpenTelemetry's OTLP exporters (JSON, protobuf with gzip)
// and @a2a-js/sdk's push-notification sender; findings at the exact span or task, and the coverage counts on SIGTERM.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pushTaskUpdates } from './helpers/a2a-push.js';
import { jsonLines, startLiveReceiver } from './helpers/live-receiver.js';
import {
  agentAttributes,
  exportSpans,
  recordSpans,
  startSpan,
  toolAttributes,
  type OtlpEncoding,
} from './helpers/otel-genai.js';

interface TermCoverage {
  term: string;
  events: number;
  states: { state: string; count: number }[];
}

interface CoverageLine {
  coverage: { vocabularies: { vocabulary: string; terms: TermCoverage[] }[] };
}

const stateCounts = (term: TermCoverage | undefined) =>
  Object.fromEntries(
    (term?.states ?? []).filter((state) => state.count > 0).map((state) => [state.state, state.count]),
  );

/** Two agent runs, each with two tool calls inside it (one failing), and one tool call started after its run ended. */
async function agentSpans() {
  let late = '';
  const spans = await recordSpans((tracer) => {
    for (let run = 0; run < 2; run++) {
      const at = run * 1000;
      const agent = startSpan(tracer, 'invoke_agent planner', at, agentAttributes(`agent-${run}`, `conv-${run}`));
      for (let call = 0; call < 2; call++) {
        const tool = startSpan(tracer, 'execute_tool search', at + 10 + call * 10, toolAttributes('search'), agent);
        tool.setStatus({ code: call === 0 ? 1 : 2 });
        tool.end(Date.UTC(2026, 2, 1, 10, 0, 0, at + 15 + call * 10));
      }
      agent.setStatus({ code: 1 });
      agent.end(Date.UTC(2026, 2, 1, 10, 0, 0, at + 100));
      if (run === 1) {
        const after = startSpan(tracer, 'execute_tool fetch', at + 200, toolAttributes('fetch'), agent);
        late = after.spanContext().spanId;
        after.end(Date.UTC(2026, 2, 1, 10, 0, 0, at + 210));
      }
    }
  });
  return { spans, late };
}

test("the SDK's JSON and protobuf exporters' spans are checked; the late tool span is reported there", async () => {
  const receiver = await startLiveReceiver(['--system', 'otel-genai']);
  const url = `${receiver.url}/v1/traces`;
  const sent: { encoding: OtlpEncoding; late: string }[] = [];
  try {
    for (const encoding of ['json', 'protobuf'] as const) {
      const { spans, late } = await agentSpans();
      const result = await exportSpans(spans, url, encoding, encoding === 'protobuf' ? 'gzip' : 'none');
      assert.is(result.code, 0, result.error?.message);
      sent.push({ encoding, late });
    }
  } finally {
    const result = await receiver.stop();
    assert.is(result.status, 1, result.stderr);
    const lines = jsonLines(result.stdout);
    const errors = lines.filter((line) => line.severity === 'error');
    assert.equal(
      errors.map((line) => [line.request, line.record, line.code]),
      sent.map(({ late }, i) => [i + 1, `span ${late}`, 'PARENT_TERMINAL']),
    );
    // Per encoding: 2 agent spans, 4 tool spans inside them (2 ok, 2 error) and the late one, each started and ended.
    const coverage = (lines.find((line) => 'coverage' in line) as unknown as CoverageLine).coverage;
    const native = coverage.vocabularies.find((vocabulary) => vocabulary.vocabulary === 'otel-genai')!;
    const agent = native.terms.find((term) => term.term === 'invoke_agent');
    const tool = native.terms.find((term) => term.term === 'execute_tool');
    assert.is(agent?.events, 2 * 2 * 2);
    assert.equal(stateCounts(agent), { started: 4, ok: 4 });
    assert.is(tool?.events, 2 * 5 * 2);
    // The late spans were given no status: they end unset.
    assert.equal(stateCounts(tool), { started: 10, ok: 4, error: 4, unset: 2 });
    assert.ok(
      native.terms.some((term) => term.term === 'chat' && term.events === 0),
      'chat is listed as never seen',
    );
  }
});

test("an A2A server's push notifications are checked: a task worked on after completing is reported", async () => {
  const receiver = await startLiveReceiver(['--system', 'a2a']);
  let pushed: { taskId: string; sent: number } | undefined;
  try {
    pushed = await pushTaskUpdates(`${receiver.url}/a2a/push`, { workAfterCompleted: true });
  } finally {
    const result = await receiver.stop();
    assert.is(result.status, 1, result.stderr);
    const lines = jsonLines(result.stdout);
    // task (submitted), working, input-required, working, completed; then working again.
    assert.is(pushed?.sent, 6);
    const errors = lines.filter((line) => line.severity === 'error');
    assert.equal(
      errors.map((line) => [line.request, line.code, line.id]),
      [[6, 'ILLEGAL_TRANSITION', pushed!.taskId]],
    );
    const coverage = (lines.find((line) => 'coverage' in line) as unknown as CoverageLine).coverage;
    const native = coverage.vocabularies.find((vocabulary) => vocabulary.vocabulary === 'a2a')!;
    const task = native.terms.find((term) => term.term === 'Task');
    assert.equal(stateCounts(task), { submitted: 1, working: 3, 'input-required': 1, completed: 1 });
  }
});

test.run();
