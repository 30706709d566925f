// `awm runtime checkpoint` and the checkpoint files `verify --checkpoint` reads: keys and checkpoints on disk.
import {
  createReadStream,
  lstatSync,
  statSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import { readSync, fstatSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { textLines } from '../load/text-lines.js';
import {
  checkpointLine,
  CheckpointKeyError,
  keyId,
  newCheckpointKeyPair,
  otherLogProblem,
  privateKeyOf,
  publicKeyOf,
  readCheckpoint,
  readHead,
  signCheckpoint,
  type Checkpoint,
  type CheckpointClaim,
} from '../runtime/checkpoint.js';
import { chainBreakSince } from '../runtime/checkpoint-chain.js';
import type { Runtime } from '../runtime/runtime.js';
import { ExitCode } from './exit-codes.js';
import { describeIoError } from './io-errors.js';
import { cli } from './io.js';

export interface CheckpointOptions {
  /** checkpoint: the private key file; verify: the public key file. */
  key?: string;
  /** checkpoint: make the key pair first (the key file must not exist). */
  newKey?: boolean;
  /** checkpoint --new-key: where the public key goes; by default beside the private key. */
  publicKey?: string;
  /** checkpoint: the checkpoint file to append to; without it the checkpoint is printed. */
  append?: string;
  /** verify: checkpoint files, each holding checkpoints one per line. */
  checkpoint?: string[];
  label: string;
}

/** A checkpoint line is a few hundred characters; a longer line is no checkpoint, and is not held whole. */
const maxCheckpointLineLength = 64 * 1024;

const tooLongMessage = `longer than ${maxCheckpointLineLength / 1024} KiB; no checkpoint is that long`;

/** Lines of checkpoint files refused that verify prints, then how many more there were. */
const maxRefusedLines = 50;

const err = (line: string) => cli().stderr.write(`${line}\n`);

/** A file the command needs that it cannot read or write: the message names it as the user did. */
class CheckpointFileError extends Error {}

function resolved(file: string): string {
  return path.resolve(cli().cwd, file);
}

/** Runs `body`; a key or file problem is printed (exit 2), never a stack trace. */
async function guarded(command: string, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof CheckpointFileError || error instanceof CheckpointKeyError)) throw error;
    err(`awm runtime ${command}: ${error.message}`);
    return ExitCode.failure;
  }
}

function ioProblem(error: unknown, verb: 'read' | 'write', given: string): never {
  const described = describeIoError(error);
  if (!described) throw error;
  // The meaning, after the path describeIoError names (the absolute one, or none for a read stream's error).
  throw new CheckpointFileError(`cannot ${verb} ${given}: ${described.slice(described.lastIndexOf(': ') + 2)}`);
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

function readKeyFile(file: string): string {
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
function warnIfOthersMayRead(file: string): void {
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

function exists(absolute: string): boolean {
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
function writeNewKeyPair(privateFile: string, publicFile: string): void {
  const [privatePath, publicPath] = [resolved(privateFile), resolved(publicFile)];
  for (const [absolute, given] of [
    [privatePath, privateFile],
    [publicPath, publicFile],
  ] as const) {
    if (exists(absolute)) throw new CheckpointFileError(`${given} exists; --new-key never replaces a key file`);
  }
  const { privatePem, publicPem } = newCheckpointKeyPair();
  try {
    writeFileSync(privatePath, privatePem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    ioProblem(error, 'write', privateFile);
  }
  try {
    writeFileSync(publicPath, publicPem, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    unlinkSync(privatePath);
    ioProblem(error, 'write', publicFile);
  }
}

/**
 * `awm runtime checkpoint`: signs the log's head with the private key (made first with --new-key) and
 * appends the checkpoint to --append's file, or prints it. When appending, the log must still extend
 * the file's last checkpoint of this log by this key, with an unbroken chain since: a rewritten log
 * is never signed.
 */
export function checkpointCommand(runtime: Runtime, argv: CheckpointOptions): Promise<number> {
  return guarded('checkpoint', async () => {
    const keyFile = argv.key!;
    if (argv.newKey) {
      const publicFile = argv.publicKey ?? publicKeyFileFor(keyFile);
      writeNewKeyPair(keyFile, publicFile);
      err(
        `awm runtime checkpoint: made key ${keyFile} (private, only you may read it; keep it off the database's ` +
          `machine) and ${publicFile} (public: give it to whoever verifies)`,
      );
    }
    const privateKey = privateKeyOf(readKeyFile(keyFile), keyFile);
    warnIfOthersMayRead(keyFile);
    if (argv.append !== undefined) {
      const refused = await lastCheckpointProblem(runtime, argv.append, privateKey);
      if (refused) {
        err(`awm runtime checkpoint: ${refused}; nothing signed (run awm runtime verify --checkpoint ${argv.append})`);
        return ExitCode.problems;
      }
    }
    const head = await readHead(runtime.store);
    const line = checkpointLine(signCheckpoint(head, runtime.meta, privateKey, new Date()));
    if (argv.append === undefined) {
      cli().stdout.write(`${line}\n`);
      return ExitCode.ok;
    }
    appendLine(argv.append, line);
    cli().stdout.write(
      `awm runtime checkpoint: #${head.seq} ${head.hash} of ${argv.label}, signed by ${keyId(privateKey)}, ` +
        `appended to ${argv.append}\n`,
    );
    return ExitCode.ok;
  });
}

/** Appends one line, first ending the file's last line if it has no newline; never rewrites what is there. */
function appendLine(file: string, line: string): void {
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

/**
 * Why the log must not be signed into `file`: the file's last checkpoint of this log signed by this
 * key is not extended by the log, or a line claiming this key does not verify. Undefined when the
 * file is absent, holds none, or the log extends it.
 */
async function lastCheckpointProblem(runtime: Runtime, file: string, privateKey: KeyObject) {
  if (!exists(resolved(file))) return undefined;
  const publicKey = publicKeyOf(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, 'the key');
  let last: CheckpointClaim | undefined;
  for await (const entry of checkpointFileLines(file)) {
    const source = `${file}:${entry.line}`;
    if ('tooLong' in entry) return `${source}: ${tooLongMessage}`;
    const read = readCheckpoint(entry.text, publicKey, '--key');
    // Another key's checkpoints may share the file; a line that does not verify may not.
    if ('refused' in read) {
      if (read.why === 'other-key') continue;
      return `${source}: ${read.refused}`;
    }
    if (!otherLogProblem(read.checkpoint, runtime.meta)) last = { source, checkpoint: read.checkpoint };
  }
  if (!last) return undefined;
  return chainBreakSince(runtime.store, last);
}

function checkpointFileLines(file: string) {
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

/** The verified claims of `verify --checkpoint` files, and the lines refused, each as "file:line: why". */
export interface LoadedCheckpoints {
  claims: CheckpointClaim[];
  refused: string[];
}

/**
 * Reads every checkpoint of `files`, each line's signature verified with the public key in `keyFile`.
 * Throws only for files it cannot read (printed by the caller's guard).
 */
async function loadCheckpoints(files: readonly string[], keyFile: string): Promise<LoadedCheckpoints> {
  const publicKey = publicKeyOf(readKeyFile(keyFile), keyFile);
  const loaded: LoadedCheckpoints = { claims: [], refused: [] };
  let more = 0;
  // A file of garbage is reported by its first lines, as verify reports its other checks.
  const refuse = (line: string) => {
    if (loaded.refused.length < maxRefusedLines) loaded.refused.push(line);
    else more += 1;
  };
  for (const file of files) {
    let count = 0;
    for await (const entry of checkpointFileLines(file)) {
      count += 1;
      const source = `${file}:${entry.line}`;
      if ('tooLong' in entry) {
        refuse(`${source}: ${tooLongMessage}`);
        continue;
      }
      const read = readCheckpoint(entry.text, publicKey, keyFile);
      if ('refused' in read) refuse(`${source}: ${read.refused}`);
      else loaded.claims.push({ source, checkpoint: read.checkpoint });
    }
    if (count === 0) refuse(`${file}: holds no checkpoint`);
  }
  if (more > 0) loaded.refused.push(`... and ${more} more checkpoint lines refused`);
  return loaded;
}

/** loadCheckpoints for the verify command: a file or key it cannot use is printed, and ends it with exit 2. */
export async function checkpointsForVerify(argv: CheckpointOptions): Promise<LoadedCheckpoints | number> {
  if ((argv.checkpoint ?? []).length === 0) return { claims: [], refused: [] };
  let loaded: LoadedCheckpoints | undefined;
  const status = await guarded('verify', async () => {
    loaded = await loadCheckpoints(argv.checkpoint ?? [], argv.key!);
    return ExitCode.ok;
  });
  return loaded ?? status;
}

/** "3 signed checkpoints, the latest at #42 (signed …)": what verify proved of them. */
export function describeCheckpoints(claims: readonly CheckpointClaim[]): string {
  let latest: Checkpoint = claims[0]!.checkpoint;
  for (const { checkpoint } of claims) if (checkpoint.seq > latest.seq) latest = checkpoint;
  const count = claims.length === 1 ? '1 signed checkpoint' : `${claims.length} signed checkpoints`;
  return `${count}, the latest at #${latest.seq} (signed ${latest.signed_at})`;
}
