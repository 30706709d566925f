// Writes generated files atomically, removes the ones a build no longer makes, checks staleness; never outside --out.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  rmSync,
  type Stats,
  statSync,
} from 'node:fs';
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

/** The output directory cannot be used as asked; the message says why and what to do. */
export class OutputDirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutputDirectoryError';
  }
}

const isWithin = (inner: string, outer: string) =>
  inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/**
 * Checks `--out` before anything is read or written there: it is not the root of the file system,
 * not the model directory, inside it or holding it, not a file, and not reached through a symbolic
 * link (which would put what is written, and what is deleted, somewhere else than it says).
 */
export function checkOutputDirectory(outDir: string, modelDir?: string, cwd = process.cwd()): void {
  const out = path.resolve(cwd, outDir);
  if (out === path.parse(out).root)
    throw new OutputDirectoryError(`${outDir} is the root of the file system; name a directory of its own`);
  if (modelDir !== undefined) {
    const model = path.resolve(cwd, modelDir);
    if (out === model) throw new OutputDirectoryError(`${outDir} is the model directory; generated files go elsewhere`);
    if (isWithin(out, model))
      throw new OutputDirectoryError(
        `${outDir} is inside the model directory ${modelDir}; generated files go elsewhere`,
      );
    if (isWithin(model, out))
      throw new OutputDirectoryError(`${outDir} holds the model directory ${modelDir}; name a directory of its own`);
  }
  // The deepest part of the path that exists (a dangling link counts): it must be a real directory.
  let existing = out;
  while (!lstatIfAny(existing)) existing = path.dirname(existing);
  const real = lstatSync(existing).isSymbolicLink() ? 'a symbolic link' : realpathSync(existing);
  if (real !== existing)
    throw new OutputDirectoryError(
      `${outDir} goes through a symbolic link (${existing} is ${real}); name the real directory`,
    );
  if (!statSync(existing).isDirectory()) throw new OutputDirectoryError(`${existing} is a file, not a directory`);
}

/** What is at `file`, not following a link; undefined when nothing is (or a part of the path is a file). */
function lstatIfAny(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** A relative path with forward slashes that names something inside the folder it is relative to. */
function isRelativeInside(relative: string): boolean {
  const parts = relative.split('/');
  return !path.isAbsolute(relative) && !parts.includes('..') && !parts.includes('');
}

/**
 * Guards every path under the output directory: each folder on the way is a real folder (or does
 * not exist yet), and the file itself is no symbolic link, so nothing is written or deleted through
 * a link. Folders already checked are remembered for the rest of the build.
 */
class PathGuard {
  private readonly checked = new Set<string>();

  constructor(private readonly outDir: string) {}

  /** Throws OutputDirectoryError unless `relative` (forward slashes) stays inside the output directory. */
  check(relative: string): void {
    if (!isRelativeInside(relative)) throw new OutputDirectoryError(`${relative} is not a path inside ${this.outDir}`);
    const parts = relative.split('/');
    let at = this.outDir;
    for (const [index, part] of parts.entries()) {
      at = path.join(at, part);
      const last = index === parts.length - 1;
      if (!last && this.checked.has(at)) continue;
      const stat = lstatIfAny(at);
      if (stat?.isSymbolicLink())
        throw new OutputDirectoryError(
          `${at} is a symbolic link; awm writes and deletes only inside ${this.outDir} ` +
            'and does not follow links: remove it',
        );
      if (stat && !last && !stat.isDirectory())
        throw new OutputDirectoryError(`${at} is a file where a folder is needed`);
      if (!last) this.checked.add(at);
      if (!stat) return;
    }
  }
}

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
  const guard = new PathGuard(outDir);
  for (const file of all) guard.check(file.path);
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

export interface WriteOptions {
  /** Write into a folder awm did not make, and replace files it did not write (`--force`). */
  force?: boolean;
}

/** How many foreign files a refusal names; the rest are counted. */
const namedInRefusal = 5;

/**
 * Throws OutputDirectoryError unless every file about to be written replaces nothing or a file the
 * manifest says awm wrote: a folder without a manifest must be empty, and a file the manifest does
 * not list is the user's. Nothing is written before this check.
 */
function refuseForeignFiles(outDir: string, manifest: string | undefined, pending: readonly GeneratedFile[]): void {
  if (manifest === undefined) {
    const present = existsSync(outDir) ? readdirSync(outDir) : [];
    if (present.length === 0) return;
    throw new OutputDirectoryError(
      `${outDir} is not empty and has no ${manifestName}, so awm did not make it ` +
        `(it holds ${present.slice(0, namedInRefusal).join(', ')}${present.length > namedInRefusal ? ', ...' : ''}); ` +
        'name a new or empty folder, or pass --force to write into it',
    );
  }
  const written = new Set(manifest.split('\n'));
  const foreign = pending
    .filter((file) => file.path !== manifestName && !written.has(file.path))
    .filter((file) => lstatIfAny(path.join(outDir, file.path)) !== undefined)
    .map((file) => file.path);
  if (foreign.length === 0) return;
  const named = foreign.slice(0, namedInRefusal).join(', ');
  const more = foreign.length > namedInRefusal ? ` and ${foreign.length - namedInRefusal} more` : '';
  throw new OutputDirectoryError(
    `${named}${more} in ${outDir} ${foreign.length === 1 ? 'was' : 'were'} not written by awm ` +
      `(not in ${manifestName}) and would be replaced; move ${foreign.length === 1 ? 'it' : 'them'} away, ` +
      'or pass --force to replace them',
  );
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
export async function writeOutputs(
  outDir: string,
  files: readonly GeneratedFile[],
  options: WriteOptions = {},
): Promise<WriteSummary> {
  checkOutputDirectory(outDir);
  const all = withManifest(files);
  const guard = new PathGuard(outDir);
  guard.check(manifestName);
  const produced = new Set(all.map((f) => f.path));
  const manifest = await readIfExists(path.join(outDir, manifestName));
  // The manifest is ours, but an edited one never reaches outside the output directory: lines that
  // climb out are ignored, and one that passes through a link stops the build (PathGuard).
  const stale = (manifest ?? '')
    .split('\n')
    .filter((line) => line !== '' && !produced.has(line) && isRelativeInside(line));
  // Everything is checked before anything is written or deleted.
  for (const line of stale) guard.check(line);
  const unchanged = new Set(
    (await compareOutputs(outDir, files)).filter((s) => s.status === 'unchanged').map((s) => s.path),
  );
  const pending = all.filter((file) => !unchanged.has(file.path));
  if (!options.force) refuseForeignFiles(outDir, manifest, pending);
  for (const folder of new Set(pending.map((file) => path.dirname(path.join(outDir, file.path)))))
    mkdirSync(folder, { recursive: true });
  const temporaries = pending.map((file) => {
    const target = path.join(outDir, file.path);
    return { file, target, temporary: `${target}.${process.pid}.tmp` };
  });
  // Every write settles before any clean-up, so no temporary file appears after it was removed.
  const failures = (
    await inParallel(temporaries, ({ file, temporary }) =>
      // wx: a temporary file never opens through something already at its name.
      writeFile(temporary, file.content, { flag: 'wx' }).then(
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

  const removed: string[] = [];
  for (const file of stale) {
    if (!existsSync(path.join(outDir, file))) continue;
    rmSync(path.join(outDir, file), { force: true });
    removeEmptyParents(outDir, path.dirname(file));
    removed.push(file);
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
