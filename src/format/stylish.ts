// The human format: findings grouped by file, aligned columns, and a summary line, like ESLint's.
import { printable } from '../diagnostics/printable.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Formatter } from './format-context.js';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export const formatStylish: Formatter = (diagnostics, { chalk }) => {
  if (diagnostics.length === 0) return '';
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  const out: string[] = [];
  for (const [file, group] of byFile) {
    out.push('', chalk.underline(file));
    const positions = group.map((d) => `${d.line}:${d.column}`);
    const width = Math.max(...positions.map((p) => p.length));
    const messages = group.map((d) => printable(d.message));
    const messageWidth = Math.max(...messages.map((message) => message.length));
    group.forEach((d, i) => {
      const severity = d.severity === 'error' ? chalk.red('error  ') : chalk.yellow('warning');
      out.push(
        `  ${chalk.dim(positions[i]!.padEnd(width))}  ${severity}  ${messages[i]!.padEnd(messageWidth)}  ` +
          `${chalk.dim(d.code)}`,
      );
    });
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const summary =
    `✖ ${plural(diagnostics.length, 'problem')} (${plural(errors, 'error')}, ` + `${plural(warnings, 'warning')})`;
  out.push('', chalk.bold(errors > 0 ? chalk.red(summary) : chalk.yellow(summary)), '');
  return out.join('\n');
};
