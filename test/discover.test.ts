// Listing a model directory: every file by its relative path with forward slashes, sorted, hidden ones on request.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listFiles } from '../src/load/discover.js';
import { tempDir } from './helpers/temp-model.js';

test('files in every folder, sorted, hidden files and folders left out unless asked for', () => {
  const dir = tempDir('awm-list-');
  try {
    const files = [
      'model.yaml',
      'terms/B.yaml',
      'terms/A.yaml',
      'mappings/sources/x.md',
      'mappings/hoziron.yaml',
      '.hidden.yaml',
      'terms/.draft.yaml',
      '.git/config',
      'rules/.cache/rule.yaml',
      'deep/a/b/c.yaml',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
    mkdirSync(path.join(dir, 'empty'));
    const visible = [
      'deep/a/b/c.yaml',
      'mappings/hoziron.yaml',
      'mappings/sources/x.md',
      'model.yaml',
      'terms/A.yaml',
      'terms/B.yaml',
    ];
    assert.equal(listFiles(dir), visible);
    assert.equal(listFiles(dir, { includeHidden: true }), [...files].sort());
    // A trailing separator names the same folder.
    assert.equal(listFiles(`${dir}${path.sep}`), visible);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
