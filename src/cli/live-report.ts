// `awm conformance --listen` as it prints: the address bound, findings as traffic arrives, then totals and coverage.
import {
  jsonCoverage,
  markdownCoverage,
  stylishCoverage,
  type CoverageFormat,
} from '../conformance/coverage-formatters.js';
import type { CoverageReport } from '../conformance/coverage.js';
import { a2aPushPath, tracesPath } from '../conformance/live/endpoints.js';
import type { LiveFinding, LiveOutcome, LiveSink, LiveSummary } from '../conformance/live/run-live.js';
import type { NativeName } from '../conformance/findings.js';
import { printable } from '../diagnostics/printable.js';
import { ExitCode } from './exit-codes.js';
import { cli } from './io.js';
import { chalkFor, reportDiagnostics } from './report.js';

export interface LiveReportOptions {
  format: 'stylish' | 'json';
  coverageFormat: CoverageFormat;
}

/** A native record's term and state as the traffic spelt them. */
const nativeLabel = (native: NativeName) =>
  printable(native.state === undefined ? native.term : `${native.term} ${native.state}`);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `http://127.0.0.1:4318`, with an IPv6 address in brackets. */
const origin = ({ host, port }: { host: string; port: number }) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The coverage report in the chosen format. */
export function coverageText(report: CoverageReport, format: CoverageFormat): string {
  if (format === 'json') return jsonCoverage(report);
  if (format === 'markdown') return markdownCoverage(report);
  return stylishCoverage(report, chalkFor(cli().stdout));
}

/** The sink a live run writes into (one line per finding, written at once), and `finish`, which ends the output. */
export function liveReport(options: LiveReportOptions): { sink: LiveSink; finish(outcome: LiveOutcome): void } {
  const write = (text: string) => cli().stdout.write(text);
  const style = chalkFor(cli().stdout);
  const sink: LiveSink = {
    listening(address, model) {
      const url = origin(address);
      if (options.format === 'json') {
        const listening = { url, traces: `${url}${tracesPath}`, push: `${url}${a2aPushPath}`, model };
        return void write(`${JSON.stringify({ listening })}\n`);
      }
      write(
        `listening on ${url}: OTLP/HTTP traces at ${url}${tracesPath}, A2A push notifications at ` +
          `${url}${a2aPushPath}; checked against ${printable(model)}\n`,
      );
    },
    finding(finding: LiveFinding) {
      if (options.format === 'json') {
        const { request, record, line: _line, ...rest } = finding;
        return void write(`${printable(JSON.stringify({ request, ...(record ? { record } : {}), ...rest }))}\n`);
      }
      const request = finding.request === 0 ? 'at the end' : `request ${finding.request}`;
      const where = `${request}${finding.record ? ` ${finding.record}` : ''}`;
      const native = finding.native ? style.dim(` [${nativeLabel(finding.native)}]`) : '';
      const severity = finding.severity === 'error' ? style.red('error  ') : style.yellow('warning');
      write(`  ${printable(where)}  ${severity}  ${printable(finding.message)}${native}  ${style.dim(finding.code)}\n`);
    },
  };
  const totals = (summary: LiveSummary) =>
    options.format === 'json'
      ? `${JSON.stringify({ summary })}\n`
      : `\n${plural(summary.requests, 'request')}, ${plural(summary.events, 'event')} checked: ` +
        `${plural(summary.findings, 'finding')} (${plural(summary.errors, 'error')}, ` +
        `${plural(summary.warnings, 'warning')})\n`;
  const finish = (outcome: LiveOutcome) => {
    if (!outcome.ok) {
      if (outcome.diagnostics) reportDiagnostics('conformance', outcome.diagnostics);
      cli().stderr.write(`awm conformance: ${outcome.problem}\n`);
      cli().exitCode = ExitCode.failure;
      return;
    }
    write(totals(outcome.summary));
    write(coverageText(outcome.coverage, options.coverageFormat));
    cli().exitCode = outcome.exitCode;
  };
  return { sink, finish };
}
