// Facts: the immutable records the log holds, their payloads, and the hash that chains each to the last.
import { sha256 } from './canonical.js';
import { isWellFormed } from './names.js';
import type { PolicyDocument } from './policy.js';
import type { RecordedModel } from './runtime-model.js';

/**
 * Who made a command: a principal (a name the identity provider issued) acting in one of the model's
 * catalogued authority roles. Commands that change the log's own settings (role bindings, enforcement,
 * the model) are the operator's and carry a principal only.
 */
export interface Actor {
  principal: string;
  role?: string;
}

/** An entity came into being: a lifecycle term in its initial state, or a published immutable one (state null). */
export interface CreatedData {
  state: string | null;
  /** The entity's fields by model name, identity included. */
  fields: Record<string, unknown>;
  parent?: EntityKey;
  /** Entities of the same term it depends on from the start (Task depends_on). */
  depends_on?: string[];
}

/** An entity moved between states; `cause` names the entity whose move cascaded to it. */
export interface TransitionedData {
  from: string;
  to: string;
  cause?: EntityKey;
}

export interface DependencyAddedData {
  depends_on: string;
}

export interface PolicyChangedData {
  policy: PolicyDocument;
}

/** Authority enforcement was switched on or off for every command after this fact. */
export interface EnforcementChangedData {
  enforced: boolean;
}

/** One change between two models, as `awm diff` reported it when the log moved. */
export interface RecordedModelChange {
  kind: string;
  path: string;
  message: string;
}

/** The log moved to another model: facts after this one are decided and checked under `model`. */
export interface ModelChangedData {
  from_fingerprint: string;
  to_fingerprint: string;
  /** The new model's compiled form without crosswalks (canonical JSON once stored). */
  model: RecordedModel;
  changes: RecordedModelChange[];
}

/** What each fact type carries; every fact also records the actor of the command that appended it, if any. */
export interface FactDataByType {
  created: CreatedData;
  transitioned: TransitionedData;
  dependency_added: DependencyAddedData;
  policy_changed: PolicyChangedData;
  enforcement_changed: EnforcementChangedData;
  model_changed: ModelChangedData;
}

export type FactType = keyof FactDataByType;

export interface EntityKey {
  term: string;
  id: string;
}

/** A fact's payload: its type's data and the actor of the command that appended it (absent when it named none). */
export type FactData<T extends FactType> = FactDataByType[T] & { actor?: Actor };

/** A fact a command wants appended: the store assigns its position, time and hash. */
export type NewFact = {
  [T in FactType]: { term: string; entity_id: string; version: number; type: T; data: FactData<T> };
}[FactType];

/** A fact as the log holds it. */
export type StoredFact = NewFact & {
  /** Position in the log: 1, 2, 3, ... without gaps. */
  seq: number;
  /** The entity stream: `Term/id`. */
  stream: string;
  command_id: string;
  /** When the store appended it (ISO 8601, UTC). */
  recorded_at: string;
  /** The hash of the fact before it (64 zeros for the first). */
  prev_hash: string;
  hash: string;
};

/** The hash before the first fact. */
export const genesisHash = '0'.repeat(64);

export function streamOf(term: string, id: string): string {
  return `${term}/${id}`;
}

/** The fields of a fact that its hash covers, with `data` as the exact text stored. */
export interface HashedFields {
  seq: number;
  stream: string;
  version: number;
  type: string;
  command_id: string;
  recorded_at: string;
  data: string;
}

/**
 * SHA-256 over the previous fact's hash and every stored field of this one (position included),
 * so editing, removing, inserting or reordering any fact breaks the chain from there on.
 */
export function chainHash(prevHash: string, fact: HashedFields): string {
  // A lone surrogate would be hashed as its JSON escape but stored as U+FFFD: the fact could never re-hash.
  for (const text of [fact.stream, fact.type, fact.command_id, fact.recorded_at, fact.data]) {
    if (!isWellFormed(text)) throw new Error(`internal: fact #${fact.seq} holds text that is not well-formed Unicode`);
  }
  return sha256(
    JSON.stringify([
      prevHash,
      fact.seq,
      fact.stream,
      fact.version,
      fact.type,
      fact.command_id,
      fact.recorded_at,
      fact.data,
    ]),
  );
}
