// The version check: the bump the worst change requires, bigger bumps allowed, malformed successors refused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Change, Classification } from '../src/diff/change.js';
import { checkVersion } from '../src/diff/semver.js';

const change = (classification: Classification) => ({ classification }) as Change;

/** [from, to, worst change (or none), ok, a fragment of the explanation] */
const cases: [string, string, Classification | undefined, boolean, string][] = [
  ['0.1.0', '0.1.0', undefined, true, 'no changes, so no bump is needed'],
  ['0.1.0', '0.1.0', 'informational', true, '1 informational change needs no bump'],
  ['0.1.0', '0.1.1', 'informational', true, 'is a patch bump'],
  [
    '0.1.0',
    '0.1.0',
    'compatible',
    false,
    'stays 0.1.0, but 1 compatible change needs at least a patch bump below 1.0.0: expected 0.1.1',
  ],
  ['0.1.0', '0.1.1', 'compatible', true, 'is a patch bump'],
  ['0.1.0', '0.2.0', 'compatible', true, 'is a minor bump'],
  [
    '0.1.0',
    '0.1.1',
    'breaking',
    false,
    'is a patch bump, but 1 breaking change needs at least a minor bump below 1.0.0: expected 0.2.0',
  ],
  ['0.1.0', '0.2.0', 'breaking', true, 'is a minor bump'],
  ['0.1.0', '1.0.0', 'breaking', true, 'is a major bump'],
  ['0.1.0', '0.3.0', 'breaking', true, 'is a minor bump'],
  ['1.2.3', '1.3.0', 'breaking', false, 'needs at least a major bump: expected 2.0.0'],
  ['1.2.3', '2.0.0', 'breaking', true, 'is a major bump'],
  ['1.2.3', '1.2.4', 'compatible', false, 'needs at least a minor bump: expected 1.3.0'],
  ['1.2.3', '1.3.0', 'compatible', true, 'is a minor bump'],
  ['0.2.0', '0.1.0', 'informational', false, 'goes backwards from 0.2.0 to 0.1.0'],
  ['0.1.3', '0.2.3', 'breaking', false, 'raises the minor version without resetting patch to 0'],
  ['1.0.0', '2.1.0', 'breaking', false, 'raises the major version without resetting minor and patch to 0'],
  ['1.0.0-rc.1', '1.0.0', 'breaking', true, 'is a pre-release, so any change is allowed'],
  ['1.0.0', '1.0.0-rc.1', 'breaking', false, 'goes backwards'],
  ['1.0.0', '2.0.0-rc.1', 'breaking', true, 'is a major bump'],
  ['2.0.0-rc.2', '2.0.0-rc.10', 'breaking', true, 'is a pre-release'],
  ['2.0.0-rc.2', '2.0.0-rc.1', 'breaking', false, 'goes backwards'],
];

for (const [from, to, worst, ok, fragment] of cases) {
  test(`${from} -> ${to} with ${worst ?? 'no'} changes`, () => {
    const result = checkVersion(from, to, worst ? [change(worst)] : []);
    assert.is(result.ok, ok, result.explanation);
    assert.ok(result.explanation.includes(fragment), result.explanation);
  });
}

test.run();
