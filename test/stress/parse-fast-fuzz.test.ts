// The fast loader (js-yaml) against the careful one (yaml) on 2,000 fuzzed edits of the bundled files: the fast one
// accepts only what the careful one accepts, with the same data (test/parse-fast.test.ts holds the rest of the pair).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFast } from '../../src/load/parse-fast.js';
import { careful, modelFiles } from '../helpers/careful-yaml.js';

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0;
  };
}

test(
  'fuzzed edits of the bundled files: the fast path accepts only what the careful one accepts, with the same ' + 'data',
  () => {
    const next = random(20261130);
    const alphabet = ':-[]{}\'"#>|&*!%@`?,~ \t\n0123456789abcxyz_';
    let rejected = 0;
    for (let i = 0; i < 2000; i++) {
      let text = modelFiles[next(modelFiles.length)]!;
      for (let edits = 1 + next(3); edits > 0; edits--) {
        const at = next(text.length);
        const kind = next(4);
        if (kind === 0) text = text.slice(0, at) + alphabet[next(alphabet.length)] + text.slice(at);
        else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1);
        else if (kind === 2) text = text.slice(0, at) + ' '.repeat(1 + next(4)) + text.slice(at);
        else {
          // Move a whole line elsewhere: indentation and structure errors.
          const lines = text.split('\n');
          const [line] = lines.splice(next(lines.length), 1);
          lines.splice(next(lines.length), 0, line ?? '');
          text = lines.join('\n');
        }
      }
      const fast = parseFast(text);
      const slow = careful(text);
      if (slow.codes.length > 0) {
        rejected++;
        assert.is(
          fast,
          undefined,
          `the careful loader reports ${slow.codes.join(', ')} but the fast one accepts:\n${text}`,
        );
      } else if (fast) {
        assert.equal(fast.data, slow.data, `data differs:\n${text}`);
      }
    }
    assert.ok(rejected > 200, `the edits produce enough broken documents (${rejected})`);
  },
);

test.run();
