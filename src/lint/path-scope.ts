// Which findings to report when `awm lint` is given files or folders (as pre-commit and lint-staged do).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export interface PathScope {
  /** Whether any given path touches the model directory, so that linting it can matter. */
  touchesModel: boolean;
  /** Whether a finding in the file at `absolutePath` is reported. */
  includes(absolutePath: string): boolean;
}

function within(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The scope of `paths` (relative to `cwd`); undefined when none is given, which means everything.
 * Paths that do not exist are returned in `missing` so the command can refuse them.
 */
export function resolvePathScope(
  paths: readonly string[],
  modelDir: string,
  cwd: string,
): { scope?: PathScope; missing: string[] } {
  if (paths.length === 0) return { missing: [] };
  const missing = paths.filter((p) => !existsSync(path.resolve(cwd, p)));
  const resolved = paths
    .filter((p) => !missing.includes(p))
    .map((p) => ({ absolute: path.resolve(cwd, p), directory: statSync(path.resolve(cwd, p)).isDirectory() }));
  const model = path.resolve(cwd, modelDir);
  const touchesModel = resolved.some(
    ({ absolute, directory }) => within(absolute, model) || (directory && within(model, absolute)),
  );
  return {
    missing,
    scope: {
      touchesModel,
      includes(absolutePath) {
        return resolved.some((entry) =>
          entry.directory ? within(absolutePath, entry.absolute) : absolutePath === entry.absolute,
        );
      },
    },
  };
}
