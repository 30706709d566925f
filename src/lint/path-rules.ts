// Configuration by path, as ESLint's flat config: files whose findings are ignored, and severities per glob.
import { createRequire } from 'node:module';
import path from 'node:path';
import type Micromatch from 'micromatch';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Severity } from '../diagnostics/catalog.js';

export type ConfiguredSeverity = Severity | 'off';

/** One `overrides` entry: for the files its globs match (less its own ignores), severities per code. */
export interface PathOverride {
  files: readonly string[];
  ignores: readonly string[];
  rules: ReadonlyMap<string, ConfiguredSeverity>;
}

export interface PathRules {
  /** The folder the globs are relative to: the configuration file's. */
  base: string;
  /** Files whose lint findings are not reported. */
  ignores: readonly string[];
  /** Applied in order: a later entry that matches a file wins over an earlier one. */
  overrides: readonly PathOverride[];
}

/** No ignores and no overrides: every file as the configuration's `rules` say. */
export const noPathRules = (base: string): PathRules => ({ base, ignores: [], overrides: [] });

/** micromatch, loaded the first time a glob is matched: a configuration without globs (most) never needs it. */
let micromatch: typeof Micromatch | undefined;

/**
 * Whether `relative` (forward slashes) matches one of `globs`. micromatch is the matcher fast-glob matches with;
 * its defaults are fast-glob's (`*` does not match a leading dot, `**` crosses folders).
 */
function matches(relative: string, globs: readonly string[]): boolean {
  if (globs.length === 0) return false;
  micromatch ??= createRequire(import.meta.url)('micromatch') as typeof Micromatch;
  return micromatch.isMatch(relative, globs);
}

/** The file at `absolutePath` relative to the configuration's folder, with forward slashes. */
function relativeTo(rules: PathRules, absolutePath: string): string {
  return path.relative(rules.base, absolutePath).split(path.sep).join('/');
}

/** The codes some override sets to a severity: their rules run even when `rules` turns them off everywhere else. */
export function codesOnSomewhere(rules: PathRules): Set<string> {
  const codes = new Set<string>();
  for (const override of rules.overrides)
    for (const [code, severity] of override.rules) if (severity !== 'off') codes.add(code);
  return codes;
}

/** The severity of `code` in the file at `absolutePath` that the last matching override sets, if any does. */
export function overriddenSeverity(
  rules: PathRules,
  absolutePath: string,
  code: string,
): ConfiguredSeverity | undefined {
  const relative = relativeTo(rules, absolutePath);
  let severity: ConfiguredSeverity | undefined;
  for (const override of rules.overrides) {
    const set = override.rules.get(code);
    if (set !== undefined && matches(relative, override.files) && !matches(relative, override.ignores)) severity = set;
  }
  return severity;
}

/**
 * Lint findings as the path rules have them: none in ignored files, each with its file's severity, none where
 * that is off. `everywhere` gives a code's severity outside the overrides (`rules`, else the rule's default).
 */
export function applyPathRules(
  findings: readonly Diagnostic[],
  rules: PathRules,
  everywhere: (code: string) => ConfiguredSeverity | undefined,
): Diagnostic[] {
  if (rules.ignores.length === 0 && rules.overrides.length === 0) return [...findings];
  const kept: Diagnostic[] = [];
  for (const finding of findings) {
    if (matches(relativeTo(rules, finding.absolutePath), rules.ignores)) continue;
    const severity = overriddenSeverity(rules, finding.absolutePath, finding.code) ?? everywhere(finding.code);
    if (severity === 'off') continue;
    kept.push(severity === undefined || severity === finding.severity ? finding : { ...finding, severity });
  }
  return kept;
}
