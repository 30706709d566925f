// Documentation pages of the lint rules and diagnostic codes, generated from their metadata.
import { lintRules } from '../../lint-rules/index.js';
import { diagnosticCatalog } from '../diagnostics/catalog.js';
import { modelRulesByCode } from '../lint/lint-model.js';
import { kebabCode, type AnyRule } from '../lint/rule.js';
import type { Model } from '../model/model.js';
import type { GeneratedFile } from './generated-file.js';
import { renderTemplate } from './markdown.js';

function ruleView(rule: AnyRule, model: Model) {
  const modelRules = (modelRulesByCode(model).get(rule.code) ?? []).map((r) => ({
    id: r.id,
    level: r.data.level,
    enforcement: r.data.enforcement,
    appliesTo: r.data.applies_to,
    statement: r.data.statement,
  }));
  return { ...rule, file: kebabCode(rule.code), modelRules };
}

/** generated/docs/lint-rules/<code>.md for every rule, their index, and docs/diagnostics.md. */
export function emitLintDocs(model: Model, rules: readonly AnyRule[] = lintRules): GeneratedFile[] {
  const views = rules.map((rule) => ruleView(rule, model));
  const codes = Object.entries(diagnosticCatalog).map(([code, entry]) => ({ code, anchor: code.toLowerCase(), ...entry }));
  return [
    ...views.map((view) => ({ path: `docs/lint-rules/${view.file}.md`, content: renderTemplate('lint-rule.md.hbs', view) })),
    { path: 'docs/lint-rules/index.md', content: renderTemplate('lint-rules-index.md.hbs', { rules: views }) },
    { path: 'docs/diagnostics.md', content: renderTemplate('diagnostics.md.hbs', { codes }) },
  ];
}
