// `awm runtime init|apply|show|history|verify|rebuild|export --db <file>`: the reference runtime from the shell.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';

export interface RuntimeCliOptions extends Omit<GlobalOptions, 'model'> {
  db: string;
  model?: string;
  synchronous: 'full' | 'normal';
}

/** Runs a runtime subcommand with the runtime CLI loaded lazily, so `awm build` never loads SQLite. */
const lazy =
  (name: 'init' | 'apply' | 'show' | 'history' | 'verify' | 'rebuild' | 'export') =>
  async (argv: ArgumentsCamelCase<unknown>): Promise<void> => {
    const { runRuntimeCommand } = await import('../runtime-cli.js');
    await runRuntimeCommand(name, argv as ArgumentsCamelCase<RuntimeCliOptions>);
  };

const format = { type: 'string', choices: ['text', 'json'], default: 'text', describe: 'Output format' } as const;
const entity = (yargs: Argv<RuntimeCliOptions>) =>
  yargs.positional('id', { type: 'string', demandOption: true, describe: 'Entity id, or Term/id when several terms share the id' });

export const runtimeCommand: CommandModule<GlobalOptions, RuntimeCliOptions> = {
  command: 'runtime',
  describe: "Run the model's lifecycles on an append-only fact log (SQLite)",
  builder: (yargs: Argv<GlobalOptions>) =>
    (yargs as unknown as Argv<Omit<GlobalOptions, 'model'>>)
      .option('db', { type: 'string', demandOption: true, requiresArg: true, describe: 'The SQLite database file' })
      .option('model', {
        type: 'string',
        // Replaces the global default ("model" in the working directory): the runtime runs the bundled model.
        default: undefined,
        requiresArg: true,
        describe: 'Model directory or compiled model.json (default: the model bundled with awm)',
      })
      .option('synchronous', {
        type: 'string',
        choices: ['full', 'normal'] as const,
        default: 'full' as const,
        describe: 'full: every commit survives power loss; normal: faster, survives crashes of awm only',
      })
      .command('init', 'Create the database (or check an existing one)', {}, lazy('init'))
      .command(
        'apply <commands>',
        'Apply commands from a JSON Lines file (- for stdin), each in its own transaction',
        (y: Argv<RuntimeCliOptions>) =>
          y
            .positional('commands', {
              type: 'string',
              demandOption: true,
              describe: 'commands.jsonl, one command per line',
              // yargs turns a lone "-" into an empty string.
              coerce: (value: string) => (value === '' ? '-' : value),
            })
            .option('atomic', { type: 'boolean', default: false, describe: 'One transaction for the whole file: all or nothing' })
            .option('format', format),
        lazy('apply'),
      )
      .command('show <id>', 'Print an entity and its children as JSON', (y: Argv<RuntimeCliOptions>) => entity(y), lazy('show'))
      .command('history <id>', "Print an entity's facts, oldest first", (y: Argv<RuntimeCliOptions>) => entity(y).option('format', format), lazy('history'))
      .command('verify', 'Check the hash chain, every fact, replay against the projection, and the invariants', {}, lazy('verify'))
      .command('rebuild', 'Replay the log into a fresh projection and replace the live one', {}, lazy('rebuild'))
      .command(
        'export <id>',
        'Print a portable snapshot of a WorkSession (portable fields only, no credentials)',
        (y: Argv<RuntimeCliOptions>) => y.positional('id', { type: 'string', demandOption: true, describe: 'work_session_id' }),
        lazy('export'),
      )
      .demandCommand(1, 'Name a runtime command: init, apply, show, history, verify, rebuild or export.') as unknown as Argv<RuntimeCliOptions>,
  handler: () => undefined,
};
