// Names for where a change is: the subject it is grouped under and its path in the compiled model.
import type { ChangeTarget } from './change-catalog.js';

/** A change about term `key`, at `terms.<key>.<parts…>`. */
export function inTerm(key: string, ...parts: readonly string[]): ChangeTarget {
  return { subject: key, path: ['terms', key, ...parts].join('.') };
}

/** A change about the model as a whole, at `<parts…>` of the compiled model. */
export function inModel(...parts: readonly string[]): ChangeTarget {
  return { subject: 'model', path: parts.join('.') };
}

/** The subject of the authority-role catalogue (authority-roles.yaml). */
export function inRoles(...parts: readonly string[]): ChangeTarget {
  return { subject: 'authority-roles', path: ['authority_roles', ...parts].join('.') };
}

/** A change about rule set `id` (rules/<id>.yaml). */
export function inRuleSet(id: string, ...parts: readonly string[]): ChangeTarget {
  return { subject: `rules/${id}`, path: ['rules', id, ...parts].join('.') };
}

/** A change about the crosswalk of `system` (mappings/<system>.yaml). */
export function inMapping(system: string, ...parts: readonly string[]): ChangeTarget {
  return { subject: `mappings/${system}`, path: ['mappings', system, ...parts].join('.') };
}

/** Items by a name, for matching the two sides of a list. */
export function byName<T>(items: readonly T[], nameOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [nameOf(item), item]));
}

/** Whether `names` (in order) appear in the same relative order in both lists, comparing only names in both. */
export function sameRelativeOrder(before: readonly string[], after: readonly string[]): boolean {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const common = before.filter((name) => inAfter.has(name));
  const commonAfter = after.filter((name) => inBefore.has(name));
  return common.every((name, index) => commonAfter[index] === name);
}
