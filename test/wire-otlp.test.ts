// awm conformance --trace-format otlp: GenAI spans from the OpenTelemetry SDK, serialised by its OTLP/JSON serializer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Finding } from '../src/conformance/findings.js';
import { openWireChecker } from '../src/conformance/wire/open-wire-checker.js';
import { loadCompiledModel } from '../src/runtime/load-runtime-model.js';
import { runAwm, hasStackTrace } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { SpanRecorder, spanId } from './helpers/otel-spans.js';
import { tempDir } from './helpers/temp-model.js';
import { wireModel } from './helpers/wire-model.js';

const model = wireModel();
const dir = tempDir('awm-otlp-');
const compiledPath = repoPath('generated', 'model.json');

interface JsonFinding {
  line: number;
  record?: string;
  code: string;
  severity: string;
  message: string;
}

/** Checks `lines` as an OTLP/JSON file through the CLI: the exit status and the findings. */
function check(lines: string[], ...args: string[]): { status: number | null; findings: JsonFinding[]; stderr: string } {
  const file = path.join(dir, `trace-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const modelArgs = args.includes('--model') ? [] : ['--model', model.modelDir];
  const result = runAwm(
    ['conformance', '--system', 'otel-genai', ...modelArgs, '--format', 'json', ...args, file],
    model.root,
  );
  const findings = result.stdout === '' ? [] : (JSON.parse(result.stdout) as { findings: JsonFinding[] }).findings;
  return { status: result.status, findings, stderr: result.stderr };
}

const errors = (findings: JsonFinding[]) =>
  findings.filter((finding) => finding.severity === 'error').map(({ line, record, code }) => ({ line, record, code }));

test('an agent run with two tool calls inside it has no error', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const first = spans.tool(agent, 10);
  SpanRecorder.end(first, 20);
  const second = spans.tool(agent, 30);
  second.setStatus({ code: 1 });
  SpanRecorder.end(second, 40);
  SpanRecorder.end(agent, 100);
  const result = check([await spans.request()]);
  assert.is(result.stderr, '');
  assert.is(result.status, 0);
  assert.equal(errors(result.findings), []);
  // The one warning: an AgentRun first seen running, where the AWM starts it in assigned.
  assert.equal(
    result.findings.map((finding) => finding.code),
    ['PROJECTION_LOSS'],
  );
  await spans.shutdown();
});

test('a tool span started after its agent span ended is an error at that span, in any order of spans', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const inside = spans.tool(agent, 10);
  SpanRecorder.end(inside, 20);
  const late = spans.tool(agent, 150);
  SpanRecorder.end(agent, 100);
  SpanRecorder.end(late, 160);
  const request = await spans.request();
  const expected = [{ line: 1, record: `span ${spanId(late)}`, code: 'PARENT_TERMINAL' }];
  const result = check([request]);
  assert.is(result.status, 1);
  assert.equal(errors(result.findings), expected);
  const finding = result.findings.find((f) => f.code === 'PARENT_TERMINAL')!;
  assert.is(
    finding.message,
    `execute_tool ${spanId(late)} is created under invoke_agent ${spanId(agent)}, which is already unset (terminal)`,
  );
  // The same spans, the request's spans reversed: the same findings.
  const reversed = JSON.parse(request) as { resourceSpans: { scopeSpans: { spans: unknown[] }[] }[] };
  reversed.resourceSpans[0]!.scopeSpans[0]!.spans.reverse();
  assert.equal(errors(check([JSON.stringify(reversed)]).findings), expected);
  await spans.shutdown();
});

test('a child exported in a request before its parent is judged when the parent arrives', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const tool = spans.tool(agent, 10);
  const late = spans.tool(agent, 150);
  SpanRecorder.end(tool, 120);
  SpanRecorder.end(late, 160);
  const children = await spans.request();
  SpanRecorder.end(agent, 100);
  const parent = await spans.request();
  const result = check([children, parent]);
  // The late tool is reported at its own line and span; the agent ended while the first tool was open.
  assert.equal(errors(result.findings), [{ line: 1, record: `span ${spanId(late)}`, code: 'PARENT_TERMINAL' }]);
  const open = result.findings.filter((finding) => finding.code === 'CHILD_OPEN_AT_PARENT_END');
  assert.equal(
    open.map(({ line, record, severity }) => ({ line, record, severity })),
    [{ line: 2, record: `span ${spanId(agent)}`, severity: 'warning' }],
  );
  await spans.shutdown();
});

test('a parent that ends while a tool span is open is a warning, in one request or two', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const tool = spans.tool(agent, 10);
  SpanRecorder.end(agent, 100);
  const first = await spans.request();
  SpanRecorder.end(tool, 120);
  const second = await spans.request();
  for (const lines of [[first, second], [combine(first, second)]]) {
    const result = check(lines);
    assert.is(result.status, 0);
    const open = result.findings.filter((finding) => finding.code === 'CHILD_OPEN_AT_PARENT_END');
    assert.equal(
      open.map(({ line, record }) => ({ line, record })),
      [{ line: 1, record: `span ${spanId(agent)}` }],
    );
  }
  await spans.shutdown();
});

test('an unknown operation is named with a did-you-mean, once per span', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0, 'conv-1', 'invoke_agnet');
  SpanRecorder.end(agent, 100);
  const result = check([await spans.request()]);
  assert.equal(
    result.findings.map(({ code, record, message }) => ({ code, record, message })),
    [
      {
        code: 'UNMAPPED_TERM',
        record: `span ${spanId(agent)}`,
        message:
          '"invoke_agnet" is not a term of the otel-genai crosswalk (did you mean "invoke_agent"?); its records are ' +
          'not checked',
      },
    ],
  );
  await spans.shutdown();
});

test('one request printed over many lines is one document; the format is inferred from the crosswalk', async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const late = spans.tool(agent, 150);
  SpanRecorder.end(agent, 100);
  SpanRecorder.end(late, 160);
  const pretty = JSON.stringify(JSON.parse(await spans.request()), null, 2);
  const result = check([pretty], '--trace-format', 'otlp');
  assert.equal(errors(result.findings), [{ line: 1, record: `span ${spanId(late)}`, code: 'PARENT_TERMINAL' }]);
  await spans.shutdown();
});

test('malformed requests: the line and what is wrong, no stack trace, and checking goes on', async () => {
  const spans = new SpanRecorder();
  SpanRecorder.end(spans.agent(0), 10);
  const good = await spans.request();
  const result = check([
    '{"resourceSpans": [',
    '{"resourceSpans": 3}',
    '{"resourceSpans": [{"scopeSpans": [{"spans": [{"spanId": "ab", "attributes": []}, 7]}]}]}',
    good,
  ]);
  assert.is(result.status, 1);
  assert.not.ok(hasStackTrace(result.stderr));
  assert.equal(
    result.findings
      .filter((finding) => finding.code === 'MALFORMED_EVENT')
      .map(({ line, message }) => `${line} ${message.replace(/not JSON: .*/, 'not JSON')}`),
    [
      '1 not JSON',
      '2 not an OTLP ExportTraceServiceRequest: no "resourceSpans" array',
      '3 resourceSpans[0].scopeSpans[0].spans[1] is not an object',
    ],
  );
  assert.ok(result.findings.some((finding) => finding.line === 4 && finding.code === 'PROJECTION_LOSS'));
  await spans.shutdown();
});

test('--trace-format for a format the crosswalk does not map, or without --system, is a usage error', () => {
  const file = path.join(dir, 'empty.jsonl');
  writeFileSync(file, '');
  const noMapping = runAwm(
    ['conformance', '--system', 'otel-genai', '--trace-format', 'a2a', '--model', model.modelDir, file],
    model.root,
  );
  assert.is(noMapping.status, 2);
  assert.is(noMapping.stdout, '');
  assert.match(noMapping.stderr, 'the otel-genai crosswalk declares no wire mapping for a2a (it has wire mappings for');
  const noSystem = runAwm(['conformance', '--trace-format', 'otlp', '--model', model.modelDir, file], model.root);
  assert.is(noSystem.status, 2);
  assert.match(noSystem.stderr, '--trace-format otlp needs --system');
  assert.not.ok(hasStackTrace(noMapping.stderr + noSystem.stderr));
});

test("the library checks one request at a time, as a receiver feeds them, with the CLI's findings", async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  const tool = spans.tool(agent, 10);
  const late = spans.tool(agent, 150);
  SpanRecorder.end(tool, 120);
  SpanRecorder.end(late, 160);
  const children = await spans.request();
  SpanRecorder.end(agent, 100);
  const parent = await spans.request();
  const compiled = await loadCompiledModel(compiledPath);
  const opened = openWireChecker(compiled, 'otel-genai', 'otlp');
  if (!opened.ok) throw new Error(opened.problem);
  const findings: Finding[] = [];
  opened.checker.check(JSON.parse(children), { line: 1, label: 'POST /v1/traces #1' }, (f) => findings.push(f));
  opened.checker.check(JSON.parse(parent), { line: 2, label: 'POST /v1/traces #2' }, (f) => findings.push(f));
  opened.checker.end((f) => findings.push(f));
  const cli = check([children, parent], '--model', compiledPath);
  assert.equal(
    findings.map(({ line, record, code, message }) => ({ line, record, code, message })),
    cli.findings.map(({ line, record, code, message }) => ({ line, record, code, message })),
  );
  assert.ok(findings.some((finding) => finding.code === 'PARENT_TERMINAL'));
  assert.equal(openWireChecker(compiled, 'otel-genai', 'a2a'), {
    ok: false,
    problem: 'the otel-genai crosswalk declares no wire mapping for a2a (it maps: otlp)',
  });
  await spans.shutdown();
});

test.after(() => model.dispose());

/** Two OTLP/JSON requests as one: their resourceSpans together. */
function combine(...requests: string[]): string {
  const resourceSpans = requests.flatMap(
    (request) => (JSON.parse(request) as { resourceSpans: unknown[] }).resourceSpans,
  );
  return JSON.stringify({ resourceSpans });
}

test.run();
