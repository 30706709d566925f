// A wire recording's documents: one JSON value per line, one pretty-printed document, or server-sent event blocks.
import { isUtf8 } from 'node:buffer';
import { longerThan, splitLines } from '../../load/line-splitter.js';
import { countingInto, notUtf8Finding, type TraceSummary } from '../check-trace.js';
import type { Finding } from '../findings.js';
import type { WireChecker } from './wire-checker.js';

/**
 * The longest document read, on one line or spread over lines (held until it closes): an OTLP
 * request of a large batch runs to megabytes, but a longer one is refused, not held.
 */
export const maxDocumentLength = 16 * 1024 * 1024;

/**
 * Feeds each document of a recording to `checker`, reporting findings as they are found. A line
 * is a document when it parses as JSON (an OTLP request as the Collector's file exporter writes
 * it, a JSON-RPC message, an SSE payload); a line holding only `{` or `[` starts a document
 * running to a line holding only its closing `}` or `]` (one document printed with indentation);
 * `data:` lines are server-sent event data, a block of them (up to a blank line) one document,
 * and the other SSE fields (`event:`, `id:`, `retry:`, `:` comments) are skipped.
 */
export async function checkWireRecording(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  checker: WireChecker,
  onFinding: (finding: Finding) => void,
  maxLineLength = maxDocumentLength,
): Promise<TraceSummary> {
  const summary: TraceSummary = { events: 0, findings: 0, errors: 0, warnings: 0 };
  const report = countingInto(summary, onFinding);
  /** A document being gathered: its first line, its text so far, and how it ends (SSE or a closing bracket). */
  let pending: { line: number; text: string; sse: boolean } | undefined;
  let lastLine = 0;

  const check = (document: unknown, line: number) => checker.check(document, { line }, report);
  const notJson = (error: unknown, line: number) =>
    checker.malformed({ line }, `not JSON: ${(error as Error).message}`, report);
  const flush = () => {
    if (!pending) return;
    const { line, text } = pending;
    pending = undefined;
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      return void notJson(error, line);
    }
    check(document, line);
  };
  const gather = (line: number, text: string, sse: boolean) => {
    if (!pending) pending = { line, text, sse };
    else if (pending.text.length + text.length > maxDocumentLength) {
      const first = pending.line;
      pending = undefined;
      checker.malformed({ line: first }, `the document is ${longerThan(maxDocumentLength)}`, report);
    } else pending.text += `\n${text}`;
  };
  /** One line of text: part of a document being gathered, a document, or the start of one. */
  const take = (text: string, line: number) => {
    const blank = text.trim().length === 0;
    if (pending && !pending.sse) {
      gather(line, text, false);
      if (text === '}' || text === ']') flush();
      return;
    }
    if (pending && blank) return void flush();
    if (text.startsWith('data:')) return void gather(line, sseData(text), true);
    if (blank || isSseField(text)) return;
    flush();
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      // Pretty printers put a document's opening bracket on a line of its own; any other line is one document.
      const opens = text.trim() === '{' || text.trim() === '[';
      return void (opens ? gather(line, text, false) : notJson(error, line));
    }
    check(document, line);
  };

  await splitLines(chunks, maxLineLength, {
    line(bytes, start, end, line, offset) {
      if (!isUtf8(bytes.subarray(start, end))) {
        summary.events += 1;
        report(notUtf8Finding(bytes, start, end, line, offset));
        return false;
      }
      lastLine = line;
      take(bytes.toString('utf8', start, end), line);
      return true;
    },
    tooLong(line) {
      checker.malformed({ line }, `line is ${longerThan(maxLineLength)}`, report);
    },
  });
  flush();
  summary.events += checker.end(report, lastLine);
  return summary;
}

/** An SSE `data:` field's value: after the colon, one leading space dropped. */
const sseData = (text: string) => (text.startsWith('data: ') ? text.slice(6) : text.slice(5));

/** An SSE field other than data (or a comment), which carries no document. */
const isSseField = (text: string) =>
  text.startsWith(':') || text.startsWith('event:') || text.startsWith('id:') || text.startsWith('retry:');
