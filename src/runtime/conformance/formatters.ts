// Conformance output: stylish for people, JSON for tools; both stream, so memory stays flat with many findings.
import type { Finding, NativeName } from './findings.js';

/** Receives findings as they are found and the totals at the end; writes through `write`. */
export interface FindingWriter {
  finding(finding: Finding): void;
  end(summary: { events: number; findings: number }): void;
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
  bold(text: string): string;
}

/** ESLint-style: the file name, then `line  error  message  CODE` per finding, then a summary. */
export function stylishWriter(file: string, write: (text: string) => void, style: Style): FindingWriter {
  const out = bufferedWriter(write);
  let headed = false;
  return {
    finding(finding) {
      if (!headed) {
        out.push(`${style.bold(file)}\n`);
        headed = true;
      }
      const native = finding.native ? style.dim(` [${nativeLabel(finding.native)}]`) : '';
      out.push(
        `  ${String(finding.line).padStart(5)}  ${style.red('error')}  ${finding.message}${native}  ` +
          `${style.dim(finding.code)}\n`,
      );
    },
    end({ events, findings }) {
      const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
      out.push(
        findings === 0
          ? `${file}: ${plural(events, 'event')}, no findings\n`
          : `\n${style.red(`✖ ${plural(findings, 'finding')}`)} in ${plural(events, 'event')}\n`,
      );
      out.flush();
    },
  };
}

/** A native record's term and state as a trace spelt them: `Agent Suspended`. */
const nativeLabel = (native: NativeName) =>
  native.state === undefined ? native.term : `${native.term} ${native.state}`;

/**
 * `{ "findings": [ { line, code, message, term, id } ], "events": N }`, one finding per line; a
 * finding of a native trace also carries `native: { term, state }`, the names it was translated from.
 */
export function jsonWriter(write: (text: string) => void): FindingWriter {
  const out = bufferedWriter(write);
  let first = true;
  out.push('{"findings":[');
  return {
    finding(finding) {
      const { line, code, message, term, id, native } = finding;
      const record = native ? { line, code, message, term, id, native } : { line, code, message, term, id };
      out.push(`${first ? '\n' : ',\n'}${JSON.stringify(record)}`);
      first = false;
    },
    end({ events }) {
      out.push(`${first ? '' : '\n'}],"events":${events}}\n`);
      out.flush();
    },
  };
}
