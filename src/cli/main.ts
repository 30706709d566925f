#!/usr/bin/env node
// The awm command line: parses arguments with yargs and dispatches to one module per command.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { packageInfo } from '../package-info.js';
import { commands } from './commands/index.js';
import { ExitCode } from './exit-codes.js';
import type { GlobalOptions } from './global-options.js';

/** A mistake in the command line; thrown from yargs' failure hook so that no handler runs after it. */
class UsageError extends Error {}

/** Unexpected exceptions are bugs: say so briefly, with the stack only when AWM_DEBUG is set. */
function reportError(error: unknown): void {
  if (error instanceof UsageError) {
    process.stderr.write(`awm: ${error.message}\nRun "awm --help" for usage.\n`);
    process.exitCode = ExitCode.failure;
    return;
  }
  const detail = error instanceof Error ? (process.env.AWM_DEBUG ? error.stack : error.message) : String(error);
  process.stderr.write(`awm: internal error: ${detail}\n`);
  if (!process.env.AWM_DEBUG) process.stderr.write('awm: set AWM_DEBUG=1 for a stack trace, and please report it\n');
  process.exitCode = ExitCode.failure;
}

export async function main(argv: string[]): Promise<void> {
  const parser = yargs(argv)
    .scriptName('awm')
    .usage('$0 <command> [options]\n\nValidate, lint and compile the Agent Work Model.')
    .option('model', { type: 'string', default: 'model', describe: 'Model directory', requiresArg: true, global: true })
    .command(commands)
    .demandCommand(1, 'Name a command.')
    .strict()
    .version(packageInfo().version)
    .help()
    .alias('h', 'help')
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .fail((message, error) => {
      // yargs routes handler exceptions here too; those are not usage errors.
      if (error && !message) throw error;
      throw new UsageError(message ?? error?.message ?? 'invalid command line');
    });
  await (parser as unknown as { parseAsync(): Promise<GlobalOptions> }).parseAsync();
}

main(hideBin(process.argv)).catch(reportError);
