// Checks what a plugin module exports and turns its rules into the linter's: codes prefixed, origin recorded.
import * as ruleApi from '../rule-api.js';
import { pluginNamePattern } from '../plugin.js';
import { isRuleCode, type AnyRule, type PluginOrigin } from '../rule.js';

/** A plugin's rules as the linter runs them, and the problems that kept the plugin or some of its rules out. */
export interface PluginRules {
  name?: string;
  rules: AnyRule[];
  problems: string[];
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTemplate(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.format === 'function' &&
    Array.isArray(value.params) &&
    value.params.every((p) => typeof p === 'string')
  );
}

/** Why `rule` is not a rule the linter can run, or undefined. */
function ruleProblem(rule: unknown): string | undefined {
  if (!isObject(rule)) return 'is not an object made with defineRule';
  if (!isRuleCode(rule.code)) return 'has a code that is not SCREAMING_SNAKE_CASE (the plugin/ prefix is added by awm)';
  if (rule.severity !== 'error' && rule.severity !== 'warning') return 'has a severity other than error or warning';
  if (!isText(rule.summary) || !isText(rule.description)) return 'needs a summary and a description';
  if (!isObject(rule.messages) || Object.keys(rule.messages).length === 0) return 'has no messages';
  for (const [id, template] of Object.entries(rule.messages))
    if (!isTemplate(template)) return `has a message "${id}" not made with msg\`...\``;
  if (!Array.isArray(rule.reads) || !rule.reads.every((section) => typeof section === 'string'))
    return 'needs reads: a list of the term sections it reads (empty when it reads none)';
  const example = rule.example;
  if (!isObject(example) || !isText(example.file) || !isText(example.passing) || !isText(example.failing))
    return 'needs an example: the file, and a passing and a failing text';
  if (typeof rule.check !== 'function') return 'has no check function';
  if (rule.url !== undefined && typeof rule.url !== 'string') return 'has a url that is not a string';
  return undefined;
}

/** The linter's copy of a plugin's rule: the code prefixed with the plugin's name, and where it came from. */
function namespaced(rule: AnyRule, origin: PluginOrigin): AnyRule {
  return {
    code: `${origin.name}/${rule.code}`,
    severity: rule.severity,
    summary: rule.summary,
    description: rule.description,
    messages: rule.messages,
    reads: rule.reads,
    example: rule.example,
    check: (context) => rule.check.call(rule, context),
    ...(rule.url === undefined ? {} : { url: rule.url }),
    plugin: origin,
  };
}

/**
 * The plugin a module exports: its default export, or the module itself, with `name` and `rules`. A default export
 * that is a function is given the rule API (agent-work-model/rules) and returns the plugin, so that a plugin file
 * needs no installed package to import it from.
 */
function exportedPlugin(
  module: Record<string, unknown>,
): { ok: true; plugin: Record<string, unknown> } | { ok: false; problem: string } {
  if (typeof module.default !== 'function')
    return { ok: true, plugin: isObject(module.default) ? module.default : module };
  try {
    const made: unknown = module.default(ruleApi);
    if (isObject(made)) return { ok: true, plugin: made };
    return { ok: false, problem: 'its default export, given the rule API, returned no plugin' };
  } catch (error) {
    return {
      ok: false,
      problem: `its default export threw: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * The rules of an imported plugin module, named by the plugin's name. A malformed rule is left out with a
 * problem that names it; a malformed plugin gives no rules.
 */
export function pluginRules(module: Record<string, unknown>, specifier: string, url: string): PluginRules {
  const exported = exportedPlugin(module);
  if (!exported.ok) return { rules: [], problems: [exported.problem] };
  const { plugin } = exported;
  const name = plugin.name;
  if (typeof name !== 'string' || !pluginNamePattern.test(name))
    return {
      rules: [],
      problems: [
        'exports no plugin name: export default definePlugin({ name, rules }), with a name of lower-case ' +
          'words joined by hyphens',
      ],
    };
  if (!Array.isArray(plugin.rules) || plugin.rules.length === 0)
    return { name, rules: [], problems: [`plugin ${name} exports no rules (a list of rules made with defineRule)`] };
  const origin: PluginOrigin = { name, specifier, module: url };
  const rules: AnyRule[] = [];
  const problems: string[] = [];
  const codes = new Set<string>();
  plugin.rules.forEach((rule: unknown, index: number) => {
    const code = isObject(rule) && typeof rule.code === 'string' ? rule.code : undefined;
    const label = code === undefined ? `rules[${index}]` : `${name}/${code}`;
    const problem = ruleProblem(rule) ?? (codes.has(code!) ? 'is defined twice' : undefined);
    if (problem !== undefined) {
      problems.push(`plugin ${name}: rule ${label} ${problem}; it does not run`);
      return;
    }
    codes.add(code!);
    rules.push(namespaced(rule as AnyRule, origin));
  });
  return { name, rules, problems };
}
