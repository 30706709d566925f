// `awm lsp --stdio`: the language server for model files, talking LSP over standard input and output.
import type { Argv, CommandModule } from 'yargs';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

interface LspOptions extends GlobalOptions {
  stdio: boolean;
}

export const lspCommand: CommandModule<GlobalOptions, LspOptions> = {
  command: 'lsp',
  describe: 'Run the language server for model files (diagnostics, navigation, completion, rename, quick fixes).',
  builder: (yargs: Argv<GlobalOptions>) =>
    yargs.option('stdio', {
      type: 'boolean',
      default: true,
      describe: 'Talk LSP over standard input and output (the only transport).',
    }) as unknown as Argv<LspOptions>,
  handler: async () => {
    const [{ createConnection, ProposedFeatures }, { startServer }, { lintRules }] = await Promise.all([
      import('vscode-languageserver/node'),
      import('../../lsp/server.js'),
      import('../../../lint-rules/index.js'),
    ]);
    const connection = createConnection(ProposedFeatures.all, cli().stdin, cli().stdout);
    startServer(connection, lintRules);
    // The server runs until the client sends exit; yargs must not end the process first.
    await new Promise<void>((resolve) => connection.onExit(resolve));
  },
};
