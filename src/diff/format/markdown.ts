// A ready CHANGELOG section (Keep a Changelog) for the new model version.
import type { Change, ChangelogSection } from '../change.js';
import { changeCatalog } from '../change-catalog.js';
import type { DiffReport } from '../report.js';

export interface MarkdownOptions {
  /** The release date for the heading, YYYY-MM-DD. */
  date: string;
}

const sections: readonly ChangelogSection[] = ['Added', 'Changed', 'Deprecated', 'Removed'];

/** Markdown text: quoted names become code spans; characters Markdown would interpret elsewhere are escaped. */
function inline(text: string): string {
  return text
    .split(/("[^"]*")/)
    .map((part) =>
      /^"[^"]*"$/.test(part)
        ? `\`${part.slice(1, -1)}\``
        : // An underscore inside a word (snake_case) is literal in CommonMark; elsewhere it could start emphasis.
          // `>` opens a block quote only at the start of a line: "a -> b" stays as written.
          part
            .replace(/([\\`*[\]<|])/g, '\\$1')
            .replace(/^(\s*)>/gm, '$1\\>')
            .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_'),
    )
    .join('');
}

function entry(change: Change): string {
  const marker = change.classification === 'breaking' ? '**Breaking:** ' : '';
  return (
    `- ${marker}\`${change.subject}\`: ${inline(change.message)}; ${inline(change.reason)} ` +
    `(${change.consumers.join(', ')}).`
  );
}

/**
 * A `## [version] - date` section (`## [Unreleased]` while the version is unchanged) with the
 * changes under Added, Changed, Deprecated and Removed, breaking ones first and marked.
 */
export function formatMarkdown(report: DiffReport, options: MarkdownOptions): string {
  const unreleased = report.after.version === report.before.version;
  const lines = [unreleased ? '## [Unreleased]' : `## [${report.after.version}] - ${options.date}`, ''];
  if (report.changes.length === 0) lines.push('No changes to the model.', '');
  for (const section of sections) {
    const changes = report.changes.filter((change) => changeCatalog[change.kind].section === section);
    if (changes.length === 0) continue;
    const ordered = [
      ...changes.filter((c) => c.classification === 'breaking'),
      ...changes.filter((c) => c.classification !== 'breaking'),
    ];
    lines.push(`### ${section}`, '', ...ordered.map(entry), '');
  }
  return lines.join('\n');
}
