// Portable WorkSession snapshots: the session, its pinned ProjectSnapshot and its children, portable fields only.
import { streamOf, type Actor } from './core/facts.js';
import type { Entity } from './core/projection.js';
import type { RuntimeModel } from './core/runtime-model.js';
import { findCredentials } from '../credentials/values.js';
import type { StoreReader } from './core/store-port.js';

/** One entity in a portable snapshot: no versions, sequence numbers or non-portable fields. */
export interface PortableEntity {
  term: string;
  id: string;
  state: string | null;
  fields: Record<string, unknown>;
  depends_on?: string[];
  /** Who created it and who changed it last, as the log records them (absent for commands that named no actor). */
  created_by?: Actor;
  changed_by?: Actor;
}

export interface PortableSnapshot {
  format: 'awm-work-session-snapshot/1';
  model: { name: string; version: string };
  work_session: PortableEntity;
  /** The pinned ProjectSnapshot, when the session pins one. */
  project_snapshot?: PortableEntity;
  /** Every descendant of the session, in model term order, then creation order. */
  entities: PortableEntity[];
}

/** A snapshot export found a credential that every write path should have refused: a bug, never output. */
export class SnapshotLeakError extends Error {
  constructor(where: string) {
    super(`internal: refusing to export a snapshot containing a credential at ${where}`);
    this.name = 'SnapshotLeakError';
  }
}

/**
 * Exports a WorkSession as a portable snapshot: only fields the model marks `portable_snapshot:
 * true`, and a final scan that refuses to return anything credential-shaped.
 */
export async function exportWorkSession(
  model: RuntimeModel,
  reader: StoreReader,
  workSessionId: string,
): Promise<PortableSnapshot | undefined> {
  const session = await reader.getEntity({ term: 'WorkSession', id: workSessionId });
  if (!session) return undefined;
  const portable = async (entity: Entity): Promise<PortableEntity> => {
    const spec = model.terms.get(entity.term)!;
    const fields = Object.fromEntries(
      Object.entries(entity.fields).filter(([name]) => spec.fields.get(name)?.portable === true),
    );
    const { created_by, changed_by } = await actors(reader, entity);
    return {
      term: entity.term,
      id: entity.id,
      state: entity.state,
      fields,
      ...(spec.dependsOn ? { depends_on: entity.depends_on } : {}),
      ...(created_by ? { created_by } : {}),
      ...(changed_by ? { changed_by } : {}),
    };
  };
  const descendants: Entity[] = [];
  const collect = async (parent: Entity) => {
    for (const child of await reader.childrenOf(parent)) {
      descendants.push(child);
      await collect(child);
    }
  };
  await collect(session);
  const order = [...model.terms.keys()];
  descendants.sort((a, b) => order.indexOf(a.term) - order.indexOf(b.term) || a.created_seq - b.created_seq);

  const pinned = model.terms.get('WorkSession')?.pins ?? [];
  const snapshotPin = pinned.find((pin) => pin.term === 'ProjectSnapshot');
  const projectSnapshot =
    snapshotPin &&
    (await reader.getEntity({ term: 'ProjectSnapshot', id: session.fields[snapshotPin.field] as string }));
  const snapshot: PortableSnapshot = {
    format: 'awm-work-session-snapshot/1',
    model: { name: model.metadata.name, version: model.metadata.version },
    work_session: await portable(session),
    ...(projectSnapshot ? { project_snapshot: await portable(projectSnapshot) } : {}),
    entities: await Promise.all(descendants.map(portable)),
  };
  const [leak] = findCredentials(snapshot);
  if (leak) throw new SnapshotLeakError(`${streamOf('WorkSession', workSessionId)} ${leak.path}`);
  return snapshot;
}

/** The actors of an entity's first and last facts. */
async function actors(reader: StoreReader, entity: Entity): Promise<{ created_by?: Actor; changed_by?: Actor }> {
  let created_by: Actor | undefined;
  let changed_by: Actor | undefined;
  for await (const fact of reader.facts(streamOf(entity.term, entity.id))) {
    if (fact.version === 1) created_by = fact.data.actor;
    changed_by = fact.data.actor;
  }
  return { ...(created_by ? { created_by } : {}), ...(changed_by ? { changed_by } : {}) };
}
