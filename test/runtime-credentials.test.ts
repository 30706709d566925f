// No credential reaches the log or an export: each form that once got through is refused as CREDENTIAL, without echoing
// it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Runtime } from '../src/runtime/runtime.js';
import { expectRefused, memoryRuntime, must, scaffoldSession } from './helpers/runtime.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const github = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';

/** The forms the issue saw reach the log, each with the secret part that must never be echoed. */
const leaks: { what: string; value: unknown; secret: string }[] = [
  { what: 'token=<JWT>', value: `token=${jwt}`, secret: jwt },
  {
    what: 'an Authorization header',
    value: 'Authorization: Bearer abcdefghijklmnopqrstuvwxyz',
    secret: 'abcdefghijklmnop',
  },
  { what: 'a GitHub token followed by a full stop', value: `Use ${github}.`, secret: github },
  {
    what: 'a URL with a password inside a sentence',
    value: 'clone https://user:pass@host/ first',
    secret: 'user:pass',
  },
  {
    what: 'an access token in a query',
    value: 'https://x.example.com/?access_token=0a1b2c3d4e5f6g',
    secret: '0a1b2c3d4e5f6g',
  },
  { what: 'password= inside a string', value: 'login with password=hunter2 now', secret: 'hunter2' },
  {
    what: 'an AWS key id inside a sentence',
    value: 'the key AKIAQ3EGRVLZHT7XW5NB leaked',
    secret: 'AKIAQ3EGRVLZHT7XW5NB',
  },
  {
    what: 'base64 of a credential string',
    value: Buffer.from(`password=hunter2 and ${github}`).toString('base64'),
    secret: 'hunter2',
  },
  { what: 'env form in an array', value: ['NODE_ENV=production', 'DB_PASSWORD=s3cr3t-pw'], secret: 's3cr3t-pw' },
  {
    what: 'a name/value entry',
    value: { name: 'OPENAI_API_KEY', value: 'sk-proj-aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY' },
    secret: 'aB3dE5fG7hJ9',
  },
  { what: 'a JWT as an object key', value: { [jwt]: 'x' }, secret: jwt },
  { what: 'a pass key', value: { pass: 'x' }, secret: '"x"' },
  { what: 'a db_pw key', value: { db_pw: 'x' }, secret: '"x"' },
  { what: 'an auth key', value: { auth: 'x' }, secret: '"x"' },
  { what: 'an X-Auth key', value: { 'X-Auth': 'x' }, secret: '"x"' },
  { what: 'a homoglyph password key', value: { 'p\u0430ssword': 'x' }, secret: '"x"' },
];

/** Refused as CREDENTIAL, nothing appended, and the secret nowhere in the refusal. */
async function refusedUnseen(runtime: Runtime, command: Record<string, unknown>, secret: string, what: string) {
  const head = await runtime.headSeq();
  const result = await runtime.apply(command);
  expectRefused(result, 'CREDENTIAL', what);
  assert.not.ok(
    JSON.stringify(result).includes(secret),
    `${what}: the refusal repeats the secret: ${JSON.stringify(result)}`,
  );
  assert.is(await runtime.headSeq(), head, `${what}: nothing was appended`);
}

test('every form is refused in a snapshot definition and in a free-text field', async () => {
  const runtime = await memoryRuntime();
  try {
    const ws = await scaffoldSession(runtime, 'c');
    for (const [index, { what, value, secret }] of leaks.entries()) {
      await refusedUnseen(
        runtime,
        {
          command_id: `def-${index}`,
          type: 'publish',
          term: 'ProjectSnapshot',
          id: `s-${index}`,
          fields: { project_id: 'p-c', revision: `r-${index}`, resolved_definition: { mcp: { env: value } } },
        },
        secret,
        what,
      );
      if (typeof value === 'string')
        await refusedUnseen(
          runtime,
          {
            command_id: `title-${index}`,
            type: 'create',
            term: 'Task',
            id: `t-${index}`,
            fields: { work_session_id: ws, title: value },
          },
          secret,
          what,
        );
    }
    assert.ok((await runtime.verify()).ok);
  } finally {
    await runtime.close();
  }
});

test('a credential as a command id, an id or a dependency is refused, and not named back', async () => {
  const runtime = await memoryRuntime();
  try {
    const ws = await scaffoldSession(runtime, 'ids');
    await refusedUnseen(
      runtime,
      { command_id: github, type: 'create', term: 'Project', id: 'p-1' },
      github,
      'command id',
    );
    await refusedUnseen(runtime, { command_id: 'c-1', type: 'create', term: 'Project', id: jwt }, jwt, 'id');
    await refusedUnseen(
      runtime,
      { command_id: 'c-2', type: 'create', term: 'Project', id: 'password=hunter2' },
      'hunter2',
      'id',
    );
    await refusedUnseen(
      runtime,
      {
        command_id: 'c-3',
        type: 'create',
        term: 'Task',
        id: 't-1',
        fields: { work_session_id: ws },
        depends_on: [github],
      },
      github,
      'depends_on',
    );
    const refused = await runtime.apply({ command_id: github, type: 'create', term: 'Project', id: 'p-1' });
    assert.match((refused as { message: string }).message, 'command_id: value holds a GitHub token');
    // An ordinary command still goes through, and its hashes and ids are no credential.
    await must(runtime, { type: 'create', term: 'Project', id: '123e4567-e89b-12d3-a456-426614174000' });
  } finally {
    await runtime.close();
  }
});

test.run();
