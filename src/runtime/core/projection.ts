// Current state as a pure fold over the facts: the live projection and a replay must agree exactly.
import { canonicalize } from './canonical.js';
import { streamOf, type EntityKey, type StoredFact } from './facts.js';

/** An entity's current state, derived only from its facts. */
export interface Entity {
  term: string;
  id: string;
  /** The lifecycle state; null for an immutable (published) entity. */
  state: string | null;
  /** How many facts its stream holds. */
  version: number;
  parent: EntityKey | null;
  /** Fields by model name, identity included. */
  fields: Record<string, unknown>;
  /** Entities this one depends on (Task depends_on), in the order the edges were added. */
  depends_on: string[];
  created_at: string;
  updated_at: string;
  created_seq: number;
  updated_seq: number;
}

/** A fact that cannot apply to the entity it names: the log itself is inconsistent. */
export class ProjectionError extends Error {
  constructor(
    readonly fact: StoredFact,
    message: string,
  ) {
    super(`fact #${fact.seq} (${fact.stream} v${fact.version}): ${message}`);
    this.name = 'ProjectionError';
  }
}

/** Applies one fact to the entity it concerns (undefined before its creation). Pure: returns a new entity. */
export function project(current: Entity | undefined, fact: StoredFact): Entity {
  const expectedVersion = (current?.version ?? 0) + 1;
  if (fact.version !== expectedVersion) throw new ProjectionError(fact, `expected version ${expectedVersion}`);
  switch (fact.type) {
    case 'created':
      if (current) throw new ProjectionError(fact, 'the entity already exists');
      return {
        ...firstVersion(fact, fact.data.state, fact.data.fields),
        parent: fact.data.parent ?? null,
        depends_on: fact.data.depends_on ?? [],
      };
    // The log's settings record comes into being with the first fact that changes a setting.
    case 'enforcement_changed':
    case 'model_changed': {
      const changed =
        fact.type === 'enforcement_changed'
          ? { authority_enforced: fact.data.enforced }
          : { model_fingerprint: fact.data.to_fingerprint, model_version: fact.data.model.model.version };
      if (!current) return firstVersion(fact, null, changed);
      return { ...nextVersion(current, fact), fields: { ...current.fields, ...changed } };
    }
  }
  if (!current) throw new ProjectionError(fact, 'the entity was never created');
  const next = nextVersion(current, fact);
  switch (fact.type) {
    case 'transitioned':
      if (current.state !== fact.data.from)
        throw new ProjectionError(fact, `moves from ${fact.data.from}, but the entity is ${current.state}`);
      next.state = fact.data.to;
      break;
    case 'dependency_added':
      next.depends_on = [...current.depends_on, fact.data.depends_on];
      break;
    case 'policy_changed':
      next.fields = { ...current.fields, policy: fact.data.policy };
      break;
  }
  return next;
}

/** The entity a stream's first fact creates. */
function firstVersion(fact: StoredFact, state: string | null, fields: Record<string, unknown>): Entity {
  return {
    term: fact.term,
    id: fact.entity_id,
    state,
    version: 1,
    parent: null,
    fields,
    depends_on: [],
    created_at: fact.recorded_at,
    updated_at: fact.recorded_at,
    created_seq: fact.seq,
    updated_seq: fact.seq,
  };
}

function nextVersion(current: Entity, fact: StoredFact): Entity {
  return { ...current, version: fact.version, updated_at: fact.recorded_at, updated_seq: fact.seq };
}

export function entityKey(entity: EntityKey): string {
  return streamOf(entity.term, entity.id);
}

/** Replays facts in log order into a projection keyed by stream (`Term/id`). */
export async function replay(facts: AsyncIterable<StoredFact> | Iterable<StoredFact>): Promise<Map<string, Entity>> {
  const entities = new Map<string, Entity>();
  for await (const fact of facts) entities.set(fact.stream, project(entities.get(fact.stream), fact));
  return entities;
}

/** One way the live projection and a replay disagree. */
export interface ProjectionDifference {
  stream: string;
  problem: 'missing from the live projection' | 'not produced by replay' | 'different from replay';
  live?: Entity;
  replayed?: Entity;
}

/** Compares the live projection with a replay, entity by entity, on their canonical JSON. */
export async function compareProjections(
  live: AsyncIterable<Entity> | Iterable<Entity>,
  replayed: ReadonlyMap<string, Entity>,
): Promise<ProjectionDifference[]> {
  const differences: ProjectionDifference[] = [];
  const seen = new Set<string>();
  for await (const entity of live) {
    const stream = entityKey(entity);
    seen.add(stream);
    const expected = replayed.get(stream);
    if (!expected) differences.push({ stream, problem: 'not produced by replay', live: entity });
    else if (canonicalize(entity) !== canonicalize(expected))
      differences.push({ stream, problem: 'different from replay', live: entity, replayed: expected });
  }
  for (const [stream, entity] of replayed) {
    if (!seen.has(stream)) differences.push({ stream, problem: 'missing from the live projection', replayed: entity });
  }
  return differences;
}
