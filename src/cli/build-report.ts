// How `awm build` ended, printed: the findings, then what was written, what is stale, or why nothing was written.
import path from 'node:path';
import { displayPath } from '../load/display-path.js';
import type { BuildOutcome } from '../emit/build-model.js';
import { ExitCode } from './exit-codes.js';
import { describeIoError } from './io-errors.js';
import { cli } from './io.js';
import { reportDiagnostics } from './report.js';

export interface BuildShown {
  /** `build` or `build --check`, as messages name the command. */
  command: string;
  outDir: string;
  cwd: string;
}

const reasons = { changed: 'is stale', missing: 'is missing', unexpected: 'is not produced by the build' } as const;

/** Says why nothing was written, for a reason that is not the model's; returns the exit status. */
export function refuseBuild(message: string): number {
  cli().stderr.write(`awm build: ${message}\nawm build: nothing written\n`);
  return ExitCode.failure;
}

/** A file system error of the build as a refusal; anything else is awm's own and is thrown on. */
export function reportBuildFailure(error: unknown): number {
  const problem = describeIoError(error);
  if (problem === undefined) throw error;
  return refuseBuild(problem);
}

/** Prints the outcome of a build and returns its exit status. */
export function reportBuild(outcome: BuildOutcome, { command, outDir, cwd }: BuildShown): number {
  const status = reportDiagnostics(command, outcome.diagnostics);
  const out = (line: string) => cli().stdout.write(`${line}\n`);
  const shown = (file: string) => displayPath(path.join(outDir, file), cwd);
  switch (outcome.status) {
    case 'not-built': {
      const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
      cli().stderr.write(
        `awm ${command}: nothing written to ${displayPath(outDir, cwd)}/ ` +
          `(the model has ${errors} error${errors === 1 ? '' : 's'})\n`,
      );
      return status === ExitCode.ok ? ExitCode.problems : status;
    }
    case 'refused':
      return refuseBuild(outcome.problem);
    case 'checked': {
      const { stale } = outcome;
      if (stale.length === 0) {
        out(`${displayPath(outDir, cwd)}/ is up to date (${outcome.files} files)`);
        return ExitCode.ok;
      }
      for (const state of stale)
        cli().stderr.write(`${shown(state.path)} ${reasons[state.status as keyof typeof reasons]}\n`);
      cli().stderr.write(
        `awm build --check: ${stale.length} file${stale.length === 1 ? '' : 's'} out of date; run "awm build" to ` +
          'update\n',
      );
      return ExitCode.problems;
    }
    case 'written': {
      const { summary } = outcome;
      for (const file of summary.written) out(`wrote ${shown(file)}`);
      for (const file of summary.removed) out(`removed ${shown(file)}`);
      out(
        `awm build: ${summary.written.length} written, ${summary.unchanged.length} unchanged, ` +
          `${summary.removed.length} removed`,
      );
      return ExitCode.ok;
    }
  }
}
