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
    const last = relatives[relatives.length - 1]!;
    // In the helper thread's half: a file that is not UTF-8, and one only the careful loader reads.
    writeFileSync(path.join(modelDir, last), Buffer.from([0x6b, 0x3a, 0x20, 0xff, 0x0a]));
    writeFileSync(path.join(modelDir, relatives[relatives.length - 2]!), 'key: &anchor Value\nother: *anchor\n');
    const helped: boolean[] = [];
    const parallel = prepareFiles(source, relatives, 2, (answered) => helped.push(answered));
    const single = prepareFiles(source, relatives, 1, (answered) => helped.push(answered));
    assert.equal(helped, [true, false], 'the helper thread answered for its share; one thread used none');
    assert.is(parallel.length, relatives.length);
    assert.equal(parallel, single);
    assert.is(parallel[relatives.length - 1]!.read.ok, false);
    assert.is(parallel[relatives.length - 2]!.fast, undefined);
    assert.ok(parallel.filter((file) => file.fast).length >= relatives.length - 2);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
