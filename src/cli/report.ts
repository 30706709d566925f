// Prints a command's diagnostics to stderr and derives the exit status from them.
import { Chalk } from 'chalk';
import { hasErrors, hasFatalErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatCompact, summarise } from '../format/compact.js';
import { ExitCode } from './exit-codes.js';
import { cli, type Output } from './io.js';

/** Colour only when the stream is a terminal (chalk's own detection, per stream). */
export function chalkFor(stream: Output): InstanceType<typeof Chalk> {
  return new Chalk(stream.isTTY ? {} : { level: 0 });
}

/** Writes the diagnostics and a summary to stderr; returns the exit status they imply. */
export function reportDiagnostics(command: string, diagnostics: readonly Diagnostic[]): number {
  if (diagnostics.length > 0) {
    const chalk = chalkFor(cli().stderr);
    cli().stderr.write(`${formatCompact(diagnostics, chalk)}\n`);
    cli().stderr.write(`awm ${command}: ${summarise(diagnostics)}\n`);
  }
  if (hasFatalErrors(diagnostics)) return ExitCode.failure;
  return hasErrors(diagnostics) ? ExitCode.problems : ExitCode.ok;
}
