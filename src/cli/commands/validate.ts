// `awm validate`: load, validate, link and lint the model, writing nothing.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

interface ValidateOptions extends GlobalOptions {
  config?: string;
}

export const validateCommand: CommandModule<GlobalOptions, ValidateOptions> = {
  command: 'validate',
  describe: 'Load, validate, link and lint the model without writing anything.',
  builder: (yargs: Argv<GlobalOptions>) =>
    yargs.option('config', {
      alias: 'c',
      type: 'string',
      requiresArg: true,
      describe: 'The lint configuration file; by default awm.config.yaml in the working directory, when present.',
    }),
  handler: async (argv: ArgumentsCamelCase<ValidateOptions>) => {
    const { checkModel } = await import('../../lint/check-model.js');
    const { reportDiagnostics } = await import('../report.js');
    const { input, diagnostics } = await checkModel(argv.model, cli().cwd, argv.config);
    cli().exitCode = reportDiagnostics('validate', diagnostics);
    if (cli().exitCode === 0 && input.model) {
      const model = input.model;
      cli().stdout.write(
        `${model.metadata.name} ${model.metadata.version}: ${model.terms.size} terms, ${model.roles.size} authority ` +
          `roles, ` +
          `${model.rules.size} rules, ${model.mappings.size} mappings; valid\n`,
      );
    }
  },
};
