// The fast loader (js-yaml) and the careful one (yaml) agree: same data, and the fast one never accepts what the
// careful one rejects.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../lint-rules/index.js';
import { compileModel } from '../src/compile.js';
import { lintModel } from '../src/lint/lint-model.js';
import { coreScalarTags, mayBeCoreNonString, parseFast } from '../src/load/parse-fast.js';
import { careful, modelFiles } from './helpers/careful-yaml.js';
import { repoPath } from './helpers/paths.js';
import { yamlInlineSuppressions } from './helpers/yaml-model.js';

test('every bundled model file takes the fast path and gives the careful data', () => {
  assert.ok(modelFiles.length >= 20);
  for (const text of modelFiles) {
    const fast = parseFast(text);
    assert.ok(fast, 'the bundled files are plain enough for the fast path');
    assert.equal(fast.data, careful(text).data);
  }
});

test('plain scalars resolve as YAML 1.2 core does in both loaders', () => {
  const scalars = [
    '012',
    '0o17',
    '0x1F',
    '0b11',
    '-.5',
    '+12',
    '1_000',
    '1e3',
    '.inf',
    '-.Inf',
    '.NaN',
    'True',
    'FALSE',
    'yes',
    'No',
    '~',
    'null',
    'Null',
    'NULL',
    '',
    '2001-12-14',
    '0..*',
    '"1"',
    "'a'",
    '1.',
    '-0',
    '+0.5e-3',
  ];
  for (const scalar of scalars) {
    const text = `key: ${scalar}\nlist: [${scalar === '' ? '""' : scalar}]\n`;
    const fast = parseFast(text);
    assert.ok(fast, scalar);
    // NaN is not equal to itself; compare through a representation that keeps it.
    const show = (data: unknown) =>
      JSON.stringify(data, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
    assert.is(show(fast.data), show(careful(text).data), `scalar ${scalar}`);
  }
});

test('a plain scalar passed over by its first character matches no core tag of yaml', () => {
  // yaml's own regular expressions are the oracle: whatever one of them matches must pass the first-character check.
  const tags = coreScalarTags();
  assert.ok(tags.length >= 4);
  const tails = ['', '0', '1', '9', '.5', '5.', 'e3', 'E-3', 'x1F', 'o17', 'ull', 'ULL', 'rue', 'RUE', 'alse', 'ALSE'];
  tails.push('inf', 'Inf', 'INF', 'nan', 'NaN', 'NAN', '.inf', '.nan', '12_3', '0.5e+10', '.', '-', '+');
  let matched = 0;
  for (let code = 0; code < 0x800; code++) {
    for (const tail of tails) {
      const scalar = String.fromCharCode(code) + tail;
      if (!tags.some(({ test }) => test.test(scalar))) continue;
      matched++;
      assert.ok(mayBeCoreNonString(scalar), JSON.stringify(scalar));
    }
  }
  assert.ok(matched > 50, `${matched} core scalars`);
  assert.ok(mayBeCoreNonString(''));
  assert.not.ok(mayBeCoreNonString('queued'));
});

test('what the careful loader must report never takes the fast path', () => {
  const cases = [
    'a: &x [1]\nb: *x\n',
    '&k key: 1\n*k : 2\n',
    '? [a]\n: 1\n',
    '{[a, b]: 1}\n',
    '__proto__: {x: 1}\n',
    '%FOO bar\n---\na: 1\n',
    'a: 1\na: 2\n',
    'a: !!binary YWI=\n',
    'a: !custom x\n',
    'a: 1\n---\nb: 2\n',
    '',
    '# only a comment\n',
    'a:\n\tb: 1\n',
    'a: [1, 2\n',
  ];
  for (const text of cases) {
    assert.is(parseFast(text), undefined, JSON.stringify(text));
  }
});

test('a key js-yaml names "null" and yaml "" never takes the fast path, wherever the empty key hides', () => {
  // Each text has a null or empty key; the fast path must send it to the careful loader, not name it "null".
  const texts = [
    '{: 1}\n',
    '[: 1]\n',
    'k: [ : ]\n',
    '{a: 1, : 2}\n',
    'a:\n  b: {x: 1,: 2}\n',
    'a: [x,\t: 2]\n',
    '~: 1\n',
    'null: 1\n',
    'NULL: 1\n',
    'a: {Null: 1}\n',
    '"": 1\n',
    "'': 1\n",
    '"\\x6eull": 1\n',
    '"\\u006Eull": 1\n',
    'a: [{"": 1}]\n',
  ];
  for (const text of texts) {
    const fast = parseFast(text);
    const slow = careful(text);
    // Either the careful loader judged it, or the fast one gave exactly its data.
    if (fast) assert.equal(fast.data, slow.data, JSON.stringify(text));
  }
});

test('linting the bundled model parses with positions only the files that have a finding', () => {
  const { model } = compileModel(repoPath('model'));
  assert.equal(
    model!.files.filter((source) => source.isParsed),
    [],
    'loading parses every file fast',
  );
  const { diagnostics } = lintModel(model!, lintRules);
  // REFERENCE_UNLINKED, and the crosswalks' STATE_MAP_TRANSITION_LOSS findings, which they suppress in place.
  const inline = yamlInlineSuppressions('STATE_MAP_TRANSITION_LOSS').map((suppression) => suppression.file);
  const withFindings = [...inline, 'model/terms/AgentRun.yaml'].sort();
  assert.equal(diagnostics.map((d) => d.file).sort(), withFindings);
  assert.equal(
    model!.files
      .filter((source) => source.isParsed)
      .map((source) => source.file)
      .sort(),
    [...new Set(withFindings)],
  );
});

test.run();
