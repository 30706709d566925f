// `awm lint [paths..]`: the semantic linter, ESLint-style options and exit statuses.
import path from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { writeTextFile } from '../../write-text-file.js';
import { ExitCode } from '../exit-codes.js';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';
import type { LintOutcome, LintRunOptions } from '../../lint/lint-run.js';

/** The run's own options as the library takes them, and what only the command line has. */
interface LintOptions
  extends
    GlobalOptions,
    Pick<LintRunOptions, 'quiet' | 'maxWarnings' | 'failOn' | 'config' | 'baseline' | 'baselineWrite'> {
  paths: string[];
  format: 'stylish' | 'json' | 'sarif' | 'github' | 'junit';
  outputFile?: string;
  watch: boolean;
}

export const lintCommand: CommandModule<GlobalOptions, LintOptions> = {
  command: 'lint [paths..]',
  describe: 'Lint the model; report the findings in the given files or folders (all when none).',
  builder: (yargs: Argv<GlobalOptions>) =>
    yargs
      .positional('paths', {
        type: 'string',
        array: true,
        default: [],
        describe: 'Files or folders to report on; the whole model is always loaded.',
      })
      .option('format', {
        alias: 'f',
        choices: ['stylish', 'json', 'sarif', 'github', 'junit'] as const,
        default: 'stylish' as const,
        describe:
          'How to print the findings: for people, as JSON, as SARIF 2.1.0, as GitHub annotations, or as JUnit XML.',
      })
      .option('output-file', {
        alias: 'o',
        type: 'string',
        requiresArg: true,
        describe: 'Write the report to this file instead of stdout.',
      })
      .option('quiet', {
        type: 'boolean',
        default: false,
        describe: 'Report errors only; warnings still count for --max-warnings and --fail-on.',
      })
      .option('max-warnings', {
        type: 'number',
        requiresArg: true,
        describe: 'Exit 1 when there are more warnings than this.',
      })
      .option('fail-on', {
        choices: ['error', 'warning'] as const,
        default: 'error' as const,
        describe: 'The lowest severity that makes the exit status 1.',
      })
      .option('config', {
        alias: 'c',
        type: 'string',
        requiresArg: true,
        describe: 'The configuration file; by default awm.config.yaml in the working directory, when present.',
      })
      .option('baseline', {
        type: 'string',
        requiresArg: true,
        describe: 'Report only the findings that this baseline file does not hold.',
      })
      .option('baseline-write', {
        type: 'string',
        requiresArg: true,
        describe: "Record today's findings in this baseline file and exit 0.",
      })
      .option('watch', {
        alias: 'w',
        type: 'boolean',
        default: false,
        describe: 'Lint again after every change to the model or its configuration, until Ctrl-C.',
      })
      .conflicts('baseline', 'baseline-write')
      .check((argv) => {
        const limit = argv['max-warnings'];
        if (limit !== undefined && (!Number.isInteger(limit) || limit < 0))
          throw new Error('--max-warnings takes a whole number, 0 or more');
        if (argv.watch && argv['baseline-write'] !== undefined)
          throw new Error('--watch and --baseline-write cannot be combined');
        return true;
      }) as unknown as Argv<LintOptions>,
  handler: async (argv: ArgumentsCamelCase<LintOptions>) => {
    const [{ runLint, runLintInSession }, { formatLintReport }, { lintRules }] = await Promise.all([
      import('../../lint/lint-run.js'),
      import('../lint-report.js'),
      import('../../../lint-rules/index.js'),
    ]);
    const cwd = cli().cwd;
    const toFile = argv.outputFile !== undefined;
    const options = {
      rules: lintRules,
      modelDir: argv.model,
      paths: argv.paths,
      quiet: argv.quiet,
      failOn: argv.failOn,
      cwd,
      ...(argv.maxWarnings === undefined ? {} : { maxWarnings: argv.maxWarnings }),
      ...(argv.config === undefined ? {} : { config: path.resolve(cwd, argv.config) }),
      ...(argv.baseline === undefined ? {} : { baseline: path.resolve(cwd, argv.baseline) }),
      ...(argv.baselineWrite === undefined ? {} : { baselineWrite: argv.baselineWrite }),
    };
    const reportOptions = { format: argv.format, cwd, color: !toFile && Boolean(cli().stdout.isTTY) };
    const output = (outcome: LintOutcome): void => {
      // SARIF describes every rule that could have run, the plugins' among them.
      const report = formatLintReport(outcome, { ...reportOptions, rules: outcome.rules ?? lintRules });
      if (toFile) {
        try {
          writeTextFile(path.resolve(cwd, argv.outputFile!), report, argv.outputFile);
        } catch (error) {
          cli().stderr.write(`awm lint: ${(error as Error).message}\n`);
          cli().exitCode = ExitCode.failure;
          return;
        }
      } else if (report !== '') {
        cli().stdout.write(report.endsWith('\n') ? report : `${report}\n`);
      }
      for (const note of outcome.notes) cli().stderr.write(`awm lint: ${note}\n`);
      cli().exitCode = outcome.exitCode;
    };
    if (!argv.watch) return output(await runLint(options));

    const [{ LintSession }, { watchModel }] = await Promise.all([
      import('../../lint/lint-session.js'),
      import('../watch.js'),
    ]);
    const session = new LintSession({
      rules: lintRules,
      modelDir: argv.model,
      cwd,
      ...(argv.config === undefined ? {} : { configFile: path.resolve(cwd, argv.config) }),
      ...(argv.baseline === undefined ? {} : { baselineFile: path.resolve(cwd, argv.baseline) }),
    });
    await watchModel(
      session,
      async () => {
        const result = await runLintInSession(session, options);
        output(result);
        const verdict = result.exitCode === 0 ? 'clean' : result.exitCode === 1 ? 'problems' : 'cannot lint';
        cli().stderr.write(
          `awm lint --watch: ${verdict} at ${new Date().toLocaleTimeString()}; watching for changes\n`,
        );
      },
      (line) => cli().stderr.write(`${line}\n`),
    );
  },
};
