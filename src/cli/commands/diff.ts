// `awm diff`: compare the model with another version of it, classify every change, and check the version bump.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { ExitCode } from '../exit-codes.js';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

const formats = ['stylish', 'json', 'markdown'] as const;

interface DiffOptions extends GlobalOptions {
  against: string;
  format: (typeof formats)[number];
}

export const diffCommand: CommandModule<GlobalOptions, DiffOptions> = {
  command: 'diff',
  describe:
    'Compare the model with another version (a git revision, a directory or a model.json) and check model.version.',
  builder: (yargs: Argv<GlobalOptions>) =>
    yargs
      .option('model', {
        type: 'string',
        default: 'model',
        requiresArg: true,
        describe: 'The new model: a model directory or a compiled model.json.',
      })
      .option('against', {
        type: 'string',
        demandOption: true,
        requiresArg: true,
        describe:
          'The old model: a git revision (HEAD, main, v0.1.0, or REV:path), a model directory, or a compiled ' +
          'model.json.',
      })
      .option('format', {
        choices: formats,
        default: 'stylish' as const,
        describe: 'How to print the changes: for people, as JSON, or as a CHANGELOG section in Markdown.',
      })
      .example('$0 diff --against HEAD', 'What the uncommitted edits to model/ change.')
      .example('$0 diff --against v0.1.0 --format markdown', 'A CHANGELOG section for the next release.'),
  handler: async (argv: ArgumentsCamelCase<DiffOptions>) => {
    const { diffModels } = await import('../../diff/diff-models.js');
    const { diffExitStatus } = await import('../../diff/report.js');
    const { reportDiagnostics, chalkFor } = await import('../report.js');

    const diffed = await diffModels(argv.model, argv.against, cli().cwd);
    if (!diffed.ok) {
      cli().stderr.write(`awm diff: ${diffed.problem}\n`);
      cli().exitCode = ExitCode.failure;
      return;
    }
    const status = reportDiagnostics('diff', diffed.diagnostics);
    if ('unreadable' in diffed) {
      const broken = diffed.unreadable.join(' and ');
      cli().stderr.write(`awm diff: nothing compared: ${broken} could not be read as a valid model\n`);
      cli().exitCode = status === ExitCode.ok ? ExitCode.problems : status;
      return;
    }
    const { report } = diffed;
    if (argv.format === 'json') {
      const { formatJson } = await import('../../diff/format/json.js');
      cli().stdout.write(formatJson(report));
    } else if (argv.format === 'markdown') {
      const { formatMarkdown } = await import('../../diff/format/markdown.js');
      cli().stdout.write(formatMarkdown(report, { date: new Date().toISOString().slice(0, 10) }));
    } else {
      const { formatStylish } = await import('../../diff/format/stylish.js');
      cli().stdout.write(formatStylish(report, chalkFor(cli().stdout)));
    }
    if (diffed.versionBump) reportDiagnostics('diff', [diffed.versionBump]);
    cli().exitCode = diffExitStatus(report);
  },
};
