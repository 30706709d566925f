// Did-you-mean suggestions for misspelt keys and words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closestMatch, didYouMean, editDistance } from '../src/diagnostics/suggest.js';

test('edit distance counts insertions, deletions and substitutions', () => {
  assert.is(editDistance('cardnality', 'cardinality'), 1);
  assert.is(editDistance('kitten', 'sitting'), 3);
  assert.is(editDistance('', 'abc'), 3);
});

test('suggests the closest candidate within the typo budget', () => {
  assert.is(closestMatch('cardnality', ['cardinality', 'inverse_cardinality', 'kind']), 'cardinality');
  assert.is(closestMatch('WorkSesion', ['WorkSession', 'Workspace']), 'WorkSession');
  assert.is(closestMatch('work-session', ['WorkSession']), 'WorkSession');
});

test('suggests nothing for unrelated words or exact matches', () => {
  assert.is(closestMatch('zzz', ['cardinality', 'kind']), undefined);
  assert.is(didYouMean('kind', ['kind']), '');
  assert.is(didYouMean('knd', ['kind']), ' (did you mean "kind"?)');
});

test.run();
