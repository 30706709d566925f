// `awm runtime <command> --db <file|url>`: the reference runtime from the shell.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';
import type { RuntimeCliOptions, RuntimeSubcommand } from '../runtime/options.js';

/** Runs a runtime subcommand with the runtime loaded lazily, so `awm build` never loads SQLite or pg. */
const lazy =
  (name: RuntimeSubcommand) =>
  async (argv: ArgumentsCamelCase<unknown>): Promise<void> => {
    const { runRuntimeCommand } = await import('../runtime/run-command.js');
    await runRuntimeCommand(name, argv as ArgumentsCamelCase<RuntimeCliOptions>);
  };

const format = {
  type: 'string',
  choices: ['text', 'json'],
  default: 'text',
  describe: 'How to print the result: as text, or as JSON.',
} as const;
const entity = (yargs: Argv<RuntimeCliOptions>) =>
  yargs.positional('id', {
    type: 'string',
    demandOption: true,
    describe: 'The entity id, or Term/id when several terms share the id.',
  });

export const runtimeCommand: CommandModule<GlobalOptions, RuntimeCliOptions> = {
  command: 'runtime',
  describe: "Run the model's lifecycles on an append-only fact log, in SQLite or PostgreSQL.",
  builder: (yargs: Argv<GlobalOptions>) =>
    (yargs as unknown as Argv<Omit<GlobalOptions, 'model'>>)
      .option('db', {
        type: 'string',
        demandOption: true,
        requiresArg: true,
        describe: 'The SQLite database file, or a PostgreSQL URL such as postgres://user@host/db?schema=awm.',
      })
      .option('model', {
        type: 'string',
        // Replaces the global default ("model" in the working directory): the log says which model it runs.
        default: undefined,
        requiresArg: true,
        describe:
          'A model directory or a compiled model.json; by default the model the log runs (recorded by init and ' +
          'migrate), and for init and migrate the model bundled with awm.',
      })
      .option('synchronous', {
        type: 'string',
        choices: ['full', 'normal'] as const,
        default: 'full' as const,
        describe: 'With full, every commit survives power loss; normal is faster and survives crashes of awm only.',
      })
      .command(
        'init',
        'Create the database, or migrate or check an existing one.',
        (y: Argv<RuntimeCliOptions>) =>
          y
            .option('runtime-role', {
              type: 'string',
              requiresArg: true,
              describe:
                'On PostgreSQL, create this login role (password from AWM_RUNTIME_ROLE_PASSWORD) ' +
                'and grant it only what the runtime needs.',
            })
            .option('enforce-authority', {
              type: 'boolean',
              default: true,
              describe:
                "Make a new log refuse commands whose actor is not bound to the term's owning role; " +
                '--no-enforce-authority only records actors.',
            }),
        lazy('init'),
      )
      .command(
        'migrate',
        'Move the log to the model given with --model, when every change is compatible for the runtime.',
        (y: Argv<RuntimeCliOptions>) =>
          operatorOptions(y).option('dry-run', {
            type: 'boolean',
            default: false,
            describe: 'Print the changes, classified for this log, and write nothing.',
          }),
        lazy('migrate'),
      )
      .command(
        'roles',
        'Bind principals to authority roles, list the bindings, and switch enforcement on or off.',
        (y: Argv<RuntimeCliOptions>) => rolesCommands(y),
      )
      .command(
        'apply <commands>',
        'Apply commands from a JSON Lines file (- for stdin), each in its own transaction.',
        (y: Argv<RuntimeCliOptions>) =>
          y
            .positional('commands', {
              type: 'string',
              demandOption: true,
              describe: 'The commands file, one JSON command per line; - reads stdin.',
              // yargs turns a lone "-" into an empty string.
              coerce: (value: string) => (value === '' ? '-' : value),
            })
            .option('atomic', {
              type: 'boolean',
              default: false,
              describe: 'Apply the whole file in one transaction: all or nothing.',
            })
            .option('format', format),
        lazy('apply'),
      )
      .command(
        'show <id>',
        'Print an entity and its children as JSON.',
        (y: Argv<RuntimeCliOptions>) => entity(y),
        lazy('show'),
      )
      .command(
        'history <id>',
        "Print an entity's facts, oldest first.",
        (y: Argv<RuntimeCliOptions>) => entity(y).option('format', format),
        lazy('history'),
      )
      .command(
        'verify',
        'Check the hash chain, every fact, replay against the projection, the invariants, and signed checkpoints.',
        (y: Argv<RuntimeCliOptions>) =>
          y
            .option('checkpoint', {
              type: 'string',
              array: true,
              requiresArg: true,
              describe: 'A checkpoint file (one checkpoint a line) the log must still extend; repeatable.',
            })
            .option('key', {
              type: 'string',
              requiresArg: true,
              describe: 'The public key (PEM) that verifies the checkpoints: the one you trust, not one from the log.',
            })
            .check((argv) => {
              if ((argv.checkpoint?.length ?? 0) > 0 && argv.key === undefined)
                throw new Error('--checkpoint needs --key: the public key that signed the checkpoints');
              if (argv.key !== undefined && (argv.checkpoint?.length ?? 0) === 0)
                throw new Error('--key verifies checkpoints: name their file with --checkpoint');
              return true;
            }),
        lazy('verify'),
      )
      .command(
        'rebuild',
        'Replay the log into a fresh projection and replace the live one, listing every row replaced.',
        (y: Argv<RuntimeCliOptions>) => y.option('format', format),
        lazy('rebuild'),
      )
      .command(
        'checkpoint',
        "Sign the log's head (position, hash, time) with an Ed25519 key kept outside the database.",
        (y: Argv<RuntimeCliOptions>) =>
          y
            .option('key', {
              type: 'string',
              demandOption: true,
              requiresArg: true,
              describe: 'The private key file (PEM, Ed25519) that signs; keep it away from the database.',
            })
            .option('new-key', {
              type: 'boolean',
              default: false,
              describe: 'Make a new key pair first: --key (mode 600) and its public key; never replaces a file.',
            })
            .option('public-key', {
              type: 'string',
              requiresArg: true,
              describe: 'With --new-key, where the public key goes; by default beside --key (ops.pem: ops.pub.pem).',
            })
            .option('append', {
              type: 'string',
              requiresArg: true,
              describe: 'Append the checkpoint to this file, once the log extends its last one; by default print it.',
            }),
        lazy('checkpoint'),
      )
      .command(
        'export <id>',
        'Print a portable snapshot of a WorkSession: portable fields only, no credentials.',
        (y: Argv<RuntimeCliOptions>) =>
          y.positional('id', {
            type: 'string',
            demandOption: true,
            describe: 'The WorkSession to export, by its work_session_id.',
          }),
        lazy('export'),
      )
      .command(
        'follow',
        'Print committed facts in position order as they are appended, from a checkpoint.',
        (y: Argv<RuntimeCliOptions>) =>
          y
            .option('from', {
              type: 'number',
              default: 0,
              requiresArg: true,
              describe: 'Start after this position: the last one already handled.',
            })
            .option('until', {
              type: 'number',
              requiresArg: true,
              describe: 'Stop after printing the fact at this position.',
            })
            .option('limit', { type: 'number', requiresArg: true, describe: 'Stop after printing this many facts.' })
            .option('format', {
              type: 'string',
              choices: ['text', 'jsonl'],
              default: 'text',
              describe: 'How to print each fact: a line of text, or a line of JSON.',
            })
            .check((argv) => {
              for (const name of ['from', 'until', 'limit'] as const) {
                const value = argv[name];
                if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0))
                  throw new Error(`--${name} must be a whole number, 0 or more`);
              }
              return true;
            }),
        lazy('follow'),
      )
      .demandCommand(
        1,
        'Name a runtime command: init, apply, show, history, verify, rebuild, checkpoint, export, follow, migrate or ' +
          'roles.',
      ) as unknown as Argv<RuntimeCliOptions>,
  handler: () => undefined,
};

/** The options of a command that changes the log's settings: who makes it, and under which command id. */
function operatorOptions(y: Argv<RuntimeCliOptions>): Argv<RuntimeCliOptions> {
  return y
    .option('by', {
      type: 'string',
      requiresArg: true,
      describe: 'The operator recorded as making the change; by default the login name of whoever runs awm.',
    })
    .option('command-id', {
      type: 'string',
      requiresArg: true,
      describe: 'The command id, by default a new random one; a command resent under its id is applied once.',
    });
}

/** `awm runtime roles grant|revoke|list|enforce`: the log's role bindings and authority enforcement. */
function rolesCommands(yargs: Argv<RuntimeCliOptions>): Argv<RuntimeCliOptions> {
  const binding = (y: Argv<RuntimeCliOptions>) =>
    operatorOptions(y)
      .positional('principal', { type: 'string', demandOption: true, describe: 'The principal, a name.' })
      .positional('role', { type: 'string', demandOption: true, describe: "One of the model's authority roles." });
  return yargs
    .command('grant <principal> <role>', 'Let a principal act in an authority role.', binding, lazy('roles grant'))
    .command('revoke <principal> <role>', "End a principal's binding to a role.", binding, lazy('roles revoke'))
    .command(
      'list',
      'Print whether authority is enforced, and every binding with its state.',
      (y: Argv<RuntimeCliOptions>) => y.option('format', format),
      lazy('roles list'),
    )
    .command(
      'enforce <setting>',
      'Switch authority enforcement on or off, as a command recorded in the log.',
      (y: Argv<RuntimeCliOptions>) =>
        operatorOptions(y).positional('setting', {
          type: 'string',
          choices: ['on', 'off'],
          demandOption: true,
          describe: 'With on, commands outside their authority are refused; with off, actors are only recorded.',
        }),
      lazy('roles enforce'),
    )
    .demandCommand(1, 'Name a roles command: grant, revoke, list or enforce.') as unknown as Argv<RuntimeCliOptions>;
}
