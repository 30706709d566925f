// Name predicates: the snake_case shortcut gives what the general word splitter gives, on every name it takes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldCore, nameTokens, snakeName } from '../src/model/names.js';
import { seededRandom } from './helpers/seeded-random.js';

/** The general splitter, written out here as the oracle (camel boundaries, lower case, split on the rest). */
const generalTokens = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

test('names: tokens and snake names agree with the general splitter on a seeded corpus', () => {
  const random = seededRandom(20261203);
  const pieces = ['a', 'b9', '0', '_', '__', '-', ' ', 'Z', 'Id', 'ids', '_id', 'run', 'HTTP', 'é', '.'];
  const names = ['', '_', 'a_', '_a', 'a__b', 'work_session_id', 'task_ids', 'agentRunID', 'Agent Run', 'x1_y2'];
  for (let i = 0; i < 5000; i++) names.push(Array.from({ length: 1 + random(6) }, () => pieces[random(15)]).join(''));
  for (const name of names) {
    const words = generalTokens(name);
    assert.equal(nameTokens(name), words, JSON.stringify(name));
    assert.is(snakeName(name), words.join('_'), JSON.stringify(name));
    assert.is(fieldCore(name), words.join('_').replace(/_ids?$/, ''), JSON.stringify(name));
  }
});

test.run();
