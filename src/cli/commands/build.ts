// `awm build`: compile the model into the output directory, or with --check verify it is current.
import path from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { ExitCode } from '../exit-codes.js';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Model } from '../../model/model.js';
import type { LintConfig } from '../../lint/config.js';

interface BuildOptions extends GlobalOptions {
  out: string;
  check: boolean;
  config?: string;
  watch: boolean;
  force: boolean;
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
      })
      .option('config', {
        alias: 'c',
        type: 'string',
        requiresArg: true,
        describe: 'The lint configuration file; by default awm.config.yaml in the working directory, when present.',
      })
      .option('force', {
        type: 'boolean',
        default: false,
        describe: 'Write into a folder awm did not make, replacing files it did not write.',
      })
      .option('watch', {
        alias: 'w',
        type: 'boolean',
        default: false,
        describe: 'Build again after every change to the model or its configuration, until Ctrl-C.',
      })
      .check((argv) => {
        if (argv.watch && argv.check) throw new Error('--watch and --check cannot be combined');
        return true;
      }),
  handler: async (argv: ArgumentsCamelCase<BuildOptions>) => {
    const cwd = cli().cwd;
    const { checkOutputDirectory, OutputDirectoryError } = await import('../../emit/output-directory.js');
    try {
      checkOutputDirectory(argv.out, path.resolve(cwd, argv.model), cwd);
    } catch (error) {
      if (!(error instanceof OutputDirectoryError)) throw error;
      cli().exitCode = refuse(`--out ${error.message}`);
      return;
    }
    if (!argv.watch) {
      const { checkModel } = await import('../check-model.js');
      const { input, config, diagnostics } = await checkModel(argv.model, cwd, argv.config);
      cli().exitCode = await buildChecked(input.model, diagnostics, config, argv, cwd);
      return;
    }
    const [{ LintSession }, { watchModel }, { lintRules }] = await Promise.all([
      import('../../lint/lint-session.js'),
      import('../watch.js'),
      import('../../../lint-rules/index.js'),
    ]);
    const session = new LintSession({
      rules: lintRules,
      modelDir: argv.model,
      cwd,
      ...(argv.config === undefined ? {} : { configFile: path.resolve(cwd, argv.config) }),
    });
    await watchModel(
      session,
      async () => {
        const { compiled, report, configDiagnostics } = session.run();
        const found = report?.diagnostics ?? configDiagnostics;
        cli().exitCode = await buildChecked(compiled.model, found, session.config().config, argv, cwd);
        cli().stderr.write(`awm build --watch: done at ${new Date().toLocaleTimeString()}; watching for changes\n`);
      },
      (line) => cli().stderr.write(`${line}\n`),
    );
  },
};

/** Says why nothing was written, for a reason that is not the model's; returns the exit status. */
function refuse(message: string): number {
  cli().stderr.write(`awm build: ${message}\nawm build: nothing written\n`);
  return ExitCode.failure;
}

/**
 * Writes (or with --check compares) the output of a model whose findings are known: nothing when
 * any of them is an error. Returns the exit status.
 */
async function buildChecked(
  model: Model | undefined,
  found: readonly Diagnostic[],
  config: LintConfig,
  argv: ArgumentsCamelCase<BuildOptions>,
  cwd: string,
): Promise<number> {
  const { checkEmittable, emitModel } = await import('../../emit/emit-model.js');
  const { compareOutputs, OutputDirectoryError, writeOutputs } = await import('../../emit/output-directory.js');
  const { describeIoError } = await import('../io-errors.js');
  const { displayPath } = await import('../../load/display-path.js');
  const { compareDiagnostics } = await import('../../diagnostics/diagnostic.js');
  const { reportDiagnostics } = await import('../report.js');

  const outDir = path.resolve(cwd, argv.out);
  const shown = (file: string) => displayPath(path.join(outDir, file), cwd);
  const { readPackageLicense } = await import('../package-license.js');
  const license = readPackageLicense(cwd);
  const diagnostics = [...found, ...license.diagnostics, ...(model ? checkEmittable(model) : [])].sort(
    compareDiagnostics,
  );
  const command = argv.check ? 'build --check' : 'build';
  const status = reportDiagnostics(command, diagnostics);
  if (status !== ExitCode.ok || !model) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    cli().stderr.write(
      `awm ${command}: nothing written to ${displayPath(outDir, cwd)}/ ` +
        `(the model has ${errors} error${errors === 1 ? '' : 's'})\n`,
    );
    return status === ExitCode.ok ? ExitCode.problems : status;
  }
  const files = await emitModel(model, {
    package: {
      ...(config.packageName === undefined ? {} : { name: config.packageName }),
      ...(license.text === undefined ? {} : { license: license.text }),
    },
  });

  if (argv.check) {
    let states: Awaited<ReturnType<typeof compareOutputs>>;
    try {
      states = await compareOutputs(outDir, files);
    } catch (error) {
      if (error instanceof OutputDirectoryError) return refuse(error.message);
      throw error;
    }
    const stale = states.filter((state) => state.status !== 'unchanged');
    if (stale.length === 0) {
      cli().stdout.write(`${displayPath(outDir, cwd)}/ is up to date (${files.length + 1} files)\n`);
      return ExitCode.ok;
    }
    const reason = {
      changed: 'is stale',
      missing: 'is missing',
      unexpected: 'is not produced by the build',
    } as const;
    for (const state of stale)
      cli().stderr.write(`${shown(state.path)} ${reason[state.status as keyof typeof reason]}\n`);
    cli().stderr.write(
      `awm build --check: ${stale.length} file${stale.length === 1 ? '' : 's'} out of date; run "awm build" to ` +
        `update\n`,
    );
    return ExitCode.problems;
  }

  let summary: Awaited<ReturnType<typeof writeOutputs>>;
  try {
    summary = await writeOutputs(outDir, files, { force: argv.force });
  } catch (error) {
    const problem = error instanceof OutputDirectoryError ? error.message : describeIoError(error);
    if (problem === undefined) throw error;
    return refuse(problem);
  }
  for (const file of summary.written) cli().stdout.write(`wrote ${shown(file)}\n`);
  for (const file of summary.removed) cli().stdout.write(`removed ${shown(file)}\n`);
  cli().stdout.write(
    `awm build: ${summary.written.length} written, ${summary.unchanged.length} unchanged, ` +
      `${summary.removed.length} removed\n`,
  );
  return ExitCode.ok;
}
