// The files checkpoints live in: key files, checkpoint files read line by line, appends that never rewrite.
import {
  closeSync,
  createReadStream,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { longerThan, textLines } from '../../load/line-splitter.js';
import { CheckpointKeyError, newCheckpointKeyPair } from '../../runtime/checkpoint.js';
import { RuntimeUserError } from '../../runtime/core/user-error.js';
import { ioErrorMeaning } from '../io-errors.js';
import { cli } from '../io.js';

/** A checkpoint line is a few hundred characters; a longer line is no checkpoint, and is not held whole. */
export const maxCheckpointLineLength = 64 * 1024;

export const tooLongMessage = `${longerThan(maxCheckpointLineLength)}; no checkpoint is that long`;

const err = (line: string) => cli().stderr.write(`${line}\n`);

/** A file the command needs that it cannot read or write: the message names it as the user did. */
export class CheckpointFileError extends RuntimeUserError {}

export function resolved(file: string): string {
  return path.resolve(cli().cwd, file);
}

function ioProblem(error: unknown, verb: 'read' | 'write', given: string): never {
  const meaning = ioErrorMeaning(error);
  if (!meaning) throw error;
  // Named as the user gave it, not by the absolute path the error carries.
  throw new CheckpointFileError(`cannot ${verb} ${given}: ${meaning}`);
}

/** Throws unless `file` is a regular file: a device or a pipe would be read forever. */
function assertRegularFile(absolute: string, given: string): void {
  let regular: boolean;
  try {
    regular = statSync(absolute).isFile();
  } catch (error) {
    ioProblem(error, 'read', given);
  }
  if (!regular) throw new CheckpointFileError(`cannot read ${given}: it is not a regular file`);
}

export function readKeyFile(file: string): string {
  const absolute = resolved(file);
  assertRegularFile(absolute, file);
  try {
    // A key file is a few hundred bytes; a larger one is not a key, and is not read whole.
    if (statSync(absolute).size > maxCheckpointLineLength)
      throw new CheckpointKeyError(`${file} is too large to be a key`);
    return readFileSync(absolute, 'utf8');
  } catch (error) {
    if (error instanceof CheckpointKeyError) throw error;
    return ioProblem(error, 'read', file);
  }
}

/** A private key others may read signs for them too: said, as ssh says it (file modes mean nothing on Windows). */
export function warnIfOthersMayRead(file: string): void {
  if (process.platform === 'win32') return;
  const mode = statSync(resolved(file)).mode & 0o777;
  if ((mode & 0o077) !== 0)
    err(
      `awm runtime checkpoint: warning: ${file} may be read by others (mode ${mode.toString(8)}); ` +
        `whoever reads it can sign checkpoints: chmod 600 ${file}`,
    );
}

/** The public key file beside a private key file: `ops.pem` -> `ops.pub.pem`. */
export function publicKeyFileFor(privateFile: string): string {
  return privateFile.endsWith('.pem') ? `${privateFile.slice(0, -'.pem'.length)}.pub.pem` : `${privateFile}.pub.pem`;
}

export function exists(absolute: string): boolean {
  try {
    lstatSync(absolute);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a new key pair: the private key readable by its owner only, neither file replacing anything
 * (a dangling link included), so a key in use is never lost.
 */
export function writeNewKeyPair(privateFile: string, publicFile: string): void {
  const [privatePath, publicPath] = [resolved(privateFile), resolved(publicFile)];
  if (privatePath === publicPath)
    throw new CheckpointFileError(`--public-key ${publicFile} is --key itself; the two halves go in two files`);
  for (const [absolute, given] of [
    [privatePath, privateFile],
    [publicPath, publicFile],
  ] as const) {
    if (exists(absolute)) throw new CheckpointFileError(`${given} exists; --new-key never replaces a key file`);
  }
  const { privatePem, publicPem } = newCheckpointKeyPair();
  writeExclusive(privatePath, privateFile, privatePem, 0o600);
  try {
    writeExclusive(publicPath, publicFile, publicPem, 0o644);
  } catch (error) {
    unlinkSync(privatePath);
    throw error;
  }
}

/** Writes a file that must not exist yet (one made meanwhile is left alone, and said). */
function writeExclusive(absolute: string, given: string, text: string, mode: number): void {
  try {
    writeFileSync(absolute, text, { flag: 'wx', mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new CheckpointFileError(`${given} exists; --new-key never replaces a key file`);
    ioProblem(error, 'write', given);
  }
}

/** Appends one line, first ending the file's last line if it has no newline; never rewrites what is there. */
export function appendLine(file: string, line: string): void {
  const absolute = resolved(file);
  let fd: number | undefined;
  try {
    fd = openSync(absolute, 'a+', 0o644);
    const size = fstatSync(fd).size;
    const last = Buffer.alloc(1);
    const unended = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
    writeSync(fd, `${unended ? '\n' : ''}${line}\n`);
  } catch (error) {
    ioProblem(error, 'write', file);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The non-blank lines of a checkpoint file, numbered; a line over the limit only by its number. */
export function checkpointFileLines(file: string) {
  const absolute = resolved(file);
  assertRegularFile(absolute, file);
  const stream = createReadStream(absolute);
  const lines = textLines(stream, maxCheckpointLineLength);
  return (async function* () {
    try {
      for await (const entry of lines) if ('tooLong' in entry || entry.text.trim() !== '') yield entry;
    } catch (error) {
      ioProblem(error, 'read', file);
    }
  })();
}
