// The awm command line as a function: parses arguments with yargs, dispatches to one module per command, and
// returns the exit status. Everything it reads and writes is injected (see io.ts).
import { createRequire } from 'node:module';
import { packageInfo } from '../package-info.js';
import { commandsAtLevel, withCommandSuggestion } from './command-suggestion.js';
import { commands } from './commands/index.js';
import { ExitCode } from './exit-codes.js';
import { describeIoError } from './io-errors.js';
import { builtInOptions, globalOptions, type GlobalOptions } from './global-options.js';
import { cli, withCli, type CliIo } from './io.js';

// yargs' CommonJS build: its ES module build wraps help text at a column whatever the word there
// ("docs o" / "f the model"); the CommonJS one wraps between words.
const yargs = createRequire(import.meta.url)('yargs/yargs') as typeof import('yargs').default;

/** The help's width: the terminal's (or COLUMNS when output is not a terminal), at most 100 columns. */
function helpWidth(): number {
  const columns = cli().stdout.columns || Number(cli().env.COLUMNS) || 80;
  return Math.min(100, columns);
}

/** A mistake in the command line; thrown from yargs' failure hook so that no handler runs after it. */
class UsageError extends Error {}

/** Unexpected exceptions are bugs: say so briefly, with the stack only when AWM_DEBUG is set. */
function reportError(error: unknown): void {
  const { stderr, env } = cli();
  cli().exitCode = ExitCode.failure;
  if (error instanceof UsageError) {
    stderr.write(`awm: ${error.message}\nRun "awm --help" for usage.\n`);
    return;
  }
  // The file system's refusal (an unreadable folder in the model) is the environment's, not a bug: say which path.
  const environment = describeIoError(error);
  if (environment !== undefined && !env.AWM_DEBUG) {
    stderr.write(`awm: ${environment}\n`);
    return;
  }
  const detail = error instanceof Error ? (env.AWM_DEBUG ? error.stack : error.message) : String(error);
  stderr.write(`awm: internal error: ${detail}\n`);
  if (!env.AWM_DEBUG) stderr.write('awm: set AWM_DEBUG=1 for a stack trace, and please report it\n');
}

/**
 * Runs awm with the arguments `argv` (without node and the script) over `io`, and resolves to the
 * exit status. Never throws: an unexpected exception is reported as an internal error (exit 2).
 */
export function main(argv: readonly string[], io: CliIo): Promise<number> {
  return withCli(io, async () => {
    try {
      await parse(argv);
    } catch (error) {
      reportError(error);
    }
  });
}

async function parse(argv: readonly string[]): Promise<void> {
  let printed = '';
  const parser = yargs([...argv])
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
    .exitProcess(false)
    .fail((message, error) => {
      // yargs routes handler exceptions here too; those are not usage errors.
      if (error && !message) throw error;
      if (message) throw new UsageError(withCommandSuggestion(message, commandsAtLevel(parser)));
      throw new UsageError(error?.message ?? 'invalid command line');
    });
  // With a callback, yargs hands over what it would print (--help, --version) instead of printing it.
  await (
    parser as unknown as {
      parseAsync(
        args: string[],
        context: object,
        done: (error: unknown, argv: unknown, output: string) => void,
      ): Promise<GlobalOptions>;
    }
  ).parseAsync([...argv], {}, (_error, _argv, output) => {
    printed = output;
  });
  if (printed) cli().stdout.write(`${printed}\n`);
}
