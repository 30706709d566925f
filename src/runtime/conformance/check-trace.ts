// Streams a JSON Lines trace through the checker: chunk by chunk, line by line, in constant memory.
import { StringDecoder } from 'node:string_decoder';
import { ConformanceChecker, type CheckerOptions } from './checker.js';
import type { Finding } from './findings.js';
import type { TraceModel } from './trace-model.js';

/**
 * Turns one parsed trace record of a system's native vocabulary into AWM events (`{ term, id,
 * state, at, refs }`): one, several, or none (undefined or []) when the record has no AWM meaning.
 * Events it returns are checked exactly like AWM-native ones. A record it cannot translate is
 * reported through `report` (UNMAPPED_TERM, UNMAPPED_STATE) and counts as one event.
 */
export type TraceTranslator = (record: unknown, line: number, report: (finding: Finding) => void) => unknown;

export interface CheckTraceOptions extends CheckerOptions {
  translate?: TraceTranslator;
  /** A longer line is reported as MALFORMED_EVENT and skipped without being held in memory; default 1 MiB. */
  maxLineLength?: number;
}

export interface TraceSummary {
  /** Events checked, malformed lines included; blank lines are not events. */
  events: number;
  findings: number;
}

/** Checks every event of `chunks` (a file stream, stdin, ...) and reports each finding as it is found. */
export async function checkTrace(
  chunks: AsyncIterable<string | Buffer>,
  model: TraceModel,
  onFinding: (finding: Finding) => void,
  options: CheckTraceOptions = {},
): Promise<TraceSummary> {
  const checker = new ConformanceChecker(model, options);
  const maxLineLength = options.maxLineLength ?? 1024 * 1024;
  const translate = options.translate;
  let findings = 0;
  /** Records the translator reported and turned into no event: events too, though the checker never saw them. */
  let untranslated = 0;
  const report = (finding: Finding) => {
    findings += 1;
    onFinding(finding);
  };

  const checkLine = (text: string, line: number) => {
    if (text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim().length === 0)) return;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      checker.malformed(line, `not JSON: ${(error as Error).message}`, report);
      return;
    }
    if (!translate) {
      checker.check(record, line, report);
      return;
    }
    const before = findings;
    const translated = translate(record, line, report);
    const events = Array.isArray(translated) ? translated : translated === undefined ? [] : [translated];
    if (events.length === 0 && findings > before) untranslated += 1;
    for (const event of events) checker.check(event, line, report);
  };

  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  let skipping = false;
  const consume = (text: string) => {
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      line += 1;
      if (skipping) skipping = false;
      else {
        let content = pending.length > 0 ? pending + text.slice(start, newline) : text.slice(start, newline);
        if (content.endsWith('\r')) content = content.slice(0, -1);
        if (content.length > maxLineLength) tooLong(line);
        else checkLine(content, line);
      }
      pending = '';
      start = newline + 1;
    }
    if (skipping) return;
    pending += text.slice(start);
    if (pending.length > maxLineLength) {
      // Report now and drop the rest of the line as it streams past.
      tooLong(line + 1);
      pending = '';
      skipping = true;
    }
  };
  const tooLong = (at: number) => checker.malformed(at, `line is longer than ${maxLineLength} characters`, report);

  // A byte order mark before the first line is no part of it (build reads YAML the same way).
  let started = false;
  const consumeStart = (text: string) => {
    if (!started && text.length > 0) {
      started = true;
      return consume(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    consume(text);
  };
  for await (const chunk of chunks) consumeStart(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  consume(decoder.end());
  if (!skipping && pending.length > 0) {
    line += 1;
    checkLine(pending.endsWith('\r') ? pending.slice(0, -1) : pending, line);
  }
  return { events: checker.events + untranslated, findings };
}
