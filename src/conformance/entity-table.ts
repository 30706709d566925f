// Compact memory for the entities a trace has shown: one index per id, the rest in typed arrays.

/** The state of an entity the trace has shown without a state the checker can follow. */
export const unknownState = 0xffff;

/**
 * The entities of one term. An entity costs its id string, one Map entry and a few bytes of typed
 * arrays; references to entities already seen are stored as their index, not as another string.
 */
export class EntityTable {
  private readonly index = new Map<string, number>();
  /** Entity index -> id. */
  readonly ids: string[] = [];
  /** State index in the term's machine (0 for a term without a lifecycle, unknownState when not known). */
  state = new Uint16Array(1024);
  /** Time of the entity's last event, in milliseconds since the epoch. */
  at = new Float64Array(1024);
  /**
   * `refWidth` slots per entity, one per fixed reference: 0 not seen yet, k > 0 the entity at
   * index k - 1 of the referenced term, -1 an id the trace had not shown (kept in `unresolved`).
   */
  refs: Int32Array;
  private readonly unresolved = new Map<number, string>();

  constructor(readonly refWidth: number) {
    this.refs = new Int32Array(1024 * refWidth);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The index of `id`, or -1. */
  find(id: string): number {
    return this.index.get(id) ?? -1;
  }

  add(id: string, state: number, at: number): number {
    const entity = this.ids.length;
    if (entity === this.state.length) this.grow();
    this.index.set(id, entity);
    this.ids.push(id);
    this.state[entity] = state;
    this.at[entity] = at;
    return entity;
  }

  /** The id a fixed reference slot holds, or undefined when it was never given. */
  referenced(entity: number, slot: number, target: EntityTable): string | undefined {
    const at = entity * this.refWidth + slot;
    const value = this.refs[at]!;
    return value > 0 ? target.ids[value - 1] : value === -1 ? this.unresolved.get(at) : undefined;
  }

  /** Records that a fixed reference slot names `id` of the `target` table. */
  refer(entity: number, slot: number, id: string, target: EntityTable): void {
    const at = entity * this.refWidth + slot;
    const found = target.find(id);
    if (found >= 0) {
      this.refs[at] = found + 1;
      this.unresolved.delete(at);
    } else {
      this.refs[at] = -1;
      this.unresolved.set(at, id);
    }
  }

  private grow(): void {
    const capacity = this.state.length * 2;
    const state = new Uint16Array(capacity);
    state.set(this.state);
    this.state = state;
    const at = new Float64Array(capacity);
    at.set(this.at);
    this.at = at;
    const refs = new Int32Array(capacity * this.refWidth);
    refs.set(this.refs);
    this.refs = refs;
  }
}
