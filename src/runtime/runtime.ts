// The runtime service: a thin shell that decides each command and appends its facts in one transaction.
import { canonicalize, sha256 } from './canonical.js';
import { parseCommand, type Command } from './commands.js';
import { streamOf, type StoredFact } from './facts.js';
import { decide } from './handlers.js';
import { loadRuntimeModel } from './model-source.js';
import type { Entity } from './projection.js';
import { refuse, RefusedError, type Refusal } from './refusals.js';
import type { RuntimeModel } from './runtime-model.js';
import type { Accepted, BatchResult, CommandResult } from './runtime-types.js';
import { exportWorkSession, type PortableSnapshot } from './snapshot-export.js';
import type { PostgresStoreOptions } from './postgres-store.js';
import { openSqliteStore, type SqliteStoreOptions } from './sqlite-store.js';
import {
  StoreOpenError,
  VersionConflictError,
  type FactStore,
  type StoreMeta,
  type WriteTransaction,
} from './store.js';
import { rebuildStore, verifyStore, type RebuildReport, type VerifyReport } from './verify.js';

export interface RuntimeOptions extends Omit<SqliteStoreOptions, 'path'>, Omit<PostgresStoreOptions, 'url'> {
  /** The SQLite database file (`:memory:` for a throw-away one). */
  path?: string;
  /** A PostgreSQL connection URL (`postgres://…`, optionally `?schema=name`) instead of a SQLite file. */
  url?: string;
  /** A built runtime model, a model directory, or a compiled model.json; default: the package's compiled model. */
  model?: RuntimeModel | string;
}

/** Opens a runtime on a SQLite file (`path`) or a PostgreSQL database (`url`), initialising it when it is new (unless `create: false`). */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { model: source, ...where } = options;
  const model = typeof source === 'object' ? source : await loadRuntimeModel(source);
  const store = await openStore(where);
  try {
    return await createRuntime(store, model, { initialize: options.create ?? true });
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The store `options` name; pg is loaded only for a PostgreSQL URL. */
async function openStore(options: Omit<RuntimeOptions, 'model'>): Promise<FactStore> {
  const { path, url, ...rest } = options;
  if (url !== undefined && path !== undefined)
    throw new StoreOpenError('name either a SQLite file (path) or a PostgreSQL URL (url), not both');
  if (url !== undefined) {
    const { openPostgresStore } = await import('./postgres-store.js');
    return openPostgresStore({ ...rest, url });
  }
  if (path === undefined) throw new StoreOpenError('name a SQLite file (path) or a PostgreSQL URL (url)');
  return openSqliteStore({ ...rest, path });
}

/** A runtime over any FactStore; checks (or records, for a new database) the model it was made with. */
export async function createRuntime(
  store: FactStore,
  model: RuntimeModel,
  options: { initialize?: boolean } = {},
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
    });
  }
  if (meta.model_fingerprint !== model.fingerprint) {
    throw new StoreOpenError(
      `the database was made with ${meta.model_name} ${meta.model_version} whose lifecycles and fields differ from those of ` +
        `${model.metadata.name} ${model.metadata.version} loaded now; open it with the model it was made with`,
    );
  }
  return new Runtime(store, model, meta);
}

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
    try {
      return await this.store.write((tx) => this.execute(tx, parsed.command));
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
    let index = 0;
    try {
      const results = await this.store.write(async (tx) => {
        const accepted: Accepted[] = [];
        for (index = 0; index < commands.length; index++) accepted.push(await this.execute(tx, commands[index]!));
        return accepted;
      });
      return { status: 'accepted', results };
    } catch (error) {
      return { status: 'refused', index, refusal: asRefusal(error, commands[index]!) };
    }
  }

  /** Inside a write transaction: an idempotent replay, or decide, append and record. Refusals throw. */
  private async execute(tx: WriteTransaction, command: Command): Promise<Accepted> {
    const payloadHash = sha256(canonicalize(command));
    const recorded = await tx.findCommand(command.command_id);
    if (recorded) {
      if (recorded.payload_hash === payloadHash) return recorded.result as Accepted;
      throw new RefusedError(
        refuse('COMMAND_ID_REUSED', { commandId: command.command_id }, { term: command.term, id: command.id }),
      );
    }
    const facts = await decide({ model: this.model, tx }, command);
    // decide puts the target's fact first; a store may rely on it to keep results compactly.
    if (facts[0]?.term !== command.term || facts[0].entity_id !== command.id)
      throw new Error(`internal: ${command.type} did not start with its target's fact`);
    const stored = await tx.appendFacts(command.command_id, facts);
    const entity = (await tx.getEntity({ term: command.term, id: command.id }))!;
    const result: Accepted = {
      status: 'accepted',
      command_id: command.command_id,
      facts: stored.map((fact) => ({ seq: fact.seq, stream: fact.stream, version: fact.version, type: fact.type })),
      entity: { term: entity.term, id: entity.id, state: entity.state, version: entity.version },
    };
    await tx.recordCommand({ command_id: command.command_id, payload_hash: payloadHash, result });
    return result;
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

  /** Checks the hash chain, that every stored fact is legal, that replay equals the projection, and the invariants. */
  verify(): Promise<VerifyReport> {
    return verifyStore(this.store, this.model);
  }

  /** Replays the log into a fresh projection and replaces the live one, reporting how they differed. */
  rebuild(): Promise<RebuildReport> {
    return rebuildStore(this.store, this.model);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

function asRefusal(error: unknown, command: Command): Refusal {
  if (error instanceof RefusedError) return { ...error.refusal, command_id: command.command_id };
  if (error instanceof VersionConflictError) {
    // The unique (stream, version) backstop: another writer appended to the stream first.
    return {
      ...refuse(
        'VERSION_CONFLICT',
        { term: command.term, id: command.id, actual: 'newer', expected: String(error.version - 1) },
        { term: command.term, id: command.id },
      ),
      command_id: command.command_id,
    };
  }
  throw error;
}
