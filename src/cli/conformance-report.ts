// A conformance run as `awm conformance` prints it: findings streamed to stdout in the chosen format, then its end.
import type { ConformanceOutcome, ConformanceSink } from '../conformance/run-conformance.js';
import { jsonWriter, stylishWriter, type FindingWriter } from '../conformance/formatters.js';
import type { CoverageFormat } from '../conformance/coverage-formatters.js';
import { ExitCode } from './exit-codes.js';
import { cli, pacedBy } from './io.js';
import { coverageText } from './live-report.js';
import { chalkFor, reportDiagnostics } from './report.js';

export interface ConformanceReportOptions {
  format: 'stylish' | 'json';
  /** The trace as given, - for stdin. */
  trace: string;
  /** How a coverage report, when the run made one, is printed. */
  coverageFormat: CoverageFormat;
}

/** The sink a run streams its findings into, and `finish`, which prints how the run ended and sets the exit status. */
export function conformanceReport(options: ConformanceReportOptions): {
  sink: ConformanceSink;
  finish(outcome: ConformanceOutcome): void;
} {
  const write = (text: string) => cli().stdout.write(text);
  let writer: FindingWriter | undefined;
  const sink: ConformanceSink = {
    start(model) {
      const file = options.trace === '-' ? '<stdin>' : options.trace;
      const started =
        options.format === 'json'
          ? jsonWriter(model, write)
          : stylishWriter(file, model, write, chalkFor(cli().stdout));
      writer = started;
      return (finding) => started.finding(finding);
    },
    // Findings are written as the trace is read: reading waits while stdout is full.
    pace: (chunks) => pacedBy(chunks, cli().stdout),
  };
  const finish = (outcome: ConformanceOutcome): void => {
    if (!outcome.ok) {
      if (outcome.diagnostics) reportDiagnostics('conformance', outcome.diagnostics);
      cli().stderr.write(`awm conformance: ${outcome.problem}\n`);
      cli().exitCode = ExitCode.failure;
      return;
    }
    const coverage = outcome.coverage;
    // In one JSON document with the findings when both are JSON; else printed after them.
    const inside = coverage && options.format === 'json' && options.coverageFormat === 'json';
    writer?.end(outcome.summary, inside ? coverage : undefined);
    if (coverage && !inside) cli().stdout.write(coverageText(coverage, options.coverageFormat));
    cli().exitCode = outcome.exitCode;
  };
  return { sink, finish };
}
