// `awm mapping coverage|export|diff`: crosswalk coverage, SSSOM export, and crosswalk changes between versions.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';

export interface MappingCliOptions extends GlobalOptions {
  system?: string;
  format: string;
  outputFile?: string;
  against?: string;
}

/** Runs a mapping subcommand with its modules loaded lazily, so `awm lint` never loads them. */
const lazy =
  (name: 'coverage' | 'export' | 'diff') =>
  async (argv: ArgumentsCamelCase<unknown>): Promise<void> => {
    const { runMappingCommand } = await import('../mapping-cli.js');
    await runMappingCommand(name, argv as ArgumentsCamelCase<MappingCliOptions>);
  };

const system = {
  type: 'string',
  requiresArg: true,
  describe: "Only this system's crosswalk; by default every crosswalk.",
} as const;

export const mappingCommand: CommandModule<GlobalOptions, MappingCliOptions> = {
  command: 'mapping',
  describe: 'Work with the crosswalks to other systems: coverage, SSSOM export, and changes since another version.',
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
      .demandCommand(1, 'Name a mapping command: coverage, export or diff.') as unknown as Argv<MappingCliOptions>,
  handler: () => undefined,
};
