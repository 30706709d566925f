// Streams a JSON Lines trace through a checker: chunk by chunk, line by line, in constant memory.
import { LineSplitter, type TextLine } from '../load/text-lines.js';
import { ConformanceChecker, type CheckerOptions } from './checker.js';
import type { Finding } from './findings.js';
import type { TraceModel } from './trace-model.js';

/** What checks each parsed line of a trace: the AWM checker, or a crosswalk's native checker in front of it. */
export interface LineChecker {
  check(record: unknown, line: number, report: (finding: Finding) => void): void;
  malformed(line: number, detail: string, report: (finding: Finding) => void): void;
}

export interface CheckTraceOptions extends CheckerOptions {
  /** A longer line is reported as MALFORMED_EVENT and skipped without being held in memory; default 1 MiB. */
  maxLineLength?: number;
}

export interface TraceSummary {
  /** Events checked, malformed lines included; blank lines are not events. */
  events: number;
  findings: number;
  errors: number;
  warnings: number;
}

/** Checks every event of `chunks` (a file stream, stdin, ...) as AWM events, reporting each finding as it is found. */
export function checkTrace(
  chunks: AsyncIterable<string | Buffer>,
  model: TraceModel,
  onFinding: (finding: Finding) => void,
  options: CheckTraceOptions = {},
): Promise<TraceSummary> {
  return checkLines(chunks, new ConformanceChecker(model, options), onFinding, options.maxLineLength);
}

/** Splits `chunks` into lines, parses each as JSON and hands it to `checker`; counts events and findings. */
export async function checkLines(
  chunks: AsyncIterable<string | Buffer>,
  checker: LineChecker,
  onFinding: (finding: Finding) => void,
  maxLineLength = 1024 * 1024,
): Promise<TraceSummary> {
  const summary: TraceSummary = { events: 0, findings: 0, errors: 0, warnings: 0 };
  const report = (finding: Finding) => {
    summary.findings += 1;
    if (finding.severity === 'error') summary.errors += 1;
    else summary.warnings += 1;
    onFinding(finding);
  };

  const checkLine = (text: string, line: number) => {
    if (text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim().length === 0)) return;
    summary.events += 1;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      checker.malformed(line, `not JSON: ${(error as Error).message}`, report);
      return;
    }
    checker.check(record, line, report);
  };
  const tooLong = (at: number) => {
    summary.events += 1;
    checker.malformed(at, `line is longer than ${maxLineLength} characters`, report);
  };

  const splitter = new LineSplitter(maxLineLength);
  const checkAll = (lines: readonly TextLine[]) => {
    for (const entry of lines) {
      if ('tooLong' in entry) tooLong(entry.line);
      else checkLine(entry.text, entry.line);
    }
  };
  for await (const chunk of chunks) checkAll(splitter.write(chunk));
  checkAll(splitter.end());
  return summary;
}
