// Reads model files from a git revision without touching the working tree (git ls-tree, git cat-file).
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { ModelFiles } from './model-files.js';
import { decodeModelText, fileSizeLimit, fileTooLarge, readError, type ReadResult } from './read-text.js';

/** A result that is either a value or the reason it could not be had, phrased for the user. */
export type Opened<T> = { ok: true; value: T } | { ok: false; problem: string };

/** One file of a git tree: its path below the listed directory, its blob id and its size in bytes. */
interface GitBlob {
  relative: string;
  oid: string;
  size: number;
}

type GitOutput = { ok: true; stdout: Buffer } | { ok: false; message: string };

/** Runs git with `args` in `cwd`; the failure message is git's first line of stderr, without "fatal: ". */
function git(args: readonly string[], cwd: string, input?: string): GitOutput {
  // Pathspecs are literal file names here, never globs.
  const result = spawnSync('git', ['--literal-pathspecs', ...args], {
    cwd,
    input,
    maxBuffer: 2 ** 31 - 1,
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'ENOENT' ? 'git is not installed (or not on PATH)' : result.error.message };
  }
  if (result.status !== 0) {
    const first = result.stderr.toString('utf8').trim().split('\n')[0] ?? '';
    return {
      ok: false,
      message: first.replace(/^(fatal|error): /, '') || `git ${args[0]} exited with status ${result.status}`,
    };
  }
  return { ok: true, stdout: result.stdout };
}

/** `p` with symbolic links resolved as far as it exists, so it compares with git's (real) top level. */
function realpathLenient(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realpathLenient(parent), path.basename(p));
  }
}

/** A revision of the repository around the working directory, resolved to a tree. */
export class GitRevision {
  private constructor(
    /** The revision as the user wrote it (`HEAD`, `main~1`, `v0.1.0`); messages name files after it. */
    readonly name: string,
    /** The repository's top-level directory. */
    readonly top: string,
    /** The object id of the revision's tree. */
    readonly tree: string,
  ) {}

  /** Resolves `revision` in the repository that holds `cwd`. */
  static open(revision: string, cwd: string): Opened<GitRevision> {
    // A leading dash would be read as an option; no revision starts with one.
    if (revision === '' || revision.startsWith('-'))
      return { ok: false, problem: `"${revision}" is not a git revision` };
    const top = git(['rev-parse', '--show-toplevel'], cwd);
    if (!top.ok) return { ok: false, problem: top.message };
    const topDir = top.stdout.toString('utf8').trim();
    const tree = git(['rev-parse', '--verify', '--quiet', `${revision}^{tree}`], topDir);
    if (!tree.ok) return { ok: false, problem: `unknown git revision "${revision}"` };
    return { ok: true, value: new GitRevision(revision, topDir, tree.stdout.toString('utf8').trim()) };
  }

  /**
   * The repository path (relative to the top level, forward slashes) of a path in the working
   * tree, resolved against `cwd`; undefined when it lies outside the repository.
   */
  repoPath(workingPath: string, cwd: string): string | undefined {
    const relative = path.relative(realpathLenient(this.top), realpathLenient(path.resolve(cwd, workingPath)));
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
    return relative.split(path.sep).join('/');
  }

  /** `revision:path`, the way `git show` names a file; the repository root is `revision:`. */
  describe(repoPath: string): string {
    return `${this.name}:${repoPath}`;
  }

  /** Whether `repoPath` is a directory (`tree`) or a file (`blob`) in this revision, or absent. */
  typeOf(repoPath: string): 'tree' | 'blob' | undefined {
    const result = git(['cat-file', '-t', `${this.tree}:${repoPath}`], this.top);
    const type = result.ok ? result.stdout.toString('utf8').trim() : undefined;
    return type === 'tree' || type === 'blob' ? type : undefined;
  }

  /** The regular files under `repoPath` (symbolic links and submodules left out), sorted; a file lists itself. */
  listFiles(repoPath: string): Opened<GitBlob[]> {
    const listed = git(
      ['ls-tree', '-r', '-l', '-z', this.tree, ...(repoPath === '' ? [] : ['--', repoPath])],
      this.top,
    );
    if (!listed.ok) return { ok: false, problem: listed.message };
    const prefix = repoPath === '' ? '' : `${repoPath}/`;
    const blobs: GitBlob[] = [];
    for (const entry of listed.stdout.toString('utf8').split('\0')) {
      // "<mode> <type> <object> <size>\t<path>"
      const match = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t(.*)$/s.exec(entry);
      if (match?.[2] !== 'blob' || match[1] === '120000') continue;
      const full = match[5]!;
      // Listing a file rather than a directory yields the file itself, as relative path ''.
      if (full !== repoPath && !full.startsWith(prefix)) continue;
      blobs.push({
        relative: full === repoPath ? '' : full.slice(prefix.length),
        oid: match[3]!,
        size: Number(match[4]),
      });
    }
    return { ok: true, value: blobs.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0)) };
  }

  /** The contents of blobs by object id, read through one `git cat-file --batch` process. */
  readBlobs(oids: readonly string[]): Opened<Map<string, Uint8Array>> {
    const contents = new Map<string, Uint8Array>();
    if (oids.length === 0) return { ok: true, value: contents };
    const output = git(['cat-file', '--batch'], this.top, `${oids.join('\n')}\n`);
    if (!output.ok) return { ok: false, problem: output.message };
    const out = output.stdout;
    let offset = 0;
    while (offset < out.length) {
      const headerEnd = out.indexOf(0x0a, offset);
      const [oid, type, size] = out.subarray(offset, headerEnd).toString('utf8').split(' ');
      if (type !== 'blob' || !oid) return { ok: false, problem: `git cat-file could not read object ${oid ?? '?'}` };
      const start = headerEnd + 1;
      contents.set(oid, out.subarray(start, start + Number(size)));
      offset = start + Number(size) + 1;
    }
    return { ok: true, value: contents };
  }

  /** One file's text (for a compiled model.json), refused when larger than `limit`. */
  readText(repoPath: string, limit: number): ReadResult {
    const file = this.describe(repoPath);
    const name = { file, absolutePath: file };
    const listed = this.listFiles(repoPath);
    const blob = listed.ok ? listed.value.find((entry) => entry.relative === '') : undefined;
    if (!blob) return readError(name, listed.ok ? 'no such file in the revision' : listed.problem);
    if (blob.size > limit) return fileTooLarge(name, blob.size, limit);
    const read = this.readBlobs([blob.oid]);
    return read.ok ? decodeModelText(read.value.get(blob.oid)!, name) : readError(name, read.problem);
  }
}

/**
 * The model directory at `repoPath` in a git revision, for the loader. Every file is read by
 * one `git cat-file --batch` the first time any is needed; oversized files are never read.
 */
export function gitModelFiles(revision: GitRevision, repoPath: string): ModelFiles {
  const name = revision.describe(repoPath);
  const fullPath = (relative: string) => (repoPath === '' ? relative : `${repoPath}/${relative}`);
  let listing: Opened<GitBlob[]> | undefined;
  const list = () => (listing ??= revision.listFiles(repoPath));
  // Files by relative path, so that reading each of thousands of files is not a search of the listing.
  let byRelative: Map<string, GitBlob> | undefined;
  const blobOf = (relative: string) => {
    const listed = list();
    byRelative ??= new Map(listed.ok ? listed.value.map((entry) => [entry.relative, entry]) : []);
    return byRelative.get(relative);
  };
  let contents: Opened<Map<string, Uint8Array>> | undefined;
  const locate = (relative: string) => revision.describe(fullPath(relative));
  return {
    dir: name,
    name,
    // The revision's crosswalks quote the packages installed in the working tree.
    packagesFrom: path.dirname(path.join(revision.top, repoPath)),
    problem() {
      const type = revision.typeOf(repoPath);
      if (type === undefined) return `does not exist in ${revision.name}`;
      if (type !== 'tree') return `is not a directory in ${revision.name}`;
      const listed = list();
      return listed.ok ? undefined : `cannot be read (${listed.problem})`;
    },
    listFiles: () => {
      const listed = list();
      return listed.ok
        ? listed.value
            .map((blob) => blob.relative)
            .filter((relative) => !relative.split('/').some((part) => part.startsWith('.')))
        : [];
    },
    locate,
    display: locate,
    readText(relative) {
      const listed = list();
      const blob = blobOf(relative);
      const file = { file: locate(relative), absolutePath: locate(relative) };
      if (!blob) return readError(file, 'no such file in the revision');
      const limit = fileSizeLimit(relative);
      if (blob.size > limit) return fileTooLarge(file, blob.size, limit);
      contents ??= revision.readBlobs(
        listed.ok
          ? listed.value.filter((entry) => entry.size <= fileSizeLimit(entry.relative)).map((entry) => entry.oid)
          : [],
      );
      if (!contents.ok) return readError(file, contents.problem);
      return decodeModelText(contents.value.get(blob.oid)!, file);
    },
  };
}
