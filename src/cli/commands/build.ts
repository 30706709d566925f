// `awm build`: compile the model into the output directory, or with --check verify it is current.
import path from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
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
      const { refuseBuild } = await import('../build-report.js');
      cli().exitCode = refuseBuild(`--out ${error.message}`);
      return;
    }
    if (!argv.watch) {
      const { checkModel } = await import('../../lint/check-model.js');
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
        await session.loadPlugins();
        const { compiled, report, configDiagnostics } = session.run();
        const found = report?.diagnostics ?? configDiagnostics;
        cli().exitCode = await buildChecked(compiled.model, found, session.config().config, argv, cwd);
        cli().stderr.write(`awm build --watch: done at ${new Date().toLocaleTimeString()}; watching for changes\n`);
      },
      (line) => cli().stderr.write(`${line}\n`),
    );
  },
};

/**
 * Writes (or with --check compares) the output of a model whose findings are known, and prints how
 * it went. Returns the exit status.
 */
async function buildChecked(
  model: Model | undefined,
  found: readonly Diagnostic[],
  config: LintConfig,
  argv: ArgumentsCamelCase<BuildOptions>,
  cwd: string,
): Promise<number> {
  const [{ buildModel }, { reportBuild, reportBuildFailure }] = await Promise.all([
    import('../../emit/build-model.js'),
    import('../build-report.js'),
  ]);
  const outDir = path.resolve(cwd, argv.out);
  const shown = { command: argv.check ? 'build --check' : 'build', outDir, cwd };
  try {
    const outcome = await buildModel(model, found, { outDir, check: argv.check, force: argv.force, cwd, config });
    return reportBuild(outcome, shown);
  } catch (error) {
    return reportBuildFailure(error);
  }
}
