// What a lint plugin is: a named set of rules written with defineRule, as a module exports it.
import type { AnyRule, RuleDefinition } from './rule.js';
import type { MessageTemplate } from '../diagnostics/message.js';

/** A plugin's name: lower-case words joined by hyphens; its rules' codes read `name/CODE`. */
export const pluginNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What a plugin module exports, as its default export (or as named exports `name` and `rules`). */
export interface LintPlugin {
  /** The prefix of the plugin's codes (`acme` makes `acme/PURPOSE_REQUIRED`), unique among the configured plugins. */
  name: string;
  /** The plugin's rules, each written with `defineRule` and a code of its own (without the prefix). */
  rules: readonly RuleDefinition<Record<string, MessageTemplate<string>>>[];
}

/** Identity function that checks a plugin's name and that its codes are distinct, and keeps its types. */
export function definePlugin<const P extends LintPlugin>(plugin: P): P {
  if (!pluginNamePattern.test(plugin.name))
    throw new Error(`lint plugin name "${plugin.name}" is not lower-case words joined by hyphens, such as acme-rules`);
  const codes = new Set<string>();
  for (const rule of plugin.rules as readonly AnyRule[]) {
    if (codes.has(rule.code)) throw new Error(`lint plugin ${plugin.name} defines ${rule.code} twice`);
    codes.add(rule.code);
  }
  return plugin;
}
