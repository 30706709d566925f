// Reading and fast-parsing a large model on two threads gives exactly what one thread gives.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { directorySource } from '../src/load/model-source.js';
import { parallelFrom, prepareFiles } from '../src/load/prepare-files.js';
import { writeSyntheticModel } from './bench/synthetic-model.js';
import { tempDir } from './helpers/temp-model.js';

test('two threads and one thread prepare the same files, failures and careful-path files included', () => {
  const work = tempDir('awm-prepare-');
  try {
    const modelDir = writeSyntheticModel(work, parallelFrom + 100);
    const source = directorySource(modelDir);
    const relatives = source.listFiles();
    // In the helper thread's first chunk (the main thread waits for it to take one): a file that is not UTF-8,
    // and one only the careful loader reads.
    writeFileSync(path.join(modelDir, relatives[0]!), Buffer.from([0x6b, 0x3a, 0x20, 0xff, 0x0a]));
    writeFileSync(path.join(modelDir, relatives[1]!), 'key: &anchor Value\nother: *anchor\n');
    const helped: boolean[] = [];
    const onHelper = (answered: boolean) => helped.push(answered);
    const parallel = prepareFiles(source, relatives, { threads: 2, onHelper, waitForHelper: true });
    const single = prepareFiles(source, relatives, { threads: 1, onHelper });
    assert.equal(helped, [true, false], 'the helper thread answered for the chunks it took; one thread used none');
    assert.is(parallel.length, relatives.length);
    assert.equal(parallel, single);
    assert.is(parallel[0]!.read.ok, false);
    assert.is(parallel[1]!.fast, undefined);
    assert.ok(parallel.filter((file) => file.fast).length >= relatives.length - 2);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
