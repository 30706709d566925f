// Reads a file inside an installed npm package that a crosswalk pins: resolves the package, checks version and SHA-256.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PackageSourceReference } from '../model/documents.js';
import type { PackageFileContent, PackageFileRead } from '../model/model.js';
import { packageFileKind } from '../model/package-sections.js';
import { packageRoot } from '../package-root.js';

/** The largest package file read (the biggest the crosswalks quote, OpenTelemetry's attribute list, is under 1 MiB). */
export const packageFileLimit = 32 * 1024 * 1024;
/** A package.json larger than this is no manifest worth reading for its version. */
const manifestLimit = 1024 * 1024;

/**
 * The folders whose node_modules Node would search for a package required from `dir`: `dir` and
 * each folder above it, skipping folders that are themselves named node_modules.
 */
function nodeModulesFolders(dir: string): string[] {
  const folders: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (path.basename(current) !== 'node_modules') folders.push(path.join(current, 'node_modules'));
    if (path.dirname(current) === current) return folders;
  }
}

/** The version a package folder's package.json declares, or undefined when it has none that can be read. */
function installedVersion(packageDir: string): string | undefined {
  const manifest = path.join(packageDir, 'package.json');
  try {
    // Not a regular file (a pipe would never end the read), or too large: no manifest.
    const stat = statSync(manifest);
    if (!stat.isFile() || stat.size > manifestLimit) return undefined;
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The installed folders of `name`, in the order Node would find them from `from` (the folder that
 * holds the model directory, when the model is on disk), then from awm's own installation.
 */
export function packageFolders(name: string, from: string | undefined): string[] {
  const starts = from === undefined ? [packageRoot] : [from, packageRoot];
  const seen = new Set<string>();
  const found: string[] = [];
  for (const start of starts)
    for (const folder of nodeModulesFolders(start)) {
      const packageDir = path.join(folder, ...name.split('/'));
      if (seen.has(packageDir)) continue;
      seen.add(packageDir);
      if (installedVersion(packageDir) !== undefined) found.push(packageDir);
    }
  return found;
}

/** A file path a pin may hold: relative, no `.` or `..` segment (the schema says so too; git data is not trusted). */
function pathProblem(file: string): string | undefined {
  if (file === '' || path.isAbsolute(file) || /^[a-zA-Z]:|\\/.test(file))
    return 'is not a relative path with / separators';
  if (file.split('/').some((part) => part === '' || part === '.' || part === '..'))
    return 'has an empty, . or .. segment';
  return undefined;
}

/** Whether `inner` (a real path) lies inside the folder `outer` (a real path). */
function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The file's bytes, read from one descriptor that was checked to be a regular file within the limit. */
function readBounded(file: string): { ok: true; bytes: Buffer } | { ok: false; reason: string } {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, reason: 'is not a regular file' };
    if (stat.size > packageFileLimit)
      return { ok: false, reason: `is ${stat.size} bytes, over the ${packageFileLimit}-byte limit for a source` };
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return { ok: true, bytes: bytes.subarray(0, read) };
  } catch (error) {
    return { ok: false, reason: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Files read, by real path, with the size and modification time they had: an editor re-links on every key. */
const cache = new Map<string, { size: number; mtimeMs: number; content: PackageFileContent | { refused: string } }>();
const cacheEntries = 64;

/**
 * The pinned file as installed: the first installed folder of the package with the pinned version
 * (see packageFolders), the file inside it, its SHA-256 compared with the pin. Never throws.
 */
export function readPackageSource(pin: PackageSourceReference, from: string | undefined): PackageFileRead {
  const folders = packageFolders(pin.package, from);
  if (folders.length === 0) return { kind: 'not-installed' };
  const packageDir = folders.find((folder) => installedVersion(folder) === pin.version);
  if (packageDir === undefined)
    return { kind: 'other-version', packageDir: folders[0]!, installed: installedVersion(folders[0]!)! };
  const file = readPackageFile(packageDir, pin.file);
  if (file.kind !== 'ok') return file;
  if (file.content.sha256 !== pin.sha256) return { kind: 'changed', packageDir, actual: file.content.sha256 };
  return file;
}

/** A package's file as it is installed now, for a new pin: the first installed folder found, its version, the file. */
export type InstalledFile =
  | { kind: 'ok'; version: string; packageDir: string; content: PackageFileContent }
  | { kind: 'not-installed' }
  | { kind: 'file-missing'; version: string; packageDir: string }
  | { kind: 'refused'; version: string; packageDir: string; reason: string };

export function readInstalledFile(name: string, file: string, from: string | undefined): InstalledFile {
  const packageDir = packageFolders(name, from)[0];
  if (packageDir === undefined) return { kind: 'not-installed' };
  const version = installedVersion(packageDir)!;
  const read = readPackageFile(packageDir, file);
  if (read.kind === 'ok') return { kind: 'ok', version, packageDir, content: read.content };
  if (read.kind === 'refused') return { kind: 'refused', version, packageDir, reason: read.reason };
  return { kind: 'file-missing', version, packageDir };
}

/** `file` inside the installed package folder, refused when awm does not read it as a source. */
function readPackageFile(
  packageDir: string,
  file: string,
): Extract<PackageFileRead, { kind: 'ok' | 'file-missing' | 'refused' }> {
  const refused = (reason: string) => ({ kind: 'refused' as const, packageDir, reason });
  const problem = pathProblem(file);
  if (problem) return refused(`names no file inside the package: its path ${problem}`);
  if (packageFileKind(file) === undefined)
    return refused('is neither TypeScript declarations (.d.ts, .ts), JSON nor Markdown: awm cannot find its sections');
  const absolutePath = path.join(packageDir, ...file.split('/'));
  let real: string;
  let stat: { size: number; mtimeMs: number };
  try {
    real = realpathSync(absolutePath);
    stat = statSync(real);
  } catch {
    return { kind: 'file-missing', packageDir };
  }
  if (!isInside(realpathSync(packageDir), real)) return refused('is a link to a file outside the package');
  let cached = cache.get(real);
  if (!cached || cached.size !== stat.size || cached.mtimeMs !== stat.mtimeMs) {
    cached = { size: stat.size, mtimeMs: stat.mtimeMs, content: readContent(real) };
    if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
    cache.set(real, cached);
  }
  const { content } = cached;
  if ('refused' in content) return refused(content.refused);
  return { kind: 'ok', packageDir, absolutePath, content };
}

/** A file's text and hash, or why it is refused. */
function readContent(file: string): PackageFileContent | { refused: string } {
  const bytes = readBounded(file);
  if (!bytes.ok) return { refused: bytes.reason };
  const sha256 = createHash('sha256').update(bytes.bytes).digest('hex');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.bytes), sha256 };
  } catch {
    return { refused: 'is not UTF-8 text' };
  }
}
