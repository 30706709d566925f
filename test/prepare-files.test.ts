// Reading and fast-parsing a large model on two threads gives exactly what one thread gives.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { directoryModelFiles } from '../src/load/model-files.js';
import { chunkSize, parallelFrom, prepareFiles } from '../src/load/prepare-files.js';
import { schemaCheck } from '../src/validate/schema-check.js';
import { writeSyntheticModel } from './bench/synthetic-model.js';
import { tempDir } from './helpers/temp-model.js';

test('two threads and one thread prepare and check the same files, failures and careful-path files included', () => {
  const work = tempDir('awm-prepare-');
  try {
    const modelDir = writeSyntheticModel(work, parallelFrom + 100);
    const source = directoryModelFiles(modelDir);
    const relatives = source.listFiles();
    // In the helper thread's first chunk (the main thread waits for it to take one): a file that is not UTF-8,
    // and one only the careful loader reads.
    writeFileSync(path.join(modelDir, relatives[0]!), Buffer.from([0x6b, 0x3a, 0x20, 0xff, 0x0a]));
    writeFileSync(path.join(modelDir, relatives[1]!), 'key: &anchor Value\nother: *anchor\n');
    // Well-formed YAML that fails its schema: parsed by the fast loader, not checked.
    writeFileSync(path.join(modelDir, relatives[2]!), 'key: 12\n');
    // Data JSON would change (infinity, negative zero) travels from the helper by structured clone instead.
    writeFileSync(path.join(modelDir, relatives[3]!), 'key: .inf\nother: -0\n');
    const helped: boolean[] = [];
    const onHelper = (answered: boolean) => helped.push(answered);
    const check = schemaCheck;
    const parallel = prepareFiles(source, relatives, { threads: 2, onHelper, waitForHelper: true, check });
    const single = prepareFiles(source, relatives, { threads: 1, onHelper, check });
    assert.equal(helped, [true, false], 'the helper thread answered for the chunks it took; one thread used none');
    assert.is(parallel.length, relatives.length);
    assert.equal(parallel, single);
    assert.is(parallel[0]!.read.ok, false);
    assert.is(parallel[1]!.fast, undefined);
    assert.equal(parallel[2]!.fast, { data: { key: 12 }, checked: false });
    const numbers = parallel[3]!.fast!.data as { key: number; other: number };
    assert.ok(numbers.key === Infinity && Object.is(numbers.other, -0), 'infinity and negative zero arrive unchanged');
    assert.is(parallel.filter((file) => file.fast?.checked).length, relatives.length - 4, 'every other file passes');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a helper thread that fails part-way: its answers are kept, the chunks it dropped are done here', () => {
  const work = tempDir('awm-prepare-');
  try {
    const modelDir = writeSyntheticModel(work, parallelFrom + 100);
    const source = directoryModelFiles(modelDir);
    const relatives = source.listFiles();
    // The helper imports its check by URL: this one breaks in the helper's second chunk.
    const breaking = path.join(work, 'breaking-check.mjs');
    writeFileSync(
      breaking,
      'let calls = 0;\nexport function checkDocument() {\n' +
        `  if (++calls > ${chunkSize + 6}) throw new Error('broke');\n  return true;\n}\n`,
    );
    const check = { module: pathToFileURL(breaking).href, checkDocument: () => true };
    const helped: boolean[] = [];
    const onHelper = (answered: boolean) => helped.push(answered);
    const parallel = prepareFiles(source, relatives, { threads: 2, onHelper, waitForHelper: true, check });
    const single = prepareFiles(source, relatives, { threads: 1, check });
    assert.equal(helped, [false], 'the helper did not answer for every chunk it took');
    assert.equal(parallel, single);
    assert.is(parallel.filter((file) => file.fast?.checked).length, relatives.length);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
