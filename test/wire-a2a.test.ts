// awm conformance --trace-format a2a: streams from an @a2a-js/sdk server as its client received them, v1 and v0.3.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type A2aVersion, recordA2aTask } from './helpers/a2a-recording.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';
import { wireModel } from './helpers/wire-model.js';

const model = wireModel();
const dir = tempDir('awm-a2a-');

interface JsonFinding {
  line: number;
  record?: string;
  code: string;
  severity: string;
  message: string;
}

function check(text: string): { status: number | null; findings: JsonFinding[]; events: number; stderr: string } {
  const file = path.join(dir, `recording-${Math.random().toString(36).slice(2)}.sse`);
  writeFileSync(file, text);
  const args = ['conformance', '--system', 'a2a', '--model', model.modelDir, '--format', 'json', file];
  const result = runAwm(args, model.root);
  const parsed = result.stdout === '' ? { findings: [], events: 0 } : JSON.parse(result.stdout);
  return { status: result.status, stderr: result.stderr, ...(parsed as { findings: JsonFinding[]; events: number }) };
}

/** The 1-based line of the first line of `text` that contains all of `parts`. */
const lineOf = (text: string, ...parts: string[]) =>
  text.split('\n').findIndex((line) => parts.every((part) => line.includes(part))) + 1;

const spellings: Record<A2aVersion, { working: string; completed: string; statusKind: string }> = {
  '1.0': {
    working: '"TASK_STATE_WORKING"',
    completed: '"TASK_STATE_COMPLETED"',
    statusKind: 'TaskStatusUpdateEvent (v1)',
  },
  '0.3': { working: '"working"', completed: '"completed"', statusKind: 'TaskStatusUpdateEvent (v0.3)' },
};

for (const version of ['1.0', '0.3'] as const) {
  const spelling = spellings[version];

  test(`A2A ${version}: a task through input-required to completed, as the SDK client got it: no error`, async () => {
    const recording = await recordA2aTask(version);
    // The recording is the SDK's wire: server-sent events of JSON-RPC responses, in this version's spelling.
    assert.ok(recording.text.includes(`data: {`), 'server-sent events');
    assert.ok(recording.text.includes(spelling.completed), recording.text);
    const result = check(recording.text);
    assert.is(result.stderr, '');
    assert.equal(
      result.findings.filter((finding) => finding.severity === 'error'),
      [],
    );
    assert.is(result.status, 0);
    // submitted, working, input-required; the task again, working, the artifact, completed; tasks/get's task.
    assert.is(result.events, 8);
  });

  test(`A2A ${version}: an executor that publishes working after completed is reported at that event`, async () => {
    const recording = await recordA2aTask(version, { workAfterCompleted: true });
    const completed = lineOf(recording.text, 'data:', spelling.completed);
    const line =
      recording.text.split('\n').findIndex((text, i) => i + 1 > completed && text.includes(spelling.working)) + 1;
    assert.ok(line > completed, 'the late working event is in the recording');
    const result = check(recording.text);
    assert.is(result.status, 1);
    const errors = result.findings.filter((finding) => finding.severity === 'error');
    assert.equal(
      errors.map(({ line, record, code }) => ({ line, record, code })),
      [{ line, record: `JSON-RPC id 2: ${spelling.statusKind} ${recording.taskId}`, code: 'ILLEGAL_TRANSITION' }],
    );
    assert.match(errors[0]!.message, 'completed -> working is not a move of the native lifecycle of Task');
  });
}

const recordings = repoPath('test', 'fixtures', 'conformance', 'wire');
for (const name of readdirSync(recordings).filter((file) => file.endsWith('.sse') || file.endsWith('.jsonl'))) {
  const stem = name.replace(/\.(sse|jsonl)$/, '');
  test(`recording ${stem}: exactly the expected findings`, () => {
    const expected = JSON.parse(readFileSync(path.join(recordings, `${stem}.expected.json`), 'utf8')) as {
      system: string;
      events: number;
      findings: unknown[];
    };
    const file = path.join(recordings, name);
    const args = ['conformance', '--system', expected.system, '--model', model.modelDir, '--format', 'json', file];
    const result = runAwm(args, model.root);
    const report = JSON.parse(result.stdout) as { findings: unknown[]; events: number };
    assert.equal(report.findings, expected.findings);
    assert.is(report.events, expected.events);
  });
}

test('A2A: an object that is no message of the protocol is a warning; malformed lines an error, no stack trace', () => {
  const result = check(
    [
      '{"kind":"agent-card","name":"x"}',
      'data: {"jsonrpc":"2.0","id":8,"result":{"statusUpdate":{"contextId":"c"}}}',
      '',
      'data: {"jsonrpc": "2.0", "id": 9, "result": {"statusUpdate": {"taskId": "t-1", "status": {}}}}',
      '',
      '{"jsonrpc":"2.0","id":10,"error":{"code":-32001,"message":"Task not found"}}',
      'data: {not json',
      '',
    ].join('\n'),
  );
  assert.not.ok(hasStackTrace(result.stderr));
  assert.equal(
    result.findings.map(({ line, code, record }) => ({ line, code, record })),
    [
      { line: 1, code: 'UNRECOGNISED_MESSAGE', record: undefined },
      { line: 2, code: 'MALFORMED_EVENT', record: 'JSON-RPC id 8: TaskStatusUpdateEvent (v1)' },
      { line: 4, code: 'MALFORMED_EVENT', record: 'JSON-RPC id 9: TaskStatusUpdateEvent (v1) t-1' },
      { line: 7, code: 'MALFORMED_EVENT', record: undefined },
    ],
  );
  assert.match(
    result.findings[0]!.message,
    'no record kind of the a2a wire mapping reads the message (its kinds: Task (v1), ',
  );
  assert.is(result.findings[1]!.message, 'TaskStatusUpdateEvent (v1) has no id ("taskId")');
  assert.is(result.findings[2]!.message, 'TaskStatusUpdateEvent (v1) t-1 has no state ("status.state")');
});

test('A2A: a recording with no record at all says so once, at its end', () => {
  const result = check(
    '{"jsonrpc":"2.0","id":1,"result":{"name":"an agent card"}}\n{"jsonrpc":"2.0","id":2,"error":{}}\n',
  );
  assert.equal(
    result.findings.map(({ line, code, message }) => ({ line, code, message })),
    [
      {
        line: 2,
        code: 'UNRECOGNISED_MESSAGE',
        message: 'none of the 2 documents carried a record the a2a wire mapping reads',
      },
    ],
  );
  assert.is(result.status, 0);
});

test.after(() => model.dispose());

test.run();
