// What the crosswalk templates see: the matrix of terms against systems, and one page per system.
import { coverageLevels, mappingCoverage, type SystemCoverage } from '../../map/coverage.js';
import { sssomPredicate } from '../../map/sssom.js';
import { translateTransition, type TransitionVerdict } from '../../map/state-map.js';
import type { MappingEntry } from '../../model/documents.js';
import type { Mapping, Model } from '../../model/model.js';
import { headingAnchor, lintRuleDocPath } from './markdown.js';
import { stateMapDiagram } from './mermaid-state-map.js';
import { codeLink, docPaths, fromCrosswalkPage, fromTopPage, pageLinks, termLink } from './view-model.js';

/** Coverage of every crosswalk, computed the way `awm mapping coverage` computes it. */
function coverageOf(model: Model): Map<string, SystemCoverage> {
  const bundle = {
    mappings: [...model.mappings.values()].map((mapping) => mapping.data),
    terms: [...model.terms.values()].map((term) => term.data),
  };
  return new Map(mappingCoverage(bundle).map((coverage) => [coverage.system, coverage]));
}

const counts = (coverage: SystemCoverage) => coverageLevels.map((level) => coverage.terms[level].length);

/** How a partial entry relates, in words, when its SKOS hint says more than "close". */
function relation(entry: MappingEntry): string | null {
  if (entry.fidelity !== 'partial') return null;
  if (entry.predicate === 'broadMatch') return 'native is broader';
  return entry.predicate === 'narrowMatch' ? 'native is narrower' : null;
}

/** The SKOS predicate `awm mapping export` writes for an entry, or why it writes none. */
function skos(entry: MappingEntry): string {
  if (entry.fidelity === 'none') return 'no match';
  if (entry.fidelity === 'tbd') return 'not exported (tbd)';
  return sssomPredicate(entry).replace(/^skos:/, '');
}

/** The matrix: every term against every system, with coverage per system. */
export function crosswalksPage(model: Model) {
  const mappings = [...model.mappings.values()];
  const coverage = coverageOf(model);
  return {
    notice: model.generatedNotice,
    pages: pageLinks(fromTopPage),
    levels: coverageLevels,
    systems: mappings.map((mapping) => codeLink(mapping.system, docPaths.crosswalk(mapping.system))),
    summary: mappings.map((mapping) => ({
      system: codeLink(mapping.system, docPaths.crosswalk(mapping.system)),
      status: mapping.data.status,
      verifiedAgainst: mapping.data.verified_against,
      counts: counts(coverage.get(mapping.system)!),
      stateMaps: Object.keys(mapping.data.state_maps ?? {}).map((key) => termLink(model, key, fromTopPage)),
      falseFriends: mapping.data.false_friends?.length ?? 0,
    })),
    matrix: [...model.terms.values()].map((term) => ({
      term: termLink(model, term.key, fromTopPage),
      cells: mappings.map((mapping) => {
        const row = mapping.data.terms[term.key] ?? term.data.mapping_hooks[mapping.system];
        if (!row) return null;
        // The state map's heading on the system's page is the term key.
        const states = mapping.data.state_maps?.[term.key]
          ? { text: 'states', href: `${docPaths.crosswalk(mapping.system)}#${headingAnchor(term.key)}`, code: false }
          : null;
        return { fidelity: row.fidelity, nativeTerm: row.native_term, relation: relation(row), states };
      }),
    })),
  };
}

const verdictText: Record<TransitionVerdict, string> = {
  legal: 'yes',
  stays: 'no move: one AWM state',
  illegal: 'no',
  terminal: 'no: leaves a terminal state',
  untranslated: 'no AWM state',
};

function stateMapsView(model: Model, mapping: Mapping) {
  return Object.entries(mapping.data.state_maps ?? {}).map(([key, stateMap]) => {
    const lifecycle = model.terms.get(key)?.data.lifecycle;
    const reached = new Set(Object.values(stateMap.states).map((m) => m.awm_state));
    return {
      term: termLink(model, key, fromCrosswalkPage),
      key,
      nativeTerm: mapping.data.terms[key]?.native_term ?? null,
      notes: stateMap.notes ?? null,
      diagram: stateMapDiagram(stateMap, lifecycle),
      states: Object.entries(stateMap.states).map(([native, m]) => ({
        native,
        awmState: m.awm_state,
        fidelity: m.fidelity,
        notes: m.notes ?? '',
      })),
      transitions: (stateMap.transitions ?? []).map((transition) => {
        const translated = lifecycle
          ? translateTransition(stateMap, lifecycle, transition)
          : { awmFrom: null, awmTo: null, verdict: 'untranslated' as const };
        const lost = translated.verdict === 'illegal' || translated.verdict === 'terminal';
        return {
          from: transition.from,
          to: transition.to,
          awmFrom: translated.awmFrom,
          awmTo: translated.awmTo,
          verdict: verdictText[translated.verdict],
          lint: lost
            ? codeLink(
                'STATE_MAP_TRANSITION_LOSS',
                fromCrosswalkPage.page(lintRuleDocPath('STATE_MAP_TRANSITION_LOSS')),
              )
            : null,
          notes: transition.notes ?? '',
        };
      }),
      awmStatesWithoutNative: (lifecycle?.states ?? []).filter((state) => !reached.has(state)),
    };
  });
}

/** One system's page: its entries, state maps and false friends. */
export function crosswalkPage(model: Model, mapping: Mapping) {
  const data = mapping.data;
  const coverage = coverageOf(model).get(mapping.system)!;
  const base = fromCrosswalkPage;
  const entries = [...model.terms.values()].map((term) => {
    const entry = data.terms[term.key];
    return {
      term: termLink(model, term.key, base),
      fidelity: entry?.fidelity ?? 'missing',
      nativeTerm: entry?.native_term ?? null,
      skos: entry ? skos(entry) : 'no entry',
      notes: entry?.notes ?? '',
    };
  });
  return {
    notice: model.generatedNotice,
    system: mapping.system,
    description: data.description,
    status: data.status,
    fidelityOverview: data.fidelity_overview,
    verifiedAgainst: data.verified_against,
    notes: data.notes,
    pages: pageLinks(base),
    levels: coverageLevels,
    counts: counts(coverage),
    entries,
    entryNotes: entries.filter((entry) => entry.notes !== ''),
    stateMaps: stateMapsView(model, mapping),
    falseFriends: (data.false_friends ?? []).map((friend) => ({
      nativeTerm: friend.native_term,
      term: termLink(model, friend.term, base),
      reason: friend.reason,
    })),
    compatibilityFieldMappings: data.compatibility_field_mappings.map((entry) => ({
      term: termLink(model, entry.term, base),
      field: entry.field,
      nativeField: entry.native_field ?? null,
      notes: entry.notes,
    })),
  };
}
