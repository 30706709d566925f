// The options of `awm mapping`: what the command module parses and the subcommands read.
import type { GlobalOptions } from '../global-options.js';

export interface MappingCliOptions extends GlobalOptions {
  system?: string;
  format: string;
  outputFile?: string;
  against?: string;
  /** `init`: the new crosswalk's system name, and where its source document comes from. */
  newSystem?: string;
  source?: string;
  /** `init --package <name> --file <path>`: a file inside an installed npm package as the source. */
  package?: string;
  file?: string;
  title?: string;
  origin?: string;
}

/** The mapping subcommands. */
export type MappingSubcommand = 'coverage' | 'export' | 'diff' | 'init';
