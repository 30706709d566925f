// `awm docs --out <dir>`: build the documentation site from the model, the guides and the code's own catalogues.
import path from 'node:path';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { CommandDefinition } from '../../site/command-reference.js';
import { ExitCode } from '../exit-codes.js';
import { builtInOptions, globalOptions, type GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

interface DocsOptions extends GlobalOptions {
  out: string;
  force: boolean;
}

/**
 * The command, given the whole command list it documents (itself included), which is known
 * only once every command module has loaded.
 */
export function docsCommand(
  allCommands: () => readonly CommandDefinition[],
): CommandModule<GlobalOptions, DocsOptions> {
  return {
    command: 'docs',
    describe: 'Build the documentation site: guides, model and tool reference, explanations, and offline search.',
    builder: (yargs: Argv<GlobalOptions>) =>
      yargs
        .option('out', {
          type: 'string',
          demandOption: true,
          requiresArg: true,
          describe: 'The directory to write the site into; open its index.html in a browser.',
        })
        .option('force', {
          type: 'boolean',
          default: false,
          describe: 'Write into a folder awm did not make, replacing files it did not write.',
        })
        .example('$0 docs --out site', 'Build the site into site/.'),
    handler: async (argv: ArgumentsCamelCase<DocsOptions>) => {
      const started = performance.now();
      const { resolveModel } = await import('../../model-input.js');
      const { reportDiagnostics } = await import('../report.js');
      const { displayPath } = await import('../../load/display-path.js');
      const cwd = cli().cwd;
      const outDir = path.resolve(cwd, argv.out);
      const nothingWritten = (status: number) => {
        cli().exitCode = status;
        cli().stderr.write(`awm docs: nothing written to ${displayPath(outDir, cwd)}/\n`);
      };
      const { checkOutputDirectory, OutputDirectoryError } = await import('../../emit/output-directory.js');
      // Refused before the model is read: the site never goes into the model, nor anywhere a link leads.
      try {
        checkOutputDirectory(argv.out, path.resolve(cwd, argv.model), cwd);
      } catch (error) {
        if (!(error instanceof OutputDirectoryError)) throw error;
        cli().stderr.write(`awm docs: --out ${error.message}\n`);
        return nothingWritten(ExitCode.failure);
      }
      const input = (await resolveModel(argv.model, { cwd, accept: 'directory' })).value;
      const status = reportDiagnostics('docs', input.diagnostics);
      if (status !== ExitCode.ok || !input.model) return nothingWritten(status || ExitCode.problems);

      // The rule reference lists the rules of the plugins awm.config.yaml names, beside the built-in ones.
      const [{ loadLintConfigWithPlugins }, { lintRules }] = await Promise.all([
        import('../../lint/config.js'),
        import('../../../lint-rules/index.js'),
      ]);
      const { config, diagnostics: configProblems } = await loadLintConfigWithPlugins({ rules: lintRules, cwd });
      const configStatus = reportDiagnostics('docs', [...configProblems, ...config.pluginProblems]);
      if (configProblems.length > 0) return nothingWritten(configStatus);

      const { writeSite } = await import('../../site/write-site.js');
      const { cliReference } = await import('../../site/command-reference.js');
      const reference = cliReference(allCommands(), { ...globalOptions, ...builtInOptions });
      let site: Awaited<ReturnType<typeof writeSite>>;
      try {
        site = await writeSite(input.model, reference, { outDir, force: argv.force, rules: config.rules });
      } catch (error) {
        const { describeIoError } = await import('../io-errors.js');
        const problem = describeIoError(error);
        if (problem === undefined) throw error;
        site = { status: 'refused', problem };
      }
      if (site.status === 'refused') {
        cli().stderr.write(`awm docs: ${site.problem}\n`);
        return nothingWritten(ExitCode.failure);
      }
      if (site.status === 'broken-links') {
        for (const problem of site.problems) cli().stderr.write(`${problem}\n`);
        cli().stderr.write(`awm docs: ${site.problems.length} broken link${site.problems.length === 1 ? '' : 's'}\n`);
        return nothingWritten(ExitCode.problems);
      }
      cli().stdout.write(
        `awm docs: ${site.pages} pages, ${site.files} files (${(site.bytes / 1024 / 1024).toFixed(1)} MB) in ` +
          `${displayPath(outDir, cwd)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s; open ` +
          `${displayPath(path.join(outDir, 'index.html'), cwd)}\n`,
      );
    },
  };
}
