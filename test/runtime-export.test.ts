// Portable WorkSession snapshots never carry credentials or non-portable fields: fuzzed with credential-looking keys
// and values.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { TermDocument } from '../src/model/documents.js';
import { repoPath } from './helpers/paths.js';
import { allowAll, memoryRuntime, must, scaffoldSnapshot } from './helpers/runtime.js';

// The model read directly, not through the runtime: the oracle must not share the code under test.
const terms = (JSON.parse(readFileSync(repoPath('generated', 'model.json'), 'utf8')) as { terms: TermDocument[] })
  .terms;
const portable = new Map(
  terms.map((term) => [term.key, new Set(term.fields.filter((f) => f.portable_snapshot).map((f) => f.name))]),
);

const cores = [
  'password',
  'passwd',
  'secret',
  'token',
  'api key',
  'private key',
  'access key',
  'client secret',
  'credentials',
  'authorization',
  'cookie',
  'bearer',
  'refresh token',
  'session token',
  'passphrase',
];
const affixes = ['', 'github', 'aws', 'db', 'x', 'my', 'service', 'oauth', 'user', 'v2', 'b64', 'value'];
const styles: ((words: string[]) => string)[] = [
  (w) => w.join('_'),
  (w) => w.join('-'),
  (w) => w.join('_').toUpperCase(),
  (w) => w.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join(''),
  (w) => w.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('-'),
];
const credentialKey = fc
  .tuple(
    fc.constantFrom(...affixes),
    fc.constantFrom(...cores),
    fc.constantFrom(...affixes),
    fc.constantFrom(...styles),
  )
  .map(([before, core, after, style]) => style([before, ...core.split(' '), after].filter((word) => word.length > 0)));
const credentialValue = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9]{36}$/).map((s) => `ghp_${s}`),
  fc.stringMatching(/^[A-Za-z0-9]{24}$/).map((s) => `sk-${s}`),
  fc.stringMatching(/^[A-Z0-9]{16}$/).map((s) => `AKIA${s}`),
  fc.stringMatching(/^[A-Za-z0-9]{12}$/).map((s) => `Bearer ${s}`),
  fc.stringMatching(/^[a-z]{4,8}$/).map((s) => `https://deploy:${s}@git.example.com/repo.git`),
  fc.constant('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----'),
);
const safeKey = fc.constantFrom(
  'name',
  'tools',
  'settings',
  'labels',
  'model',
  'max_tokens',
  'timeout_ms',
  'description',
);
const safeValue = fc.oneof(fc.constantFrom('git', 'review', 'gpt', 'main'), fc.integer());

/** A definition with credential-looking keys and values planted at random depths among ordinary ones. */
const definition = fc.letrec((tie) => ({
  node: fc.oneof(
    { arbitrary: safeValue, weight: 3 },
    { arbitrary: credentialValue, weight: 1 },
    { arbitrary: fc.array(tie('node'), { maxLength: 3 }), weight: 1 },
    { arbitrary: tie('object'), weight: 2 },
  ),
  object: fc.dictionary(
    fc.oneof({ arbitrary: safeKey, weight: 3 }, { arbitrary: credentialKey, weight: 1 }),
    tie('node'),
    { maxKeys: 4 },
  ),
})).object;

/** Every key and string value anywhere in `value`. */
function strings(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      strings(child, found);
    }
  }
  return found;
}

test('exports hold only portable fields and never a planted credential, whatever was attempted', async () => {
  let refused = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(definition, { minLength: 1, maxLength: 4 }),
      fc.array(
        fc.tuple(fc.constantFrom('Task', 'AgentRun', 'WorkSession'), credentialKey, credentialValue, fc.boolean()),
        { maxLength: 4 },
      ),
      async (definitions, attempts) => {
        const runtime = await memoryRuntime();
        const planted = new Set<string>();
        try {
          await scaffoldSnapshot(runtime, 'x');
          let snapshot = 's-x';
          for (const [index, resolved] of definitions.entries()) {
            for (const text of strings(resolved))
              if (
                ![
                  'name',
                  'tools',
                  'settings',
                  'labels',
                  'model',
                  'max_tokens',
                  'timeout_ms',
                  'description',
                  'git',
                  'review',
                  'gpt',
                  'main',
                ].includes(text)
              )
                planted.add(text);
            const result = await runtime.apply({
              command_id: `publish-${index}`,
              type: 'publish',
              term: 'ProjectSnapshot',
              id: `s-${index}`,
              fields: {
                project_id: 'p-x',
                revision: `r-${index}`,
                resolved_definition: { ...resolved, policy: allowAll },
              },
            });
            if (result.status === 'accepted') {
              accepted += 1;
              snapshot = `s-${index}`;
            } else {
              refused += 1;
              assert.ok(['CREDENTIAL', 'RUNTIME_STATE'].includes(result.code), result.message);
            }
          }
          await must(runtime, {
            type: 'create',
            term: 'WorkSession',
            id: 'ws',
            fields: { project_snapshot_id: snapshot, policy: allowAll },
          });
          await must(runtime, { type: 'transition', term: 'WorkSession', id: 'ws', to: 'open' });
          await must(runtime, { type: 'create', term: 'AgentInstance', id: 'instance-7', fields: {} });
          await must(runtime, { type: 'create', term: 'AgentRun', id: 'run', fields: { work_session_id: 'ws' } });
          await must(runtime, {
            type: 'create',
            term: 'RunAttempt',
            id: 'attempt',
            fields: { agent_run_id: 'run', agent_instance_id: 'instance-7', failure_class: 'none' },
          });
          for (const [index, [term, key, value, asKey]] of attempts.entries()) {
            // A credential as a field name, or as the value of an ordinary field.
            const secret = asKey ? key : value;
            planted.add(secret);
            const parent = term === 'WorkSession' ? { project_snapshot_id: snapshot } : { work_session_id: 'ws' };
            const fields = asKey
              ? { ...parent, [secret]: 'x' }
              : {
                  ...parent,
                  [term === 'Task' ? 'title' : term === 'AgentRun' ? 'agent_profile_id' : 'display_name']: secret,
                };
            const result = await runtime.apply({
              command_id: `attempt-${index}`,
              type: 'create',
              term,
              id: `${term}-${index}`,
              fields,
            });
            // A secret in a name field may be refused as an invalid name before it is recognised as a credential.
            assert.ok(
              result.status === 'refused' && ['CREDENTIAL', 'UNKNOWN_FIELD', 'INVALID_FIELD'].includes(result.code),
              `${JSON.stringify(fields)} -> ${JSON.stringify(result)}`,
            );
          }
          const exported = (await runtime.exportSnapshot('ws'))!;
          const found = strings(exported);
          for (const secret of planted)
            assert.not.ok(found.has(secret), `the export contains ${JSON.stringify(secret)}`);
          assert.not.ok(found.has('instance-7'), 'no AgentInstance identity (not portable) in the export');
          for (const entity of [exported.work_session, exported.project_snapshot!, ...exported.entities]) {
            for (const field of Object.keys(entity.fields)) {
              assert.ok(portable.get(entity.term)!.has(field), `${entity.term}.${field} is not portable`);
            }
          }
          assert.equal(
            exported.entities.map((e) => e.term),
            ['AgentRun', 'RunAttempt'],
          );
        } finally {
          await runtime.close();
        }
      },
    ),
    { numRuns: 200 },
  );
  assert.ok(refused > 50 && accepted > 50, `refused ${refused}, accepted ${accepted}: both paths were exercised`);
});

test.run();
