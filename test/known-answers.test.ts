// Known-answer vectors: a change to the canonical form or to the chain would strand every existing log (its hashes
// would no longer re-compute), so it must fail here first. The vectors are in helpers/known-answers.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalize, definitionHash, sha256 } from '../src/runtime/core/canonical.js';
import { chainHash, genesisHash } from '../src/runtime/core/facts.js';
import { knownAnswers } from './helpers/known-answers.js';

test('canonicalize gives the hand-written canonical text, whose SHA-256 is the hand-computed digest', () => {
  for (const vector of knownAnswers.canonical) {
    assert.is(canonicalize(vector.input), vector.text, vector.what);
    assert.is(sha256(vector.text), vector.sha256, vector.what);
  }
});

test('definitionHash is the SHA-256 of the canonical text of the resolved definition', () => {
  assert.is(definitionHash(knownAnswers.definition.input), knownAnswers.definition.sha256);
});

test('the chain hash of each fact, linked from the genesis hash, is the hand-computed digest', () => {
  let prev: string = genesisHash;
  for (const { fact, hash } of knownAnswers.chain) {
    assert.is(chainHash(prev, fact), hash, `fact #${fact.seq}`);
    prev = hash;
  }
});

test('the data the chain covers is the canonical text of the fact data', () => {
  assert.is(
    canonicalize({ state: 'active', fields: { project_id: 'p-1', display_name: 'P' } }),
    knownAnswers.chain[0].fact.data,
  );
  assert.is(canonicalize({ to: 'archived', from: 'active' }), knownAnswers.chain[1].fact.data);
});

test.run();
