// What formatters know besides the diagnostics: the codes' documentation, paths and colours.
import type { ChalkInstance } from 'chalk';
import type { Severity } from '../diagnostics/catalog.js';

/** Documentation of one diagnostic code, for SARIF rule metadata. */
export interface CodeInfo {
  code: string;
  severity: Severity;
  summary: string;
  description: string;
  helpUri: string;
}

export interface FormatContext {
  /** Every code that may appear, in a stable order. */
  codes: readonly CodeInfo[];
  /** The working directory that diagnostic `file`s are relative to. */
  cwd: string;
  /** The repository root that SARIF and GitHub locations are relative to. */
  repoRoot: string;
  toolVersion: string;
  informationUri: string;
  chalk: ChalkInstance;
}

export type Formatter = (diagnostics: readonly import('../diagnostics/diagnostic.js').Diagnostic[], context: FormatContext) => string;
