// Which model a log runs: the one it was made with, or the one its last model_changed fact pinned.
import { settingsKey } from './authority.js';
import { streamOf } from './facts.js';
import type { RuntimeModelSource } from './runtime-model.js';
import { StoreOpenError, type StoreMeta, type StoreReader } from './store.js';

/**
 * The log runs another model than the one given. `recorded` is the model the log runs now, when it
 * records it (databases made before awm recorded it do not), so that a caller can list the differences.
 */
export class ModelMismatchError extends StoreOpenError {
  constructor(
    readonly recordedFingerprint: string,
    readonly recorded: RuntimeModelSource | undefined,
    readonly given: { name: string; version: string; fingerprint: string },
    during?: string,
  ) {
    const was = recorded ? `${recorded.model.name} ${recorded.model.version}` : 'another model';
    super(
      `the log runs ${was}, whose lifecycles, fields or authority differ from those of ${given.name} ${given.version}` +
        `${during ? ` (${during})` : ''}; open it with the model it runs, or move it to this one with "awm runtime migrate"`,
    );
    this.name = 'ModelMismatchError';
  }
}

/** The model the log runs now: the last model_changed fact's, else the one recorded at initialisation. */
export async function recordedModel(reader: StoreReader, meta: StoreMeta): Promise<RuntimeModelSource | undefined> {
  let pinned: RuntimeModelSource | undefined;
  for await (const fact of reader.facts(streamOf(settingsKey.term, settingsKey.id))) {
    if (fact.type === 'model_changed') pinned = fact.data.model;
  }
  if (pinned) return pinned;
  return meta.model === undefined ? undefined : (JSON.parse(meta.model) as RuntimeModelSource);
}
