// The store core: chainFacts against the hand-computed chain vectors, log time, and the retry policy's pauses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chainFacts, factHash, genesisHead } from '../src/runtime/core/chain.js';
import type { NewFact } from '../src/runtime/core/facts.js';
import { pauseMs, storeRetryPolicy } from '../src/runtime/store/retry-policy.js';
import { knownAnswers } from './helpers/known-answers.js';

/** The fact a command asked for, out of a known-answer vector (data parsed back from its stored text). */
const asked = (fact: (typeof knownAnswers.chain)[number]['fact']): NewFact => {
  const slash = fact.stream.indexOf('/');
  return {
    term: fact.stream.slice(0, slash),
    entity_id: fact.stream.slice(slash + 1),
    version: fact.version,
    type: fact.type,
    data: JSON.parse(fact.data),
  } as NewFact;
};

test('chainFacts gives the hand-computed positions, texts and hashes, each fact linked to the one before', () => {
  let head = genesisHead;
  for (const { fact, hash } of knownAnswers.chain) {
    const chained = chainFacts(head, fact.command_id, [asked(fact)], new Date(fact.recorded_at));
    const [stored] = chained.stored;
    assert.equal(
      [stored!.seq, stored!.prev_hash, stored!.hash, stored!.recorded_at, chained.texts[0]],
      [fact.seq, head.hash, hash, fact.recorded_at, fact.data],
    );
    assert.is(factHash(stored!), hash, 'verify recomputes the same hash from the stored fact');
    head = chained.head;
  }
  assert.is(head.hash, knownAnswers.chain.at(-1)!.hash);
});

test('the facts of one command share one time, which never goes back behind the head', () => {
  const [first, second] = knownAnswers.chain;
  const head = { seq: 7, hash: first.hash, recorded_at: '2026-06-01T00:00:00.000Z' };
  const chained = chainFacts(head, 'c', [asked(first.fact), asked(second.fact)], new Date('2026-05-01T00:00:00.000Z'));
  assert.equal(
    chained.stored.map((fact) => [fact.seq, fact.recorded_at]),
    [
      [8, '2026-06-01T00:00:00.000Z'],
      [9, '2026-06-01T00:00:00.000Z'],
    ],
  );
  assert.equal(chained.head, { seq: 9, hash: chained.stored[1]!.hash, recorded_at: '2026-06-01T00:00:00.000Z' });
  assert.equal(chainFacts(head, 'c', [], new Date()).head, head, 'no facts: the head stays');
});

test('the retry policy: growing pauses up to a cap, less a random share of at most the jitter', () => {
  const { reconnect, lockWait, deadlock } = storeRetryPolicy;
  // reconnect: 20 ms doubling to 1 s, at least half of it.
  assert.equal(
    [0, 1, 5, 6, 20].map((attempt) => pauseMs(reconnect, attempt, () => 0)),
    [20, 40, 640, 1000, 1000],
  );
  assert.is(
    pauseMs(reconnect, 1, () => 1),
    20,
  );
  // lock waits start at 0.1 ms, a spin, and reach a sleep after about a dozen attempts.
  assert.ok(pauseMs(lockWait, 0, () => 0) < lockWait.spinBelowMs);
  assert.ok(pauseMs(lockWait, 13, () => 0) > lockWait.spinBelowMs);
  // deadlocks: full jitter, anywhere from nothing up to the pause.
  assert.is(
    pauseMs(deadlock.backoff, 0, () => 1),
    0,
  );
  assert.is(
    pauseMs(deadlock.backoff, 10, () => 0),
    10,
  );
});

test.run();
