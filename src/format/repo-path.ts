// Paths relative to the repository root, as code-scanning tools expect them.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder above `start` that holds `.git`, or `start` itself outside a repository. */
export function findRepoRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}

/** A file (an absolute path) relative to `repoRoot`, with forward slashes. */
export function repoRelative(absolutePath: string, repoRoot: string): string {
  return path.relative(repoRoot, absolutePath).split(path.sep).join('/');
}
