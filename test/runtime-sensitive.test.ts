// Credentials and runtime state are recognised by key name and by value shape.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  credentialKeyReason,
  credentialValueReason,
  findSensitive,
  runtimeStateKeyReason,
} from '../src/runtime/sensitive.js';

test('credential keys are recognised; ordinary keys with similar words are not', () => {
  const credentials = [
    'password',
    'apiKey',
    'api_key',
    'X-Api-Key',
    'client_secret',
    'privateKey',
    'ssh_key',
    'authToken',
    'access_token',
    'refreshToken',
    'Authorization',
    'cookie',
    'credentials',
    'GITHUB_TOKEN',
    'passwd',
    'secret',
    'signing_key',
    'bearer',
    'db-password',
    'accesstoken',
    'AWS_SECRET_ACCESS_KEY',
    'max_password_length',
    'token_count_secret',
  ];
  for (const key of credentials) assert.ok(credentialKeyReason(key), key);
  const ordinary = [
    'key',
    'partition_key',
    'cache_key',
    'public_key',
    'max_tokens',
    'input_tokens',
    'token_count',
    'display_name',
    'author',
    'keyboard',
  ];
  for (const key of ordinary) assert.is(credentialKeyReason(key), undefined, key);
});

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

test('credential-shaped values are recognised', () => {
  const values = [
    '-----BEGIN RSA PRIVATE KEY-----\nMIIE...',
    'Bearer abcdefghijklmnop',
    'https://user:hunter2@example.com/repo.git',
    'ghp_0123456789abcdefghijABCDEFGHIJ012345',
    'sk-proj-abcdefghijklmnopqrstuvwx',
    'AKIAIOSFODNN7EXAMPLE',
    'xoxb-1234567890-abcdefghij',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ];
  for (const value of values) assert.ok(credentialValueReason(value), value);
  for (const value of [
    'https://example.com/repo.git',
    'repo-a',
    'Review the migration plan',
    'sk-1',
    'user@example.com',
  ]) {
    assert.is(credentialValueReason(value), undefined, value);
  }
});

test('findSensitive reports paths at any depth and does not descend into what it reports', () => {
  const found = findSensitive({
    tools: [{ name: 'gh', auth: { apiKey: 'x' } }],
    server: { port: 8080 },
    note: 'Bearer abcdefghijk',
  });
  assert.equal(
    found.map((f) => [f.kind, f.path]),
    [
      ['credential', 'tools[0].auth.apiKey'],
      ['runtime-state', 'server.port'],
      ['credential', 'note'],
    ],
  );
});

test.run();
