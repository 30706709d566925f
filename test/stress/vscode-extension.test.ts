// The VS Code extension packages as a .vsix whose entry starts `awm lsp --stdio` (built as CI builds it).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

/** The files of a zip archive by name, read from its central directory (stored or deflated). */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

test('npm run vsix builds a .vsix whose declared entry starts the server from the installed package', () => {
  const dir = tempDir('awm-vsix-');
  try {
    const vsix = path.join(dir, 'awm.vsix');
    const built = spawnSync(process.execPath, [repoPath('editors', 'vscode', 'build.mjs'), vsix], { encoding: 'utf8' });
    assert.is(built.status, 0, built.stdout + built.stderr);
    const files = unzip(readFileSync(vsix));
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8')) as { main: string };
    const entry = files.get(path.posix.join('extension', manifest.main));
    assert.ok(entry, `the entry ${manifest.main} is in the package: ${[...files.keys()].join(', ')}`);
    const code = entry.toString('utf8');
    for (const needed of ['agent-work-model/package.json', 'lsp', '--stdio']) assert.match(code, needed);
    assert.not.ok(
      [...files.keys()].some((name) => name.includes('/src/')),
      'the TypeScript sources are left out',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
