// Finds and imports the plugin modules a configuration names, each once: a relative path or an installed package.
import { existsSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A module as imported, or why it could not be. */
export type PluginImport = { ok: true; module: Record<string, unknown> } | { ok: false; problem: string };

/** Whether a `plugins:` entry names a file (relative to the configuration, or absolute) rather than a package. */
const namesFile = (specifier: string) => /^\.\.?(\/|\\|$)/.test(specifier) || path.isAbsolute(specifier);

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * The plugins imported so far, by URL. Node keeps an imported module for the life of the process, so a plugin
 * edited while an editor's server runs is seen after the server restarts.
 */
export class PluginRegistry {
  readonly #imports = new Map<string, PluginImport>();

  /**
   * The URL of the module `specifier` names, resolved as Node resolves an import from the configuration file: a
   * path from its folder, or a package from the node_modules folders above it. Nothing is imported yet.
   */
  resolve(specifier: string, configFile: string): { url: string } | { problem: string } {
    if (namesFile(specifier)) {
      const file = path.resolve(path.dirname(configFile), specifier);
      if (!existsSync(file)) return { problem: `no such file: ${file}` };
      return { url: pathToFileURL(file).href };
    }
    if (isBuiltin(specifier)) return { problem: `"${specifier}" is a Node module, not a file or a package` };
    try {
      return { url: pathToFileURL(createRequire(configFile).resolve(specifier)).href };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'MODULE_NOT_FOUND')
        return {
          problem:
            `cannot find package "${specifier}" from ${path.dirname(configFile)}; install it there ` +
            `(npm install --save-dev ${specifier}), or write a path that starts with ./`,
        };
      return { problem: `cannot resolve "${specifier}": ${reason(error)}` };
    }
  }

  /** The module at `url` if it was imported (or failed to be). */
  imported(url: string): PluginImport | undefined {
    return this.#imports.get(url);
  }

  /** Imports each of `urls` not imported yet; a module that throws or does not parse is recorded as a problem. */
  async load(urls: readonly string[]): Promise<void> {
    await Promise.all(
      urls
        .filter((url) => !this.#imports.has(url))
        .map(async (url) => {
          try {
            this.#imports.set(url, { ok: true, module: (await import(url)) as Record<string, unknown> });
          } catch (error) {
            this.#imports.set(url, { ok: false, problem: `importing it failed: ${reason(error)}` });
          }
        }),
    );
  }
}
