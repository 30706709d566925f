// What one process knows of a PostgreSQL log since its last commit: the entities it read or wrote.
import type { Entity } from '../../core/projection.js';
import { maxKnownEntities } from '../known-entities.js';

/**
 * The entity rows this process read (locked) or wrote in its transactions, as they were when those
 * committed. Nothing here is trusted: a command decided on it is sent with every version it read,
 * and awm_apply refuses it when any has moved since (another writer, or a rebuilt projection).
 */
export class KnownLog {
  readonly entities = new Map<string, Entity | undefined>();

  /** What a committed transaction left: the rows it read or wrote, current when it committed. */
  learn(entities: ReadonlyMap<string, Entity | undefined>): void {
    if (this.entities.size + entities.size > maxKnownEntities) this.entities.clear();
    for (const [stream, entity] of entities) this.entities.set(stream, entity);
  }

  forget(): void {
    this.entities.clear();
  }
}

/** A read the writer's knowledge cannot answer (or a decision it cannot vouch for): decide again, reading afresh. */
export class NeedsFreshReadError extends Error {
  constructor(what: string) {
    super(`internal: ${what} is not known to this writer`);
    this.name = 'NeedsFreshReadError';
  }
}
