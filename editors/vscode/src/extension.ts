// The VS Code extension: starts `awm lsp --stdio` from the agent-work-model package installed in the workspace.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ExtensionContext, window, workspace } from 'vscode';
import { LanguageClient, type ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

/**
 * The awm CLI: the `awm.serverPath` setting, or the package the workspace installed (so the
 * server matches the model's toolkit version), or undefined when there is none.
 */
function findServer(folder: string): string | undefined {
  const configured = workspace.getConfiguration('awm').get<string>('serverPath');
  if (configured) return path.resolve(folder, configured);
  try {
    const manifest = createRequire(path.join(folder, 'package.json')).resolve('agent-work-model/package.json');
    const cli = path.join(path.dirname(manifest), 'dist', 'src', 'cli', 'main.js');
    return existsSync(cli) ? cli : undefined;
  } catch {
    return undefined;
  }
}

export async function activate(context: ExtensionContext): Promise<void> {
  const folder = workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (!folder) return;
  const cli = findServer(folder);
  const serverOptions: ServerOptions = cli
    ? { module: cli, args: ['lsp', '--stdio'], transport: TransportKind.stdio, options: { cwd: folder } }
    : { command: 'npx', args: ['--no-install', 'awm', 'lsp', '--stdio'], options: { cwd: folder, shell: true } };
  if (!cli)
    void window.showWarningMessage(
      'Agent Work Model: agent-work-model is not installed in this workspace; trying "npx awm lsp --stdio".',
    );
  const settings = workspace.getConfiguration('awm');
  const config = settings.get<string>('config');
  client = new LanguageClient('awm', 'Agent Work Model', serverOptions, {
    documentSelector: [{ scheme: 'file', language: 'yaml' }],
    initializationOptions: { modelDir: settings.get<string>('modelDir') ?? 'model', ...(config ? { config } : {}) },
    synchronize: { fileEvents: workspace.createFileSystemWatcher('**/*.{yaml,yml}') },
  });
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
