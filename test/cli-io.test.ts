// The CLI runs in process (tests, embedders) as well as in its own: commands reach streams, the working directory,
// the environment and the exit status through cli(), never through `process`, and a few runs are real processes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm, runAwmProcess } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel } from './helpers/temp-model.js';

/** The files that own the process: the executable, and the io module that reads the process's own io. */
const processOwners = new Set(['src/cli/main.ts', 'src/cli/io.ts']);

test('no command reads or writes the process directly', () => {
  const files = readdirSync(repoPath('src', 'cli'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `src/cli/${name.split(path.sep).join('/')}`)
    .filter((file) => !processOwners.has(file));
  assert.ok(files.length > 10);
  const uses = files.flatMap((file) =>
    readFileSync(repoPath(file), 'utf8')
      .split('\n')
      .map((line, index) => ({ file, line: index + 1, text: line }))
      .filter(({ text }) => /\bprocess\.(stdout|stderr|stdin|exitCode|env|cwd|exit)\b/.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`),
  );
  assert.equal(uses, [], 'use cli() from src/cli/io.ts');
});

test('the executable and the in-process main give the same output and exit status', () => {
  const model = copyModel();
  try {
    model.replace('terms/Task.yaml', '  field: task_id', '  field: task_ref_id');
    for (const args of [['validate'], ['lint', '--format', 'json'], ['--version'], ['nosuch']]) {
      const inProcess = runAwm(args, model.root);
      const child = runAwmProcess(args, model.root);
      assert.equal(inProcess, child, args.join(' '));
    }
  } finally {
    model.dispose();
  }
});

test('stdin reaches the command in both: a trace read from "-"', () => {
  const trace = `${JSON.stringify({ seq: 1, term: 'Project', id: 'p1', state: 'active' })}\n`;
  const inProcess = runAwm(['conformance', '-', '--format', 'json'], repoPath(), trace);
  assert.equal(inProcess, runAwmProcess(['conformance', '-', '--format', 'json'], repoPath(), trace));
  assert.ok(inProcess.stdout.length > 0, inProcess.stderr);
});

test.run();
