// Generator: documentation of the lint rules and diagnostic codes, from their metadata.
import { lintRules } from '../../../lint-rules/index.js';
import { diagnosticCatalog } from '../../diagnostics/catalog.js';
import { kebabCode, type AnyRule } from '../../lint/rule.js';
import { firstSentence, rulesNamingCode } from '../../model/queries.js';
import type { Model } from '../../model/model.js';
import type { Generator } from '../generated-file.js';
import { headingAnchor } from './markdown.js';
import { loadTemplates, tidy } from './templates.js';

const templateNames = ['lint-rule', 'lint-rules-index', 'diagnostics'] as const;

function ruleView(rule: AnyRule, model: Model) {
  const modelRules = rulesNamingCode(model, rule.code).map((r) => ({
    id: r.id,
    anchor: headingAnchor(r.id),
    level: r.data.level,
    enforcement: r.data.enforcement,
    appliesTo: r.data.applies_to,
    statement: r.data.statement,
  }));
  return { ...rule, file: kebabCode(rule.code), modelRules };
}

/** generated/docs/lint-rules/<code>.md for every rule, their index, and docs/diagnostics.md. */
export function lintDocsGenerator(rules: readonly AnyRule[] = lintRules): Generator {
  return {
    name: 'lint docs',
    async emit(model) {
      const templates = await loadTemplates(templateNames);
      const views = rules.map((rule) => ruleView(rule, model));
      const codes = Object.entries(diagnosticCatalog).map(([code, entry]) => ({
        code,
        anchor: headingAnchor(code),
        summary: firstSentence(entry.description),
        // A warning alone never fails a command; an error fails it with 1 when the model is wrong, 2 otherwise.
        exit: entry.severity === 'warning' ? 0 : entry.category === 'model' ? 1 : 2,
        ...entry,
      }));
      return [
        ...views.map((view) => ({
          path: `docs/lint-rules/${view.file}.md`,
          content: tidy(templates['lint-rule'](view)),
        })),
        {
          path: 'docs/lint-rules/index.md',
          content: tidy(templates['lint-rules-index']({ rules: views, plugins: rules.some((rule) => rule.plugin) })),
        },
        { path: 'docs/diagnostics.md', content: tidy(templates.diagnostics({ codes })) },
      ];
    },
  };
}
