// Options every awm command accepts.

export interface GlobalOptions {
  /** The model directory. */
  model: string;
}

/** The options of every command, as yargs defines them (and the command reference reads them). */
export const globalOptions = {
  model: {
    type: 'string',
    default: 'model',
    describe: 'The model directory, relative to the working directory.',
    requiresArg: true,
    global: true,
  },
} as const;

/** yargs' own options, with descriptions that read as sentences like the others. */
export const builtInOptions = {
  version: { type: 'boolean', describe: 'Print the version of awm and exit.' },
  help: { type: 'boolean', alias: 'h', describe: 'Print this help and exit.' },
} as const;
