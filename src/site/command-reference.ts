// Every command, positional and option of awm as data, read from the same yargs definitions the CLI runs.

/** One option or positional argument of a command. */
export interface OptionReference {
  /** `--name` for an option, `<name>` or `[name..]` for a positional, as the usage line writes it. */
  name: string;
  positional: boolean;
  aliases: string[];
  type: string | null;
  choices: string[];
  default: string | null;
  required: boolean;
  description: string;
}

/** One command: its usage, what it does, its own options, its examples and its subcommands. */
export interface CommandReference {
  /** The full usage line, from `awm`: `awm runtime apply <commands>`. */
  usage: string;
  /** The command words alone: `awm runtime apply`. */
  name: string;
  description: string;
  options: OptionReference[];
  examples: { command: string; description: string }[];
  subcommands: CommandReference[];
}

/** What the reference reads of a yargs command module: its command, description and builder. */
export interface CommandDefinition {
  command?: string | readonly string[];
  describe?: string | false;
  builder?: unknown;
}
type OptionSpec = {
  type?: string;
  array?: boolean;
  alias?: string | readonly string[];
  choices?: readonly unknown[];
  default?: unknown;
  demandOption?: boolean | string;
  describe?: string;
  description?: string;
  hidden?: boolean;
};

const shown = (value: unknown): string | null =>
  value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : String(value);

function option(name: string, spec: OptionSpec, positional: boolean, usage: string): OptionReference {
  // A positional is written in the usage line as <name>, [name] or [name..]; keep that spelling.
  const written = positional ? (usage.match(new RegExp(`[<[]${name}(?:\\.\\.)?[>\\]]`))?.[0] ?? `<${name}>`) : null;
  return {
    name: written ?? `--${name}`,
    positional,
    aliases: [spec.alias ?? []].flat().map((alias) => (alias.length === 1 ? `-${alias}` : `--${alias}`)),
    type: spec.array ? 'array' : (spec.type ?? (spec.choices ? null : 'string')),
    choices: (spec.choices ?? []).map(String),
    default: shown(spec.default),
    required: Boolean(spec.demandOption) || (positional && written?.startsWith('<') === true),
    description: spec.describe ?? spec.description ?? '',
  };
}

/**
 * Runs a command's builder against a recorder that stands in for yargs: it notes options,
 * positionals, examples and subcommands, and ignores everything else (checks, conflicts, demands).
 */
function describeCommand(usage: string, description: string, builder: unknown): CommandReference {
  const reference: CommandReference = {
    usage,
    name: usage.replace(/\s+[<[].*$/, ''),
    description,
    options: [],
    examples: [],
    subcommands: [],
  };
  const parent = reference.name;
  const recorder: object = new Proxy(
    {},
    {
      get: (_target, method) => {
        if (method === 'option' || method === 'options' || method === 'positional')
          return (name: string | Record<string, OptionSpec>, spec?: OptionSpec) => {
            const specs = typeof name === 'string' ? { [name]: spec ?? {} } : name;
            for (const [key, value] of Object.entries(specs))
              if (!value.hidden) reference.options.push(option(key, value, method === 'positional', usage));
            return recorder;
          };
        if (method === 'example')
          return (command: string, about: string) => {
            reference.examples.push({ command: command.replace(/^\$0/, 'awm'), description: about });
            return recorder;
          };
        if (method === 'command')
          return (command: string | CommandDefinition, about?: string, subBuilder?: unknown): object => {
            const module = typeof command === 'string' ? { command, describe: about, builder: subBuilder } : command;
            reference.subcommands.push(commandReference(module, parent));
            return recorder;
          };
        return () => recorder;
      },
    },
  );
  if (typeof builder === 'function') builder(recorder);
  else if (builder)
    for (const [name, spec] of Object.entries(builder as Record<string, OptionSpec>))
      reference.options.push(option(name, spec, false, usage));
  return reference;
}

/** The reference of one command module, under its parent's words (`awm`, `awm runtime`). */
export function commandReference(module: CommandDefinition, parent = 'awm'): CommandReference {
  const command = [module.command ?? ''].flat()[0]!;
  const description = typeof module.describe === 'string' ? module.describe : '';
  return describeCommand(`${parent} ${command}`, description, module.builder);
}

/** The whole CLI: the global options, then every command in the order `awm --help` lists them. */
export function cliReference(
  commands: readonly CommandDefinition[],
  globalOptions: Record<string, OptionSpec>,
): { options: OptionReference[]; commands: CommandReference[] } {
  return {
    options: Object.entries(globalOptions).map(([name, spec]) => option(name, spec, false, 'awm')),
    commands: commands.map((module) => commandReference(module)),
  };
}
