// Streams a JSON Lines trace through a checker: chunk by chunk, line by line, in constant memory.
import { isUtf8 } from 'node:buffer';
import { firstInvalidUtf8Offset } from '../load/read-text.js';
import { ConformanceChecker, type CheckerOptions } from './checker.js';
import { createFinding, type Finding } from './findings.js';
import type { TraceModel } from './trace-model.js';

/** What checks each parsed line of a trace: the AWM checker, or a crosswalk's native checker in front of it. */
export interface LineChecker {
  check(record: unknown, line: number, report: (finding: Finding) => void): void;
  malformed(line: number, detail: string, report: (finding: Finding) => void): void;
  /**
   * Optionally, checks the line `bytes[start..end)` straight from its bytes when it can read it
   * exactly as decoding and JSON.parse would; false sends the line to check() after JSON.parse.
   */
  checkBytes?(bytes: Buffer, start: number, end: number, line: number, report: (finding: Finding) => void): boolean;
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

/** Checks every event of `chunks` (a file stream, stdin, ...) as AWM events, reporting each finding as it is found. */
export function checkTrace(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  model: TraceModel,
  onFinding: (finding: Finding) => void,
  options: CheckTraceOptions = {},
): Promise<TraceSummary> {
  return checkLines(chunks, new ConformanceChecker(model, options), onFinding, options.maxLineLength);
}

/**
 * Splits `chunks` into lines (on the byte 0x0A, which never occurs inside a UTF-8 character) and
 * hands each to `checker`: as bytes first, when it can check them so; else decoded and parsed as
 * JSON. Counts events and findings. Nothing of a chunk is kept once the next is asked for, so the
 * chunks may all be one buffer, refilled.
 */
export async function checkLines(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
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

  // Where the line being read starts in the trace, in bytes; set once the trace is found not to be UTF-8.
  let lineOffset = 0;
  let notUtf8 = false;
  /** Reports the first byte of `bytes[start..end)` that is not UTF-8 and stops the check. */
  const refuseEncoding = (bytes: Buffer, from: number, start: number, end: number, at: number) => {
    const line = bytes.subarray(start, end);
    const bad = firstInvalidUtf8Offset(line);
    const column = line.toString('utf8', 0, bad).length + 1;
    const byte = (line[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    const offset = String(lineOffset + start - from + bad);
    summary.events += 1;
    notUtf8 = true;
    report(createFinding('NOT_UTF8', at, { byte, column: String(column), offset }));
  };

  const checkLine = (bytes: Buffer, from: number, newline: number, at: number) => {
    // A UTF-8 byte order mark before the first line is read past, as awm build reads past one.
    const start = at === 1 && startsWithByteOrderMark(bytes, from, newline) ? from + 3 : from;
    const end = newline > start && bytes[newline - 1] === 13 ? newline - 1 : newline;
    if (end - start > maxLineLength) return void tooLong(at);
    if (checker.checkBytes?.(bytes, start, end, at, report)) {
      summary.events += 1;
      return;
    }
    // The hot path reads plain ASCII only; any other line is UTF-8 or the trace is refused, never decoded with
    // replacement characters. Decoding a line alone gives what decoding the whole stream would: lines split
    // between characters.
    if (!isUtf8(bytes.subarray(start, end))) return void refuseEncoding(bytes, from, start, end, at);
    const text = bytes.toString('utf8', start, end);
    if (text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim().length === 0)) return;
    summary.events += 1;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      checker.malformed(at, `not JSON: ${(error as Error).message}`, report);
      return;
    }
    checker.check(record, at, report);
  };
  const tooLong = (at: number) => {
    summary.events += 1;
    checker.malformed(at, `line is longer than ${maxLineLength} bytes`, report);
  };

  // The start of a line that the chunks so far ended inside: held[0..heldLength), growing by doubling.
  let held = Buffer.alloc(0);
  let heldLength = 0;
  const hold = (bytes: Uint8Array) => {
    if (heldLength + bytes.length > held.length) {
      const grown = Buffer.alloc(Math.max(256, 2 * held.length, heldLength + bytes.length));
      grown.set(held.subarray(0, heldLength));
      held = grown;
    }
    held.set(bytes, heldLength);
    heldLength += bytes.length;
  };
  let line = 0;
  let skipping = false;
  // Bytes of the chunks before this one, to give a bad byte's offset in the trace.
  let chunkOffset = 0;
  reading: for await (const chunk of chunks) {
    // Buffer's indexOf finds a byte many times faster than Uint8Array's.
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, start)) {
      line += 1;
      if (skipping) skipping = false;
      else if (heldLength > 0) {
        hold(bytes.subarray(0, newline));
        checkLine(held, 0, heldLength, line);
      } else checkLine(bytes, start, newline, line);
      if (notUtf8) break reading;
      heldLength = 0;
      start = newline + 1;
      lineOffset = chunkOffset + start;
    }
    chunkOffset += bytes.length;
    if (skipping || start === bytes.length) continue;
    hold(bytes.subarray(start));
    if (heldLength > maxLineLength + 1) {
      // Report now and drop the rest of the line as it streams past.
      tooLong(line + 1);
      heldLength = 0;
      skipping = true;
    }
  }
  if (heldLength > 0 && !notUtf8) {
    line += 1;
    checkLine(held, 0, heldLength, line);
  }
  return summary;
}

/** Whether `bytes[start..end)` begins with the UTF-8 byte order mark EF BB BF. */
function startsWithByteOrderMark(bytes: Buffer, start: number, end: number): boolean {
  return end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf;
}
