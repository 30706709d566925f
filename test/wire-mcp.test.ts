// awm conformance --trace-format mcp: a task from @modelcontextprotocol/sdk, every message its client received.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { recordMcpTask } from './helpers/mcp-recording.js';
import { tempDir } from './helpers/temp-model.js';
import { wireModel } from './helpers/wire-model.js';

const model = wireModel();
const dir = tempDir('awm-mcp-');

function check(lines: string[]) {
  const file = path.join(dir, `messages-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const args = ['conformance', '--system', 'mcp', '--model', model.modelDir, '--format', 'json', file];
  const result = runAwm(args, model.root);
  const report = JSON.parse(result.stdout) as {
    findings: { line: number; record?: string; code: string; severity: string; message: string }[];
    events: number;
  };
  return { status: result.status, stderr: result.stderr, ...report };
}

test('MCP: a task-augmented tool call through input_required to completed has no error', async () => {
  const { lines, taskId } = await recordMcpTask();
  // What the client received: CreateTaskResult, tasks/get results and task status notifications, then the result.
  const statuses = lines.map((line) => /"status":"(\w+)"/.exec(line)?.[1]).filter((status) => status !== undefined);
  assert.equal([...new Set(statuses)], ['working', 'input_required', 'completed']);
  const result = check(lines);
  assert.is(result.stderr, '');
  assert.equal(
    result.findings.filter((finding) => finding.severity === 'error'),
    [],
  );
  assert.is(result.status, 0);
  assert.is(result.events, statuses.length);
  assert.ok(
    result.findings.every((finding) => finding.record?.endsWith(taskId)),
    'every finding names the task',
  );
});

test('MCP: a status after the task completed is an illegal move, reported at its message', async () => {
  const { lines, taskId } = await recordMcpTask();
  const completed = lines.findIndex((line) => line.includes('"status":"completed"'));
  // The same notification as the SDK sent it, with the task working again.
  const again = lines[completed]!.replace('"status":"completed"', '"status":"working"');
  const result = check([...lines.slice(0, completed + 1), again]);
  const errors = result.findings.filter((finding) => finding.severity === 'error');
  assert.equal(
    errors.map(({ line, code, record }) => ({ line, code, record })),
    [
      {
        line: completed + 2,
        code: 'ILLEGAL_TRANSITION',
        record: `JSON-RPC ${methodOf(again)}: ${kindOf(again)} ${taskId}`,
      },
    ],
  );
});

const methodOf = (line: string) => {
  const message = JSON.parse(line) as { id?: number; method?: string };
  return message.id === undefined ? message.method : `id ${message.id}`;
};
const kindOf = (line: string) =>
  line.includes('"method":"notifications/tasks/status"')
    ? 'TaskStatusNotification'
    : 'GetTaskResult (tasks/get, tasks/cancel)';

test.after(() => model.dispose());

test.run();
