// Documentation of every code `awm lint` may report: the lint rules' and the loader's.
import { diagnosticCatalog } from '../diagnostics/catalog.js';
import type { CodeInfo } from '../format/format-context.js';
import { firstSentence } from '../model/queries.js';
import { kebabCode, type AnyRule } from './rule.js';

/** Lint rules first (in registry order), then the loading, validation and linking codes. */
export function describeCodes(rules: readonly AnyRule[], homepage: string): CodeInfo[] {
  const docs = `${homepage.replace(/\/$/, '')}/docs`;
  return [
    ...rules.map((rule) => ({
      code: rule.code,
      severity: rule.severity,
      summary: rule.summary,
      description: rule.description,
      // A plugin's rule is documented where its author says, else by its source.
      helpUri: rule.url ?? rule.plugin?.module ?? `${docs}/lint-rules/${kebabCode(rule.code)}.md`,
    })),
    ...Object.entries(diagnosticCatalog).map(([code, entry]) => ({
      code,
      severity: entry.severity,
      summary: firstSentence(entry.description),
      description: entry.description,
      helpUri: `${docs}/diagnostics.md#${code.toLowerCase()}`,
    })),
  ];
}
