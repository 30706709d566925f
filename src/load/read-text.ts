// Reads one model file as UTF-8 text, refusing oversized and non-UTF-8 files with a diagnostic.
import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createDiagnostic, wholeFile, type Diagnostic, type FileName } from '../diagnostics/diagnostic.js';
import { documentKindOf } from './discover.js';

/** One model document is a few kilobytes; a megabyte is generous and stops runaway inputs. */
export const maxFileBytes = 1024 * 1024;

/**
 * A crosswalk holds an entry for every term of the model, a kilobyte or more each once its evidence
 * is quoted, so it grows with the model: 64 MiB holds a 20,000-term model's crosswalk three times over.
 */
export const maxCrosswalkBytes = 64 * 1024 * 1024;

/** The size a model file may have: a crosswalk's bound grows with the model, every other file is one document. */
export function fileSizeLimit(relativePath: string): number {
  return documentKindOf(relativePath) === 'mapping' ? maxCrosswalkBytes : maxFileBytes;
}

/** A compiled model of 20,000 terms is about 60 MiB; this bound only stops runaway inputs. */
export const maxBundleBytes = 256 * 1024 * 1024;

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/** The diagnostic for a file refused unread because it is `size` bytes, over `limit`. */
export function fileTooLarge(name: FileName, size: number, limit: number): ReadResult {
  return {
    ok: false,
    diagnostic: createDiagnostic(
      'FILE_TOO_LARGE',
      { ...name, range: wholeFile },
      { size: describeBytes(size), limit: describeBytes(limit) },
    ),
  };
}

/** The diagnostic for a file the operating system (or git) refused to read. */
export function readError(name: FileName, reason: string): ReadResult {
  return {
    ok: false,
    diagnostic: createDiagnostic('READ_ERROR', { ...name, range: wholeFile }, { what: name.file, reason }),
  };
}

/**
 * Synchronous: model files are small and many, and sequential sync reads beat thousands of open
 * promises. One open, one fstat of the open file and one read: the size is checked before a
 * byte is read, without a second lookup of the path.
 */
export function readModelText(absolutePath: string, file: string, limit = maxFileBytes): ReadResult {
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(absolutePath, 'r');
    const { size } = fstatSync(fd);
    if (size > limit) return fileTooLarge({ file, absolutePath }, size, limit);
    bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const count = readSync(fd, bytes, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    bytes = bytes.subarray(0, read);
  } catch (error) {
    return readError({ file, absolutePath }, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return decodeModelText(bytes, { file, absolutePath });
}

/** A file's bytes as text: refused with a located ENCODING diagnostic unless UTF-8; a byte-order mark is dropped. */
export function decodeModelText(data: Uint8Array, name: FileName): ReadResult {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!isUtf8(bytes)) {
    const offset = firstInvalidUtf8Offset(bytes);
    const { line, column } = positionOfByte(bytes, offset);
    return {
      ok: false,
      diagnostic: createDiagnostic(
        'ENCODING',
        { ...name, range: { line, column, endLine: line, endColumn: column + 1 } },
        { byte: (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0'), offset: String(offset) },
      ),
    };
  }
  const text = bytes.toString('utf8');
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/**
 * The byte offset of the first malformed UTF-8 sequence. Node's decoder replaces malformed
 * sequences with U+FFFD, so re-encoding the decoded text character by character and comparing
 * with the input finds the first byte that did not survive. Only called on the error path.
 */
export function firstInvalidUtf8Offset(bytes: Buffer): number {
  let offset = 0;
  for (const char of bytes.toString('utf8')) {
    const encoded = Buffer.from(char, 'utf8');
    if (!bytes.subarray(offset, offset + encoded.length).equals(encoded)) return offset;
    offset += encoded.length;
  }
  return offset;
}

/** 1-based line and column (in characters) of a byte offset in a buffer. */
function positionOfByte(bytes: Buffer, offset: number): { line: number; column: number } {
  const before = bytes.subarray(0, offset);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  let line = 1;
  for (const byte of before) if (byte === 0x0a) line++;
  return { line, column: bytes.subarray(lineStart, offset).toString('utf8').length + 1 };
}
