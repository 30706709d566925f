// Cardinality strings accepted by the awm-cardinality format.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import modelFormats from '../src/model/formats.cjs';

const { parseCardinality, formats } = modelFormats;

test('parses the usual cardinalities', () => {
  assert.equal(parseCardinality('1'), { min: 1, max: 1 });
  assert.equal(parseCardinality('0..1'), { min: 0, max: 1 });
  assert.equal(parseCardinality('0..*'), { min: 0, max: Infinity });
  assert.equal(parseCardinality('1..*'), { min: 1, max: Infinity });
  assert.equal(parseCardinality('2..5'), { min: 2, max: 5 });
  assert.equal(parseCardinality('3'), { min: 3, max: 3 });
});

test('rejects malformed and empty ranges', () => {
  for (const bad of ['0', '0..0', '3..2', '*', '1..', '..1', '01', '1..2..3', ' 1', 'one', '-1..2', '1.5']) {
    assert.is(parseCardinality(bad), undefined, bad);
    assert.is(formats['awm-cardinality'](bad), false, bad);
  }
});

test.run();
