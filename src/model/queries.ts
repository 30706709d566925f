// Facts derived from the linked model that generators and lint rules share: identity targets, lifecycle tables, rules
// per term and code.
import modelFormats from './formats.cjs';
import type { FieldDocument, TermDocument } from './documents.js';
import type { Model, Rule, Term } from './model.js';
import { identityNameResolver } from './references.js';

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

const resolvers = new WeakMap<Model, (fieldName: string) => Term | undefined>();

/** The term whose identity a field name carries (see identityNameResolver). */
export function termByIdentityName(model: Model, name: string): Term | undefined {
  let resolve = resolvers.get(model);
  if (!resolve) {
    resolve = identityNameResolver(model.terms.values(), (term) => term.data.identity.field);
    resolvers.set(model, resolve);
  }
  return resolve(name);
}

/** The term a reference field of type `name` points at (see termByIdentityName). */
export function referencedTerm(model: Model, field: FieldDocument): Term | undefined {
  if (field.kind !== 'reference' || field.type !== 'name') return undefined;
  return termByIdentityName(model, field.name);
}

/** Whether a cardinality is exactly one: `1`, or `1..1`. */
const isExactlyOne = (cardinality: string) => {
  const { min, max } = cardinalityRange(cardinality);
  return min === 1 && max === 1;
};

/**
 * Whether payloads of `term` must carry the reference field `field`, whose name holds the identity
 * of `target` (see identityNameResolver): it holds one identity (`x_id`, not `x_ids`) of another
 * term that every link of `term` to it (its parent, its relationships targeting it) ties exactly
 * once, cardinality `1`. AgentRun's `work_session_id` is required, since its parent and its
 * `work_session` relationship are both `1`; a field backed by no link, or by a link that allows
 * none or many, is not. On documents, so that the generators and awm diff read one rule.
 */
export function requiresReference(term: TermDocument, field: FieldDocument, target: TermDocument | undefined): boolean {
  if (field.kind !== 'reference' || field.type !== 'name' || field.name.endsWith('_ids')) return false;
  if (!target || target.key === term.key) return false;
  const links = term.relationships.filter((relationship) => relationship.target === target.key);
  const cardinalities = links.map((relationship) => relationship.cardinality);
  if (term.parent?.term === target.key) cardinalities.push(term.parent.cardinality);
  return cardinalities.length > 0 && cardinalities.every(isExactlyOne);
}

/** Whether a term's payloads must carry a reference field (see requiresReference). */
export function isRequiredReference(model: Model, term: Term, field: FieldDocument): boolean {
  return requiresReference(term.data, field, referencedTerm(model, field)?.data);
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
