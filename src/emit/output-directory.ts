// Writes generated files atomically, removes the ones a build no longer makes, and checks staleness.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../load/discover.js';
import type { GeneratedFile } from './generated-file.js';

/**
 * The list of files the last build wrote, kept in the output directory. A build deletes only
 * files named there, never anything else a user put in the directory by mistake.
 */
export const manifestName = '.awm-manifest';

export type FileStatus = 'unchanged' | 'changed' | 'missing' | 'unexpected';

export interface FileState {
  path: string;
  status: FileStatus;
}

function withManifest(files: readonly GeneratedFile[]): GeneratedFile[] {
  const listed = files.map((f) => f.path).sort();
  return [...files, { path: manifestName, content: `${listed.join('\n')}\n` }];
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compares what a build would write with what the output directory holds. */
export function compareOutputs(outDir: string, files: readonly GeneratedFile[]): FileState[] {
  const all = withManifest(files);
  const expected = new Set(all.map((f) => f.path));
  const states: FileState[] = all.map((file) => {
    const current = readIfExists(path.join(outDir, file.path));
    const status: FileStatus = current === undefined ? 'missing' : current === file.content ? 'unchanged' : 'changed';
    return { path: file.path, status };
  });
  if (existsSync(outDir)) {
    for (const present of listFiles(outDir, { includeHidden: true })) {
      if (!expected.has(present)) states.push({ path: present, status: 'unexpected' });
    }
  }
  return states;
}

export interface WriteSummary {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/**
 * Writes every changed or missing file through a temporary file and a rename, so a file is
 * either its old or its new content, never truncated; then deletes files the previous build
 * listed in its manifest that this build no longer produces.
 */
export function writeOutputs(outDir: string, files: readonly GeneratedFile[]): WriteSummary {
  const all = withManifest(files);
  const previous = (readIfExists(path.join(outDir, manifestName)) ?? '').split('\n').filter(Boolean);
  const unchanged = new Set(compareOutputs(outDir, files).filter((s) => s.status === 'unchanged').map((s) => s.path));
  const pending = all.filter((file) => !unchanged.has(file.path));
  const temporaries: [string, string][] = [];
  try {
    for (const file of pending) {
      const target = path.join(outDir, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      temporaries.push([temporary, target]);
      writeFileSync(temporary, file.content);
    }
  } catch (error) {
    for (const [temporary] of temporaries) rmSync(temporary, { force: true });
    throw error;
  }
  for (const [temporary, target] of temporaries) renameSync(temporary, target);

  const produced = new Set(all.map((f) => f.path));
  const removed: string[] = [];
  for (const stale of previous) {
    // The manifest is ours, but never let an edited one reach outside the output directory.
    if (produced.has(stale) || stale.split('/').includes('..') || path.isAbsolute(stale)) continue;
    if (!existsSync(path.join(outDir, stale))) continue;
    rmSync(path.join(outDir, stale), { force: true });
    removeEmptyParents(outDir, path.dirname(stale));
    removed.push(stale);
  }
  return { written: pending.map((f) => f.path), unchanged: [...unchanged], removed };
}

function removeEmptyParents(outDir: string, relativeDir: string): void {
  let dir = relativeDir;
  while (dir !== '.' && dir !== '') {
    const absolute = path.join(outDir, dir);
    if (!existsSync(absolute) || readdirSync(absolute).length > 0) return;
    rmdirSync(absolute);
    dir = path.dirname(dir);
  }
}
