// The runtime service: a thin shell that decides each command and appends its facts in one transaction.
import { randomUUID } from 'node:crypto';
import {
  authorize,
  bindingKey,
  isBound,
  logSettings,
  logTerms,
  settingsKey,
  type LogSettings,
} from './core/authority.js';
import { canonicalize, sha256 } from './core/canonical.js';
import { isLogCommand, parseCommand, type Command, type EntityCommand, type LogCommand } from './core/commands.js';
import { streamOf, type Actor, type EntityKey, type NewFact, type StoredFact } from './core/facts.js';
import { decide } from './core/decide.js';
import { decideLogCommand, logCommandTarget } from './core/log-settings-commands.js';
import { decideModelChange, ModelMismatchError, planFor, recordedModel } from './log-model.js';
import type { MigrationPlan } from './model-migration.js';
import { loadRuntimeModel } from './model-source.js';
import type { Entity } from './core/projection.js';
import { refuse, RefusedError, type Refusal } from './core/refusals.js';
import { buildRuntimeModel, type RuntimeModel, type RuntimeModelSource } from './core/runtime-model.js';
import type { Accepted, BatchResult, CommandResult } from './core/results.js';
import { exportWorkSession, type PortableSnapshot } from './snapshot-export.js';
import type { PostgresStoreOptions } from './store/postgres/postgres-store.js';
import { openSqliteStore, type SqliteStoreOptions } from './store/sqlite/sqlite-store.js';
import {
  StoreOpenError,
  VersionConflictError,
  type FactStore,
  type StoreMeta,
  type WriteOptions,
  type WriteTransaction,
} from './core/store-port.js';
import { rebuildStore, verifyStore, type RebuildReport, type VerifyReport } from './verify.js';
import type { ReplayStart } from './core/replay.js';
import type { CheckpointClaim } from './checkpoint.js';

export interface RuntimeOptions extends Omit<SqliteStoreOptions, 'path'>, Omit<PostgresStoreOptions, 'url'> {
  /** The SQLite database file (`:memory:` for a throw-away one). */
  path?: string;
  /** A PostgreSQL connection URL (`postgres://…`, optionally `?schema=name`) instead of a SQLite file. */
  url?: string;
  /**
   * A built runtime model, a model directory, or a compiled model.json. By default, the model the log runs (the
   * one it was made with, or last moved to by `migrate()`); for a new log, or one opened to migrate, or a log that
   * does not record its model (made by an earlier awm), the package's compiled model.
   */
  model?: RuntimeModel | string;
  /**
   * For a database created now: whether authority is enforced from the start (default true). An
   * existing database keeps its setting until a `set_enforcement` command changes it.
   */
  enforceAuthority?: boolean;
  /** What a relative `model` path is resolved against; the process's working directory by default. */
  cwd?: string;
  /**
   * Open a log that runs another model, to move it to `model` with `migrate()`; until then every
   * other command is refused. Without it, such a log is refused with a ModelMismatchError.
   */
  migrating?: boolean;
}

/**
 * Opens a runtime on a SQLite file (`path`) or a PostgreSQL database (`url`), initialising it when it is new (unless
 * `create: false`).
 */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { model: source, enforceAuthority, migrating, cwd, ...where } = options;
  // A model named is read before the database is touched, so a mistake in it leaves the database alone.
  const named =
    typeof source === 'object' ? source : source === undefined ? undefined : await loadRuntimeModel(source, cwd);
  const store = await openStore(where);
  try {
    const model =
      named ?? (migrating ? undefined : await modelTheLogRuns(store)) ?? (await loadRuntimeModel(undefined, cwd));
    return await createRuntime(store, model, {
      initialize: options.create ?? true,
      ...(enforceAuthority === undefined ? {} : { enforceAuthority }),
      ...(migrating === undefined ? {} : { migrating }),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The model an existing log runs, as it records it; undefined for a new log or one that records no model. */
async function modelTheLogRuns(store: FactStore): Promise<RuntimeModel | undefined> {
  const meta = await store.readMeta();
  if (!meta) return undefined;
  const source = await store
    .read((snapshot) => recordedModel(snapshot, meta))
    .catch((error: unknown) => {
      // The model the log was made with is stored as JSON text; text that does not parse is a damaged log.
      if (error instanceof SyntaxError)
        throw new StoreOpenError(`the model the log records does not parse: ${error.message}`);
      throw error;
    });
  if (source === undefined) return undefined;
  const built = buildRuntimeModel(source);
  if (!built.ok) throw new StoreOpenError(`the model the log runs cannot drive the runtime: ${built.problems[0]}`);
  return built.runtimeModel;
}

/** The store `options` name; pg is loaded only for a PostgreSQL URL. */
async function openStore(options: Omit<RuntimeOptions, 'model'>): Promise<FactStore> {
  const { path, url, ...rest } = options;
  if (url !== undefined && path !== undefined)
    throw new StoreOpenError('name either a SQLite file (path) or a PostgreSQL URL (url), not both');
  if (url !== undefined) {
    const { openPostgresStore } = await import('./store/postgres/postgres-store.js');
    return openPostgresStore({ ...rest, url });
  }
  if (path === undefined) throw new StoreOpenError('name a SQLite file (path) or a PostgreSQL URL (url)');
  return openSqliteStore({ ...rest, path });
}

/** A runtime over any FactStore; checks (or records, for a new database) the model it was made with. */
export async function createRuntime(
  store: FactStore,
  model: RuntimeModel,
  options: { initialize?: boolean; enforceAuthority?: boolean; migrating?: boolean } = {},
): Promise<Runtime> {
  let meta = await store.readMeta();
  if (!meta) {
    if (options.initialize === false)
      throw new StoreOpenError('the database is not initialised; run "awm runtime init" first');
    meta = await store.initialize({
      schema_version: 0,
      model_name: model.metadata.name,
      model_version: model.metadata.version,
      model_fingerprint: model.fingerprint,
      created_at: new Date().toISOString(),
      authority_enforced: options.enforceAuthority ?? true,
      model: canonicalize(model.source),
    });
  }
  const settings = logSettings(meta, await store.getEntity(settingsKey));
  if (settings.modelFingerprint !== model.fingerprint && !options.migrating) {
    const found = meta;
    const plan = await store.read((snapshot) => planFor(snapshot, found, settings, model));
    throw new ModelMismatchError(settings.modelFingerprint, plan, describe(model));
  }
  return new Runtime(store, model, meta);
}

const describe = (model: RuntimeModel) => ({
  name: model.metadata.name,
  version: model.metadata.version,
  fingerprint: model.fingerprint,
});

/** A command's transaction only decides and records it: a store may decide it on what it knows of the log. */
const decided: WriteOptions = { decideOnKnown: true };

/** Whether a transaction shares the log settings' guard with other commands or holds it alone. */
type GuardMode = 'shared' | 'exclusive';

/** Commands and queries over one fact log. */
export class Runtime {
  constructor(
    readonly store: FactStore,
    readonly model: RuntimeModel,
    readonly meta: StoreMeta,
  ) {}

  /** Applies one command in its own transaction: accepted with its facts, or refused with nothing written. */
  async apply(input: Command | unknown): Promise<CommandResult> {
    const parsed = parseCommand(input);
    if (!parsed.ok) return parsed.refusal;
    const mode = guardMode([parsed.command]);
    try {
      return await this.store.write((tx) => this.execute(tx, parsed.command, mode), decided);
    } catch (error) {
      return asRefusal(error, parsed.command);
    }
  }

  /** Applies commands in one transaction: all are accepted, or none is and the first refusal says why. */
  async applyBatch(inputs: readonly (Command | unknown)[]): Promise<BatchResult> {
    const commands: Command[] = [];
    for (const [index, input] of inputs.entries()) {
      const parsed = parseCommand(input);
      if (!parsed.ok) return { status: 'refused', index, refusal: parsed.refusal };
      commands.push(parsed.command);
    }
    const mode = guardMode(commands);
    let index = 0;
    try {
      const results = await this.store.write(async (tx) => {
        const accepted: Accepted[] = [];
        for (index = 0; index < commands.length; index++) accepted.push(await this.execute(tx, commands[index]!, mode));
        return accepted;
      }, decided);
      return { status: 'accepted', results };
    } catch (error) {
      return { status: 'refused', index, refusal: asRefusal(error, commands[index]!) };
    }
  }

  /**
   * Inside a write transaction: an idempotent replay, or decide, append and record. Refusals throw.
   * The command starts by reading, in one go, its record if it was accepted before, the log's
   * settings and the actor's binding under the guard, and its target, locked.
   */
  private async execute(tx: WriteTransaction, command: Command, mode: GuardMode): Promise<Accepted> {
    const payloadHash = sha256(canonicalize(command));
    const target = commandTarget(command);
    const binding = bindingOf(command);
    const started = await tx.startCommand({
      commandId: command.command_id,
      mode,
      guarded: [settingsKey, ...(binding ? [binding] : [])],
      lock: isLogCommand(command) ? [] : [target],
    });
    const { recorded } = started;
    if (recorded) {
      if (recorded.payload_hash === payloadHash) return recorded.result as Accepted;
      throw new RefusedError(refuse('COMMAND_ID_REUSED', { commandId: command.command_id }, target));
    }
    const [record, bound] = started.guarded;
    const settings = logSettings(this.meta, record);
    // A log that runs another model (another process moved it, or this runtime was opened to move
    // it) refuses this runtime's decisions, except the one that moves it.
    if (settings.modelFingerprint !== this.model.fingerprint && command.type !== 'change_model')
      throw new ModelMismatchError(
        settings.modelFingerprint,
        await planFor(tx, this.meta, settings, this.model),
        describe(this.model),
        "it must be moved to this runtime's model first",
      );
    const facts = isLogCommand(command)
      ? await this.decideLog(tx, command, settings, record, bound)
      : await this.decideEntity(tx, command, settings, bound);
    // Every decision puts its target's fact first; a store may rely on it to keep results compactly.
    if (facts[0]?.term !== target.term || facts[0].entity_id !== target.id)
      throw new Error(`internal: ${command.type} did not start with its target's fact`);
    const stored = await tx.appendFacts(command.command_id, facts);
    const entity = (await tx.getEntity(target))!;
    const result: Accepted = {
      status: 'accepted',
      command_id: command.command_id,
      facts: stored.map((fact) => ({ seq: fact.seq, stream: fact.stream, version: fact.version, type: fact.type })),
      entity: { term: entity.term, id: entity.id, state: entity.state, version: entity.version },
    };
    await tx.recordCommand({ command_id: command.command_id, payload_hash: payloadHash, result });
    return result;
  }

  /** An entity command: authorised under the settings in force, decided, and every fact marked with its actor. */
  private async decideEntity(
    tx: WriteTransaction,
    command: EntityCommand,
    settings: LogSettings,
    binding: Entity | undefined,
  ): Promise<NewFact[]> {
    const { actor } = command;
    if (this.model.terms.has(command.term)) {
      const refusal = authorize({
        model: this.model,
        enforced: settings.enforced,
        actor,
        bound: isBound(binding),
        term: command.term,
        subject: { term: command.term, id: command.id },
      });
      if (refusal) throw new RefusedError(refusal);
    }
    const facts = await decide({ model: this.model, tx }, command);
    return actor === undefined ? facts : facts.map((fact) => withActor(fact, actor));
  }

  private async decideLog(
    tx: WriteTransaction,
    command: LogCommand,
    settings: LogSettings,
    settingsRecord: Entity | undefined,
    binding: Entity | undefined,
  ): Promise<NewFact[]> {
    if (command.type === 'change_model')
      return decideModelChange({ reader: tx, meta: this.meta, settings, settingsRecord, next: this.model }, command);
    return decideLogCommand({ model: this.model, settings, settingsRecord, binding }, command);
  }

  /**
   * What moving the log to this runtime's model would do, as the log stands now; undefined when it does not record its
   * model.
   */
  async planMigration(): Promise<MigrationPlan | undefined> {
    return this.store.read(async (snapshot) =>
      planFor(snapshot, this.meta, logSettings(this.meta, await snapshot.getEntity(settingsKey)), this.model),
    );
  }

  /**
   * Moves the log to this runtime's model (open it with `migrating: true`) when every change is
   * compatible for the runtime: one change_model command, made by the operator `actor`.
   */
  migrate(options: { actor: { principal: string }; command_id?: string }): Promise<CommandResult> {
    return this.apply({
      command_id: options.command_id ?? `change_model-${randomUUID()}`,
      type: 'change_model',
      to_fingerprint: this.model.fingerprint,
      actor: options.actor,
    });
  }

  /** The authority settings in force now, and every role binding ever made (granted or revoked), oldest first. */
  async authority(): Promise<{ settings: LogSettings; bindings: Entity[] }> {
    return this.store.read(async (snapshot) => ({
      settings: logSettings(this.meta, await snapshot.getEntity(settingsKey)),
      bindings: await snapshot.childrenOf(settingsKey, logTerms.binding),
    }));
  }

  get(term: string, id: string): Promise<Entity | undefined> {
    return this.store.getEntity({ term, id });
  }

  /** Every entity with this id, of any term (ids are unique per term, not across terms). */
  async find(id: string): Promise<Entity[]> {
    const found: Entity[] = [];
    for (const term of this.model.terms.keys()) {
      const entity = await this.store.getEntity({ term, id });
      if (entity) found.push(entity);
    }
    return found;
  }

  /** The entity's children of every term, in creation order. */
  children(term: string, id: string): Promise<Entity[]> {
    return this.store.childrenOf({ term, id });
  }

  /** The entity's facts, oldest first. */
  async history(term: string, id: string): Promise<StoredFact[]> {
    const facts: StoredFact[] = [];
    for await (const fact of this.store.facts(streamOf(term, id))) facts.push(fact);
    return facts;
  }

  /** Every fact in log order. */
  facts(): AsyncIterable<StoredFact> {
    return this.store.facts();
  }

  /** The live projection, ordered by stream. */
  entities(): AsyncIterable<Entity> {
    return this.store.entities();
  }

  headSeq(): Promise<number> {
    return this.store.headSeq();
  }

  /** A portable snapshot of a WorkSession (portable fields only, never credentials), or undefined if there is none. */
  exportSnapshot(workSessionId: string): Promise<PortableSnapshot | undefined> {
    return this.store.read((snapshot) => exportWorkSession(this.model, snapshot, workSessionId));
  }

  /**
   * Checks the hash chain, that every stored fact is legal, that replay equals the projection, the
   * invariants, and that the log still extends each checkpoint (signatures verified by the caller).
   */
  verify(checkpoints: readonly CheckpointClaim[] = []): Promise<VerifyReport> {
    return verifyStore(this.store, this.replayStart(), checkpoints);
  }

  /** Replays the log into a fresh projection and replaces the live one, reporting how they differed. */
  rebuild(): Promise<RebuildReport> {
    return rebuildStore(this.store, this.replayStart());
  }

  /**
   * What was in force when the log began: the model recorded at initialisation (older databases
   * record only its fingerprint, which matched this runtime's model when it opened) and enforcement.
   */
  private replayStart(): ReplayStart {
    return { model: initialModel(this.meta, this.model), enforced: this.meta.authority_enforced === true };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The model recorded when the log was made; `current` when the database predates recording it. */
function initialModel(meta: StoreMeta, current: RuntimeModel): RuntimeModel {
  if (meta.model === undefined) return current;
  const built = buildRuntimeModel(JSON.parse(meta.model) as RuntimeModelSource);
  if (!built.ok)
    throw new StoreOpenError(`the model the log was made with cannot drive the runtime: ${built.problems[0]}`);
  return built.runtimeModel;
}

/** A transaction that changes the log's settings holds their guard alone; others share it. */
function guardMode(commands: readonly Command[]): GuardMode {
  return commands.some(isLogCommand) ? 'exclusive' : 'shared';
}

/** The binding record a command's authority rests on: its actor's, or for a grant or revoke the one it changes. */
function bindingOf(command: Command): EntityKey | undefined {
  if (command.type === 'grant_role' || command.type === 'revoke_role') return logCommandTarget(command);
  const role = isLogCommand(command) ? undefined : command.actor?.role;
  return role === undefined ? undefined : bindingKey(role, command.actor!.principal);
}

/** The entity or log record a command changes first. */
function commandTarget(command: Command): EntityKey {
  return isLogCommand(command) ? logCommandTarget(command) : { term: command.term, id: command.id };
}

/** The fact with its command's actor recorded in its data (a cascaded fact records who caused it). */
function withActor(fact: NewFact, actor: Actor): NewFact {
  return { ...fact, data: { ...fact.data, actor } } as NewFact;
}

function asRefusal(error: unknown, command: Command): Refusal {
  if (error instanceof RefusedError) return { ...error.refusal, command_id: command.command_id };
  if (error instanceof VersionConflictError) {
    // The unique (stream, version) backstop: another writer appended to the stream first.
    const { term, id } = commandTarget(command);
    return {
      ...refuse('VERSION_CONFLICT', { term, id, actual: 'newer', expected: String(error.version - 1) }, { term, id }),
      command_id: command.command_id,
    };
  }
  throw error;
}
