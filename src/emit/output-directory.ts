// Writes generated files atomically, removes the ones a build no longer makes, and checks staleness.
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../load/discover.js';
import type { GeneratedFile } from './generated-file.js';

/**
 * The list of files the last build wrote, kept in the output directory. A build deletes only
 * files named there, never anything else a user put in the directory by mistake.
 */
export const manifestName = '.awm-manifest';

/**
 * How many files are read or written at once. Thousands of small files are bound by system
 * calls; overlapping them is five times faster than one after another, and 32 stays far from
 * any limit on open files.
 */
const concurrency = 32;

export type FileStatus = 'unchanged' | 'changed' | 'missing' | 'unexpected';

export interface FileState {
  path: string;
  status: FileStatus;
}

/** Runs `work` on every item, `concurrency` at a time; results keep the items' order. */
async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

function withManifest(files: readonly GeneratedFile[]): GeneratedFile[] {
  const listed = files.map((f) => f.path).sort();
  return [...files, { path: manifestName, content: `${listed.join('\n')}\n` }];
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compares what a build would write with what the output directory holds. */
export async function compareOutputs(outDir: string, files: readonly GeneratedFile[]): Promise<FileState[]> {
  const all = withManifest(files);
  const expected = new Set(all.map((f) => f.path));
  const states = await inParallel(all, async (file): Promise<FileState> => {
    const current = await readIfExists(path.join(outDir, file.path));
    return {
      path: file.path,
      status: current === undefined ? 'missing' : current === file.content ? 'unchanged' : 'changed',
    };
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
 * listed in its manifest that this build no longer produces. Renames start only once every
 * temporary file is written, so a failure part-way leaves all old files as they were.
 */
export async function writeOutputs(outDir: string, files: readonly GeneratedFile[]): Promise<WriteSummary> {
  const all = withManifest(files);
  const previous = ((await readIfExists(path.join(outDir, manifestName))) ?? '').split('\n').filter(Boolean);
  const unchanged = new Set(
    (await compareOutputs(outDir, files)).filter((s) => s.status === 'unchanged').map((s) => s.path),
  );
  const pending = all.filter((file) => !unchanged.has(file.path));
  for (const folder of new Set(pending.map((file) => path.dirname(path.join(outDir, file.path)))))
    mkdirSync(folder, { recursive: true });
  const temporaries = pending.map((file) => {
    const target = path.join(outDir, file.path);
    return { file, target, temporary: `${target}.${process.pid}.tmp` };
  });
  // Every write settles before any clean-up, so no temporary file appears after it was removed.
  const failures = (
    await inParallel(temporaries, ({ file, temporary }) =>
      writeFile(temporary, file.content).then(
        () => undefined,
        (error: unknown) => error,
      ),
    )
  ).filter((error) => error !== undefined);
  if (failures.length > 0) {
    await inParallel(temporaries, ({ temporary }) =>
      rm(temporary, { force: true, recursive: false }).catch(() => undefined),
    );
    throw failures[0];
  }
  await inParallel(temporaries, ({ temporary, target }) => rename(temporary, target));

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
