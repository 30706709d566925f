// Every awm command, in the order `awm --help` lists them.
import type { CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';
import { buildCommand } from './build.js';
import { conformanceCommand } from './conformance.js';
import { diffCommand } from './diff.js';
import { docsCommand } from './docs.js';
import { lintCommand } from './lint.js';
import { lspCommand } from './lsp.js';
import { mappingCommand } from './mapping.js';
import { runtimeCommand } from './runtime.js';
import { validateCommand } from './validate.js';

// Each command narrows the global options to its own; yargs checks them at run time.
export const commands = [
  buildCommand,
  conformanceCommand,
  diffCommand,
  docsCommand(() => commands),
  lintCommand,
  lspCommand,
  mappingCommand,
  runtimeCommand,
  validateCommand,
] as unknown as CommandModule<GlobalOptions, GlobalOptions>[];
