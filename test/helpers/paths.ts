// Paths the tests share: the repository root and its fixtures, from compiled tests in dist/test/.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

export function repoPath(...segments: string[]): string {
  return path.join(repoRoot, ...segments);
}

export const publishedModelFixture = repoPath('test', 'fixtures', 'published-model.json');

/** The source document the fixture was copied from; absent when the project stands alone. */
export const publishedModelSeed = path.resolve(repoRoot, '..', 'shared', 'seeds', '002_286978b67352cceb.txt');
