// What changed in each crosswalk between two versions of the model: the diff engine's crosswalk changes, per system.
import { diffMappings } from '../diff/mappings.js';
import type { Change } from '../diff/change.js';
import { matchTerms } from '../diff/match-terms.js';
import type { ModelBundle } from '../model/bundle.js';

export interface CrosswalkChanges {
  system: string;
  /** Where the system's crosswalk is: in both versions, only the new one (added) or only the old one (removed). */
  presence: 'both' | 'added' | 'removed';
  /** Its changes in the diff engine's order: fidelities, native terms, state maps, details. */
  changes: Change[];
}

/**
 * The crosswalk changes from `before` to `after`, grouped by system (the new model's order, then
 * removed systems), for every system or only `systems`. Renamed terms are followed as `awm diff`
 * follows them.
 */
export function diffCrosswalks(
  before: ModelBundle,
  after: ModelBundle,
  systems?: readonly string[],
): CrosswalkChanges[] {
  const changes = diffMappings(before, after, matchTerms(before, after));
  const was = new Set(before.mappings.map((mapping) => mapping.system));
  const is = new Set(after.mappings.map((mapping) => mapping.system));
  return [...new Set([...is, ...was])]
    .filter((system) => !systems || systems.includes(system))
    .map((system) => ({
      system,
      presence: was.has(system) && is.has(system) ? 'both' : is.has(system) ? 'added' : 'removed',
      changes: changes.filter((change) => change.subject === `mappings/${system}`),
    }));
}
