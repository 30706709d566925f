// The machine format: every diagnostic with all its fields, and the counts.
import type { Formatter } from './format-context.js';

export const formatJson: Formatter = (diagnostics) => {
  const errorCount = diagnostics.filter((d) => d.severity === 'error').length;
  const report = {
    diagnostics: diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      file: d.file,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
      term: d.term ?? null,
      path: d.path ?? null,
    })),
    errorCount,
    warningCount: diagnostics.length - errorCount,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
};
