// Every command's help, as yargs prints it, against the command reference the docs site is built from: the same
// commands and options, and help that wraps between words at a narrow and a wide terminal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brokenWords, everyCommand, help, reference } from '../helpers/help-text.js';

/** The commands a help page lists under "Commands:", as their words (`awm runtime apply`). */
const listedCommands = (page: string) =>
  [...(page.split(/^Commands:$/m)[1]?.split(/^\S/m)[0] ?? '').matchAll(/^ {2}(awm(?: [a-z][\w-]*)+)/gm)].map(
    (match) => match[1]!,
  );

/** The options a help page lists (`--name`), in its Options section. */
const listedOptions = (page: string) =>
  [...(page.split(/^Options:$/m)[1] ?? '').matchAll(/^ {2}(?:-\w, )?\s*(--[\w-]+)/gm)].map((match) => match[1]!);

test("the reference holds exactly the commands and options yargs' own help lists, for every command", async () => {
  const found: string[] = [];
  const queue = [['awm']];
  while (queue.length) {
    const words = queue.shift()!;
    const page = await help(words.slice(1), 100);
    for (const command of listedCommands(page)) {
      found.push(command);
      queue.push(command.split(' '));
    }
    if (words.length === 1) continue;
    const command = everyCommand().find((entry) => entry.name === words.join(' '));
    assert.ok(command, `${words.join(' ')} is not in the reference`);
    // A subcommand takes its parents' options too (`awm runtime apply` takes `awm runtime`'s --db).
    const lineage = everyCommand().filter((entry) => `${command.name} `.startsWith(`${entry.name} `));
    const documented = [
      ...reference.options,
      ...lineage.flatMap((entry) => entry.options.filter((option) => !option.positional)),
    ].map((option) => option.name);
    assert.equal(listedOptions(page).sort(), [...new Set(documented)].sort(), words.join(' '));
  }
  assert.equal(
    found.sort(),
    everyCommand()
      .map((command) => command.name)
      .sort(),
  );
});

test('every help page wraps between words and fits the terminal, at 60 and at 100 columns', async () => {
  for (const columns of [60, 100]) {
    const pages = await Promise.all(
      [[], ...everyCommand().map((command) => command.name.split(' ').slice(1))].map((args) => help(args, columns)),
    );
    for (const page of pages) {
      assert.equal(brokenWords(page), [], `a word cut in two at ${columns} columns:\n${page}`);
      assert.equal(
        page.split('\n').filter((line) => line.length > columns),
        [],
        `lines wider than ${columns} columns`,
      );
    }
  }
});

test.run();
