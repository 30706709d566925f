// Did-you-mean suggestions for misspelt keys and words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { closestMatch, didYouMean, Suggestions } from '../src/diagnostics/suggest.js';

/** The textbook Levenshtein table, the oracle the index is checked against. */
function levenshtein(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) table[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return table[a.length]![b.length]!;
}

/** What the suggestion should be, by a pass over every candidate in order. */
function expectedMatch(word: string, candidates: readonly string[]): string | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[-_ ]/g, '');
  const budget = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = fold(candidate) === fold(word) ? 0 : levenshtein(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= budget ? best : undefined;
}

test('suggests the closest candidate within the typo budget', () => {
  assert.is(closestMatch('cardnality', ['cardinality', 'inverse_cardinality', 'kind']), 'cardinality');
  assert.is(closestMatch('WorkSesion', ['WorkSession', 'Workspace']), 'WorkSession');
  assert.is(closestMatch('work-session', ['WorkSession']), 'WorkSession');
});

test('counts insertions, deletions and substitutions against the budget of a third of the word', () => {
  // kitten -> sitting is three edits (two substitutions, one insertion); a six-letter word may have two.
  assert.is(closestMatch('kitten', ['sitting']), undefined);
  assert.is(closestMatch('kittens', ['sitting']), undefined);
  assert.is(closestMatch('kitten', ['sittin']), 'sittin');
  // A word of twelve letters or more may have three edits, never four.
  assert.is(closestMatch('authorization', ['authorisatoin']), 'authorisatoin');
  assert.is(closestMatch('authorization', ['autorisatoin']), undefined);
  // A short word has one edit.
  assert.is(closestMatch('ab', ['ba']), undefined);
  assert.is(closestMatch('ab', ['abc']), 'abc');
});

test('of equally close candidates, the first given wins; fewer edits win over order', () => {
  assert.is(closestMatch('Tusk', ['Task', 'Turk']), 'Task');
  assert.is(closestMatch('Tusk', ['Turk', 'Task']), 'Turk');
  assert.is(closestMatch('Turns', ['Tasks', 'Turn']), 'Turn');
  assert.is(closestMatch('agent_run', ['AgentRunner', 'AgentRun']), 'AgentRun');
});

test('suggests nothing for unrelated words or exact matches', () => {
  assert.is(closestMatch('zzz', ['cardinality', 'kind']), undefined);
  assert.is(didYouMean('kind', ['kind']), '');
  assert.is(didYouMean('knd', ['kind']), ' (did you mean "kind"?)');
  assert.is(closestMatch('x'.repeat(100_000), ['WorkSession', 'Turn']), undefined);
  // Names past 256 characters are no typos: a hostile pair of long names costs nothing.
  assert.is(closestMatch(`${'y'.repeat(100_000)}z`, ['y'.repeat(100_000)]), undefined);
  assert.is(closestMatch(`${'y'.repeat(255)}z`, ['y'.repeat(256)]), 'y'.repeat(256));
});

test('an index asked many times gives the answers of the plain list', () => {
  const keys = Array.from({ length: 2000 }, (_, i) => `SyntheticTerm${String(i).padStart(5, '0')}`);
  const index = new Suggestions(keys);
  assert.is(index.closest('SynthetikTerm00038'), 'SyntheticTerm00038');
  assert.is(index.closest('SyntheticTerm0038'), 'SyntheticTerm00038');
  assert.is(index.closest('syntheticterm01999'), 'SyntheticTerm01999');
  // The word itself is no suggestion; 00008 is the first candidate one substitution away.
  assert.is(index.closest('SyntheticTerm00038'), 'SyntheticTerm00008');
  assert.is(index.closest('SynthetikTerm00038'), 'SyntheticTerm00038');
  assert.is(index.closest('Unrelated'), undefined);
});

test('on any words, the index gives what a pass over every candidate gives', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', '-', '_'), maxLength: 12 });
  fc.assert(
    fc.property(fc.array(word, { maxLength: 30 }), fc.array(word, { minLength: 1, maxLength: 10 }), (keys, words) => {
      const index = new Suggestions(keys);
      for (const w of words) assert.is(index.closest(w), expectedMatch(w, keys), `${w} among ${keys.join(',')}`);
    }),
    { numRuns: 300 },
  );
});

test.run();
