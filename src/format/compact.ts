// One line per diagnostic: `file:line:col severity message CODE`, the form editors and CI logs parse.
import { printable } from '../diagnostics/printable.js';
import type { Palette } from './palette.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export function formatCompact(diagnostics: readonly Diagnostic[], chalk: Palette): string {
  return diagnostics
    .map((d) => {
      const severity = d.severity === 'error' ? chalk.red('error') : chalk.yellow('warning');
      return `${d.file}:${d.line}:${d.column} ${severity} ${printable(d.message)} ${chalk.dim(d.code)}`;
    })
    .join('\n');
}

/** "2 errors, 1 warning" */
export function summarise(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
