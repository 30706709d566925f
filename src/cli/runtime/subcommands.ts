// Every `awm runtime` subcommand by name, and the small ones: init, show, history, migrate, roles, export.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { isLogTerm } from '../../runtime/core/authority.js';
import { historyLine, planLines } from '../../runtime/format/facts.js';
import { summarisePlan } from '../../runtime/model-migration.js';
import type { Runtime } from '../../runtime/runtime.js';
import type { PostgresStore } from '../../runtime/store/postgres/postgres-store.js';
import { ExitCode } from '../exit-codes.js';
import { cli } from '../io.js';
import { applyCommand } from './apply.js';
import { checkpointCommand } from './checkpoint.js';
import { followCommand } from './follow.js';
import type { RuntimeSubcommand, SubcommandOptions } from './options.js';
import { rebuildCommand, verifyCommand } from './verify.js';

const out = (line: string) => cli().stdout.write(`${line}\n`);
const err = (line: string) => cli().stderr.write(`${line}\n`);

/** A subcommand on an open runtime; it prints its result and returns the exit status. */
export type Subcommand = (runtime: Runtime, argv: SubcommandOptions) => Promise<number>;

export const subcommands: Record<RuntimeSubcommand, Subcommand> = {
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
  apply: applyCommand,
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
      out(argv.format === 'json' ? JSON.stringify(fact) : historyLine(fact));
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
    out(`awm runtime migrate: ${from} -> ${plan.to.name} ${plan.to.version}: ${summarisePlan(plan)}`);
    for (const line of planLines(plan)) out(line);
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
  follow: followCommand,
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
