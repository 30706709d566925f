// Diff of crosswalks: systems added or removed, and per term the fidelity, native term, compatibility mappings and
// state maps.
import type { ModelBundle } from '../model/bundle.js';
import type { Fidelity, MappingDocument, MappingEntry, StateMapDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { byName, sameJson } from './lists.js';
import { inMapping } from './targets.js';

/**
 * What a fidelity promises a translator: `exact` everything, the same-kind levels (close, broad,
 * narrow, and the unaudited partial) a translation with caveats, `related` only a pointer, `none`
 * and `tbd` nothing. A move to a smaller promise is a lowering; between close, broad and narrow it is a change.
 */
const promise: Record<Fidelity, number> = {
  exact: 3,
  close: 2,
  broad: 2,
  narrow: 2,
  partial: 2,
  related: 1,
  none: 0,
  tbd: 0,
};

/** Mapping keys compared entry by entry below; any other key is descriptive and compared whole. */
const entryKeys = new Set(['system', 'terms', 'compatibility_field_mappings', 'state_maps']);

/**
 * Every crosswalk change. A term's hook for a system is recorded twice, in the mapping document
 * and in the term's `mapping_hooks`; both are compared and a change is reported once.
 */
export function diffMappings(before: ModelBundle, after: ModelBundle, match: TermMatch): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  const report = (change: Change) => {
    const identity = `${change.kind}|${change.path}|${change.message}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    changes.push(change);
  };
  const was = byName(before.mappings, (mapping) => mapping.system);
  const is = byName(after.mappings, (mapping) => mapping.system);
  for (const mapping of after.mappings) {
    const old = was.get(mapping.system);
    if (!old) report(createChange('MAPPING_ADDED', inMapping(mapping.system), { system: mapping.system }));
    else diffMapping(old, mapping, match).forEach(report);
  }
  for (const mapping of before.mappings) {
    if (!is.has(mapping.system))
      report(createChange('MAPPING_REMOVED', inMapping(mapping.system), { system: mapping.system }));
  }
  for (const { key, before: oldTerm, after: newTerm } of match.pairs) {
    for (const [system, hook] of Object.entries(newTerm.mapping_hooks)) {
      const oldHook = oldTerm.mapping_hooks[system];
      if (oldHook && was.has(system) && is.has(system)) diffHook(system, key, oldHook, hook).forEach(report);
    }
  }
  return changes;
}

function diffMapping(was: MappingDocument, is: MappingDocument, match: TermMatch): Change[] {
  const changes: Change[] = [];
  const system = is.system;
  const keys = new Set([...Object.keys(was), ...Object.keys(is)].filter((key) => !entryKeys.has(key)));
  for (const key of [...keys].sort()) {
    if (!sameJson((was as unknown as Record<string, unknown>)[key], (is as unknown as Record<string, unknown>)[key])) {
      changes.push(createChange('MAPPING_DETAILS_CHANGED', inMapping(system, key), { what: key }));
    }
  }
  const wasHooks = new Map(Object.entries(was.terms).map(([term, hook]) => [match.newKey(term), hook]));
  for (const [term, hook] of Object.entries(is.terms)) {
    const old = wasHooks.get(term);
    if (old) changes.push(...diffHook(system, term, old, hook));
    else
      changes.push(
        createChange('MAPPING_TERM_ADDED', inMapping(system, 'terms', term), { term, fidelity: hook.fidelity }),
      );
  }
  for (const term of wasHooks.keys()) {
    if (!(term in is.terms))
      changes.push(createChange('MAPPING_TERM_REMOVED', inMapping(system, 'terms', term), { term }));
  }

  const fieldKey = (entry: { term: string; field: string }) => `${match.newKey(entry.term)}.${entry.field}`;
  const wasFields = byName(was.compatibility_field_mappings, fieldKey);
  const isFields = byName(is.compatibility_field_mappings, fieldKey);
  for (const [field, entry] of isFields) {
    const old = wasFields.get(field);
    const at = inMapping(system, 'compatibility_field_mappings', field);
    if (!old) changes.push(createChange('COMPATIBILITY_MAPPING_ADDED', at, { field }));
    else if (old.native_field !== entry.native_field || old.notes !== entry.notes) {
      changes.push(createChange('MAPPING_DETAILS_CHANGED', at, { what: `compatibility field mapping "${field}"` }));
    }
  }
  for (const field of wasFields.keys()) {
    if (!isFields.has(field))
      changes.push(
        createChange('COMPATIBILITY_MAPPING_REMOVED', inMapping(system, 'compatibility_field_mappings', field), {
          field,
        }),
      );
  }
  changes.push(...diffStateMaps(system, was.state_maps ?? {}, is.state_maps ?? {}, match));
  return changes;
}

/**
 * State maps, native state by native state: what each translates to decides the findings of
 * native traces. Anything else in a term's state map (fidelities, notes, native transitions,
 * native states without an AWM equivalent) is descriptive and reported once per term.
 */
function diffStateMaps(
  system: string,
  was: Record<string, StateMapDocument>,
  is: Record<string, StateMapDocument>,
  match: TermMatch,
): Change[] {
  const changes: Change[] = [];
  const wasMaps = new Map(Object.entries(was).map(([term, stateMap]) => [match.newKey(term), stateMap]));
  const terms = [...new Set([...Object.keys(is), ...wasMaps.keys()])];
  for (const term of terms) {
    const before = wasMaps.get(term)?.states ?? {};
    const after = is[term]?.states ?? {};
    const at = (state: string) => inMapping(system, 'state_maps', term, 'states', state);
    let translationsChanged = false;
    for (const state of new Set([...Object.keys(after), ...Object.keys(before)])) {
      const from = before[state]?.awm_state ?? null;
      const to = after[state]?.awm_state ?? null;
      if (from === to) continue;
      translationsChanged = true;
      if (from === null) changes.push(createChange('STATE_MAPPING_ADDED', at(state), { state, term, to: to! }));
      else if (to === null) changes.push(createChange('STATE_MAPPING_REMOVED', at(state), { state, term, from }));
      else changes.push(createChange('STATE_MAPPING_CHANGED', at(state), { state, term, from, to }));
    }
    // The rest of the map, translations left out; a whole map added or removed is told by its translations.
    const described = (stateMap: StateMapDocument | undefined) =>
      stateMap && {
        ...stateMap,
        states: Object.fromEntries(
          Object.entries(stateMap.states).map(([state, m]) => [state, { ...m, awm_state: null }]),
        ),
      };
    const wholeMap = !wasMaps.has(term) || !(term in is);
    if (!sameJson(described(wasMaps.get(term)), described(is[term])) && !(wholeMap && translationsChanged)) {
      changes.push(
        createChange('MAPPING_DETAILS_CHANGED', inMapping(system, 'state_maps', term), {
          what: `state map of "${term}"`,
        }),
      );
    }
  }
  return changes;
}

function diffHook(system: string, term: string, was: MappingEntry, is: MappingEntry): Change[] {
  const changes: Change[] = [];
  const at = (property: string) => inMapping(system, 'terms', term, property);
  if (was.fidelity !== is.fidelity) {
    const lowered = promise[is.fidelity] < promise[was.fidelity];
    changes.push(
      createChange(lowered ? 'MAPPING_FIDELITY_LOWERED' : 'MAPPING_FIDELITY_CHANGED', at('fidelity'), {
        term,
        from: was.fidelity,
        to: is.fidelity,
      }),
    );
  }
  if (was.native_term !== is.native_term) {
    changes.push(
      was.native_term === null
        ? createChange('MAPPING_NATIVE_TERM_SET', at('native_term'), { term, to: is.native_term ?? 'none' })
        : createChange('MAPPING_NATIVE_TERM_CHANGED', at('native_term'), {
            term,
            from: was.native_term,
            to: is.native_term ?? 'none',
          }),
    );
  }
  if (was.notes !== is.notes)
    changes.push(createChange('MAPPING_DETAILS_CHANGED', at('notes'), { what: `notes of "${term}"` }));
  // Crosswalk entries carry evidence; term hooks never do.
  if (!sameJson(was.evidence, is.evidence))
    changes.push(createChange('MAPPING_DETAILS_CHANGED', at('evidence'), { what: `evidence of "${term}"` }));
  return changes;
}
