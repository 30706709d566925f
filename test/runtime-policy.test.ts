// PolicyDocument, Grant and "narrows" exactly as the toolkit defines them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  grantCoveredBy,
  grantNarrows,
  grantProblem,
  policyNarrows,
  policyProblem,
  resourceMatches,
  type Grant,
} from '../src/runtime/core/policy.js';

const g = (resource: string, ...actions: string[]): Grant => ({ resource, actions: actions as Grant['actions'] });

test('resource patterns: a trailing * matches by prefix, * alone matches all, otherwise equality', () => {
  assert.ok(resourceMatches('*', 'anything'));
  assert.ok(resourceMatches('repo-*', 'repo-a'));
  assert.ok(resourceMatches('repo-*', 'repo-'));
  assert.not.ok(resourceMatches('repo-*', 'rep'));
  assert.ok(resourceMatches('repo-a', 'repo-a'));
  assert.not.ok(resourceMatches('repo-a', 'repo-ab'));
});

const covered: [Grant, Grant, boolean, string][] = [
  [g('repo-a', 'read'), g('repo-a', 'read', 'write'), true, 'same resource, fewer actions'],
  [g('repo-a', 'read', 'write'), g('repo-a', 'read'), false, 'more actions'],
  [g('repo-a', 'read'), g('repo-*', 'read'), true, 'a name under a pattern'],
  [g('repo-a', 'read'), g('*', '*'), true, 'everything covers everything'],
  [g('repo-*', 'read'), g('repo-a', 'read'), false, 'a pattern is broader than a name'],
  [g('repo-a*', 'read'), g('repo-*', 'read'), true, 'a narrower pattern'],
  [g('repo-*', 'read'), g('repo-a*', 'read'), false, 'a broader pattern'],
  [g('*', 'read'), g('repo-*', 'read'), false, '* is broader than any prefix'],
  [g('repo-*', 'read'), g('*', 'read'), true, '* covers every pattern'],
  [g('repo-a', '*'), g('repo-a', 'read', 'write'), false, 'every action is not listed actions'],
  [g('repo-a', '*'), g('repo-a', '*'), true, '* action covered by *'],
  [g('repo-a', 'read', 'write'), g('repo-a', '*'), true, '* covers listed actions'],
  [g('other', 'read'), g('repo-*', 'read'), false, 'different resource'],
];

test('a grant g is covered by h exactly when resource and actions are covered', () => {
  for (const [inner, outer, expected, why] of covered) assert.is(grantCoveredBy(inner, outer), expected, why);
});

test('narrows: some grant covers each grant; the empty policy narrows every policy', () => {
  const project = { grants: [g('repo-*', 'read', 'write'), g('docs', 'read')] };
  assert.ok(grantNarrows(g('docs', 'read'), project));
  assert.not.ok(grantNarrows(g('docs', 'write'), project));
  assert.ok(policyNarrows({ grants: [g('repo-a', 'read'), g('docs', 'read')] }, project));
  assert.not.ok(policyNarrows({ grants: [g('repo-a', 'read'), g('secrets', 'read')] }, project));
  assert.ok(policyNarrows({ grants: [] }, project));
  assert.ok(policyNarrows({ grants: [] }, { grants: [] }));
  assert.not.ok(policyNarrows({ grants: [g('docs', 'read')] }, { grants: [] }));
  // Covering is per grant: two grants together do not cover a union.
  assert.not.ok(grantNarrows(g('repo-a', 'read', 'write'), { grants: [g('repo-a', 'read'), g('repo-a', 'write')] }));
});

test('shape checks: actions non-empty, unique, lower-case or *; * only at the end of a resource; no other keys', () => {
  assert.is(grantProblem(g('repo-a', 'read')), undefined);
  assert.is(grantProblem(g('repo-*', '*')), undefined);
  assert.is(grantProblem(g('repo-a', 'repo.read:all-x_y')), undefined);
  assert.match(grantProblem(g('repo-a'))!, 'non-empty');
  assert.match(grantProblem(g('repo-a', 'read', 'read'))!, 'repeats "read"');
  assert.match(grantProblem(g('repo-a', 'Read'))!, 'lower-case');
  assert.match(grantProblem(g('re*po', 'read'))!, 'only as its last character');
  assert.match(grantProblem(g('', 'read'))!, 'non-empty string');
  assert.match(grantProblem({ resource: 'a', actions: ['read'], expires: 1 })!, 'unknown key "expires"');
  assert.match(grantProblem('read')!, 'must be an object');
  assert.is(policyProblem({ grants: [] }), undefined);
  assert.match(policyProblem({ grants: [g('a', 'read'), g('b')] })!, 'policy.grants[1].actions');
  assert.match(policyProblem({ grants: [], deny: [] })!, 'unknown key "deny"');
  assert.match(policyProblem([])!, 'must be an object');
});

test.run();
