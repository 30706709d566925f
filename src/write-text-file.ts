// Writes a whole text file through a temporary file and a rename, so no reader ever sees it half-written.
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Replaces `file` with `text` atomically. On failure the temporary file is removed and the error
 * is rethrown as `cannot write <shownAs>: <code>` (ENOENT, EACCES, ...).
 */
export function writeTextFile(file: string, text: string, shownAs = file): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new Error(`cannot write ${shownAs}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, {
      cause: error,
    });
  }
}
