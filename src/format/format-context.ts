// What formatters know besides the diagnostics: the codes' documentation, paths and colours.
import type { Severity } from '../diagnostics/catalog.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Palette } from './palette.js';

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
  /** The repository root that SARIF and GitHub locations are relative to. */
  repoRoot: string;
  toolVersion: string;
  informationUri: string;
  chalk: Palette;
}

export type Formatter = (diagnostics: readonly Diagnostic[], context: FormatContext) => string;
