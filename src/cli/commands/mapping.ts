// `awm mapping coverage|export|diff|init`: crosswalk coverage, SSSOM export, changes between versions, a new crosswalk.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';
import type { MappingCliOptions, MappingSubcommand } from '../mapping/options.js';

/** Runs a mapping subcommand with its modules loaded lazily, so `awm lint` never loads them. */
const lazy =
  (name: MappingSubcommand) =>
  async (argv: ArgumentsCamelCase<unknown>): Promise<void> => {
    const { runMappingCommand } = await import('../mapping/subcommands.js');
    await runMappingCommand(name, argv as ArgumentsCamelCase<MappingCliOptions>);
  };

const system = {
  type: 'string',
  requiresArg: true,
  describe: "Only this system's crosswalk; by default every crosswalk.",
} as const;

export const mappingCommand: CommandModule<GlobalOptions, MappingCliOptions> = {
  command: 'mapping',
  describe:
    'Work with the crosswalks to other systems: coverage, SSSOM export, changes since another version, and a new ' +
    'crosswalk.',
  builder: (yargs: Argv<GlobalOptions>) =>
    (yargs as unknown as Argv<MappingCliOptions>)
      .command(
        'coverage',
        'Show how many terms each crosswalk maps at each fidelity, and which.',
        (y: Argv<MappingCliOptions>) =>
          y.option('system', system).option('format', {
            type: 'string',
            choices: ['stylish', 'json', 'markdown'],
            default: 'stylish',
            describe: 'How to print the coverage: for people, as JSON, or as a Markdown table.',
          }),
        lazy('coverage'),
      )
      .command(
        'export',
        'Write crosswalks as SSSOM/TSV; tbd entries are left out and counted on stderr.',
        (y: Argv<MappingCliOptions>) =>
          y
            .option('format', {
              type: 'string',
              choices: ['sssom'],
              demandOption: true,
              requiresArg: true,
              describe: 'The export format.',
            })
            .option('system', system)
            .option('output-file', {
              alias: 'o',
              type: 'string',
              requiresArg: true,
              describe: 'Write to this file instead of stdout.',
            })
            .example(
              '$0 mapping export --format sssom --system vox -o vox.sssom.tsv',
              "VOX's crosswalk as an SSSOM mapping set.",
            ),
        lazy('export'),
      )
      .command(
        'diff',
        'List fidelity, native-term and state-map changes per crosswalk since another version.',
        (y: Argv<MappingCliOptions>) =>
          y
            .option('against', {
              type: 'string',
              demandOption: true,
              requiresArg: true,
              describe:
                'The old model: a git revision (HEAD, main, v0.1.0, or REV:path), a model directory, or a compiled ' +
                'model.json.',
            })
            .option('system', system)
            .option('format', {
              type: 'string',
              choices: ['stylish', 'json'],
              default: 'stylish',
              describe: 'How to print the changes: for people, or as JSON.',
            })
            .example(
              '$0 mapping diff --against main --system hoziron',
              "What changed in Hoziron's crosswalk since main.",
            ),
        lazy('diff'),
      )
      .command(
        'init <new-system>',
        'Scaffold a crosswalk to a new system: every term tbd, each section shown in comments; --source vendors its ' +
          'document, --package with --file pins a file of an installed npm package.',
        (y: Argv<MappingCliOptions>) =>
          y
            .positional('new-system', {
              type: 'string',
              demandOption: true,
              describe: 'The new system, in kebab-case.',
            })
            .option('source', {
              type: 'string',
              requiresArg: true,
              describe: 'The document the crosswalk will quote: copied verbatim into mappings/sources/<system>.md.',
            })
            .option('package', {
              type: 'string',
              requiresArg: true,
              implies: 'file',
              conflicts: 'source',
              describe:
                'An installed npm package whose file the crosswalk will quote, pinned at the installed version ' +
                'and SHA-256 (nothing is copied).',
            })
            .option('file', {
              type: 'string',
              requiresArg: true,
              implies: 'package',
              describe: 'With --package: the file, relative to the package root, such as dist/index.d.ts.',
            })
            .option('title', {
              type: 'string',
              requiresArg: true,
              describe: "The source's title; by default its first line.",
            })
            .option('origin', {
              type: 'string',
              requiresArg: true,
              describe: 'Where the source came from: a URL or a path at a revision; by default its file name.',
            })
            .example(
              '$0 mapping init acme --source acme-object-model.txt',
              'Start a crosswalk to Acme from its document.',
            )
            .example(
              '$0 mapping init a2a --package @a2a-js/sdk --file dist/a2a-CJdXl9vi.d.ts',
              "Start a crosswalk to A2A that quotes the SDK's type declarations.",
            ),
        lazy('init'),
      )
      .demandCommand(
        1,
        'Name a mapping command: coverage, export, diff or init.',
      ) as unknown as Argv<MappingCliOptions>,
  handler: () => undefined,
};
