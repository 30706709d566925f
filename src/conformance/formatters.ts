// Conformance output: stylish for people, JSON for tools; both stream, so memory stays flat with many findings.
import { printable } from '../diagnostics/printable.js';
import type { TraceSummary } from './check-trace.js';
import type { CoverageReport } from './coverage.js';
import type { Finding, NativeName } from './findings.js';

/** Receives findings as they are found and the totals at the end; writes through `write`. */
export interface FindingWriter {
  finding(finding: Finding): void;
  /** Ends the output; a JSON document carries `coverage` when given. */
  end(summary: TraceSummary, coverage?: CoverageReport): void;
}

/** Buffers small writes into larger ones: a trace with a million findings should not make a million syscalls. */
export function bufferedWriter(
  write: (text: string) => void,
  limit = 64 * 1024,
): { push(text: string): void; flush(): void } {
  let buffer = '';
  return {
    push(text) {
      buffer += text;
      if (buffer.length >= limit) {
        write(buffer);
        buffer = '';
      }
    },
    flush() {
      if (buffer.length > 0) write(buffer);
      buffer = '';
    },
  };
}

interface Style {
  dim(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
}

/** `1,234,567`: by hand, since toLocaleString starts the locale machinery, tens of milliseconds for one line. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const plural = (n: number, word: string) => `${grouped(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * ESLint-style: the file name, then `line  error|warning  message  CODE` per finding, then a
 * summary naming the model the trace was checked against.
 */
export function stylishWriter(file: string, model: string, write: (text: string) => void, style: Style): FindingWriter {
  const out = bufferedWriter(write);
  let headed = false;
  return {
    finding(finding) {
      if (!headed) {
        out.push(`${style.bold(printable(file))}\n`);
        headed = true;
      }
      const native = finding.native ? style.dim(` [${nativeLabel(finding.native)}]`) : '';
      const record = finding.record === undefined ? '' : style.dim(` (${printable(finding.record)})`);
      const severity = finding.severity === 'error' ? style.red('error  ') : style.yellow('warning');
      out.push(
        `  ${String(finding.line).padStart(5)}  ${severity}  ${printable(finding.message)}${native}${record}  ` +
          `${style.dim(finding.code)}\n`,
      );
    },
    end({ events, findings, errors, warnings }) {
      const against = `checked against ${model}`;
      if (findings === 0) out.push(`${printable(file)}: ${plural(events, 'event')}, no findings (${against})\n`);
      else {
        const counts = `${plural(findings, 'finding')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
        const color = errors > 0 ? style.red : style.yellow;
        out.push(`\n${color(`✖ ${counts}`)} in ${plural(events, 'event')} (${against})\n`);
      }
      out.flush();
    },
  };
}

/** A native record's term and state as a trace spelt them: `Agent Suspended`. */
const nativeLabel = (native: NativeName) =>
  printable(native.state === undefined ? native.term : `${native.term} ${native.state}`);

/**
 * `{ "model": "...", "findings": [ { line, code, severity, message, term, id } ], "events": N,
 * "errors": E, "warnings": W }`, one finding per line; a finding of a native trace also carries
 * `native: { term, state }`, the names it was written in; a finding of a wire format, `record`:
 * the record inside the line it is about (`span 5b8aa5a2d2c872e8`).
 */
export function jsonWriter(model: string, write: (text: string) => void): FindingWriter {
  const out = bufferedWriter(write);
  let first = true;
  out.push(`{"model":${JSON.stringify(model)},"findings":[`);
  return {
    finding(finding) {
      const { line, code, severity, message, term, id, native, record } = finding;
      const json = {
        line,
        ...(record === undefined ? {} : { record }),
        code,
        severity,
        message,
        term,
        id,
        ...(native ? { native } : {}),
      };
      out.push(`${first ? '\n' : ',\n'}${printable(JSON.stringify(json))}`);
      first = false;
    },
    end({ events, errors, warnings }, coverage) {
      const covered = coverage ? `,"coverage":${printable(JSON.stringify(coverage))}` : '';
      out.push(`${first ? '' : '\n'}],"events":${events},"errors":${errors},"warnings":${warnings}${covered}}\n`);
      out.flush();
    },
  };
}
