// The protocol crosswalks' native lifecycles against the protocols' own enums, read from the installed SDKs at run
// time (A2A's TaskState, MCP's task status, OpenTelemetry's operation names and span status codes), and their pins.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { TaskState } from '@a2a-js/sdk';
import { legacyPushNotificationToV1StreamResponse } from '@a2a-js/sdk/compat/v0_3';
import { isTerminal } from '@modelcontextprotocol/sdk/experimental/tasks';
import { TaskStatusSchema } from '@modelcontextprotocol/sdk/types.js';
import { SpanStatusCode } from '@opentelemetry/api';
import * as incubating from '@opentelemetry/semantic-conventions/incubating';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { repoPath } from './helpers/paths.js';

interface PackageFile {
  package: string;
  version: string;
  file: string;
  sha256: string;
}

interface Lifecycle {
  states: string[];
  initial: string | null;
  terminal: string[];
  transitions: { from: string; to: string }[];
}

interface Crosswalk {
  source: PackageFile;
  sources?: Record<string, PackageFile>;
  native_lifecycles: Record<string, Lifecycle>;
}

/** A crosswalk as its YAML states it, read with the yaml package alone. */
function crosswalk(system: string): Crosswalk {
  return parse(readFileSync(repoPath('model', 'mappings', `${system}.yaml`), 'utf8')) as Crosswalk;
}

const sorted = (names: Iterable<string>) => [...names].sort();

/** The names of a TypeScript enum object (which maps names to numbers and numbers back to names). */
const enumNames = (enumObject: object) => Object.keys(enumObject).filter((key) => Number.isNaN(Number(key)));

/**
 * The A2A v1 TaskState names that are no state of a task: the protocol buffers' zero value ("unknown or
 * indeterminate", v0.3's "unknown") and the decoder's value for a number it does not know.
 */
const notTaskStates = new Set(['TASK_STATE_UNSPECIFIED', 'UNRECOGNIZED']);

/** v0.3's JSON spelling of a v1 enum name: TASK_STATE_INPUT_REQUIRED is input-required. */
const v03Spelling = (v1Name: string) =>
  v1Name
    .replace(/^TASK_STATE_/, '')
    .toLowerCase()
    .replaceAll('_', '-');

const a2aStates = () =>
  enumNames(TaskState)
    .filter((name) => !notTaskStates.has(name))
    .map((name) => ({ v1: name, json: v03Spelling(name) }));

test("a2a: the Task lifecycle lists exactly the SDK's TaskState values, in v0.3's JSON spelling", () => {
  const lifecycle = crosswalk('a2a').native_lifecycles.Task!;
  assert.equal(sorted(lifecycle.states), sorted(a2aStates().map((state) => state.json)));
  assert.is(lifecycle.states.length, 8);
});

test("a2a: each state, sent as a v0.3 push notification, is the v1 TaskState the SDK's compat layer reads", () => {
  for (const { v1, json } of a2aStates()) {
    const response = legacyPushNotificationToV1StreamResponse({
      kind: 'task',
      id: 'task-1',
      contextId: 'context-1',
      status: { state: json },
    });
    assert.is(response.payload?.$case, 'task', json);
    const task = response.payload?.$case === 'task' ? response.payload.value : undefined;
    assert.is(task?.status?.state, TaskState[v1 as keyof typeof TaskState], json);
  }
});

test("mcp: the Task lifecycle lists exactly the schema's task statuses, and its terminal ones are the SDK's", () => {
  const lifecycle = crosswalk('mcp').native_lifecycles.Task!;
  const statuses = TaskStatusSchema.options;
  assert.equal(sorted(lifecycle.states), sorted(statuses));
  assert.equal(sorted(lifecycle.terminal), sorted(statuses.filter((status) => isTerminal(status))));
  assert.is(lifecycle.initial, 'working');
  assert.not.ok(isTerminal('working'));
});

const operationNames = () =>
  Object.entries(incubating)
    .filter(([name]) => name.startsWith('GEN_AI_OPERATION_NAME_VALUE_'))
    .map(([, value]) => value as string);

test('otel-genai: one native lifecycle per gen_ai.operation.name value the semantic conventions export', () => {
  const names = operationNames();
  assert.ok(names.includes('invoke_agent') && names.includes('execute_tool'), names.join(', '));
  assert.equal(sorted(Object.keys(crosswalk('otel-genai').native_lifecycles)), sorted(names));
});

test("otel-genai: each operation's lifecycle is a span's: started, then ended in an API status code", () => {
  const ends = enumNames(SpanStatusCode).map((code) => code.toLowerCase());
  assert.equal(sorted(ends), ['error', 'ok', 'unset']);
  for (const [operation, lifecycle] of Object.entries(crosswalk('otel-genai').native_lifecycles)) {
    assert.equal(sorted(lifecycle.states), sorted(['started', ...ends]), operation);
    assert.is(lifecycle.initial, 'started', operation);
    assert.equal(sorted(lifecycle.terminal), sorted(ends), operation);
    const moves = lifecycle.transitions.map(({ from, to }) => `${from} -> ${to}`);
    assert.equal(sorted(moves), sorted(ends.map((end) => `started -> ${end}`)), operation);
  }
});

test('each protocol crosswalk pins the installed version of every package file it quotes, and its bytes', () => {
  for (const system of ['a2a', 'mcp', 'otel-genai']) {
    const { source, sources = {} } = crosswalk(system);
    for (const [name, pinned] of Object.entries({ source, ...sources })) {
      const where = `${system} ${name} (${pinned.package})`;
      const root = repoPath('node_modules', ...pinned.package.split('/'));
      const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
      assert.is(String(pinned.version), manifest.version, where);
      const bytes = readFileSync(`${root}/${pinned.file}`);
      assert.is(createHash('sha256').update(bytes).digest('hex'), pinned.sha256, `${where} ${pinned.file}`);
    }
  }
});

test.run();
