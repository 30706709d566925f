// The compiler reproduces the published model byte for byte.
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { bundleModel } from '../src/model/bundle.js';
import { canonicalJson } from '../src/emit/canonical-json.js';
import { emitModel } from '../src/emit/emit-model.js';
import { publishedModelFixture, publishedModelSeed, repoPath } from './helpers/paths.js';
import { skipGroup } from './helpers/skip.js';
import { copyModel } from './helpers/temp-model.js';
import { yamlTermOrder } from './helpers/yaml-model.js';

const published = readFileSync(publishedModelFixture, 'utf8');

test('model/ compiles without diagnostics', () => {
  const result = compileModel(repoPath('model'));
  assert.equal(result.diagnostics, []);
  assert.ok(result.model);
});

/** The systems of the published model: its mappings, which every other crosswalk leaves untouched. */
const publishedSystems = (JSON.parse(published) as { mappings: { system: string }[] }).mappings.map(
  (mapping) => mapping.system,
);

test('the compiled model restricted to the published crosswalk is byte-identical to the published model', () => {
  const { model } = compileModel(repoPath('model'));
  assert.equal(publishedSystems, ['project-interop']);
  assert.ok(
    canonicalJson(bundleModel(model!, { systems: publishedSystems })) === published,
    'the restricted bundle differs from test/fixtures/published-model.json',
  );
});

test(
  'generated model.json is the full bundle, and restricted to the published crosswalk it is the published ' + 'model',
  async () => {
    const { model } = compileModel(repoPath('model'));
    const modelJson = (await emitModel(model!)).find((file) => file.path === 'model.json');
    assert.ok(modelJson, 'model.json is emitted');
    assert.ok(modelJson.content === canonicalJson(bundleModel(model!)), 'model.json is the unrestricted bundle');
    const committed = JSON.parse(readFileSync(repoPath('generated', 'model.json'), 'utf8')) as {
      mappings: { system: string }[];
      terms: { mapping_hooks: Record<string, unknown> }[];
    };
    assert.ok(
      committed.mappings.length > publishedSystems.length,
      'the committed model carries the newer crosswalks too',
    );
    const keep = new Set(publishedSystems);
    committed.mappings = committed.mappings.filter((mapping) => keep.has(mapping.system));
    for (const term of committed.terms)
      term.mapping_hooks = Object.fromEntries(
        Object.entries(term.mapping_hooks).filter(([system]) => keep.has(system)),
      );
    assert.ok(
      canonicalJson(committed) === published,
      'the committed generated/model.json, restricted, differs from the published model',
    );
  },
);

// The tests above stand on the fixture; the seed it was copied from is outside the repository.
if (existsSync(publishedModelSeed)) {
  test('the fixture still equals the published seed', () => {
    assert.ok(
      readFileSync(publishedModelSeed, 'utf8') === published,
      'test/fixtures/published-model.json no longer equals the seed',
    );
  });
} else skipGroup('the fixture against the published seed', `${publishedModelSeed} is not present`, false);

test('terms follow term_order, not file order', () => {
  const { model } = compileModel(repoPath('model'));
  const keys = [...model!.terms.keys()];
  assert.equal(keys, yamlTermOrder());
  assert.is.not(keys.join(), [...keys].sort().join());
});

test('reordering term_order reorders the compiled terms', () => {
  const temp = copyModel();
  try {
    temp.replace('model.yaml', '  - Project\n  - ProjectSnapshot\n', '  - ProjectSnapshot\n  - Project\n');
    const { model, diagnostics } = compileModel(temp.modelDir);
    assert.equal(diagnostics, []);
    assert.equal([...model!.terms.keys()].slice(0, 2), ['ProjectSnapshot', 'Project']);
  } finally {
    temp.dispose();
  }
});

test('restricting the bundle to project-interop reproduces the published bytes when more crosswalks exist', () => {
  const temp = copyModel();
  try {
    const crosswalk = temp
      .read('mappings/project-interop.yaml')
      .replace('system: project-interop', 'system: other-system');
    temp.write('mappings/other-system.yaml', crosswalk);
    temp.replace(
      'terms/Task.yaml',
      'mapping_hooks:\n',
      'mapping_hooks:\n  other-system:\n    fidelity: none\n    native_term: null\n',
    );
    const { model, diagnostics } = compileModel(temp.modelDir);
    assert.equal(diagnostics, []);
    const full = canonicalJson(bundleModel(model!));
    assert.ok(full !== published, 'the extra crosswalk shows in the full bundle');
    assert.ok(canonicalJson(bundleModel(model!, { systems: ['project-interop'] })) === published);
  } finally {
    temp.dispose();
  }
});

test.run();
