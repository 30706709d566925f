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
  /**
   * Findings that were found but set aside, with why. Only SARIF reports them (as results with
   * `suppressions`, so code scanning shows them dismissed); the other formats leave them out.
   */
  setAside?: readonly SetAsideFinding[];
  /** The text of each file findings point into, by absolute path, for SARIF snippets. */
  fileTexts?: ReadonlyMap<string, string>;
  /** How the run went, for SARIF `invocations`. */
  invocation?: Invocation;
  /** The commit the model was linted at, for SARIF `versionControlProvenance`. */
  versionControl?: VersionControl;
}

/** What set a finding aside: an inline comment, an entry of the configuration, or the baseline. */
export interface SetAsideReason {
  kind: 'comment' | 'configuration' | 'baseline';
  /** The justification given (a comment's or entry's reason; for the baseline, which file accepts it). */
  justification: string;
  /** Where the suppression is written. */
  absolutePath: string;
  line: number;
}

export interface SetAsideFinding {
  diagnostic: Diagnostic;
  by: SetAsideReason;
}

export interface Invocation {
  exitCode: number;
  /** Whether the command did its job (found problems count as a job done; exit status 2 does not). */
  executionSuccessful: boolean;
  workingDirectory: string;
  /** Left out when not given, so a test's output can be byte-stable. */
  startTime?: Date;
  endTime?: Date;
}

export interface VersionControl {
  /** The remote's URL without user information, or the repository folder's file URL when there is none. */
  repositoryUri: string;
  revisionId?: string;
  branch?: string;
  /** Whether the repository's top folder is the SARIF `%SRCROOT%`. */
  rootIsSrcRoot: boolean;
}

export type Formatter = (diagnostics: readonly Diagnostic[], context: FormatContext) => string;
