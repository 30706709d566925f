// The terms the authority rules (MISSING_AUTHORITY, UNKNOWN_AUTHORITY, FOREIGN_AUTHORITY) check.
import type { Model, Term } from '../model/model.js';
import { runtimeManagement } from '../model/runtime-terms.js';

/**
 * The terms the model's rules scope the code to, and every term the runtime records whatever those rules say: the
 * runtime refuses such a term without a catalogued owner (isCataloguedOwner), so lint reports it by one of these codes.
 */
export function authorityTerms(model: Model, scoped: readonly Term[]): Term[] {
  const recorded = [...model.terms.values()].filter((term) => runtimeManagement(term.data));
  return [...new Set([...scoped, ...recorded])];
}
