// `awm ... --help` as a user's terminal shows it, and the words it may print: for tests of the help's wrapping.
import { spawn } from 'node:child_process';
import { cliReference, type CommandReference } from '../../src/site/command-reference.js';
import { commands } from '../../src/cli/commands/index.js';
import { builtInOptions, globalOptions } from '../../src/cli/global-options.js';
import { repoPath } from './paths.js';

/** The whole CLI as the docs site's command reference reads it from the yargs definitions. */
export const reference = cliReference(commands, { ...globalOptions, ...builtInOptions });

/** Every command and subcommand, depth first. */
export const everyCommand = (list: readonly CommandReference[] = reference.commands): CommandReference[] =>
  list.flatMap((command) => [command, ...everyCommand(command.subcommands)]);

/** Runs `awm <args> --help` with the terminal width given by COLUMNS (output is a pipe, not a terminal). */
export function help(args: readonly string[], columns: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args, '--help'], {
      env: { ...process.env, COLUMNS: String(columns), FORCE_COLOR: '0' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(stdout) : reject(new Error(`${args.join(' ')}: ${status}`))));
  });
}

export const words = (text: string) => text.match(/[A-Za-z0-9]+/g) ?? [];

/** Every word the help may print: the definitions' own text, and the headings and labels yargs adds. */
export const vocabulary = new Set(
  [
    'awm command options Validate, lint and compile the Agent Work Model.',
    'Commands Options Positionals Examples choices default required string boolean number array',
    ...reference.options.flatMap((option) => [option.name, ...option.aliases, option.description]),
    ...everyCommand().flatMap((command) => [
      command.usage,
      command.description,
      ...command.examples.flatMap((example) => [example.command, example.description]),
      ...command.options.flatMap((option) => [
        option.name,
        ...option.aliases,
        ...option.choices,
        option.default ?? '',
        option.description,
      ]),
    ]),
  ].flatMap(words),
);

/** Words of a help page that are not whole words of what it documents: fragments of a word cut in two. */
export const brokenWords = (page: string) => words(page).filter((word) => !vocabulary.has(word));
