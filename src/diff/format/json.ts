// Machine-readable diff output: the whole report as one JSON document.
import { countByClassification, type DiffReport } from '../report.js';

/** The report with a per-classification summary, pretty-printed, keys in a fixed order. */
export function formatJson(report: DiffReport): string {
  const document = {
    before: report.before,
    after: report.after,
    summary: countByClassification(report.changes),
    version: report.version,
    changes: report.changes,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
