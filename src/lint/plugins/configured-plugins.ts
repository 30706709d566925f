// The plugins a configuration lists, as its findings and rules: each resolved, taken from the registry and checked.
import { createDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ModelFile } from '../../model/model-file.js';
import type { AnyRule } from '../rule.js';
import type { PluginRegistry } from './plugin-registry.js';
import { pluginRules } from './plugin-shape.js';

/** The plugins' rules and problems, and whether a code of a plugin's can be checked against its rules. */
export interface PluginSettings {
  rules: AnyRule[];
  problems: Diagnostic[];
  pending: string[];
  /** Plugins with a problem: codes of theirs that are not among their rules may be of the rules that failed. */
  damaged: Set<string>;
  /** Some plugin did not load far enough to tell its name: no plugin code can be said to be unknown. */
  nameless: boolean;
}

/** Resolves and (from `registry`) takes the plugins the configuration lists, in order, each name once. */
export function readPlugins(
  specifiers: readonly string[],
  source: ModelFile,
  registry: PluginRegistry | undefined,
): PluginSettings {
  const settings: PluginSettings = { rules: [], problems: [], pending: [], damaged: new Set(), nameless: false };
  const names = new Map<string, string>();
  for (const [index, specifier] of specifiers.entries()) {
    const problem = (detail: string) =>
      void settings.problems.push(
        createDiagnostic(
          'PLUGIN_INVALID',
          { ...source.fileName, range: source.locate(['plugins', index]) },
          { plugin: specifier, detail },
        ),
      );
    // Until the plugin's name is known, no code can be said not to be one of its rules'.
    const nameless = (detail?: string) => {
      if (detail !== undefined) problem(detail);
      settings.nameless = true;
    };
    const resolved = registry?.resolve(specifier, source.absolutePath);
    if (resolved && 'problem' in resolved) {
      nameless(resolved.problem);
      continue;
    }
    const imported = resolved && registry?.imported(resolved.url);
    if (!resolved || !imported) {
      if (resolved) settings.pending.push(resolved.url);
      nameless(resolved ? undefined : 'was not imported: read the configuration with loadLintConfigWithPlugins');
      continue;
    }
    if (!imported.ok) {
      nameless(imported.problem);
      continue;
    }
    const found = pluginRules(imported.module, specifier, resolved.url);
    for (const detail of found.problems) problem(detail);
    if (found.name === undefined) {
      nameless();
      continue;
    }
    const earlier = names.get(found.name);
    if (earlier !== undefined) {
      problem(`its name "${found.name}" is the name of plugin "${earlier}" already listed; names are unique`);
      continue;
    }
    names.set(found.name, specifier);
    if (found.problems.length > 0) settings.damaged.add(found.name);
    settings.rules.push(...found.rules);
  }
  return settings;
}
