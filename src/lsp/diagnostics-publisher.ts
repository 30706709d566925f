// Publishes a lint's findings file by file, only for files whose findings changed, and keeps them for code actions.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SessionResult } from '../lint/lint-session.js';
import { toLspDiagnostic, toUri } from './convert.js';
import type { ServerHost } from './server-host.js';

export class DiagnosticsPublisher {
  /** The diagnostics last published, by file, as JSON: files are republished only when theirs change. */
  readonly #published = new Map<string, string>();
  /** The findings last published, by file. */
  #findings = new Map<string, Diagnostic[]>();

  constructor(
    private readonly host: ServerHost,
    /** The documentation page of a lint code, for the client to link to. */
    private readonly helpUriOf: (code: string) => string | undefined,
  ) {}

  /** The findings last published for a file (absolute path). */
  findingsOf(file: string): readonly Diagnostic[] {
    return this.#findings.get(file) ?? [];
  }

  publish(result: SessionResult, modelDir: string): void {
    const byFile = new Map<string, Diagnostic[]>();
    const all = [...(result.report?.diagnostics ?? result.compiled.diagnostics), ...result.configDiagnostics];
    for (const diagnostic of all) {
      // Findings about the model directory as a whole are shown on model.yaml.
      const file = diagnostic.absolutePath === modelDir ? path.join(modelDir, 'model.yaml') : diagnostic.absolutePath;
      byFile.set(file, [...(byFile.get(file) ?? []), diagnostic]);
    }
    this.#findings = byFile;
    for (const [file, diagnostics] of byFile) {
      const lsp = diagnostics.map((d) => toLspDiagnostic(d, this.helpUriOf(d.code)));
      const json = JSON.stringify(lsp);
      if (this.#published.get(file) === json) continue;
      this.#published.set(file, json);
      this.host.sendDiagnostics({ uri: toUri(file), diagnostics: lsp });
    }
    for (const file of [...this.#published.keys()]) {
      if (byFile.has(file)) continue;
      this.#published.delete(file);
      this.host.sendDiagnostics({ uri: toUri(file), diagnostics: [] });
    }
  }
}
