// Which model a log runs: the one it was made with, or the one its last model_changed fact pinned.
import { settingsKey, type LogSettings } from './core/authority.js';
import type { ChangeModelCommand } from './core/commands.js';
import { streamOf, type NewFact } from './core/facts.js';
import {
  breakingChanges,
  describeChange,
  planMigration,
  summarisePlan,
  type MigrationPlan,
  type ModelName,
} from './model-migration.js';
import type { Entity } from './core/projection.js';
import { refuse, RefusedError, type Refusal } from './core/refusals.js';
import type { RuntimeModel, RecordedModel } from './core/runtime-model.js';
import { StoreOpenError, type StoreMeta, type StoreReader } from './core/store-port.js';

/**
 * The log runs another model than the one given. `plan` lists the changes between them, classified
 * for this log, when the log records the model it runs (databases made before awm recorded it do not).
 */
export class ModelMismatchError extends StoreOpenError {
  constructor(
    readonly recordedFingerprint: string,
    readonly plan: MigrationPlan | undefined,
    readonly given: ModelName,
    during?: string,
  ) {
    const was = plan ? `${plan.from.name} ${plan.from.version}` : 'another model';
    super(
      `the log runs ${was}, whose lifecycles, fields or authority differ from those of ${given.name} ${given.version}` +
        `${during ? ` (${during})` : ''}${plan ? ` (${summarisePlan(plan)})` : ''}; open it with the model it runs, ` +
        'or move it to this one with "awm runtime migrate"',
    );
    this.name = 'ModelMismatchError';
  }
}

/** The model the log runs now: the last model_changed fact's, else the one recorded at initialisation. */
export async function recordedModel(reader: StoreReader, meta: StoreMeta): Promise<RecordedModel | undefined> {
  let pinned: RecordedModel | undefined;
  for await (const fact of reader.facts(streamOf(settingsKey.term, settingsKey.id))) {
    if (fact.type === 'model_changed') pinned = fact.data.model;
  }
  if (pinned) return pinned;
  return meta.model === undefined ? undefined : (JSON.parse(meta.model) as RecordedModel);
}

/** The plan of moving the log to `next`, or undefined when the log does not record the model it runs. */
export async function planMigrationTo(
  reader: StoreReader,
  meta: StoreMeta,
  settings: LogSettings,
  next: RuntimeModel,
): Promise<MigrationPlan | undefined> {
  const recorded = await recordedModel(reader, meta);
  return recorded && planMigration(reader, recorded, settings.modelFingerprint, next, settings.enforced);
}

/** What deciding a change_model command reads: the transaction, the settings in force, the model to move to. */
export interface ModelChangeContext {
  reader: StoreReader;
  meta: StoreMeta;
  settings: LogSettings;
  settingsRecord: Entity | undefined;
  next: RuntimeModel;
}

/**
 * The model_changed fact that moves the log to `next`, pinning both fingerprints and the new model;
 * throws RefusedError, listing them, when a change is breaking for what the log holds.
 */
export async function decideModelChange(ctx: ModelChangeContext, command: ChangeModelCommand): Promise<NewFact[]> {
  const { next, settings } = ctx;
  const fail = (refusal: Refusal): never => {
    throw new RefusedError(refusal);
  };
  if (command.to_fingerprint !== next.fingerprint)
    fail(
      refuse(
        'INVALID_COMMAND',
        {
          detail:
            `this runtime runs the model ${next.fingerprint}, not ${command.to_fingerprint}: ` +
            'open it with the model to move to',
        },
        settingsKey,
      ),
    );
  if (settings.modelFingerprint === next.fingerprint)
    fail(refuse('MODEL_UNCHANGED', { model: `${next.metadata.name} ${next.metadata.version}` }, settingsKey));
  const plan = await planMigrationTo(ctx.reader, ctx.meta, settings, next);
  if (!plan) return fail(refuse('MODEL_NOT_RECORDED', {}, settingsKey));
  if (!plan.ok) {
    const breaking = breakingChanges(plan).map(describeChange);
    const problems = [...breaking, ...plan.violations.map((violation) => `under the new model ${violation}`)];
    fail(
      refuse(
        'MODEL_CHANGE_BREAKING',
        {
          from: `${plan.from.name} ${plan.from.version}`,
          to: `${plan.to.name} ${plan.to.version}`,
          detail: `${summarisePlan(plan)}: ${problems.join('; ')}`,
        },
        { ...settingsKey, details: { breaking, violations: plan.violations } },
      ),
    );
  }
  return [
    {
      term: settingsKey.term,
      entity_id: settingsKey.id,
      version: (ctx.settingsRecord?.version ?? 0) + 1,
      type: 'model_changed',
      data: {
        from_fingerprint: settings.modelFingerprint,
        to_fingerprint: next.fingerprint,
        model: next.recorded,
        changes: plan.changes
          .filter((change) => change.runtime !== 'unaffected')
          .map(({ kind, path, message }) => ({ kind, path, message })),
        actor: { principal: command.actor.principal },
      },
    },
  ];
}
