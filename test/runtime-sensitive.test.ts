// Runtime state is recognised by key name; findSensitive reports credentials (the shared detector) and then runtime
// state.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRuntimeState, findSensitive, runtimeStateKeyReason } from '../src/runtime/core/sensitive.js';

const runtimeStateKeys =
  "runtime-state keys: the linter's RUNTIME_STATE words (pid, port, heartbeat, lease, endpoint, live pointers)";
test(runtimeStateKeys, () => {
  for (const key of [
    'pid',
    'hostname',
    'port',
    'listenPort',
    'last_heartbeat_at',
    'lease_expires',
    'endpoint',
    'current_run',
    'active_session_id',
    'currentWorkspace',
  ]) {
    assert.ok(runtimeStateKeyReason(key), key);
  }
  for (const key of ['report', 'support', 'import', 'current_version', 'active', 'description'])
    assert.is(runtimeStateKeyReason(key), undefined, key);
});

test('findRuntimeState reports paths at any depth and does not descend into what it reports', () => {
  assert.equal(
    findRuntimeState({ workers: [{ name: 'a', pid: 1 }], server: { port: 8080, host: { hostname: 'x' } } }, 'def').map(
      (finding) => finding.path,
    ),
    ['def.workers[0].pid', 'def.server.port', 'def.server.host.hostname'],
  );
});

test('findSensitive lists credentials first, then runtime state', () => {
  const found = findSensitive({
    tools: [{ name: 'gh', auth: { apiKey: 'x' } }],
    server: { port: 8080 },
    note: 'Bearer abcdefghijk',
  });
  assert.equal(
    found.map((f) => [f.kind, f.path]),
    [
      ['credential', 'tools[0].auth'],
      ['credential', 'note'],
      ['runtime-state', 'server.port'],
    ],
  );
});

test.run();
