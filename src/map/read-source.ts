// Reads the document `awm mapping init --source` vendors: a regular text file within the loader's size limit.
import { statSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fileSizeLimit, readModelText } from '../load/read-text.js';

export type SourceRead = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Control characters (C0, DEL, C1) no text document holds (tab, line feed, vertical tab, form feed, carriage
 * return are text): a NUL or another of these means a binary file that happens to decode.
 */
const binaryCharacter = /[^\P{Cc}\t\n\v\f\r]/u;

/** A refusal of the reader as one line: where in the file, unless it was not read at all. */
function describe(diagnostic: Diagnostic): string {
  if (diagnostic.code === 'READ_ERROR') return diagnostic.message;
  if (diagnostic.code === 'ENCODING')
    return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.message}`;
  return `${diagnostic.file}: ${diagnostic.message}`;
}

/** 1-based line and column (in UTF-16 units, as the loader counts) of `index` in `text`. */
function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/**
 * The text of the source document at `absolutePath` (named `shown` in messages), to be vendored as
 * `vendoredPath` (relative to the model directory): refused unless it is a regular file (a device
 * such as /dev/zero never ends, a pipe may never answer), within the size the loader will accept
 * for the vendored file, valid UTF-8 and free of the control characters that mark a binary file.
 */
export function readSourceDocument(absolutePath: string, shown: string, vendoredPath: string): SourceRead {
  let regular: boolean;
  try {
    regular = statSync(absolutePath).isFile();
  } catch (error) {
    return { ok: false, problem: `cannot read ${shown}: ${(error as NodeJS.ErrnoException).code ?? error}` };
  }
  if (!regular) return { ok: false, problem: `${shown} is not a regular file: a source document is a text file` };
  const read = readModelText(absolutePath, shown, fileSizeLimit(vendoredPath));
  if (!read.ok) return { ok: false, problem: describe(read.diagnostic) };
  const binary = binaryCharacter.exec(read.text);
  if (binary) {
    const { line, column } = positionOf(read.text, binary.index);
    const code = binary[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return {
      ok: false,
      problem: `${shown}:${line}:${column}: the file is not text (it holds the control character U+${code})`,
    };
  }
  return { ok: true, text: read.text };
}

/** Why the vendored file (the source behind its provenance header) would be too large for the loader, if it would. */
export function vendoredSizeProblem(vendored: string, shown: string, vendoredPath: string): string | undefined {
  const size = Buffer.byteLength(vendored, 'utf8');
  const limit = fileSizeLimit(vendoredPath);
  if (size <= limit) return undefined;
  return (
    `${shown}: with its provenance header the vendored ${vendoredPath} would be ${size} bytes, ` +
    `over the ${limit}-byte limit for one model document`
  );
}
