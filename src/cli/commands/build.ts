// `awm build`: compile the model into the output directory, or with --check verify it is current.
import path from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { ExitCode } from '../exit-codes.js';
import type { GlobalOptions } from '../global-options.js';

interface BuildOptions extends GlobalOptions {
  out: string;
  check: boolean;
}

export const buildCommand: CommandModule<GlobalOptions, BuildOptions> = {
  command: 'build',
  describe: 'Compile the model into generated/: model.json, schemas, types, and docs of the model and its lint rules.',
  builder: (yargs: Argv<GlobalOptions>) =>
    yargs
      .option('out', {
        type: 'string',
        default: 'generated',
        describe: 'The directory to write into.',
        requiresArg: true,
      })
      .option('check', {
        type: 'boolean',
        default: false,
        describe: 'Write nothing; exit 1 naming each stale, missing or unexpected file.',
      }),
  handler: async (argv: ArgumentsCamelCase<BuildOptions>) => {
    const { resolveModel } = await import('../../model-input.js');
    const { checkEmittable, emitModel } = await import('../../emit/emit-model.js');
    const { compareOutputs, writeOutputs } = await import('../../emit/output-directory.js');
    const { displayPath } = await import('../../load/display-path.js');
    const { compareDiagnostics, hasErrors } = await import('../../diagnostics/diagnostic.js');
    const { reportDiagnostics } = await import('../report.js');

    const result = (await resolveModel(argv.model, { accept: 'directory' })).value;
    if (result.model && !hasErrors(result.diagnostics))
      result.diagnostics = [...result.diagnostics, ...checkEmittable(result.model)].sort(compareDiagnostics);
    const status = reportDiagnostics(argv.check ? 'build --check' : 'build', result.diagnostics);
    if (status !== ExitCode.ok || !result.model) {
      process.exitCode = status === ExitCode.ok ? ExitCode.problems : status;
      process.stderr.write(`awm build: nothing written to ${displayPath(path.resolve(argv.out))}/\n`);
      return;
    }
    const files = await emitModel(result.model);
    const outDir = path.resolve(argv.out);
    const shown = (file: string) => displayPath(path.join(outDir, file));

    if (argv.check) {
      const stale = (await compareOutputs(outDir, files)).filter((state) => state.status !== 'unchanged');
      if (stale.length === 0) {
        process.stdout.write(`${displayPath(outDir)}/ is up to date (${files.length + 1} files)\n`);
        return;
      }
      const reason = {
        changed: 'is stale',
        missing: 'is missing',
        unexpected: 'is not produced by the build',
      } as const;
      for (const state of stale)
        process.stderr.write(`${shown(state.path)} ${reason[state.status as keyof typeof reason]}\n`);
      process.stderr.write(
        `awm build --check: ${stale.length} file${stale.length === 1 ? '' : 's'} out of date; run "awm build" to update\n`,
      );
      process.exitCode = ExitCode.problems;
      return;
    }

    const summary = await writeOutputs(outDir, files);
    for (const file of summary.written) process.stdout.write(`wrote ${shown(file)}\n`);
    for (const file of summary.removed) process.stdout.write(`removed ${shown(file)}\n`);
    process.stdout.write(
      `awm build: ${summary.written.length} written, ${summary.unchanged.length} unchanged, ${summary.removed.length} removed\n`,
    );
  },
};
