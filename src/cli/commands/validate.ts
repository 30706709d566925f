// `awm validate`: load, validate and link the model, writing nothing.
import type { ArgumentsCamelCase, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';

export const validateCommand: CommandModule<GlobalOptions, GlobalOptions> = {
  command: 'validate',
  describe: 'Load, validate and link the model without writing anything.',
  handler: async (argv: ArgumentsCamelCase<GlobalOptions>) => {
    const { resolveModel } = await import('../../model-input.js');
    const { reportDiagnostics } = await import('../report.js');
    const result = (await resolveModel(argv.model, { accept: 'directory' })).value;
    process.exitCode = reportDiagnostics('validate', result.diagnostics);
    if (process.exitCode === 0 && result.model) {
      const model = result.model;
      process.stdout.write(
        `${model.metadata.name} ${model.metadata.version}: ${model.terms.size} terms, ${model.roles.size} authority roles, ` +
          `${model.rules.size} rules, ${model.mappings.size} mappings; valid\n`,
      );
    }
  },
};
