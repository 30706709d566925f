// Facts derived from the linked model that generators and lint rules share: identity targets, lifecycle tables, rules per term and code.
import modelFormats from '../validate/formats.cjs';
import type { FieldDocument, LifecycleDocument } from './documents.js';
import type { Model, Rule, Term } from './model.js';

/** The counts a cardinality allows: `min..max`, with max Infinity for `*`. */
export interface CardinalityRange {
  min: number;
  max: number;
}

/**
 * The counts a (schema-validated) cardinality allows: `1` -> 1..1, `0..*` -> 0..Infinity. An
 * absent cardinality, such as an undeclared inverse end, constrains nothing: 0..*.
 */
export function cardinalityRange(text: string | undefined): CardinalityRange {
  return (text === undefined ? undefined : modelFormats.parseCardinality(text)) ?? { min: 0, max: Infinity };
}

/**
 * A name folded for comparisons that ignore case and separators, the way aliases spell names:
 * `agent-session`, `agent session` and `AgentSession` are one name.
 */
export function foldName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const termsByIdentity = new WeakMap<Model, Map<string, Term>>();

/**
 * The term whose identity a field name carries: the term whose identity field is the name
 * (`agent_profile_id` -> AgentProfile), or ends it after a qualifier (`assigned_principal_id`
 * -> Principal). A plural `x_ids` carries `x_id`. The longest identity field wins, and a
 * one-word suffix (`id`) never matches.
 */
export function termByIdentityName(model: Model, name: string): Term | undefined {
  let byIdentity = termsByIdentity.get(model);
  if (!byIdentity) {
    byIdentity = new Map([...model.terms.values()].map((term) => [term.data.identity.field, term]));
    termsByIdentity.set(model, byIdentity);
  }
  const words = (name.endsWith('_ids') ? name.slice(0, -1) : name).split('_');
  for (let start = 0; start < words.length - 1; start++) {
    const term = byIdentity.get(words.slice(start).join('_'));
    if (term) return term;
  }
  return undefined;
}

/** The term a reference field of type `name` points at (see termByIdentityName). */
export function referencedTerm(model: Model, field: FieldDocument): Term | undefined {
  if (field.kind !== 'reference' || field.type !== 'name') return undefined;
  return termByIdentityName(model, field.name);
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
  return [...model.rules.values()].filter((rule) =>
    rule.data.applies_to.some((target) => target === '*' || target === term.key),
  );
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
