// Locates files shipped with the package (schemas/, templates/) from compiled code in dist/src/.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The package root: this module runs as dist/src/package-root.js. */
export const packageRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

export function packagePath(...segments: string[]): string {
  return path.join(packageRoot, ...segments);
}
