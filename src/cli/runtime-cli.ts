// The runtime subcommands' work: open the database, run the command, print results, set the exit status.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { longerThan, textLines } from '../load/line-splitter.js';
import { userInfo } from 'node:os';
import path from 'node:path';
import { isLogTerm } from '../runtime/core/authority.js';
import { describeChange, type MigrationPlan } from '../runtime/model-migration.js';
import type { Actor, StoredFact } from '../runtime/core/facts.js';
import type { PostgresStore } from '../runtime/store/postgres/postgres-store.js';
import type { Runtime } from '../runtime/runtime.js';
import type { Refusal } from '../runtime/core/refusals.js';
import type { Accepted, CommandResult } from '../runtime/core/results.js';
import type { RuntimeCliOptions, RuntimeSubcommand } from './commands/runtime.js';
import { checkpointCommand, type CheckpointOptions } from './checkpoint-cli.js';
import { ExitCode } from './exit-codes.js';
import { cli, drained } from './io.js';
import { rebuildCommand, verifyCommand } from './verify-cli.js';

/** The runtime subcommands' options; checkpoint and verify --checkpoint add the key and the files. */
interface SubcommandOptions extends RuntimeCliOptions, CheckpointOptions {
  commands?: string;
  atomic?: boolean;
  format?: 'text' | 'json' | 'jsonl';
  id?: string;
  runtimeRole?: string;
  from?: number;
  until?: number;
  limit?: number;
  enforceAuthority?: boolean;
  principal?: string;
  role?: string;
  setting?: 'on' | 'off';
  by?: string;
  commandId?: string;
  dryRun?: boolean;
  /** --db as printed: a PostgreSQL URL without its password. */
  label: string;
}

const out = (line: string) => cli().stdout.write(`${line}\n`);
const err = (line: string) => cli().stderr.write(`${line}\n`);

/** Runs `awm runtime <name>`; user errors (a missing database, another model) exit 2 with a message, never a stack. */
export async function runRuntimeCommand(
  name: RuntimeSubcommand,
  options: Omit<SubcommandOptions, 'label'>,
): Promise<void> {
  const { openRuntime } = await import('../runtime/runtime.js');
  const { RuntimeModelError } = await import('../runtime/model-source.js');
  const { StoreBusyError, StoreFailedError, StoreOpenError, StoreUnavailableError } =
    await import('../runtime/core/store-port.js');
  const { RebuildError } = await import('../runtime/verify.js');
  const { FollowGapError } = await import('../runtime/follow.js');
  const { DriverMissingError } = await import('../runtime/store/drivers.js');
  const { isKeywordConnectionString, isPostgresUrl, redact } = await import('../runtime/store/postgres/url.js');
  if (isKeywordConnectionString(options.db)) {
    err(
      `awm runtime ${name}: --db takes a SQLite file or a postgres:// URL, not a key=value connection string ` +
        '(not shown: it may hold a password)',
    );
    cli().exitCode = ExitCode.failure;
    return;
  }
  const postgres = isPostgresUrl(options.db);
  const argv: SubcommandOptions = { ...options, label: postgres ? redact(options.db) : options.db };
  if (argv.runtimeRole !== undefined && !postgres) {
    err(`awm runtime init: --runtime-role needs a PostgreSQL database (--db postgres://...); SQLite has no roles`);
    cli().exitCode = ExitCode.failure;
    return;
  }
  // The file as the command line names it, opened from the command's working directory.
  const file = path.resolve(cli().cwd, argv.db);
  let runtime: Runtime | undefined;
  try {
    runtime = await openRuntime({
      ...(postgres ? { url: argv.db } : { path: file }),
      ...(argv.model === undefined ? {} : { model: argv.model }),
      cwd: cli().cwd,
      synchronous: argv.synchronous,
      create: name === 'init',
      migrating: name === 'migrate',
      ...(argv.enforceAuthority === undefined ? {} : { enforceAuthority: argv.enforceAuthority }),
    });
    cli().exitCode = await subcommands[name]!(runtime, argv);
  } catch (error) {
    if (error instanceof RuntimeModelError && error.diagnostics.length > 0) {
      const { reportDiagnostics } = await import('./report.js');
      reportDiagnostics(`runtime ${name}`, error.diagnostics);
    }
    const known = [
      RuntimeModelError,
      DriverMissingError,
      StoreOpenError,
      StoreBusyError,
      StoreFailedError,
      StoreUnavailableError,
      RebuildError,
      FollowGapError,
    ].some((type) => error instanceof type);
    const inputError =
      (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';
    if (!known && !inputError) throw error;
    const message = (error as Error).message;
    err(`awm runtime ${name}: ${postgres ? message : message.replaceAll(file, argv.db)}`);
    const { ModelMismatchError } = await import('../runtime/log-model.js');
    if (error instanceof ModelMismatchError && error.plan) printPlan(error.plan, err);
    cli().exitCode =
      error instanceof RebuildError || error instanceof FollowGapError ? ExitCode.problems : ExitCode.failure;
  } finally {
    await runtime?.close();
  }
}

const subcommands: Record<RuntimeSubcommand, (runtime: Runtime, argv: SubcommandOptions) => Promise<number>> = {
  async init(runtime, argv) {
    const { meta } = runtime;
    const postgres = runtime.store.kind === 'postgres' ? (runtime.store as PostgresStore) : undefined;
    const where = postgres ? `${argv.label} (schema ${postgres.location.schema})` : argv.label;
    const { settings } = await runtime.authority();
    out(
      `awm runtime init: ${where} holds a fact log for ${meta.model_name} ${meta.model_version} ` +
        `(created ${meta.created_at}); ` +
        `authority is ${settings.enforced ? 'enforced' : 'not enforced'}`,
    );
    if (postgres && argv.runtimeRole !== undefined) {
      const created = await postgres.grantRuntimeRole(argv.runtimeRole, cli().env.AWM_RUNTIME_ROLE_PASSWORD);
      out(
        `awm runtime init: ${created ? 'created role' : 'role'} ${argv.runtimeRole} may append facts and commands ` +
          `and rewrite the projection ` +
          `in schema ${postgres.location.schema}; it cannot update, delete or truncate the log`,
      );
    }
    return ExitCode.ok;
  },
  apply,
  async show(runtime, argv) {
    const entity = await resolveEntity(runtime, argv.id!);
    if (typeof entity === 'number') return entity;
    const children = (await runtime.children(entity.term, entity.id)).map((child) => ({
      term: child.term,
      id: child.id,
      state: child.state,
    }));
    const history = await runtime.history(entity.term, entity.id);
    const actors = {
      created_by: history[0]?.data.actor ?? null,
      changed_by: history.at(-1)?.data.actor ?? null,
    };
    out(JSON.stringify({ ...entity, ...actors, children }, null, 2));
    return ExitCode.ok;
  },
  async history(runtime, argv) {
    const entity = await resolveEntity(runtime, argv.id!);
    if (typeof entity === 'number') return entity;
    for (const fact of await runtime.history(entity.term, entity.id)) {
      out(argv.format === 'json' ? JSON.stringify(fact) : `#${fact.seq} v${fact.version} ${describeFact(fact)}`);
    }
    return ExitCode.ok;
  },
  async migrate(runtime, argv) {
    const plan = await runtime.planMigration();
    if (!plan) {
      err('awm runtime migrate: the log does not record the model it runs (made by an earlier awm); nothing written');
      return ExitCode.failure;
    }
    const from = `${plan.from.name} ${plan.from.version}`;
    if (plan.from.fingerprint === plan.to.fingerprint) {
      out(`awm runtime migrate: the log already runs ${from}; nothing to do`);
      return ExitCode.ok;
    }
    const { summarisePlan } = await import('../runtime/model-migration.js');
    out(`awm runtime migrate: ${from} -> ${plan.to.name} ${plan.to.version}: ${summarisePlan(plan)}`);
    printPlan(plan, out);
    if (argv.dryRun) return plan.ok ? ExitCode.ok : ExitCode.problems;
    return logCommand(runtime, argv, 'migrate', { type: 'change_model', to_fingerprint: runtime.model.fingerprint });
  },
  'roles grant': (runtime, argv) =>
    logCommand(runtime, argv, 'grant', { type: 'grant_role', principal: argv.principal!, role: argv.role! }),
  'roles revoke': (runtime, argv) =>
    logCommand(runtime, argv, 'revoke', { type: 'revoke_role', principal: argv.principal!, role: argv.role! }),
  'roles enforce': (runtime, argv) =>
    logCommand(runtime, argv, 'enforce', { type: 'set_enforcement', enforced: argv.setting === 'on' }),
  async 'roles list'(runtime, argv) {
    const { settings, bindings } = await runtime.authority();
    if (argv.format === 'json') {
      const rows = bindings.map((binding) => ({
        ...binding.fields,
        state: binding.state,
        since: binding.updated_at,
        seq: binding.updated_seq,
      }));
      out(JSON.stringify({ enforced: settings.enforced, bindings: rows }, null, 2));
      return ExitCode.ok;
    }
    out(`authority is ${settings.enforced ? 'enforced' : 'not enforced'}`);
    for (const binding of bindings) {
      const { role, principal } = binding.fields as { role: string; principal: string };
      out(`${role} ${principal} ${binding.state} since ${binding.updated_at} (#${binding.updated_seq})`);
    }
    return ExitCode.ok;
  },
  follow,
  verify: verifyCommand,
  rebuild: rebuildCommand,
  checkpoint: checkpointCommand,
  async export(runtime, argv) {
    const snapshot = await runtime.exportSnapshot(argv.id!);
    if (!snapshot) {
      err(`awm runtime export: no WorkSession ${argv.id}`);
      return ExitCode.problems;
    }
    out(JSON.stringify(snapshot, null, 2));
    return ExitCode.ok;
  },
};

/**
 * Applies one command that changes the log's settings, made by the operator `--by` (default: the
 * login name of whoever runs awm), under `--command-id` or a fresh one; prints what it did.
 */
async function logCommand(
  runtime: Runtime,
  argv: SubcommandOptions,
  action: string,
  command: Record<string, unknown>,
): Promise<number> {
  const by = argv.by ?? userInfo().username;
  const result = await runtime.apply({
    command_id: argv.commandId ?? `${String(command.type)}-${randomUUID()}`,
    actor: { principal: by },
    ...command,
  });
  const name = action === 'migrate' ? 'awm runtime migrate' : `awm runtime roles ${action}`;
  if (result.status === 'refused') {
    err(`${name}: refused ${result.code}: ${result.message}`);
    return ExitCode.problems;
  }
  const from = `from #${result.facts[0]!.seq}`;
  const what =
    command.type === 'change_model'
      ? `the log runs ${runtime.model.metadata.name} ${runtime.model.metadata.version} ${from}`
      : command.type === 'set_enforcement'
        ? `authority is ${command.enforced ? 'enforced' : 'not enforced'} ${from}`
        : `${String(command.principal)} ${command.type === 'grant_role' ? 'may act' : 'no longer acts'} ` +
          `as ${String(command.role)} ${from}`;
  out(`${name}: ${what} (by ${by}, command ${result.command_id})`);
  return ExitCode.ok;
}

/** The changes of a migration plan that concern the runtime, one per line, then the invariants it would break. */
function printPlan(plan: MigrationPlan, print: (line: string) => void): void {
  for (const change of plan.changes) {
    if (change.runtime !== 'unaffected') print(`  ${describeChange(change)}`);
  }
  for (const violation of plan.violations) print(`  under the new model ${violation}`);
}

/** What a fact says, after its position: time, type, detail, command and actor. */
function describeFact(fact: StoredFact): string {
  return `${fact.recorded_at} ${fact.type} ${factDetail(fact)} [command ${fact.command_id}]${byActor(fact.data.actor)}`;
}

function factDetail(fact: StoredFact): string {
  switch (fact.type) {
    case 'transitioned': {
      const cause = fact.data.cause ? ` (cascade from ${fact.data.cause.term} ${fact.data.cause.id})` : '';
      return `${fact.data.from} -> ${fact.data.to}${cause}`;
    }
    case 'created':
      return `in state ${String(fact.data.state)}`;
    case 'dependency_added':
      return `depends on ${fact.data.depends_on}`;
    case 'policy_changed':
      return 'policy replaced';
    case 'enforcement_changed':
      return fact.data.enforced ? 'on' : 'off';
    case 'model_changed':
      return `to ${fact.data.model.model.name} ${fact.data.model.model.version} (${fact.data.changes.length} changes)`;
  }
}

function byActor(actor: Actor | undefined): string {
  if (actor === undefined) return '';
  return ` by ${actor.principal}${actor.role === undefined ? '' : ` as ${actor.role}`}`;
}

/**
 * Prints facts after --from as they are committed, one line each, until --until or --limit is
 * reached, SIGINT or SIGTERM arrives, or whoever reads the output goes away. Waits for a slow reader.
 */
async function follow(runtime: Runtime, argv: SubcommandOptions): Promise<number> {
  const { followFacts } = await import('../runtime/follow.js');
  const controller = new AbortController();
  const stop = () => controller.abort();
  const { stdout, stdoutClosed, dropPendingOutput } = cli();
  // Told to stop, a follower ends now: what its reader has not taken yet is dropped.
  const signalled = () => {
    dropPendingOutput?.();
    stop();
  };
  process.once('SIGINT', signalled);
  process.once('SIGTERM', signalled);
  stdoutClosed.addEventListener('abort', stop);
  // A signal or a reader gone while the output is full ends the wait for room too.
  const room = async () => {
    if (controller.signal.aborted) return;
    let resolve = () => {};
    const aborted = new Promise<void>((done) => (resolve = done));
    controller.signal.addEventListener('abort', resolve);
    try {
      await Promise.race([drained(stdout), aborted]);
    } finally {
      controller.signal.removeEventListener('abort', resolve);
    }
  };
  try {
    const facts = followFacts(runtime.store, {
      from: argv.from ?? 0,
      ...(argv.until === undefined ? {} : { until: argv.until }),
      ...(argv.limit === undefined ? {} : { limit: argv.limit }),
      signal: controller.signal,
    });
    for await (const fact of facts) {
      const line =
        argv.format === 'jsonl'
          ? JSON.stringify(fact)
          : `#${fact.seq} ${fact.stream} v${fact.version} ${describeFact(fact)}`;
      if (!stdout.write(`${line}\n`)) await room();
      if (controller.signal.aborted) break;
    }
  } finally {
    process.removeListener('SIGINT', signalled);
    process.removeListener('SIGTERM', signalled);
    stdoutClosed.removeEventListener('abort', stop);
  }
  return ExitCode.ok;
}

/** `Term/id` when the part before the slash is a term; otherwise an id that must name one entity. */
async function resolveEntity(runtime: Runtime, reference: string) {
  const slash = reference.indexOf('/');
  const term = reference.slice(0, slash);
  if (slash > 0 && (runtime.model.terms.has(term) || isLogTerm(term))) {
    const entity = await runtime.get(term, reference.slice(slash + 1));
    if (entity) return entity;
  }
  const found = await runtime.find(reference);
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    err(`awm runtime: no entity has id "${reference}"`);
    return ExitCode.problems;
  }
  err(
    `awm runtime: "${reference}" names ${found.length} entities ` +
      `(${found.map((e) => `${e.term}/${e.id}`).join(', ')}); name one as Term/id`,
  );
  return ExitCode.failure;
}

interface NumberedLine {
  line: number;
  text: string;
}

/**
 * The longest line `apply` reads, in bytes: well above any command the runtime accepts (fields are
 * at most 1 MiB of JSON), far below what a string can hold, so a runaway line is refused, not a crash.
 */
const maxCommandLineLength = 16 * 1024 * 1024;

/** A line of the commands file longer than maxCommandLineLength. */
class LineTooLongError extends Error {
  constructor(readonly line: number) {
    super(`line ${line} is ${longerThan(maxCommandLineLength)}; no command is that long`);
  }
}

/** Non-blank lines of a file (or stdin for "-"), numbered from 1, read as a stream. */
async function* commandLines(file: string): AsyncIterable<NumberedLine> {
  const input = file === '-' ? cli().stdin : createReadStream(path.resolve(cli().cwd, file));
  for await (const entry of textLines(input, maxCommandLineLength)) {
    if ('tooLong' in entry) throw new LineTooLongError(entry.line);
    if (entry.text.trim() !== '') yield entry;
  }
}

async function apply(runtime: Runtime, argv: SubcommandOptions): Promise<number> {
  const file = argv.commands!;
  const label = file === '-' ? '<stdin>' : file;
  const tally = { accepted: 0, replayed: 0, refused: 0 };
  let head = await runtime.headSeq();
  const report = (line: number, result: CommandResult) => {
    if (result.status === 'refused') {
      tally.refused += 1;
      if (argv.format === 'json') out(JSON.stringify({ line, ...result }));
      else err(`${label}:${line} refused ${result.code}: ${result.message}`);
      return;
    }
    // A result whose facts precede everything this run appended was recorded by an earlier run.
    const replayed = result.facts[0]!.seq <= head;
    head = Math.max(head, result.facts[result.facts.length - 1]!.seq);
    tally[replayed ? 'replayed' : 'accepted'] += 1;
    if (argv.format === 'json') out(JSON.stringify({ line, ...result, replayed }));
    else out(`${label}:${line} ${replayed ? 'already applied' : 'accepted'} ${describeAccepted(result)}`);
  };

  const parse = (entry: NumberedLine): unknown => {
    try {
      return JSON.parse(entry.text);
    } catch (error) {
      report(entry.line, notJson(error));
      return undefined;
    }
  };
  try {
    await applyLines(runtime, file, argv.atomic ?? false, parse, report);
  } catch (error) {
    if (!(error instanceof LineTooLongError)) throw error;
    err(`${label}:${error.line}: ${error.message}`);
    summarise(tally, argv.atomic ? 'nothing applied' : `stopped at line ${error.line}`);
    return ExitCode.failure;
  }
  // An atomic run that refused anything applied nothing.
  return summarise(tally, argv.atomic && tally.refused > 0 ? 'nothing applied' : undefined);
}

/** Applies the commands of `file`, one transaction each or (atomic) one for all, reporting each result by line. */
async function applyLines(
  runtime: Runtime,
  file: string,
  atomic: boolean,
  parse: (entry: NumberedLine) => unknown,
  report: (line: number, result: CommandResult) => void,
): Promise<void> {
  if (atomic) {
    const entries: NumberedLine[] = [];
    const commands: unknown[] = [];
    for await (const entry of commandLines(file)) {
      const command = parse(entry);
      if (command === undefined) return;
      entries.push(entry);
      commands.push(command);
    }
    const batch = await runtime.applyBatch(commands);
    if (batch.status === 'refused') return report(entries[batch.index]!.line, batch.refusal);
    for (const [index, result] of batch.results.entries()) report(entries[index]!.line, result);
  } else {
    for await (const entry of commandLines(file)) {
      const command = parse(entry);
      if (command !== undefined) report(entry.line, await runtime.apply(command));
      await drained(cli().stdout);
    }
  }
}

function notJson(error: unknown): Refusal {
  return { status: 'refused', code: 'INVALID_COMMAND', message: `not a JSON object: ${(error as Error).message}` };
}

function describeAccepted(result: Accepted): string {
  const { entity } = result;
  const cascade = result.facts.length > 1 ? `, ${result.facts.length - 1} cascaded` : '';
  return `${entity.term}/${entity.id} ${entity.state ?? 'published'} (v${entity.version}${cascade})`;
}

function summarise(tally: { accepted: number; replayed: number; refused: number }, note?: string): number {
  err(
    `awm runtime apply: ${tally.accepted} accepted, ${tally.replayed} already applied, ${tally.refused} ` +
      `refused${note ? `; ${note}` : ''}`,
  );
  return tally.refused > 0 ? ExitCode.problems : ExitCode.ok;
}
