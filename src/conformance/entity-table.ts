// Compact memory for the entities a trace has shown: a hash table of indexes, the rest in typed arrays.

/** The state of an entity the trace has shown without a state the checker can follow. */
export const unknownState = 0xffff;

/** Mixed into every id hash, so which ids collide differs from run to run and is not known in advance. */
const hashSeed = (Math.random() * 0x1_0000_0000) | 0;

/** The hash of a string (FNV-1a over its UTF-16 code units, seeded). */
function hashOfString(text: string): number {
  let hash = hashSeed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash ^ (hash >>> 15);
}

/**
 * The entities of one term, in typed arrays only: an entity costs its id's UTF-16 code units in
 * one shared array and a few bytes more, and nothing for the garbage collector to trace or move.
 * References to entities already seen are stored as their index. Ids are found through an
 * open-addressing hash table of entity indexes.
 */
export class EntityTable {
  private count = 0;
  /** The ids' code units, one after the other: entity e's id is codes[starts[e]..starts[e + 1]). */
  private codes = new Uint16Array(0);
  private starts = new Int32Array(0);
  /** Entity index -> hash of its id. */
  private hashes = new Int32Array(0);
  /** Hash slots holding an entity index, -1 when free; never more than half full. */
  private slots = new Int32Array(0);
  /** State index in the term's machine (0 for a term without a lifecycle, unknownState when not known). */
  state = new Uint16Array(0);
  /** Time of the entity's last event, in milliseconds since the epoch. */
  at = new Float64Array(0);
  /** How many of the entity's children are open (not in a terminal state), as far as the trace showed them. */
  openChildren = new Int32Array(0);
  /**
   * `refWidth` slots per entity, one per fixed reference: 0 not seen yet, k > 0 the entity at
   * index k - 1 of the referenced term, k < 0 an id the trace had not shown: index -k - 1 of `unknown`.
   */
  refs = new Int32Array(0);
  /** The ids references named before the trace showed them, each kept once (made on first need). */
  private unknown: EntityTable | undefined;

  constructor(readonly refWidth: number) {
    // The arrays are replaced as the table grows. Replaced once here already, V8 does not take
    // them for constants, whose first replacement would throw away the checker's optimized code.
    this.resize(1024);
    this.slots = new Int32Array(2048).fill(-1);
    this.codes = new Uint16Array(16 * 1024);
  }

  get size(): number {
    return this.count;
  }

  /** The id of entity `entity`. */
  id(entity: number): string {
    const start = this.starts[entity]!;
    const end = this.starts[entity + 1]!;
    let id = '';
    // In slices, so that a long id does not exceed the number of arguments a call can take.
    for (let from = start; from < end; from += 4096)
      id += String.fromCharCode(...this.codes.subarray(from, Math.min(end, from + 4096)));
    return id;
  }

  /** The index of `id`, or -1. */
  find(id: string): number {
    const hash = hashOfString(id);
    const length = id.length;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entity = this.slots[slot]!;
      if (entity < 0) return -1;
      if (this.hashes[entity] !== hash) continue;
      const start = this.starts[entity]!;
      if (this.starts[entity + 1]! - start !== length) continue;
      let i = 0;
      while (i < length && this.codes[start + i] === id.charCodeAt(i)) i++;
      if (i === length) return entity;
    }
  }

  /** Adds an entity the table does not hold yet. */
  add(id: string, state: number, at: number): number {
    const start = this.reserve(id.length);
    for (let i = 0; i < id.length; i++) this.codes[start + i] = id.charCodeAt(i);
    return this.added(hashOfString(id), state, at);
  }

  /** The id a fixed reference slot holds, or undefined when it was never given. */
  referenced(entity: number, slot: number, target: EntityTable): string | undefined {
    const value = this.refs[entity * this.refWidth + slot]!;
    if (value > 0) return target.id(value - 1);
    return value < 0 ? this.unknown!.id(-value - 1) : undefined;
  }

  /** Whether a fixed reference slot already names `id` (at index `found` of its table, or -1). */
  holds(entity: number, slot: number, id: string, found: number): boolean {
    const value = this.refs[entity * this.refWidth + slot]!;
    if (value > 0) return value === found + 1;
    return value < 0 && this.unknown!.find(id) === -value - 1;
  }

  /** Records that a fixed reference slot names `id` of the `target` table (at index `found` there, or -1). */
  refer(entity: number, slot: number, id: string, target: EntityTable, found = target.find(id)): void {
    const at = entity * this.refWidth + slot;
    if (found >= 0) this.refs[at] = found + 1;
    else {
      this.unknown ??= new EntityTable(0);
      const unknown = this.unknown;
      const known = unknown.find(id);
      this.refs[at] = -(known >= 0 ? known : unknown.add(id, 0, 0)) - 1;
    }
  }

  /** Room for the next entity and its id of `length` code units; where the id goes. */
  private reserve(length: number): number {
    const entity = this.count;
    if (entity === this.state.length) this.resize(this.state.length * 2);
    const start = this.starts[entity]!;
    if (start + length > this.codes.length) {
      const codes = new Uint16Array(Math.max(2 * this.codes.length, start + length));
      codes.set(this.codes.subarray(0, start));
      this.codes = codes;
    }
    this.starts[entity + 1] = start + length;
    return start;
  }

  /** Completes adding the entity whose id was written by reserve(). */
  private added(hash: number, state: number, at: number): number {
    const entity = this.count++;
    this.hashes[entity] = hash;
    if (2 * this.count > this.slots.length) this.rehash();
    else this.place(entity, hash);
    this.state[entity] = state;
    this.at[entity] = at;
    return entity;
  }

  private place(entity: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = entity;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (let entity = 0; entity < this.count; entity++) this.place(entity, this.hashes[entity]!);
  }

  private resize(capacity: number): void {
    const starts = new Int32Array(capacity + 1);
    starts.set(this.starts);
    this.starts = starts;
    const hashes = new Int32Array(capacity);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const state = new Uint16Array(capacity);
    state.set(this.state);
    this.state = state;
    const at = new Float64Array(capacity);
    at.set(this.at);
    this.at = at;
    const openChildren = new Int32Array(capacity);
    openChildren.set(this.openChildren);
    this.openChildren = openChildren;
    const refs = new Int32Array(capacity * this.refWidth);
    refs.set(this.refs);
    this.refs = refs;
  }
}
