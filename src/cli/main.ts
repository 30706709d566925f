#!/usr/bin/env node
// The awm command line: parses arguments with yargs and dispatches to one module per command.
import { readFileSync } from 'node:fs';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { packagePath } from '../package-root.js';
import { commands } from './commands/index.js';
import { ExitCode } from './exit-codes.js';
import type { GlobalOptions } from './global-options.js';

function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
}

/** Unexpected exceptions are bugs: say so briefly, with the stack only when AWM_DEBUG is set. */
function reportInternalError(error: unknown): void {
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
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .fail((message, error) => {
      // yargs routes handler exceptions here too; those are not usage errors.
      if (error && !message) throw error;
      // Throwing stops yargs: returning would let it run the command's handler anyway.
      throw new UsageError(message ?? error?.message ?? 'invalid usage');
    });
  await (parser as unknown as { parseAsync(): Promise<GlobalOptions> }).parseAsync();
}

/** A usage mistake: reported briefly, exit 2, and the command does not run. */
class UsageError extends Error {}

main(hideBin(process.argv)).catch((error: unknown) => {
  if (!(error instanceof UsageError)) return reportInternalError(error);
  process.stderr.write(`awm: ${error.message}\nRun "awm --help" for usage.\n`);
  process.exitCode = ExitCode.failure;
});
