// The README documents every diagnostic code and keeps the two-command quick start.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diagnosticCatalog } from '../src/diagnostics/catalog.js';
import { actionPattern, namePattern } from '../src/emit/schemas/common-schema.js';
import { changeCatalog } from '../src/diff/change-catalog.js';
import { repoPath } from './helpers/paths.js';

const readme = readFileSync(repoPath('README.md'), 'utf8');

test('every catalogued diagnostic code has a row in the README', () => {
  const missing = Object.keys(diagnosticCatalog).filter((code) => !readme.includes(`| \`${code}\` |`));
  assert.equal(missing, []);
});

test('the README states the name and action patterns the generated schemas use', () => {
  assert.ok(readme.includes(`\n${namePattern}\n`), namePattern);
  const actionName = '[a-z][a-z0-9_.:-]*';
  assert.ok(actionPattern.includes(actionName) && readme.includes(`^${actionName}$`), actionPattern);
  for (const definition of ['PolicyDocument = { grants: Grant[] }', 'Grant = { resource: string, actions: string[] }'])
    assert.ok(readme.includes(definition), definition);
});

test('every change kind of awm diff has a row in the README, with its classification and consumers', () => {
  const missing = Object.entries(changeCatalog)
    .filter(
      ([kind, spec]) => !readme.includes(`| \`${kind}\` | ${spec.classification} | ${spec.consumers.join(', ')} |`),
    )
    .map(([kind]) => kind);
  assert.equal(missing, []);
});

test('the README quick start is exactly the two commands', () => {
  const quickStart = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const commands = quickStart
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/\s+#.*$/, ''));
  assert.equal(commands, ['npm ci && npx awm build', 'npm test']);
});

test('.ci/run installs, checks generated/ and runs the README test command', () => {
  const ci = readFileSync(repoPath('.ci', 'run'), 'utf8');
  for (const step of ['npm ci', 'npx awm build --check', 'npm test']) assert.ok(ci.includes(`\n${step}\n`), step);
});

test.run();
