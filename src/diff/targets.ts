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
