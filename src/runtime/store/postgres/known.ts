// What one process knows of a PostgreSQL log since its last commit: the head and the entities it read or wrote.
import type { ChainHead } from '../../core/chain.js';
import type { Entity } from '../../core/projection.js';
import { maxKnownEntities } from '../../core/store-port.js';

/**
 * The head this process last committed and the entity rows it read (locked) or wrote in its
 * transactions, as they were when those committed. Nothing here is trusted: a command decided on
 * it is sent with every version it read and the head its facts chain to, and awm_apply refuses it
 * when any has moved since (another writer appended, or the projection was rebuilt).
 */
export class KnownLog {
  head: ChainHead | undefined;
  readonly entities = new Map<string, Entity | undefined>();

  /** What a committed transaction left: its head, and the rows it read or wrote, current when it committed. */
  learn(head: ChainHead | undefined, entities: ReadonlyMap<string, Entity | undefined>): void {
    if (head === undefined) {
      this.forget();
      return;
    }
    if (this.entities.size + entities.size > maxKnownEntities) this.entities.clear();
    this.head = head;
    for (const [stream, entity] of entities) this.entities.set(stream, entity);
  }

  forget(): void {
    this.head = undefined;
    this.entities.clear();
  }
}

/** A read the writer's knowledge cannot answer (or a decision it cannot vouch for): decide again, reading afresh. */
export class UnknownToWriter extends Error {
  constructor(what: string) {
    super(`internal: ${what} is not known to this writer`);
    this.name = 'UnknownToWriter';
  }
}
