// Which npm packages a node process loads: runs it with the module log preloaded and reads the log.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoPath } from './paths.js';
import { tempDir } from './temp-model.js';

export interface LoadedPackages {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Each package by name, from the innermost node_modules/ of each module file it loaded. */
  packages: Set<string>;
}

/** Runs node with `args` in `cwd` (default: the repository) with the module log preloaded. */
export function loadedPackages(args: readonly string[], cwd = repoPath()): LoadedPackages {
  const dir = tempDir('awm-modules-');
  const log = path.join(dir, 'modules.log');
  const preload = pathToFileURL(repoPath('dist', 'test', 'helpers', 'module-log.js')).href;
  try {
    const result = spawnSync(process.execPath, ['--import', preload, ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, AWM_MODULE_LOG: log },
    });
    const packages = new Set<string>();
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line);
      if (match) packages.add(match[1]!);
    }
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, packages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
