// The example plugins under examples/ as their users run them: the package's RuleTester tests under uvu and under
// node --test, and the one-file rule's cases (with its fix) through the public RuleTester.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as ruleApi from '../src/lint/rule-api.js';
import type { AnyRule } from '../src/lint/rule.js';
import { assertInvalid, assertValid, RuleTester } from '../src/rule-tester/index.js';
import { repoPath, repoRoot } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

/** The package example copied into a project of its own, with agent-work-model and uvu installed by links. */
function acmeProject(): string {
  const dir = path.join(tempDir('awm-acme-'), 'awm-plugin-acme');
  cpSync(repoPath('examples', 'awm-plugin-acme'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(repoRoot, path.join(dir, 'node_modules', 'agent-work-model'), 'dir');
  symlinkSync(repoPath('node_modules', 'uvu'), path.join(dir, 'node_modules', 'uvu'), 'dir');
  return dir;
}

const acme = acmeProject();
test.after(() => rmSync(path.dirname(acme), { recursive: true, force: true }));
const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: acme, encoding: 'utf8' });

test("the package's RuleTester tests pass under uvu", () => {
  const result = run([path.join('node_modules', 'uvu', 'bin.js'), 'test', String.raw`^uvu\.test\.js$`]);
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /Passed: +6/);
});

test("the package's RuleTester tests pass under node --test", () => {
  const result = run(['--test', path.join('test', 'node.test.js')]);
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /# pass 6/);
  assert.match(result.stdout, /# fail 0/);
});

const house = (
  (await import(pathToFileURL(repoPath('examples', 'local-rule', 'house-rules.mjs')).href)) as {
    default: (api: typeof ruleApi) => { name: string; rules: AnyRule[] };
  }
).default(ruleApi);
const levelKeyword = house.rules[0]!;

new RuleTester({ test }).run(levelKeyword, {
  valid: [
    {
      name: 'the level its text says',
      terms: { Task: 'invariants:\n  - {code: one, level: MUST, text: It MUST hold.}' },
    },
    { name: 'text with no keyword', terms: { Task: 'invariants:\n  - {code: one, level: MAY, text: It holds.}' } },
    {
      name: 'text with two keywords',
      terms: { Task: 'invariants:\n  - {code: one, level: MAY, text: It MUST hold and SHOULD be checked.}' },
    },
  ],
  invalid: [
    {
      name: 'another level than the text says, fixed by taking the text at its word',
      terms: { Task: 'invariants:\n  - code: one\n    level: SHOULD\n    text: It MUST NOT change.' },
      errors: [
        {
          line: 3,
          column: 12,
          term: 'Task',
          message: 'invariant one of Task has level SHOULD but its text says MUST NOT',
          fixes: [{ title: 'Set the level to MUST NOT', edits: ['MUST NOT'] }],
        },
      ],
    },
  ],
});

test('the RuleTester fails a case whose finding is not where it says', () => {
  const wrong = {
    name: 'a wrong column',
    terms: { Task: 'invariants:\n  - code: one\n    level: SHOULD\n    text: It MUST hold.' },
    errors: [{ line: 3, column: 5 }],
  };
  assert.throws(() => assertInvalid(levelKeyword, wrong), /column/);
  assert.throws(() => assertValid(levelKeyword, wrong), /no findings/);
});

test.run();
