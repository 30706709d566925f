// Streams a JSON Lines trace through a checker: line by line, each read as an event, in constant memory.
import { isUtf8 } from 'node:buffer';
import { longerThan, splitLines } from '../load/line-splitter.js';
import { firstInvalidUtf8Offset } from '../load/read-text.js';
import { ConformanceChecker, type CheckerOptions } from './checker.js';
import type { TraceEvent } from './event.js';
import { createFinding, type Finding } from './findings.js';
import type { TraceModel } from './trace-model.js';
import { NameTable, readUsualLine } from './usual-line.js';

type Report = (finding: Finding) => void;

/** What checks each record of a trace: the AWM checker, or a crosswalk's native checker in front of it. */
export interface LineChecker {
  /** Checks the record of line `line`: the value its JSON text stands for. */
  check(record: unknown, line: number, report: Report): void;
  /** Reports a line that could not be read as a record at all (bad JSON, too long). */
  malformed(line: number, detail: string, report: Report): void;
  /**
   * Optionally, checks the event of a line read straight from its bytes (readUsualLine): what
   * readEvent makes of the line's record. A checker without it gets every line's record.
   */
  checkEvent?(event: TraceEvent, line: number, report: Report): void;
}

export interface CheckTraceOptions extends CheckerOptions {
  /**
   * A longer line (in bytes) is reported as MALFORMED_EVENT and skipped without being held in
   * memory; default 1 MiB.
   */
  maxLineLength?: number;
}

export interface TraceSummary {
  /** Events checked, malformed lines included; blank lines are not events. */
  events: number;
  findings: number;
  errors: number;
  warnings: number;
}

/** NOT_UTF8 for the first byte of the line `bytes[start..end)` (at `offset` in the trace) that is not UTF-8. */
export function notUtf8Finding(bytes: Buffer, start: number, end: number, line: number, offset: number): Finding {
  const text = bytes.subarray(start, end);
  const bad = firstInvalidUtf8Offset(text);
  const column = String(text.toString('utf8', 0, bad).length + 1);
  const byte = (text[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return createFinding('NOT_UTF8', line, { byte, column, offset: String(offset + bad) });
}

/** Checks every event of `chunks` (a file stream, stdin, ...) as AWM events, reporting each finding as it is found. */
export function checkTrace(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  model: TraceModel,
  onFinding: (finding: Finding) => void,
  options: CheckTraceOptions = {},
): Promise<TraceSummary> {
  return checkLines(chunks, new ConformanceChecker(model, options), onFinding, options.maxLineLength);
}

/** A report that counts each finding into `summary` by severity before handing it on. */
export function countingInto<F extends Finding>(
  summary: Pick<TraceSummary, 'findings' | 'errors' | 'warnings'>,
  onFinding: (finding: F) => void,
): (finding: F) => void {
  return (finding) => {
    summary.findings += 1;
    if (finding.severity === 'error') summary.errors += 1;
    else summary.warnings += 1;
    onFinding(finding);
  };
}

/**
 * Splits `chunks` into lines and hands each to `checker`: as an event read from its bytes when the
 * line has the usual shape and the checker takes events (readUsualLine), else decoded and parsed
 * as JSON. A trace that is not UTF-8 is refused at its first bad byte, never decoded with
 * replacement characters. Counts events and findings.
 */
export async function checkLines(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  checker: LineChecker,
  onFinding: (finding: Finding) => void,
  maxLineLength = 1024 * 1024,
): Promise<TraceSummary> {
  const summary: TraceSummary = { events: 0, findings: 0, errors: 0, warnings: 0 };
  const report = countingInto(summary, onFinding);
  const names = new NameTable();

  await splitLines(chunks, maxLineLength, {
    line(bytes, start, end, line, offset) {
      const usual = checker.checkEvent && readUsualLine(bytes, start, end, names);
      if (usual) {
        summary.events += 1;
        checker.checkEvent!(usual, line, report);
        return true;
      }
      if (!isUtf8(bytes.subarray(start, end))) {
        summary.events += 1;
        report(notUtf8Finding(bytes, start, end, line, offset));
        return false;
      }
      const text = bytes.toString('utf8', start, end);
      if (text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim().length === 0)) return true;
      summary.events += 1;
      let record: unknown;
      try {
        record = JSON.parse(text);
      } catch (error) {
        checker.malformed(line, `not JSON: ${(error as Error).message}`, report);
        return true;
      }
      checker.check(record, line, report);
      return true;
    },
    tooLong(line) {
      summary.events += 1;
      checker.malformed(line, `line is ${longerThan(maxLineLength)}`, report);
    },
  });
  return summary;
}
