// What only the SARIF log reports of a lint run: set-aside findings, file texts, the invocation and the commit.
import { statSync } from 'node:fs';
import path from 'node:path';
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { FormatContext, SetAsideFinding } from '../format/format-context.js';
import { displayPath } from '../load/display-path.js';
import { maxFileBytes, readModelText } from '../load/read-text.js';
import type { SuppressedDiagnostic } from '../lint/suppressions.js';
import type { Model } from '../model/model.js';
import { ExitCode } from './exit-codes.js';
import { readVersionControl } from './git-provenance.js';

export interface SarifRun {
  exitCode: number;
  cwd: string;
  startTime: Date;
  /** Findings silenced by comments or configuration. */
  suppressed?: readonly SuppressedDiagnostic[];
  /** Findings the baseline accepts (or that --baseline-write wrote into it), and the baseline's file. */
  baselined?: { diagnostics: readonly Diagnostic[]; file: string };
  model?: Model;
}

/** Suppressed and baselined findings with what set them aside, in SARIF's terms, by file and line. */
function setAsideFindings(run: SarifRun): SetAsideFinding[] {
  const suppressed = (run.suppressed ?? []).map(({ diagnostic, by }) => ({
    diagnostic,
    by: { kind: by.kind, justification: by.reason, absolutePath: by.absolutePath, line: by.line },
  }));
  const baseline = run.baselined;
  const baselined = (baseline?.diagnostics ?? []).map((diagnostic) => ({
    diagnostic,
    by: {
      kind: 'baseline' as const,
      justification: `accepted in the baseline ${displayPath(baseline!.file, run.cwd)}`,
      absolutePath: baseline!.file,
      line: 1,
    },
  }));
  return [...suppressed, ...baselined].sort((a, b) => compareDiagnostics(a.diagnostic, b.diagnostic));
}

/**
 * The text of every file the findings point into: the model's files as loaded, other files
 * (the configuration) read again when small; a file that cannot be read gets no snippets.
 */
function fileTexts(findings: readonly Diagnostic[], model: Model | undefined): Map<string, string> {
  const loaded = new Map((model?.files ?? []).map((source) => [source.absolutePath, source.text]));
  const texts = new Map<string, string>();
  for (const { absolutePath } of findings) {
    if (texts.has(absolutePath)) continue;
    const text = loaded.get(absolutePath) ?? readSmallFile(absolutePath);
    if (text !== undefined) texts.set(absolutePath, text);
  }
  return texts;
}

function readSmallFile(absolutePath: string): string | undefined {
  if (!path.isAbsolute(absolutePath)) return undefined;
  try {
    if (!statSync(absolutePath).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const read = readModelText(absolutePath, absolutePath, maxFileBytes);
  return read.ok ? read.text : undefined;
}

/** `context` with what the SARIF formatter reports beyond the findings shown. */
export function withSarifFacts(context: FormatContext, shown: readonly Diagnostic[], run: SarifRun): FormatContext {
  const setAside = setAsideFindings(run);
  const versionControl = readVersionControl(context.repoRoot);
  return {
    ...context,
    setAside,
    fileTexts: fileTexts([...shown, ...setAside.map((finding) => finding.diagnostic)], run.model),
    invocation: {
      exitCode: run.exitCode,
      executionSuccessful: run.exitCode !== ExitCode.failure,
      workingDirectory: run.cwd,
      startTime: run.startTime,
      endTime: new Date(),
    },
    ...(versionControl ? { versionControl } : {}),
  };
}
