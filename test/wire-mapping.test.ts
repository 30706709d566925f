// The shipped crosswalks' wire blocks: their docs pages, the protocols' own enums, the SDKs' traffic read through them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TaskState } from '@a2a-js/sdk';
import { SpanStatusCode } from '@opentelemetry/api';
import { TaskStatusSchema } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { recordA2aTask } from './helpers/a2a-recording.js';
import { runAwm } from './helpers/cli.js';
import { recordMcpTask } from './helpers/mcp-recording.js';
import { SpanRecorder } from './helpers/otel-spans.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

interface Selector {
  field?: string;
  attribute?: string;
  const?: string;
  values?: Record<string, string>;
}
interface Kind {
  name: string;
  term: Selector;
  moves: { state?: Selector }[];
}
interface Crosswalk {
  native_lifecycles: Record<string, { states: string[] }>;
  wire: Record<string, Kind[]>;
}
const crosswalk = (system: string) =>
  parse(readFileSync(repoPath('model', 'mappings', `${system}.yaml`), 'utf8')) as Crosswalk;
const systems = ['a2a', 'mcp', 'otel-genai'];
const dir = tempDir('awm-wire-mapping-');

test("each crosswalk's page shows every record kind of its wire block and every spelling it translates", () => {
  for (const system of systems) {
    const page = readFileSync(repoPath('generated', 'docs', 'crosswalks', `${system}.md`), 'utf8');
    assert.ok(page.includes('## Wire formats'), system);
    for (const kinds of Object.values(crosswalk(system).wire))
      for (const kind of kinds) {
        assert.ok(page.includes(`#### ${kind.name}\n`), `${system}: ${kind.name}`);
        for (const move of kind.moves)
          for (const [from, to] of Object.entries(move.state?.values ?? {}))
            assert.ok(page.includes(`\`${from}\` → \`${to}\``), `${system}: ${from} -> ${to}`);
      }
  }
});

test('the a2a values tables translate every TaskState of @a2a-js/sdk but UNSPECIFIED into native states', () => {
  const { wire, native_lifecycles } = crosswalk('a2a');
  // The enum's states: not its reverse entries, UNSPECIFIED (0) or ts-proto's UNRECOGNIZED (-1).
  const names = Object.entries(TaskState)
    .filter(([, value]) => typeof value === 'number' && value > 0)
    .map(([name]) => name);
  for (const kind of wire.a2a!.filter((k) => k.term.const === 'Task' && k.name.includes('(v1'))) {
    const values = kind.moves[0]!.state!.values!;
    assert.equal(Object.keys(values).sort(), [...names].sort(), kind.name);
    for (const state of Object.values(values)) assert.ok(native_lifecycles.Task!.states.includes(state), state);
  }
});

test('the otlp status values cover every SpanStatusCode of @opentelemetry/api; mcp states are its TaskStatus', () => {
  const span = crosswalk('otel-genai').wire.otlp![0]!;
  const codes = Object.values(SpanStatusCode).filter((value) => typeof value === 'number');
  for (const code of codes) assert.ok(String(code) in span.moves[1]!.state!.values!, `status code ${code}`);
  const { native_lifecycles } = crosswalk('mcp');
  assert.equal([...native_lifecycles.Task!.states].sort(), [...TaskStatusSchema.options].sort());
});

/** Checks a recording against the shipped crosswalk of `system` (the compiled bundled model). */
function check(system: string, text: string) {
  const file = path.join(dir, `${system}-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  const model = repoPath('generated', 'model.json');
  const result = runAwm(['conformance', '--system', system, '--model', model, '--format', 'json', file], repoPath());
  const report = JSON.parse(result.stdout) as { findings: { severity: string; code: string }[]; events: number };
  return { ...report, status: result.status, failures: report.findings.filter((f) => f.severity === 'error') };
}

test("the SDKs' traffic through the shipped crosswalks: no error in clean runs, every record read", async () => {
  const spans = new SpanRecorder();
  const agent = spans.agent(0);
  SpanRecorder.end(spans.tool(agent, 10), 20);
  SpanRecorder.end(agent, 100);
  const otlp = check('otel-genai', `${await spans.request()}\n`);
  assert.equal(otlp.failures, []);
  assert.is(otlp.events, 4);
  await spans.shutdown();
  for (const version of ['1.0', '0.3'] as const) {
    const a2a = check('a2a', (await recordA2aTask(version)).text);
    assert.equal(a2a.failures, [], version);
    assert.is(a2a.events, 8, version);
  }
  const { lines } = await recordMcpTask();
  const mcp = check('mcp', `${lines.join('\n')}\n`);
  assert.equal(mcp.failures, []);
  assert.is(mcp.events, lines.filter((line) => /"status":"\w+"/.test(line)).length);
});

test.run();
