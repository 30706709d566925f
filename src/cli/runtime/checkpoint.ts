// `awm runtime checkpoint`, and the checkpoints `verify --checkpoint` is given, each line's signature verified.
import { createPublicKey, type KeyObject } from 'node:crypto';
import {
  checkpointLine,
  keyId,
  otherLogProblem,
  privateKeyOf,
  publicKeyOf,
  readCheckpoint,
  readHead,
  signCheckpoint,
  type Checkpoint,
  type CheckpointClaim,
} from '../../runtime/checkpoint.js';
import { chainBreakSince } from '../../runtime/checkpoint-chain.js';
import type { Runtime } from '../../runtime/runtime.js';
import {
  appendLine,
  CheckpointFileError,
  checkpointFileLines,
  exists,
  publicKeyFileFor,
  readKeyFile,
  resolved,
  tooLongMessage,
  warnIfOthersMayRead,
  writeNewKeyPair,
} from './checkpoint-files.js';
import { ExitCode } from '../exit-codes.js';
import { cli } from '../io.js';
import type { CheckpointOptions } from './options.js';

const err = (line: string) => cli().stderr.write(`${line}\n`);

/** Lines of checkpoint files refused that verify prints, then how many more there were. */
const maxRefusedLines = 50;

/**
 * `awm runtime checkpoint`: signs the log's head with the private key (made first with --new-key) and
 * appends the checkpoint to --append's file, or prints it. When appending, the log must still extend
 * the file's last checkpoint of this log by this key, with an unbroken chain since: a rewritten log
 * is never signed.
 */
export async function checkpointCommand(runtime: Runtime, argv: CheckpointOptions): Promise<number> {
  const keyFile = argv.key!;
  if (argv.newKey) {
    if (argv.append !== undefined && (await holdsCheckpoints(argv.append)))
      throw new CheckpointFileError(
        `${argv.append} holds checkpoints already; a new key starts a checkpoint file of its own`,
      );
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
    const refused = await lastCheckpointProblem(runtime, argv.append, privateKey, keyFile);
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
}

/** Whether `file` exists with a line in it (which a new key cannot have signed). */
async function holdsCheckpoints(file: string): Promise<boolean> {
  if (!exists(resolved(file))) return false;
  for await (const _ of checkpointFileLines(file)) return true;
  return false;
}

/**
 * Why the log must not be signed into `file`: a line of it is not a checkpoint of this log signed by
 * this key (one file per log and key, so that verify can check every line of it), or the log does
 * not extend its last checkpoint. Undefined when the file is absent or empty, or the log extends it.
 */
async function lastCheckpointProblem(runtime: Runtime, file: string, privateKey: KeyObject, keyFile: string) {
  if (!exists(resolved(file))) return undefined;
  const publicKey = createPublicKey(privateKey);
  let last: CheckpointClaim | undefined;
  for await (const entry of checkpointFileLines(file)) {
    const location = `${file}:${entry.line}`;
    if ('tooLong' in entry) return `${location}: ${tooLongMessage}`;
    const read = readCheckpoint(entry.text, publicKey, keyFile);
    if ('refused' in read) return `${location}: ${read.refused}`;
    const other = otherLogProblem(read.checkpoint, runtime.meta);
    if (other) return `${location} ${other}; keep a checkpoint file per log`;
    last = { location, checkpoint: read.checkpoint };
  }
  return last && chainBreakSince(runtime.store, last);
}

/** The verified claims of `verify --checkpoint` files, and the lines refused, each as "file:line: why". */
export interface LoadedCheckpoints {
  claims: CheckpointClaim[];
  refused: string[];
}

/**
 * Reads every checkpoint of `files`, each line's signature verified with the public key in `keyFile`.
 * Throws only for a key or file it cannot use (a RuntimeUserError, printed as the command's error).
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
      const location = `${file}:${entry.line}`;
      if ('tooLong' in entry) {
        refuse(`${location}: ${tooLongMessage}`);
        continue;
      }
      const read = readCheckpoint(entry.text, publicKey, keyFile);
      if ('refused' in read) refuse(`${location}: ${read.refused}`);
      else loaded.claims.push({ location, checkpoint: read.checkpoint });
    }
    if (count === 0) refuse(`${file}: holds no checkpoint`);
  }
  if (more > 0) loaded.refused.push(`... and ${more} more checkpoint lines refused`);
  return loaded;
}

/** The checkpoints verify holds the log to: none without --checkpoint. */
export function checkpointsForVerify(argv: CheckpointOptions): Promise<LoadedCheckpoints> {
  if ((argv.checkpoint ?? []).length === 0) return Promise.resolve({ claims: [], refused: [] });
  return loadCheckpoints(argv.checkpoint ?? [], argv.key!);
}

/** "3 signed checkpoints, the latest at #42 (signed …)": what verify proved of them. */
export function describeCheckpoints(claims: readonly CheckpointClaim[]): string {
  let latest: Checkpoint = claims[0]!.checkpoint;
  for (const { checkpoint } of claims) if (checkpoint.seq > latest.seq) latest = checkpoint;
  const count = claims.length === 1 ? '1 signed checkpoint' : `${claims.length} signed checkpoints`;
  return `${count}, the latest at #${latest.seq} (signed ${latest.signed_at})`;
}
