// Loads awm.config.yaml: per-code severities and reasoned suppressions, validated against its schema.
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
}

interface ConfigDocument {
  rules?: Record<string, Severity | 'off'>;
  suppressions?: { code: string; file?: string; term?: string; reason: string }[];
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
export function loadLintConfig(options: LintConfigOptions): { config: LintConfig; diagnostics: Diagnostic[] } {
  const settings = readConfigFile(options);
  const config: LintConfig = {
    rules: options.rules,
    severities: settings.severities,
    suppressions: settings.suppressions,
    cwd: options.cwd,
    ...(settings.file === undefined ? {} : { file: settings.file }),
    ...(settings.packageName === undefined ? {} : { packageName: settings.packageName }),
  };
  const diagnostics = [...settings.diagnostics];
  if (options.baselineFile !== undefined) {
    const read = readBaseline(path.resolve(options.cwd, options.baselineFile), options.cwd);
    diagnostics.push(...read.diagnostics);
    if (read.baseline) config.baseline = read.baseline;
  }
  return { config, diagnostics };
}

interface ConfigFileSettings {
  severities: Map<string, Severity | 'off'>;
  suppressions: ConfigSuppression[];
  file?: string;
  packageName?: string;
  diagnostics: Diagnostic[];
}

function readConfigFile(options: LintConfigOptions): ConfigFileSettings {
  const settings: ConfigFileSettings = { severities: new Map(), suppressions: [], diagnostics: [] };
  const lintCodes = new Set(options.rules.map((rule) => rule.code));
  const configurable = configurableCodes(options.rules);
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
  const diagnostics = settings.diagnostics;
  const problem = (at: ModelPath, detail: string, atKey = false) =>
    diagnostics.push(
      createDiagnostic(
        'CONFIG_INVALID',
        { ...source.fileName, range: atKey ? source.locateKey(at) : source.locate(at) },
        { detail },
      ),
    );

  for (const [code, severity] of Object.entries(document.rules ?? {})) {
    if (!configurable.has(code))
      problem(['rules', code], `"${code}" is not a lint code${didYouMean(code, configurable)}`, true);
    else settings.severities.set(code, severity);
  }
  (document.suppressions ?? []).forEach((entry, index) => {
    const at: ModelPath = ['suppressions', index];
    if (!lintCodes.has(entry.code)) {
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
