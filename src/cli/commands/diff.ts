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
    const { resolveComparedModel, resolveModel, versionBumpDiagnostic } = await import('../../model-input.js');
    const { compareModels, diffExitStatus } = await import('../../diff/report.js');
    const { reportDiagnostics, chalkFor } = await import('../report.js');

    const fail = (problem: string) => {
      cli().stderr.write(`awm diff: ${problem}\n`);
      cli().exitCode = ExitCode.failure;
    };
    // The working model first: when it cannot be read, --against is not worth resolving.
    const after = await resolveModel(argv.model, { cwd: cli().cwd });
    if (!after.ok) return fail(after.problem);
    const before = after.value.bundle ? await resolveComparedModel(argv.against, argv.model, cli().cwd) : undefined;
    if (before && !before.ok) return fail(before.problem);
    const sides = before ? [before.value, after.value] : [after.value];
    const status = reportDiagnostics(
      'diff',
      sides.flatMap((side) => side.diagnostics),
    );
    if (!before?.value.bundle || !after.value.bundle) {
      const broken = sides.filter((side) => !side.bundle).map((side) => side.name);
      cli().stderr.write(`awm diff: nothing compared: ${broken.join(' and ')} could not be read as a valid model\n`);
      cli().exitCode = status === ExitCode.ok ? ExitCode.problems : status;
      return;
    }

    const report = compareModels(
      { name: before.value.name, bundle: before.value.bundle },
      { name: after.value.name, bundle: after.value.bundle },
    );
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
    if (!report.version.ok) reportDiagnostics('diff', [versionBumpDiagnostic(after.value, report.version.explanation)]);
    cli().exitCode = diffExitStatus(report);
  },
};
