// canonicalJson writes what Python's json.dumps(sort_keys=True, indent=2) writes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalJson } from '../src/emit/canonical-json.js';

test('sorts keys at every level and keeps array order', () => {
  const text = canonicalJson({ b: 1, a: { d: [3, 1], c: null } });
  assert.is(text, '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      1\n    ]\n  },\n  "b": 1\n}');
});

test('empty containers stay on one line and there is no trailing newline', () => {
  assert.is(canonicalJson({ a: [], b: {} }), '{\n  "a": [],\n  "b": {}\n}');
});

test('escapes non-ASCII like ensure_ascii, including astral characters as surrogate pairs', () => {
  // Python: json.dumps("é—😀\x7f") == '"\\u00e9\\u2014\\ud83d\\ude00\x7f"'
  assert.is(canonicalJson('é—😀\u007f'), '"\\u00e9\\u2014\\ud83d\\ude00\u007f"');
});

test('escapes control characters and quotes the way JSON requires', () => {
  assert.is(canonicalJson('a"b\\c\n\t\u0001'), '"a\\"b\\\\c\\n\\t\\u0001"');
});

test.run();
