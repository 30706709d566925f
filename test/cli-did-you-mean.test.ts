// A mistyped command is answered with the command meant, at the top level and among a command's subcommands.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';

const cases: [args: string[], message: string][] = [
  [['lnt'], 'awm: Unknown argument: lnt (did you mean "lint"?)'],
  [['--model', 'model', 'validat'], 'awm: Unknown argument: validat (did you mean "validate"?)'],
  [['mapping', 'exprt'], 'awm: Unknown argument: exprt (did you mean "export"?)'],
  [['runtime', 'aply', '--db', 'x.db'], 'awm: Unknown argument: aply (did you mean "apply"?)'],
  // Nothing close: yargs' message as it was, no guess.
  [['xyzzy'], 'awm: Unknown argument: xyzzy'],
];

for (const [args, message] of cases)
  test(`awm ${args.join(' ')}: ${message}`, () => {
    const result = runAwm(args, repoPath());
    assert.is(result.status, 2);
    assert.is(result.stdout, '');
    assert.is(result.stderr, `${message}\nRun "awm --help" for usage.\n`);
  });

test.run();
