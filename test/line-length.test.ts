// No line of the project's own code is longer than 120 characters: a reviewer reads code in a side-by-side diff.
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath } from './helpers/paths.js';

const maxLength = 120;

/** The code the project writes: sources, lint rules, tests and benchmarks, scripts and the editor extension. */
function codeFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(repoPath(dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'fixtures', 'out'].includes(entry.name)) walk(relative);
      } else if (/\.(c|m)?(ts|js)$|\.sh$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of ['src', 'lint-rules', 'test', 'editors', '.ci'])
    if (readdirSync(repoPath()).includes(dir)) walk(dir);
  return files;
}

test(`no line of code is longer than ${maxLength} characters`, () => {
  const files = codeFiles();
  assert.ok(files.length > 100, `${files.length} files`);
  const long = files.flatMap((file) =>
    readFileSync(repoPath(file), 'utf8')
      .split('\n')
      .map((line, index) => ({ file, line: index + 1, length: line.length }))
      .filter(({ length }) => length > maxLength)
      .map(({ file, line, length }) => `${file}:${line} is ${length} characters`),
  );
  assert.equal(long, []);
});

test.run();
