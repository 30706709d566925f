// The chain rule, once: the facts a command appends after the log's head, and the link every stored fact must make.
import { canonicalize } from './canonical.js';
import { chainHash, genesisHash, streamOf, type NewFact, type StoredFact } from './facts.js';

/** The last fact of the log as the next one chains to it; an empty log has the genesis head. */
export interface ChainHead {
  seq: number;
  hash: string;
  recorded_at: string;
}

export const genesisHead: ChainHead = { seq: 0, hash: genesisHash, recorded_at: '' };

/** The facts a command appends, as stored, with the canonical text of each one's data, and the head after them. */
export interface ChainedFacts {
  stored: StoredFact[];
  /** Each fact's data as the exact text stored and hashed. */
  texts: string[];
  head: ChainHead;
}

/**
 * The facts of command `commandId` appended after `head`: consecutive positions, each one's data as
 * canonical JSON, its predecessor's hash and its own (chainHash over every stored field), and one
 * recorded_at for all, never earlier than the head's, even when this machine's clock is behind the
 * last writer's. Pure: both stores append exactly what this returns.
 */
export function chainFacts(head: ChainHead, commandId: string, facts: readonly NewFact[], now: Date): ChainedFacts {
  const clock = now.toISOString();
  // biome-ignore lint/complexity/useMathMinMax: these are ISO-8601 strings, compared as text
  const recordedAt = head.recorded_at > clock ? head.recorded_at : clock;
  const stored: StoredFact[] = [];
  const texts: string[] = [];
  let { seq, hash } = head;
  for (const fact of facts) {
    const data = canonicalize(fact.data);
    const stream = streamOf(fact.term, fact.entity_id);
    const prev = hash;
    seq += 1;
    // Built field by field: every command pays this, and spreading copies are what it would cost most.
    hash = chainHash(prev, {
      seq,
      stream,
      version: fact.version,
      type: fact.type,
      command_id: commandId,
      recorded_at: recordedAt,
      data,
    });
    stored.push({
      term: fact.term,
      entity_id: fact.entity_id,
      version: fact.version,
      type: fact.type,
      data: fact.data,
      seq,
      stream,
      command_id: commandId,
      recorded_at: recordedAt,
      prev_hash: prev,
      hash,
    } as StoredFact);
    texts.push(data);
  }
  return { stored, texts, head: { seq, hash, recorded_at: stored.length > 0 ? recordedAt : head.recorded_at } };
}

/** The hash a stored fact's own fields give: verify compares it with the hash stored. */
export function factHash(fact: StoredFact): string {
  return chainHash(fact.prev_hash, { ...fact, data: canonicalize(fact.data) });
}

/**
 * How a stored fact fails to be the next link after `previous`: recorded before it (`time`), not at the next
 * position (`position`), not naming its hash (`link`), or not matching its own hash (`hash`, its content changed).
 */
export type ChainBreak = 'time' | 'position' | 'link' | 'hash';

/** The ways `fact` breaks the chain after `previous`, in that order; none when it is the link chainFacts makes. */
export function chainBreaks(previous: ChainHead, fact: StoredFact): ChainBreak[] {
  const breaks: ChainBreak[] = [];
  if (fact.recorded_at < previous.recorded_at) breaks.push('time');
  if (fact.seq !== previous.seq + 1) breaks.push('position');
  if (fact.prev_hash !== previous.hash) breaks.push('link');
  if (factHash(fact) !== fact.hash) breaks.push('hash');
  return breaks;
}

/** The head a stored fact makes: what the next fact must chain to. */
export function headOf(fact: StoredFact): ChainHead {
  return { seq: fact.seq, hash: fact.hash, recorded_at: fact.recorded_at };
}
