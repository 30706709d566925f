// Reads a trace line of the usual shape from its bytes, without decoding or JSON.parse: the conformance hot path.
import { instantOf, type TraceEvent } from './event.js';

// The member names of the usual shape, each tested byte by byte: spelled out, the comparisons
// compile to a few instructions, several times faster than a loop over the key's bytes.

/** `{"term":"` at `at`. */
const termKeyAt = (b: Buffer, at: number) =>
  b[at] === 123 &&
  b[at + 1] === 34 &&
  b[at + 2] === 116 &&
  b[at + 3] === 101 &&
  b[at + 4] === 114 &&
  b[at + 5] === 109 &&
  b[at + 6] === 34 &&
  b[at + 7] === 58 &&
  b[at + 8] === 34;
const termKeyLength = 9;

/** `","id":"` at `at`. */
const idKeyAt = (b: Buffer, at: number) =>
  b[at] === 34 &&
  b[at + 1] === 44 &&
  b[at + 2] === 34 &&
  b[at + 3] === 105 &&
  b[at + 4] === 100 &&
  b[at + 5] === 34 &&
  b[at + 6] === 58 &&
  b[at + 7] === 34;
const idKeyLength = 8;

/** `","state":"` at `at`. */
const stateKeyAt = (b: Buffer, at: number) =>
  b[at] === 34 &&
  b[at + 1] === 44 &&
  b[at + 2] === 34 &&
  b[at + 3] === 115 &&
  b[at + 4] === 116 &&
  b[at + 5] === 97 &&
  b[at + 6] === 116 &&
  b[at + 7] === 101 &&
  b[at + 8] === 34 &&
  b[at + 9] === 58 &&
  b[at + 10] === 34;
const stateKeyLength = 11;

/** `","at":"` at `at`. */
const atKeyAt = (b: Buffer, at: number) =>
  b[at] === 34 &&
  b[at + 1] === 44 &&
  b[at + 2] === 34 &&
  b[at + 3] === 97 &&
  b[at + 4] === 116 &&
  b[at + 5] === 34 &&
  b[at + 6] === 58 &&
  b[at + 7] === 34;
const atKeyLength = 8;

/** `","refs":{` at `at`. */
const refsKeyAt = (b: Buffer, at: number) =>
  b[at] === 34 &&
  b[at + 1] === 44 &&
  b[at + 2] === 34 &&
  b[at + 3] === 114 &&
  b[at + 4] === 101 &&
  b[at + 5] === 102 &&
  b[at + 6] === 115 &&
  b[at + 7] === 34 &&
  b[at + 8] === 58 &&
  b[at + 9] === 123;
const refsKeyLength = 10;

/**
 * Where the JSON string whose content starts at `from` ends (its closing quote), or -1 when it
 * does not end before `end` or is not plain: only printable ASCII, no backslash. An escape (only
 * JSON.parse reads it right), a control character (JSON forbids it) or a byte of a multi-byte
 * character (whose decoding is left to the decoder) sends the line to the slow path.
 */
function plainEnd(bytes: Uint8Array, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = bytes[i]!;
    if (c === 34) return i;
    if (c < 32 || c === 92 || c > 126) return -1;
  }
  return -1;
}

/**
 * The few distinct names a trace repeats (terms, states, reference fields), each kept once: a
 * name read again is the same string, so it costs no allocation and its hash is already known
 * to the maps it is looked up in. Names are bucketed by length and first and last byte.
 */
export class NameTable {
  private readonly buckets: (string[] | undefined)[] = new Array(256).fill(undefined);
  /** The values read last, one per slot: a reference names the same parent line after line. */
  private readonly recent: string[] = new Array(256).fill('');

  /** The plain ASCII name `bytes[from..to)`, as the string seen before when there is one. */
  name(bytes: Buffer, from: number, to: number): string {
    const length = to - from;
    if (length === 0) return '';
    const key = (length * 7 + bytes[from]! * 3 + bytes[to - 1]!) & 0xff;
    let bucket = this.buckets[key];
    if (bucket)
      for (let b = 0; b < bucket.length; b++) {
        const known = bucket[b]!;
        if (known.length !== length) continue;
        let i = 0;
        while (i < length && known.charCodeAt(i) === bytes[from + i]) i++;
        if (i === length) return known;
      }
    const name = bytes.toString('latin1', from, to);
    if (!bucket) this.buckets[key] = bucket = [];
    // A trace of ever new names (a bug, or an attack) must not grow the table without bound.
    if (bucket.length < 8) bucket.push(name);
    return name;
  }

  /** The plain ASCII value `bytes[from..to)`, as the same string as last time when it was read recently. */
  value(bytes: Buffer, from: number, to: number): string {
    const length = to - from;
    if (length === 0) return '';
    const slot = (length * 7 + bytes[from]! * 3 + bytes[to - 1]! * 5 + bytes[to - 2]!) & 0xff;
    const known = this.recent[slot]!;
    if (known.length === length) {
      let i = 0;
      while (i < length && known.charCodeAt(i) === bytes[from + i]) i++;
      if (i === length) return known;
    }
    const value = bytes.toString('latin1', from, to);
    this.recent[slot] = value;
    return value;
  }
}

/**
 * An event read from a usual line. Its `at` is made a string only when asked for (a message needs
 * it): most events never are, and making one for every line would cost a tenth of the check. The
 * line's bytes are valid while the event is checked, and the checker keeps no event.
 */
class UsualLineEvent implements TraceEvent {
  constructor(
    readonly term: string,
    readonly id: string,
    readonly state: string | undefined,
    readonly time: number,
    readonly refs: Record<string, string> | undefined,
    private readonly bytes: Buffer,
    private readonly atStart: number,
    private readonly atEnd: number,
  ) {}

  get at(): string {
    return this.bytes.toString('latin1', this.atStart, this.atEnd);
  }
}

/**
 * The event of the line `bytes[start..end)` when it is written in the usual shape, member by
 * member in this order, without spaces and in plain ASCII, which is how JSON.stringify writes an
 * event object: `{"term":"…","id":"…","state":"…","at":"…","refs":{"…":"…"}}` (state and refs
 * optional). Undefined for anything else, which the caller then decodes and reads with JSON.parse
 * and readEvent, so a line read here gives exactly the event those would: strings with an escape,
 * a control character or a non-ASCII character, other members, numbers, spaces, another order, an
 * `at` in other than the usual form all take the slow path.
 */
export function readUsualLine(bytes: Buffer, start: number, end: number, names: NameTable): TraceEvent | undefined {
  if (!termKeyAt(bytes, start)) return undefined;
  const termStart = start + termKeyLength;
  const termEnd = plainEnd(bytes, termStart, end);
  if (termEnd < 0 || !idKeyAt(bytes, termEnd)) return undefined;
  const idStart = termEnd + idKeyLength;
  const idEnd = plainEnd(bytes, idStart, end);
  if (idEnd <= idStart) return undefined;
  let quote = idEnd;
  let state: string | undefined;
  if (stateKeyAt(bytes, quote)) {
    const stateStart = quote + stateKeyLength;
    quote = plainEnd(bytes, stateStart, end);
    if (quote < 0) return undefined;
    state = names.name(bytes, stateStart, quote);
  }
  if (!atKeyAt(bytes, quote)) return undefined;
  const atStart = quote + atKeyLength;
  const atEnd = plainEnd(bytes, atStart, end);
  if (atEnd < 0) return undefined;
  const time = instantOf(bytes, atStart, atEnd);
  if (Number.isNaN(time)) return undefined;
  let refs: Record<string, string> | undefined;
  let position = atEnd + 1;
  if (refsKeyAt(bytes, atEnd)) {
    refs = {};
    position = atEnd + refsKeyLength;
    if (bytes[position] !== 125) {
      for (;;) {
        if (bytes[position] !== 34) return undefined;
        const keyEnd = plainEnd(bytes, position + 1, end);
        if (keyEnd < 0 || bytes[keyEnd + 1] !== 58 || bytes[keyEnd + 2] !== 34) return undefined;
        const key = names.name(bytes, position + 1, keyEnd);
        // JSON.parse makes `__proto__` an own member; an assignment would not.
        if (key === '__proto__') return undefined;
        const valueEnd = plainEnd(bytes, keyEnd + 3, end);
        if (valueEnd < 0) return undefined;
        refs[key] = names.value(bytes, keyEnd + 3, valueEnd);
        position = valueEnd + 1;
        if (bytes[position] !== 44) break;
        position += 1;
      }
    }
    if (bytes[position] !== 125) return undefined;
    position += 1;
  }
  if (position !== end - 1 || bytes[position] !== 125) return undefined;
  const term = names.name(bytes, termStart, termEnd);
  // An entity's events often come one after another: its id is then the string read last time.
  const id = names.value(bytes, idStart, idEnd);
  return new UsualLineEvent(term, id, state, time, refs, bytes, atStart, atEnd);
}
