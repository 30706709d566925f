// The downstream guide's "Check what your agents already emit", followed: an SDK-instrumented agent, awm --listen.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { shellBlocks, shellScript } from '../helpers/shell-steps.js';

const section = 'Check what your agents already emit';

/** A port nothing listens on now, so the guide's 4318 does not meet a collector of this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test("the guide's agent exports spans to awm conformance --listen, which reports the late tool call", async () => {
  const markdown = readFileSync(repoPath('templates', 'guides', 'downstream-system.md'), 'utf8');
  const port = await freePort();
  // The packages the guide installs are this repository's devDependencies at the same versions, and
  // `npx awm` is this checkout's CLI: the script runs in a folder inside the repository, which
  // resolves both, with the install step left out.
  const script = shellScript(shellBlocks(markdown, section))
    .split('\n')
    .filter((line) => !/^npm install\b/.test(line))
    .join('\n')
    .replaceAll('npx awm', `node ${repoPath('dist', 'src', 'cli', 'main.js')}`)
    .replaceAll('4318', String(port));
  const dir = mkdtempSync(path.join(repoRoot, '.guide-live-'));
  try {
    const output = await new Promise<{ status: number | null; text: string }>((resolve, reject) => {
      const child = spawn('bash', ['-c', script], { cwd: dir });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, text }));
    });
    assert.is(output.status, 0, output.text);
    assert.match(output.text, /^listening on http:\/\/127\.0\.0\.1:\d+/m);
    assert.match(output.text, /request \d+ span [0-9a-f]{16} +error .*PARENT_/);
    assert.match(output.text, /Coverage, native \(otel-genai\)/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
