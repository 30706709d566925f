// Loads awm.config.yaml: per-code severities and reasoned suppressions, validated against its schema.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Severity } from '../diagnostics/catalog.js';
import { createDiagnostic, wholeFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import { displayPath } from '../load/display-path.js';
import { parseYaml } from '../load/parse-yaml.js';
import { readModelText } from '../load/read-text.js';
import { SourceFile, type ModelPath } from '../model/source-file.js';
import { schemaDiagnostics } from '../validate/ajv-diagnostics.js';
import { validatorFor } from '../validate/schema-registry.js';

export const defaultConfigFile = 'awm.config.yaml';

export interface ConfigSuppression {
  code: string;
  /** Absolute path of the model file it is limited to. */
  file?: string;
  term?: string;
  reason: string;
  source: SourceFile;
  path: ModelPath;
}

export interface LintConfig {
  severities: Map<string, Severity | 'off'>;
  suppressions: ConfigSuppression[];
}

interface ConfigDocument {
  rules?: Record<string, Severity | 'off'>;
  suppressions?: { code: string; file?: string; term?: string; reason: string }[];
}

/** Turns any problem with the configuration into CONFIG_INVALID: the command cannot run as asked (exit 2). */
function asConfigProblem(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, code: 'CONFIG_INVALID', severity: 'error' };
}

/**
 * Reads the configuration at `file` (or `awm.config.yaml` in the working directory when it
 * exists and no file is named). `configurable` are the codes whose severity may be set;
 * `suppressible` those that suppressions may name.
 */
export function loadLintConfig(
  file: string | undefined,
  configurable: ReadonlySet<string>,
  suppressible: ReadonlySet<string>,
): { config: LintConfig; diagnostics: Diagnostic[] } {
  const config: LintConfig = { severities: new Map(), suppressions: [] };
  const absolute = path.resolve(file ?? defaultConfigFile);
  const shown = displayPath(absolute);
  if (!existsSync(absolute)) {
    if (file === undefined) return { config, diagnostics: [] };
    return {
      config,
      diagnostics: [
        createDiagnostic(
          'CONFIG_INVALID',
          { file: shown, range: wholeFile },
          { detail: `configuration file ${shown} does not exist` },
        ),
      ],
    };
  }
  const read = readModelText(absolute, shown);
  if (!read.ok) return { config, diagnostics: [asConfigProblem(read.diagnostic)] };
  const source = new SourceFile(absolute, shown, read.text);
  const parsed = parseYaml(source, 'lint configuration (rules, suppressions)');
  if (parsed.data === undefined) return { config, diagnostics: parsed.diagnostics.map(asConfigProblem) };
  const validate = validatorFor('lint-config');
  if (!validate(parsed.data))
    return { config, diagnostics: schemaDiagnostics(validate.errors ?? [], source, parsed.data).map(asConfigProblem) };

  const document = parsed.data as ConfigDocument;
  const diagnostics: Diagnostic[] = [];
  const problem = (at: ModelPath, detail: string, atKey = false) =>
    diagnostics.push(
      createDiagnostic(
        'CONFIG_INVALID',
        { file: shown, range: atKey ? source.locateKey(at) : source.locate(at) },
        { detail },
      ),
    );

  for (const [code, severity] of Object.entries(document.rules ?? {})) {
    if (!configurable.has(code))
      problem(['rules', code], `"${code}" is not a lint code${didYouMean(code, configurable)}`, true);
    else config.severities.set(code, severity);
  }
  (document.suppressions ?? []).forEach((entry, index) => {
    const at: ModelPath = ['suppressions', index];
    if (!suppressible.has(entry.code)) {
      problem(
        [...at, 'code'],
        `"${entry.code}" is not a lint code that can be suppressed${didYouMean(entry.code, suppressible)}`,
      );
      return;
    }
    if (entry.file === undefined && entry.term === undefined) {
      problem(
        at,
        'a suppression names the file or the term it applies to (or both); to silence a code everywhere, set it to off under rules',
      );
      return;
    }
    config.suppressions.push({
      code: entry.code,
      reason: entry.reason,
      source,
      path: at,
      ...(entry.file === undefined ? {} : { file: path.resolve(path.dirname(absolute), entry.file) }),
      ...(entry.term === undefined ? {} : { term: entry.term }),
    });
  });
  return { config, diagnostics };
}
