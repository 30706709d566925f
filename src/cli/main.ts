#!/usr/bin/env node
// The awm command line: parses arguments with yargs and dispatches to one module per command.
import { createRequire } from 'node:module';
import { hideBin } from 'yargs/helpers';
import { packageInfo } from '../package-info.js';
import { commands } from './commands/index.js';
import { ExitCode } from './exit-codes.js';
import { builtInOptions, globalOptions, type GlobalOptions } from './global-options.js';

// yargs' CommonJS build: its ES module build wraps help text at a column whatever the word there
// ("docs o" / "f the model"); the CommonJS one wraps between words.
const yargs = createRequire(import.meta.url)('yargs/yargs') as typeof import('yargs').default;

/** The help's width: the terminal's (or COLUMNS when output is not a terminal), at most 100 columns. */
function helpWidth(): number {
  const columns = process.stdout.columns || Number(process.env.COLUMNS) || 80;
  return Math.min(100, columns);
}

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
    .options(globalOptions)
    .command(commands)
    .demandCommand(1, 'Name a command.')
    .strict()
    .version('version', builtInOptions.version.describe, packageInfo().version)
    .help('help', builtInOptions.help.describe)
    .alias('h', 'help')
    .wrap(helpWidth())
    .fail((message, error) => {
      // yargs routes handler exceptions here too; those are not usage errors.
      if (error && !message) throw error;
      throw new UsageError(message ?? error?.message ?? 'invalid command line');
    });
  await (parser as unknown as { parseAsync(): Promise<GlobalOptions> }).parseAsync();
}

main(hideBin(process.argv)).catch(reportError);
