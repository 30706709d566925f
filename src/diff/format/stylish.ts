// Human-readable diff output: changes grouped by subject, each with its classification, consumers and reason.
import type { Palette } from '../../format/palette.js';
import type { Change, Classification } from '../change.js';
import { describeCounts, type DiffReport } from '../report.js';

const width = 'informational'.length;

/** A classification padded to one width and coloured: red breaking, green compatible, blue informational. */
export function paint(chalk: Palette, classification: Classification): string {
  const label = classification.padEnd(width);
  if (classification === 'breaking') return chalk.red(label);
  if (classification === 'compatible') return chalk.green(label);
  return chalk.blue(label);
}

/**
 * For each subject a heading and two lines per change: classification, message and kind; then
 * the consumers and the reason. A summary and the version verdict close it.
 */
export function formatStylish(report: DiffReport, chalk: Palette): string {
  const lines = [`${report.before.name} ${report.before.version} -> ${report.after.name} ${report.after.version}`, ''];
  const groups = new Map<string, Change[]>();
  for (const change of report.changes) groups.set(change.subject, [...(groups.get(change.subject) ?? []), change]);
  for (const [subject, changes] of groups) {
    lines.push(chalk.underline(subject));
    for (const change of changes) {
      lines.push(`  ${paint(chalk, change.classification)}  ${change.message}  ${chalk.dim(change.kind)}`);
      lines.push(`  ${' '.repeat(width)}  ${chalk.dim(`${change.consumers.join(', ')}: ${change.reason}`)}`);
    }
    lines.push('');
  }
  lines.push(report.changes.length === 0 ? 'No changes.' : describeCounts(report.changes));
  lines.push(report.version.ok ? chalk.green(report.version.explanation) : chalk.red(report.version.explanation));
  return `${lines.join('\n')}\n`;
}
