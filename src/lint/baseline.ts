// A baseline of accepted findings, for adopting the linter on a model that already has some.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, wholeFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import { displayPath } from '../load/display-path.js';
import { validatorFor } from '../validate/schema-registry.js';
import { writeTextFile } from '../write-text-file.js';

export interface BaselineEntry {
  code: string;
  file: string;
  term?: string;
  path?: string;
  message: string;
  count: number;
}

export interface Baseline {
  version: 1;
  findings: BaselineEntry[];
}

/**
 * Findings are matched by code, file, term, model path and message, never by line, so a
 * baseline survives edits elsewhere in a file. Counts cover several identical findings.
 */
function fingerprint(finding: Pick<BaselineEntry, 'code' | 'file' | 'term' | 'path' | 'message'>): string {
  return JSON.stringify([finding.code, finding.file, finding.term ?? '', finding.path ?? '', finding.message]);
}

/** A diagnostic's file as a baseline names it: relative to `cwd`, forward slashes. */
function baselineFile(diagnostic: Diagnostic, cwd: string): string {
  return path.isAbsolute(diagnostic.absolutePath) ? displayPath(diagnostic.absolutePath, cwd) : diagnostic.file;
}

/** A baseline accepting `diagnostics`, its paths relative to `cwd`. */
export function createBaseline(diagnostics: readonly Diagnostic[], cwd: string): Baseline {
  const entries = new Map<string, BaselineEntry>();
  for (const d of diagnostics) {
    const file = baselineFile(d, cwd);
    const key = fingerprint({ ...d, file });
    const entry = entries.get(key);
    if (entry) entry.count++;
    else
      entries.set(key, {
        code: d.code,
        file,
        ...(d.term ? { term: d.term } : {}),
        ...(d.path ? { path: d.path } : {}),
        message: d.message,
        count: 1,
      });
  }
  const findings = [...entries.values()].sort((a, b) => (fingerprint(a) < fingerprint(b) ? -1 : 1));
  return { version: 1, findings };
}

/** Writes the baseline atomically; throws an Error naming the file when it cannot be written. */
export function writeBaseline(file: string, baseline: Baseline, shownAs = file): void {
  writeTextFile(file, `${JSON.stringify(baseline, null, 2)}\n`, shownAs);
}

/** Reads the baseline at `file` (an absolute path); messages name it relative to `cwd`. */
export function readBaseline(file: string, cwd: string): { baseline?: Baseline; diagnostics: Diagnostic[] } {
  const shown = displayPath(file, cwd);
  const problem = (detail: string) => ({
    diagnostics: [
      createDiagnostic('CONFIG_INVALID', { file: shown, absolutePath: file, range: wholeFile }, { detail }),
    ],
  });
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'does not exist'
        : `is not valid JSON (${(error as Error).message})`;
    return problem(`baseline ${shown} ${reason}`);
  }
  const validate = validatorFor('lint-baseline');
  if (!validate(data)) return problem(`baseline ${shown} is not a baseline written by awm lint --baseline-write`);
  return { baseline: data as Baseline, diagnostics: [] };
}

/**
 * Sets aside the findings the baseline accepts (`matched`); `stale` counts baseline entries that
 * no longer occur. Baseline paths are relative to `cwd`.
 */
export function applyBaseline(
  diagnostics: readonly Diagnostic[],
  baseline: Baseline,
  cwd: string,
): { kept: Diagnostic[]; matched: Diagnostic[]; stale: number } {
  const remaining = new Map(baseline.findings.map((entry) => [fingerprint(entry), entry.count]));
  const kept: Diagnostic[] = [];
  const matched: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = fingerprint({ ...d, file: baselineFile(d, cwd) });
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      matched.push(d);
    } else {
      kept.push(d);
    }
  }
  const stale = [...remaining.values()].reduce((sum, left) => sum + left, 0);
  return { kept, matched, stale };
}
