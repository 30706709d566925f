// Where the loader reads a model's files from: the interface, and its implementation for a directory on disk.
import { statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './discover.js';
import { displayPath } from './display-path.js';
import { fileSizeLimit, readModelText, type ReadResult } from './read-text.js';

/**
 * A model directory the loader can read, on disk or inside a git revision. Files are named by
 * their path relative to the model directory, with forward slashes (`terms/AgentRun.yaml`).
 */
export interface ModelFiles {
  /** Recorded as the loaded model's `dir`: an absolute directory, or `<revision>:<path>` for git. */
  readonly dir: string;
  /** The model directory as messages show it: `model`, or `HEAD:model`. */
  readonly name: string;
  /**
   * The folder npm packages a crosswalk pins are resolved from (its node_modules, then those above
   * it): the folder holding the model directory. Absent: only awm's own installation is searched.
   */
  readonly packagesFrom?: string;
  /** Why the model directory cannot be read at all ("does not exist"), or undefined when it can. */
  problem(): string | undefined;
  /** Every file under the model directory except hidden ones, sorted. */
  listFiles(): string[];
  /** The file's full name, kept as its ModelFile's `absolutePath`: a path on disk, or `<revision>:<path>`. */
  locate(relative: string): string;
  /** The file as diagnostics name it (its ModelFile's `file`). */
  display(relative: string): string;
  /** The file's text, or a diagnostic when it is too large, unreadable or not UTF-8. */
  readText(relative: string): ReadResult;
}

/**
 * The model directory `modelDir` on disk (resolved against `cwd` when relative); messages name
 * its files relative to `cwd`, or to the folder that holds the model directory when none is given.
 */
export function directoryModelFiles(modelDir: string, cwd?: string): ModelFiles {
  const dir = cwd === undefined ? path.resolve(modelDir) : path.resolve(cwd, modelDir);
  cwd ??= path.dirname(dir);
  const locate = (relative: string) => path.join(dir, relative);
  // Files are named relative to the working directory; computed once for the folder, not per file.
  const shownDir = displayPath(dir, cwd);
  const display = (relative: string) => (shownDir === '.' ? relative : `${shownDir}/${relative}`);
  return {
    dir,
    name: shownDir,
    packagesFrom: path.dirname(dir),
    problem: () => directoryProblem(dir),
    listFiles: () => listFiles(dir),
    locate,
    display,
    readText: (relative) => readModelText(locate(relative), display(relative), fileSizeLimit(relative)),
  };
}

function directoryProblem(dir: string): string | undefined {
  try {
    return statSync(dir).isDirectory() ? undefined : 'is not a directory';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? (error as Error).message})`;
  }
}
