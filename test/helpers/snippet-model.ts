// In-memory models for tests: the RuleTester's snippet models (src/rule-tester/snippet-model.ts), and a model
// directory read into memory to edit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../src/load/discover.js';

export * from '../../src/rule-tester/snippet-model.js';

/** Every file under `dir` (a model directory), by its relative path: a model to edit in memory. */
export function readModelFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((relative) => [relative, readFileSync(path.join(dir, relative), 'utf8')]),
  );
}
