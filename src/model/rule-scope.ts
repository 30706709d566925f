// What a model rule's `applies_to` means, decided once for the linter, the docs and the diff.
//
// An entry is `*` (every term), a term key (`WorkSession`), or a section of a term written in
// lower case (`fields`, `identity`, `lifecycle`, ...), which constrains that section wherever a
// term declares it. A rule applies to a term when an entry is `*`, the term's key, or a section
// the term declares.
import type { RuleDocument, TermDocument } from './documents.js';
import type { Model, Rule, Term } from './model.js';

/** Whether an `applies_to` entry names a term (term keys are PascalCase) rather than `*` or a section. */
export function isTermScope(entry: string): boolean {
  return /^[A-Z]/.test(entry);
}

/** Whether a rule applies to a term: an entry is `*`, the term's key, or a section the term declares. */
export function ruleAppliesTo(rule: Pick<RuleDocument, 'applies_to'>, term: TermDocument): boolean {
  return rule.applies_to.some((entry) => entry === '*' || entry === term.key || (!isTermScope(entry) && entry in term));
}

/** The terms a model rule applies to, in term order: ruleAppliesTo, with the entries sorted out once per rule. */
export function termsInScope(model: Model, rule: Rule): Term[] {
  const entries = rule.data.applies_to;
  if (entries.includes('*')) return [...model.terms.values()];
  const named = new Set(entries);
  const sections = entries.filter((entry) => !isTermScope(entry));
  return [...model.terms.values()].filter(
    (term) => named.has(term.key) || sections.some((section) => section in term.data),
  );
}

/**
 * The rules whose `applies_to` names the term itself or `*`: what a page about the term lists. The
 * rules about a section apply to every term that declares it, and are listed once, apart.
 */
export function rulesNamingTerm(model: Model, term: Term): Rule[] {
  return [...model.rules.values()].filter((rule) =>
    rule.data.applies_to.some((entry) => entry === '*' || entry === term.key),
  );
}

/**
 * Whether what `entry` constrains lies within `scope` (another rule's `applies_to`): `*` covers
 * every entry, and an entry covers itself. A section does not cover a term key or the other way
 * round: each constrains something the other leaves free. The diff calls an entry outside the old
 * scope a widening, and an old entry outside the new scope a narrowing.
 */
export function scopeCovers(scope: readonly string[], entry: string): boolean {
  return scope.includes('*') || scope.includes(entry);
}
