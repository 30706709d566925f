// Signed checkpoints of the log's head: what anchors the unkeyed hash chain outside the database.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { canonicalize } from './core/canonical.js';
import { genesisHead, type ChainHead } from './core/chain.js';
import type { FactStore, StoreMeta } from './core/store-port.js';
import { RuntimeUserError } from './core/user-error.js';

/** The format a checkpoint names, so that its signature can never be taken for one over other bytes. */
export const checkpointFormat = 'awm-checkpoint/1';

/** What a checkpoint signs: the head of one log at one moment. */
export interface Checkpoint {
  format: typeof checkpointFormat;
  /** The log, as its database recorded it when it was made (these records cannot change afterwards). */
  log: { model_name: string; model_fingerprint: string; created_at: string };
  /** The position of the last fact (0 for an empty log) and its hash (the genesis hash for an empty log). */
  seq: number;
  hash: string;
  /** When that fact was recorded ('' for an empty log). */
  recorded_at: string;
  /** When the checkpoint was signed, by the signer's clock. */
  signed_at: string;
  /** The fingerprint of the public key that verifies the signature (keyId). */
  key: string;
}

/** A checkpoint as published: the checkpoint and the Ed25519 signature (base64) of its canonical JSON. */
export interface SignedCheckpoint {
  checkpoint: Checkpoint;
  signature: string;
}

/** The last fact of the log as a reader sees it now: its position, hash and time. */
export async function readHead(store: Pick<FactStore, 'headSeq' | 'factsAfter'>): Promise<ChainHead> {
  const seq = await store.headSeq();
  if (seq === 0) return genesisHead;
  const [last] = await store.factsAfter(seq - 1, 1);
  return { seq: last!.seq, hash: last!.hash, recorded_at: last!.recorded_at };
}

/** A key that is not an Ed25519 key, or not a key at all. */
export class CheckpointKeyError extends RuntimeUserError {
  constructor(message: string) {
    super(message);
    this.name = 'CheckpointKeyError';
  }
}

/** A fresh Ed25519 key pair as PEM: the private key in PKCS #8, the public key in SPKI. */
export function newCheckpointKeyPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
}

/** The Ed25519 private key in `pem`; `what` names it in the message when it is not one. */
export function privateKeyOf(pem: string, what: string): KeyObject {
  return ed25519(() => createPrivateKey(pem), what, 'private');
}

/** The Ed25519 public key in `pem` (a private key's PEM gives its public half). */
export function publicKeyOf(pem: string, what: string): KeyObject {
  return ed25519(() => createPublicKey(pem), what, 'public');
}

function ed25519(parse: () => KeyObject, what: string, kind: string): KeyObject {
  let key: KeyObject;
  try {
    key = parse();
  } catch {
    throw new CheckpointKeyError(`${what} holds no ${kind} key in PEM (an encrypted one is not read)`);
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new CheckpointKeyError(`${what} holds a ${String(key.asymmetricKeyType)} key; checkpoints use Ed25519`);
  return key;
}

/** Fingerprints already computed: exporting a key costs as much as verifying a signature, and every line asks. */
const keyIds = new WeakMap<KeyObject, string>();

/** A public key's fingerprint: SHA-256 of its SPKI encoding, as checkpoints name their key. */
export function keyId(key: KeyObject): string {
  let id = keyIds.get(key);
  if (id === undefined) {
    const publicKey = key.type === 'private' ? createPublicKey(key) : key;
    const der = publicKey.export({ type: 'spki', format: 'der' });
    id = `sha256:${createHash('sha256').update(der).digest('hex')}`;
    keyIds.set(key, id);
  }
  return id;
}

/** The checkpoint of `head` in the log described by `meta`, signed with `privateKey` at `now`. */
export function signCheckpoint(head: ChainHead, meta: StoreMeta, privateKey: KeyObject, now: Date): SignedCheckpoint {
  const checkpoint: Checkpoint = {
    format: checkpointFormat,
    log: { model_name: meta.model_name, model_fingerprint: meta.model_fingerprint, created_at: meta.created_at },
    seq: head.seq,
    hash: head.hash,
    recorded_at: head.recorded_at,
    signed_at: now.toISOString(),
    key: keyId(privateKey),
  };
  const signature = sign(null, Buffer.from(canonicalize(checkpoint), 'utf8'), privateKey).toString('base64');
  return { checkpoint, signature };
}

/** A signed checkpoint as one line of a checkpoint file (no newline): canonical JSON. */
export function checkpointLine(signed: SignedCheckpoint): string {
  return canonicalize(signed);
}

/** What a checkpoint claims about the log once its signature is verified, and where it was read. */
export interface CheckpointClaim {
  /** The file and line it came from, for messages: "checkpoints.jsonl:3". */
  location: string;
  checkpoint: Checkpoint;
}

/**
 * The claim of one line of a checkpoint file, once it is well formed and `publicKey` verifies its
 * signature; otherwise why it is refused.
 */
export function readCheckpoint(
  text: string,
  publicKey: KeyObject,
  keyFile: string,
): { checkpoint: Checkpoint } | { refused: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { refused: `not JSON: ${(error as Error).message}` };
  }
  const shape = checkpointShapeProblem(value);
  if (shape) return { refused: `not a checkpoint: ${shape}` };
  const { checkpoint, signature } = value as SignedCheckpoint;
  const expected = keyId(publicKey);
  if (checkpoint.key !== expected)
    return {
      refused: `signed by key ${checkpoint.key}, not by the key in ${keyFile} (${expected})`,
    };
  const signed = Buffer.from(canonicalize(checkpoint), 'utf8');
  if (!verify(null, signed, publicKey, Buffer.from(signature, 'base64')))
    return {
      refused: `its signature does not verify with the key in ${keyFile}: the checkpoint was altered or forged`,
    };
  return { checkpoint };
}

const hexHash = /^[0-9a-f]{64}$/;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Why `value` is not a signed checkpoint of this format, or undefined when it is one. */
function checkpointShapeProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'a checkpoint line is a JSON object';
  if (!isRecord(value.checkpoint)) return 'it has no "checkpoint" object';
  if (typeof value.signature !== 'string' || !base64.test(value.signature)) return 'its "signature" is not base64';
  const c = value.checkpoint;
  if (c.format !== checkpointFormat) return `its format is ${JSON.stringify(c.format)}, not "${checkpointFormat}"`;
  const log = c.log;
  if (!isRecord(log) || !['model_name', 'model_fingerprint', 'created_at'].every((k) => isString(log, k)))
    return 'its "log" does not name the model and creation time';
  if (typeof c.seq !== 'number' || !Number.isSafeInteger(c.seq) || c.seq < 0)
    return 'its "seq" is not a position (a whole number, 0 or more)';
  if (typeof c.hash !== 'string' || !hexHash.test(c.hash)) return 'its "hash" is not a SHA-256 in hex';
  for (const key of ['recorded_at', 'signed_at', 'key']) if (!isString(c, key)) return `its "${key}" is not text`;
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (record: Record<string, unknown>, key: string) => typeof record[key] === 'string';

/** Why a log whose records are `meta` is not the log `checkpoint` was made of, or undefined when it is. */
export function otherLogProblem(checkpoint: Checkpoint, meta: StoreMeta): string | undefined {
  const { log } = checkpoint;
  if (log.created_at === meta.created_at && log.model_fingerprint === meta.model_fingerprint) return undefined;
  return (
    `is a checkpoint of another log (made ${log.created_at} for ${log.model_name}); ` +
    `this one was made ${meta.created_at} for ${meta.model_name}`
  );
}

/**
 * Why the log does not extend `claim`, given the hash of its fact at the claim's position (undefined
 * when the log is shorter), or undefined when it does. With the chain unbroken from there to the
 * head, a log that extends a checkpoint holds the same facts up to it as when it was signed.
 */
export function extensionProblem(
  claim: CheckpointClaim,
  hashThere: string | undefined,
  head: number,
): string | undefined {
  const { checkpoint } = claim;
  const signed = `(signed ${checkpoint.signed_at})`;
  if (hashThere === undefined)
    return (
      `${claim.location}: the log ends at #${head}, before this checkpoint's #${checkpoint.seq} ${signed}: ` +
      'facts it covers were removed'
    );
  if (hashThere === checkpoint.hash) return undefined;
  return (
    `${claim.location}: the log does not extend this checkpoint ${signed}: fact #${checkpoint.seq} has hash ` +
    `${hashThere}, the checkpoint ${checkpoint.hash}; a fact at or before #${checkpoint.seq} was rewritten`
  );
}
