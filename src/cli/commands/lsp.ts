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
  handler: async (argv) => {
    const [{ createConnection, ProposedFeatures }, { startServer }, { checkedFrames }, { lintRules }] =
      await Promise.all([
        import('vscode-languageserver/node'),
        import('../../lsp/server.js'),
        import('../../lsp/checked-frames.js'),
        import('../../../lint-rules/index.js'),
      ]);
    const { stdin, stdout, stderr } = cli();
    // A malformed header ends the input: the connection closes (status 1, no shutdown) and stderr says why.
    const input = stdin.pipe(
      checkedFrames((problem) => stderr.write(`awm lsp: the client sent ${problem}; closing the connection\n`)),
    );
    const connection = createConnection(ProposedFeatures.all, input, stdout);
    // Relative to the workspace folder, as a client's initializationOptions.modelDir (which wins when sent): a client
    // that starts the server elsewhere still finds model/ in the folder it opened.
    startServer(connection, lintRules, { modelDir: argv.model });
    // The server runs until the client sends exit; yargs must not end the process first.
    await new Promise<void>((resolve) => connection.onExit(resolve));
  },
};
