// GitHub Actions workflow commands, which GitHub shows as annotations on the changed lines.
import { printable } from '../diagnostics/printable.js';
import type { Formatter } from './format-context.js';
import { repoRelative } from './repo-path.js';

/** Escaping of a command's message, as in @actions/core. */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping of a command's properties, which also may not contain `:` or `,`. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const formatGithub: Formatter = (diagnostics, { repoRoot }) =>
  diagnostics
    .map((d) => {
      const properties = [
        `file=${escapeProperty(repoRelative(d.absolutePath, repoRoot))}`,
        `line=${d.line}`,
        `col=${d.column}`,
        `endLine=${d.endLine}`,
        `endColumn=${d.endColumn}`,
        `title=${escapeProperty(d.code)}`,
      ];
      return `::${d.severity} ${properties.join(',')}::${printable(escapeData(d.message))}\n`;
    })
    .join('');
