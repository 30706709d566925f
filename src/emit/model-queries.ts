// Facts the generators derive from the linked model: field targets, lifecycle tables, rules per term, lint codes.
import type { FieldDocument, LifecycleDocument } from '../model/documents.js';
import type { Model, Rule, Term } from '../model/model.js';

const termsByIdentity = new WeakMap<Model, Map<string, Term>>();

/**
 * The term a reference field points at: the term whose identity field is the field's name
 * (`agent_profile_id` -> AgentProfile), or whose identity field ends it after a qualifier
 * (`assigned_principal_id` -> Principal). The longest identity field wins.
 */
export function referencedTerm(model: Model, field: FieldDocument): Term | undefined {
  if (field.kind !== 'reference' || field.type !== 'name') return undefined;
  let byIdentity = termsByIdentity.get(model);
  if (!byIdentity) {
    byIdentity = new Map([...model.terms.values()].map((term) => [term.data.identity.field, term]));
    termsByIdentity.set(model, byIdentity);
  }
  // Drop one leading qualifier at a time, so the first match is the longest identity field.
  for (let name = field.name; ; name = name.slice(name.indexOf('_') + 1)) {
    const term = byIdentity.get(name);
    if (term) return term;
    if (!name.includes('_')) return undefined;
  }
}

/**
 * A lifecycle as a table: every declared state (in declaration order) with the states it may
 * move to, in transition order. States named only by a transition are appended, so the table
 * shows the model as written even before the linter has flagged it.
 */
export function transitionTable(lifecycle: LifecycleDocument): Map<string, string[]> {
  const table = new Map<string, string[]>(lifecycle.states.map((state) => [state, []]));
  for (const { from, to } of lifecycle.transitions) {
    if (!table.has(from)) table.set(from, []);
    if (!table.has(to)) table.set(to, []);
    const targets = table.get(from)!;
    if (!targets.includes(to)) targets.push(to);
  }
  return table;
}

/** The rules whose `applies_to` names the term, or every term (`*`), in rule-set order. */
export function rulesApplyingTo(model: Model, term: Term): Rule[] {
  return [...model.rules.values()].filter((rule) => rule.data.applies_to.some((target) => target === '*' || target === term.key));
}

/** Every lint code the model's rules name, in order of first mention, each once. */
export function modelLintCodes(model: Model): string[] {
  const codes = new Set<string>();
  for (const rule of model.rules.values()) for (const code of rule.data.lint_codes ?? []) codes.add(code);
  return [...codes];
}

/** The rules that name a lint code. */
export function rulesNamingCode(model: Model, code: string): Rule[] {
  return [...model.rules.values()].filter((rule) => rule.data.lint_codes?.includes(code));
}

/** The terms an authority role owns, in term order. */
export function termsOwnedBy(model: Model, roleId: string): Term[] {
  return [...model.terms.values()].filter((term) => term.data.authority.owner === roleId);
}

/** The first sentence of a piece of prose (up to the first `.`, `!` or `?` followed by a space or the end). */
export function firstSentence(text: string): string {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text).replace(/\s+/g, ' ').trim();
}
