// Reading one model file: I/O failures, size limit, encoding and byte-order marks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { fileSizeLimit, maxCrosswalkBytes, maxFileBytes, readModelText } from '../src/load/read-text.js';
import { copyModel, tempDir } from './helpers/temp-model.js';

const dir = tempDir();

test('a file that vanished between discovery and reading is a READ_ERROR', () => {
  const result = readModelText(path.join(dir, 'gone.yaml'), 'model/gone.yaml');
  assert.is(result.ok, false);
  if (!result.ok) {
    assert.is(result.diagnostic.code, 'READ_ERROR');
    assert.is(result.diagnostic.file, 'model/gone.yaml');
    assert.match(result.diagnostic.message, 'ENOENT');
  }
});

test('a byte-order mark is dropped', () => {
  writeFileSync(path.join(dir, 'bom.yaml'), '\ufeffkey: X\n');
  assert.equal(readModelText(path.join(dir, 'bom.yaml'), 'bom.yaml'), { ok: true, text: 'key: X\n' });
});

test('the size limit is exact and the file is not read past it', () => {
  writeFileSync(path.join(dir, 'edge.yaml'), 'x'.repeat(100));
  assert.is(readModelText(path.join(dir, 'edge.yaml'), 'edge.yaml', 100).ok, true);
  const over = readModelText(path.join(dir, 'edge.yaml'), 'edge.yaml', 99);
  assert.is(over.ok ? '' : over.diagnostic.code, 'FILE_TOO_LARGE');
});

test('invalid UTF-8 is located at its first bad byte, counting columns in characters', () => {
  writeFileSync(
    path.join(dir, 'bad.yaml'),
    Buffer.concat([Buffer.from('a: 1\nb: "é'), Buffer.from([0xc3, 0x28]), Buffer.from('"\n')]),
  );
  const result = readModelText(path.join(dir, 'bad.yaml'), 'bad.yaml');
  assert.is(result.ok, false);
  if (!result.ok) {
    assert.is(result.diagnostic.code, 'ENCODING');
    assert.equal([result.diagnostic.line, result.diagnostic.column], [2, 6]);
    assert.match(result.diagnostic.message, 'invalid byte 0xC3 at offset 11');
  }
});

test('a crosswalk may grow with the model (an entry per term); every other file stays one document', () => {
  assert.is(fileSizeLimit('mappings/hoziron.yaml'), maxCrosswalkBytes);
  for (const file of ['terms/Task.yaml', 'rules/core.yaml', 'model.yaml', 'mappings/sources/hoziron.md'])
    assert.is(fileSizeLimit(file), maxFileBytes, file);
  const model = copyModel();
  try {
    // Two megabytes of comment: twice the limit of a term file, far below a crosswalk's.
    const padding = `# ${'x'.repeat(2 * 1024 * 1024)}\n`;
    model.write('mappings/hoziron.yaml', padding + model.read('mappings/hoziron.yaml'));
    model.write('terms/Task.yaml', padding + model.read('terms/Task.yaml'));
    const tooLarge = compileModel(model.modelDir)
      .diagnostics.filter((d) => d.code === 'FILE_TOO_LARGE')
      .map((d) => path.basename(d.file));
    assert.equal(tooLarge, ['Task.yaml']);
  } finally {
    model.dispose();
  }
});

test.run();
