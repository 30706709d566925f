// `awm --help` reads well: it wraps between words at the terminal's width, and every description is a sentence.
import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cliReference, type CommandReference } from '../src/cli/command-reference.js';
import { commands } from '../src/cli/commands/index.js';
import { builtInOptions, globalOptions } from '../src/cli/global-options.js';
import { repoPath } from './helpers/paths.js';

const reference = cliReference(commands, { ...globalOptions, ...builtInOptions });
const allCommands = (list: readonly CommandReference[]): CommandReference[] =>
  list.flatMap((command) => [command, ...allCommands(command.subcommands)]);
const everyCommand = allCommands(reference.commands);

/** Runs `awm <args> --help` with the terminal width given by COLUMNS (output is a pipe, not a terminal). */
function help(args: readonly string[], columns: number): Promise<string> {
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

const words = (text: string) => text.match(/[A-Za-z0-9]+/g) ?? [];

/** Every word the help may print: the definitions' own text, and the headings and labels yargs adds. */
const vocabulary = new Set(
  [
    'awm command options Validate, lint and compile the Agent Work Model.',
    'Commands Options Positionals Examples choices default required string boolean number array',
    ...reference.options.flatMap((option) => [option.name, ...option.aliases, option.description]),
    ...everyCommand.flatMap((command) => [
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

test('every command, option and example is described by a sentence', () => {
  const texts = [
    ...reference.options.map((option) => [option.name, option.description]),
    ...everyCommand.flatMap((command) => [
      [command.usage, command.description],
      ...command.options.map((option) => [`${command.name} ${option.name}`, option.description]),
      ...command.examples.map((example) => [example.command, example.description]),
    ]),
  ];
  const notSentences = texts.filter(([, text]) => !/^[A-Z][^\n]*[.]$/.test(text!)).map(([where]) => where);
  assert.equal(notSentences, []);
});

test('the command reference lists every command and option that awm --help shows', async () => {
  const rootHelp = await help([], 100);
  const listed = [...rootHelp.matchAll(/^ {2}(awm \S+)/gm)].map((match) => match[1]);
  assert.equal(
    listed,
    reference.commands.map((command) => command.name),
  );
  const lintHelp = await help(['lint'], 100);
  const lint = reference.commands.find((command) => command.name === 'awm lint')!;
  for (const option of lint.options.filter((option) => !option.positional))
    assert.ok(lintHelp.includes(option.name), option.name);
});

test('help wraps between words, within the terminal width', async () => {
  // The commands with the longest descriptions, options and choices (each help is a process of its own).
  const commandsToShow = [[], ['lint'], ['runtime'], ['runtime', 'follow'], ['mapping', 'diff'], ['conformance']];
  const columns = 60;
  const pages = await Promise.all(commandsToShow.map((args) => help(args, columns)));
  for (const page of pages) {
    const broken = words(page).filter((word) => !vocabulary.has(word));
    assert.equal(broken, [], `a word cut in two at ${columns} columns:\n${page}`);
    const tooLong = page.split('\n').filter((line) => line.length > columns);
    assert.equal(tooLong, [], `lines wider than ${columns} columns`);
  }
});

test.run();
