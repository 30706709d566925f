// `awm runtime <name>`: opens the runtime the options name, runs the subcommand, and turns user errors into exits.
import path from 'node:path';
import { RuntimeUserError } from '../../runtime/core/user-error.js';
import { planLines } from '../../runtime/format/facts.js';
import { ModelMismatchError } from '../../runtime/log-model.js';
import { RuntimeModelError } from '../../runtime/load-runtime-model.js';
import { openRuntime, type Runtime } from '../../runtime/runtime.js';
import { isKeywordConnectionString, isPostgresUrl, redact } from '../../runtime/store/postgres/url.js';
import { ExitCode } from '../exit-codes.js';
import { cli } from '../io.js';
import { reportDiagnostics } from '../report.js';
import type { RuntimeSubcommand, SubcommandOptions } from './options.js';
import { subcommands } from './subcommands.js';

const err = (line: string) => cli().stderr.write(`${line}\n`);

/** Runs `awm runtime <name>`; user errors (a missing database, another model) exit with a message, never a stack. */
export async function runRuntimeCommand(
  name: RuntimeSubcommand,
  options: Omit<SubcommandOptions, 'label'>,
): Promise<void> {
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
    cli().exitCode = await subcommands[name](runtime, argv);
  } catch (error) {
    // A SQLite file path in a message is named as the user gave it.
    cli().exitCode = reportUserError(`runtime ${name}`, error, (message) =>
      postgres ? message : message.replaceAll(file, argv.db),
    );
  } finally {
    await runtime?.close();
  }
}

/**
 * Prints an error the user must act on (a RuntimeUserError, or a file that is missing or a
 * directory) with what it carries, and returns its exit status; rethrows any other error, awm's own.
 */
function reportUserError(command: string, error: unknown, named: (message: string) => string): number {
  const { code } = error as NodeJS.ErrnoException;
  const missingFile = code === 'ENOENT' || code === 'EISDIR';
  if (!(error instanceof RuntimeUserError) && !missingFile) throw error;
  if (error instanceof RuntimeModelError && error.diagnostics.length > 0) reportDiagnostics(command, error.diagnostics);
  err(`awm ${command}: ${named((error as Error).message)}`);
  if (error instanceof ModelMismatchError && error.plan) for (const line of planLines(error.plan)) err(line);
  return error instanceof RuntimeUserError && error.outcome === 'found-problems' ? ExitCode.problems : ExitCode.failure;
}
