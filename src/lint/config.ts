// Loads awm.config.yaml: plugins, severities (everywhere and by path) and reasoned suppressions, against its schema.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Severity } from '../diagnostics/catalog.js';
import { createDiagnostic, wholeFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import { displayPath } from '../load/display-path.js';
import { parseYaml } from '../load/parse-yaml.js';
import { readModelText, type ReadResult } from '../load/read-text.js';
import { ModelFile, type ModelPath } from '../model/model-file.js';
import { schemaDiagnostics } from '../validate/ajv-diagnostics.js';
import { validatorFor } from '../validate/schema-registry.js';
import { readBaseline, type Baseline } from './baseline.js';
import { noPathRules, type ConfiguredSeverity, type PathRules } from './path-rules.js';
import { readPlugins } from './plugins/configured-plugins.js';
import { PluginRegistry } from './plugins/plugin-registry.js';
import type { AnyRule } from './rule.js';

export const defaultConfigFile = 'awm.config.yaml';

export interface ConfigSuppression {
  code: string;
  /** Absolute path of the model file it is limited to. */
  file?: string;
  term?: string;
  reason: string;
  source: ModelFile;
  path: ModelPath;
}

/** Everything that decides what `lint` reports besides the model: rules, severities, suppressions, a baseline. */
export interface LintConfig {
  /** The built-in rules, then each plugin's, in the order `plugins` lists them. */
  rules: readonly AnyRule[];
  /** Severity per code from the configuration; `off` disables a rule. */
  severities: ReadonlyMap<string, Severity | 'off'>;
  suppressions: readonly ConfigSuppression[];
  /** Findings accepted as they are (awm lint --baseline). */
  baseline?: Baseline;
  /** The directory that relative paths (baseline entries, suppressed files) are relative to. */
  cwd: string;
  /** The configuration file that was read (absolute path), if any. */
  file?: string;
  /** The model package's npm name (`package.name`), for awm build; not a lint setting. */
  packageName?: string;
  /** `ignores` and `overrides`: findings dropped, and severities set, by file. */
  pathRules: PathRules;
  /** PLUGIN_INVALID findings: plugins (or rules of theirs) that do not run; lint reports them with its findings. */
  pluginProblems: readonly Diagnostic[];
  /** How long one plugin rule may run on one lint, in milliseconds (`plugin_time_budget_ms`). */
  timeBudgetMs?: number;
}

interface ConfigDocument {
  plugins?: string[];
  rules?: Record<string, ConfiguredSeverity>;
  ignores?: string[];
  overrides?: { files: string[]; ignores?: string[]; rules: Record<string, ConfiguredSeverity> }[];
  suppressions?: { code: string; file?: string; term?: string; reason: string }[];
  plugin_time_budget_ms?: number;
  package?: { name?: string };
}

export interface LintConfigOptions {
  rules: readonly AnyRule[];
  /** Where relative paths are resolved and the default configuration file is looked for. */
  cwd: string;
  /** The configuration file; by default `awm.config.yaml` in `cwd`, when it exists. */
  configFile?: string;
  /** A baseline written by `awm lint --baseline-write`. */
  baselineFile?: string;
  /** The configuration's text, when it is not to be read from disk (an editor's unsaved buffer). */
  configText?: string;
  /**
   * The plugin modules imported so far. Reading the configuration imports nothing: a plugin it names that is not
   * imported yet is listed in `pendingPlugins`, for loadLintConfigWithPlugins to import.
   */
  plugins?: PluginRegistry;
}

/** The codes awm.config.yaml may set a severity for: the rules' and UNUSED_SUPPRESSION. */
export function configurableCodes(rules: readonly AnyRule[]): Set<string> {
  return new Set([...rules.map((rule) => rule.code), unusedSuppressionCode]);
}

export const unusedSuppressionCode = 'UNUSED_SUPPRESSION';

/** Turns any problem with the configuration into CONFIG_INVALID: the command cannot run as asked (exit 2). */
function asConfigProblem(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, code: 'CONFIG_INVALID', severity: 'error' };
}

/**
 * Reads the configuration (and the baseline, when one is named). Problems with either are
 * CONFIG_INVALID diagnostics; the configuration returned is then the defaults.
 */
export function loadLintConfig(options: LintConfigOptions): LoadedConfig {
  const settings = readConfigFile(options);
  const config: LintConfig = {
    rules: [...options.rules, ...settings.pluginRules],
    severities: settings.severities,
    suppressions: settings.suppressions,
    cwd: options.cwd,
    pathRules: settings.pathRules,
    pluginProblems: settings.pluginProblems,
    ...(settings.timeBudgetMs === undefined ? {} : { timeBudgetMs: settings.timeBudgetMs }),
    ...(settings.file === undefined ? {} : { file: settings.file }),
    ...(settings.packageName === undefined ? {} : { packageName: settings.packageName }),
  };
  const diagnostics = [...settings.diagnostics];
  if (options.baselineFile !== undefined) {
    const read = readBaseline(path.resolve(options.cwd, options.baselineFile), options.cwd);
    diagnostics.push(...read.diagnostics);
    if (read.baseline) config.baseline = read.baseline;
  }
  return { config, diagnostics, pendingPlugins: settings.pendingPlugins };
}

/** A configuration as read: CONFIG_INVALID findings stop a lint; pending plugins are imported before it runs. */
export interface LoadedConfig {
  config: LintConfig;
  diagnostics: Diagnostic[];
  /** URLs of plugin modules the configuration names that `plugins` has not imported yet. */
  pendingPlugins: string[];
}

/** Reads the configuration and imports the plugins it names (into `options.plugins`, or a registry of its own). */
export async function loadLintConfigWithPlugins(options: LintConfigOptions): Promise<LoadedConfig> {
  const plugins = options.plugins ?? new PluginRegistry();
  const first = loadLintConfig({ ...options, plugins });
  if (first.pendingPlugins.length === 0) return first;
  await plugins.load(first.pendingPlugins);
  return loadLintConfig({ ...options, plugins });
}

interface ConfigFileSettings {
  severities: Map<string, ConfiguredSeverity>;
  suppressions: ConfigSuppression[];
  file?: string;
  packageName?: string;
  diagnostics: Diagnostic[];
  pluginRules: AnyRule[];
  pluginProblems: Diagnostic[];
  pendingPlugins: string[];
  pathRules: PathRules;
  timeBudgetMs?: number;
}

function readConfigFile(options: LintConfigOptions): ConfigFileSettings {
  const settings: ConfigFileSettings = {
    severities: new Map(),
    suppressions: [],
    diagnostics: [],
    pluginRules: [],
    pluginProblems: [],
    pendingPlugins: [],
    pathRules: noPathRules(options.cwd),
  };
  const absolute = path.resolve(options.cwd, options.configFile ?? defaultConfigFile);
  const shown = displayPath(absolute, options.cwd);
  const fail = (diagnostics: Diagnostic[]) => ({ ...settings, diagnostics });
  if (options.configText === undefined && !existsSync(absolute)) {
    if (options.configFile === undefined) return settings;
    return fail([
      createDiagnostic(
        'CONFIG_INVALID',
        { file: shown, absolutePath: absolute, range: wholeFile },
        { detail: `configuration file ${shown} does not exist` },
      ),
    ]);
  }
  settings.file = absolute;
  const read: ReadResult =
    options.configText === undefined ? readModelText(absolute, shown) : { ok: true, text: options.configText };
  if (!read.ok) return fail([asConfigProblem(read.diagnostic)]);
  const source = new ModelFile(absolute, shown, read.text);
  const parsed = parseYaml(source, 'lint configuration (rules, suppressions)');
  if (parsed.data === undefined) return fail(parsed.diagnostics.map(asConfigProblem));
  const validate = validatorFor('lint-config');
  if (!validate(parsed.data))
    return fail(schemaDiagnostics(validate.errors ?? [], source, parsed.data).map(asConfigProblem));

  const document = parsed.data as ConfigDocument;
  if (document.package?.name !== undefined) settings.packageName = document.package.name;
  if (document.plugin_time_budget_ms !== undefined) settings.timeBudgetMs = document.plugin_time_budget_ms;
  const plugins = readPlugins(document.plugins ?? [], source, options.plugins);
  settings.pluginRules = plugins.rules;
  settings.pluginProblems = plugins.problems;
  settings.pendingPlugins = plugins.pending;
  const rules = [...options.rules, ...plugins.rules];
  // A code of a plugin that did not load (or lost rules) cannot be checked: its PLUGIN_INVALID says why.
  const unchecked = (code: string) =>
    code.includes('/') && (plugins.nameless || plugins.damaged.has(code.slice(0, code.indexOf('/'))));
  const lintCodes = new Set(rules.map((rule) => rule.code));
  const configurable = configurableCodes(rules);
  const diagnostics = settings.diagnostics;
  const problem = (at: ModelPath, detail: string, atKey = false) =>
    diagnostics.push(
      createDiagnostic(
        'CONFIG_INVALID',
        { ...source.fileName, range: atKey ? source.locateKey(at) : source.locate(at) },
        { detail },
      ),
    );

  const knownCode = (code: string, at: ModelPath) => {
    if (configurable.has(code) || unchecked(code)) return true;
    problem(at, `"${code}" is not a lint code${didYouMean(code, configurable)}`, true);
    return false;
  };
  for (const [code, severity] of Object.entries(document.rules ?? {}))
    if (knownCode(code, ['rules', code])) settings.severities.set(code, severity);
  const base = path.dirname(absolute);
  settings.pathRules = {
    base,
    ignores: document.ignores ?? [],
    overrides: (document.overrides ?? []).map((entry, index) => ({
      files: entry.files,
      ignores: entry.ignores ?? [],
      rules: new Map(
        Object.entries(entry.rules).filter(([code]) => knownCode(code, ['overrides', index, 'rules', code])),
      ),
    })),
  };
  (document.suppressions ?? []).forEach((entry, index) => {
    const at: ModelPath = ['suppressions', index];
    if (!lintCodes.has(entry.code) && !unchecked(entry.code)) {
      problem(
        [...at, 'code'],
        `"${entry.code}" is not a lint code that can be suppressed${didYouMean(entry.code, lintCodes)}`,
      );
      return;
    }
    if (entry.file === undefined && entry.term === undefined) {
      problem(
        at,
        'a suppression names the file or the term it applies to (or both); to silence a code everywhere, set it to ' +
          'off under rules',
      );
      return;
    }
    settings.suppressions.push({
      code: entry.code,
      reason: entry.reason,
      source,
      path: at,
      ...(entry.file === undefined ? {} : { file: path.resolve(path.dirname(absolute), entry.file) }),
      ...(entry.term === undefined ? {} : { term: entry.term }),
    });
  });
  return settings;
}
