// Rendering the generated types shared out to worker threads gives the same files as rendering them on one thread.
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../../src/compile.js';
import { moduleSpecs, typesGenerator } from '../../src/emit/types/emit-types.js';
import { parallelThreshold, renderInParallel } from '../../src/emit/types/render-in-parallel.js';
import { writeSyntheticModel } from '../bench/synthetic-model.js';
import { tempDir } from '../helpers/temp-model.js';

test('rendering shared out to worker threads gives the same files as rendering on one thread', async () => {
  const work = tempDir('awm-types-');
  try {
    const { model } = compileModel(writeSyntheticModel(work, parallelThreshold + 40));
    const files = await typesGenerator.emit(model!);
    assert.ok(files.length > parallelThreshold, 'enough modules for two workers');
    const parallel = await renderInParallel(moduleSpecs(model!), model!.generatedNotice, 2);
    const single = await renderInParallel(moduleSpecs(model!), model!.generatedNotice, 1);
    assert.equal(
      parallel.map((f) => f.path),
      single.map((f) => f.path),
    );
    assert.ok(
      parallel.every((file, index) => file.content === single[index]!.content),
      'same bytes',
    );
    assert.equal(files, parallel);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
