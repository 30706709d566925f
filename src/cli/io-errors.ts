// What a failed file-system call means for the user, in words: the path and what to do, never a stack trace.

/** Codes of errors that are the environment's, not awm's: each with what it means. */
const meanings: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  EFBIG: 'the file would be larger than allowed',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EISDIR: 'it is a directory',
  ENOENT: 'no such file or directory',
  EMFILE: 'too many open files',
  EIO: 'an input/output error from the device',
};

/** The system calls that read: a failure there is "cannot read". */
const readingCalls = new Set(['open', 'read', 'scandir', 'opendir', 'stat', 'lstat', 'access', 'readlink']);

/** "the disk is full" for an error of the file system, or undefined for anything else. */
export function ioErrorMeaning(error: unknown): string | undefined {
  const { code } = error as NodeJS.ErrnoException;
  return code === undefined ? undefined : meanings[code];
}

/** "cannot write <path>: the disk is full" for an error of the file system, or undefined for anything else. */
export function describeIoError(error: unknown): string | undefined {
  const { path, syscall } = error as NodeJS.ErrnoException;
  const meaning = ioErrorMeaning(error);
  if (!meaning) return undefined;
  const verb = readingCalls.has(syscall ?? '') ? 'read' : 'write';
  return `cannot ${verb} ${path ?? 'a file'}: ${meaning}`;
}
