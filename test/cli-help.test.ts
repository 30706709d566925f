// `awm --help` reads well: it wraps between words at the terminal's width, and every description is a sentence.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brokenWords, everyCommand, help, reference } from './helpers/help-text.js';

test('every command, option and example is described by a sentence', () => {
  const texts = [
    ...reference.options.map((option) => [option.name, option.description]),
    ...everyCommand().flatMap((command) => [
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
  // The commands with the longest descriptions, options and choices (each help is a process of its own);
  // test/stress/cli-help-all.test.ts shows every command's.
  const commandsToShow = [[], ['lint'], ['runtime'], ['runtime', 'follow'], ['mapping', 'diff'], ['conformance']];
  const columns = 60;
  const pages = await Promise.all(commandsToShow.map((args) => help(args, columns)));
  for (const page of pages) {
    assert.equal(brokenWords(page), [], `a word cut in two at ${columns} columns:\n${page}`);
    const tooLong = page.split('\n').filter((line) => line.length > columns);
    assert.equal(tooLong, [], `lines wider than ${columns} columns`);
  }
});

test.run();
