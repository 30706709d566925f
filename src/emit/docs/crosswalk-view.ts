// What the crosswalk templates see: the matrix of terms against systems, the rubric, and one page per system.
import { coverageLevels, mappingCoverage, type SystemCoverage } from '../../map/coverage.js';
import { sssomPredicate } from '../../map/sssom.js';
import { packageFileUrl } from '../../model/crosswalk-sources.js';
import type {
  Evidence,
  LifecycleDocument,
  MappingDocument,
  MappingEntry,
  NativeLifecycleDocument,
  PackageSourceReference,
} from '../../model/documents.js';
import { fidelityLevels, fidelityRubric } from '../../model/fidelity.js';
import { nativeLifecycleOf, translateTransition, type TransitionVerdict } from '../../model/native-lifecycle.js';
import type { Mapping, Model } from '../../model/model.js';
import { headingAnchor, lintRuleDocPath } from './markdown.js';
import { nativeLifecycleDiagram } from './mermaid-native-lifecycle.js';
import { codeLink, docPaths, fromCrosswalkPage, fromTopPage, pageLinks, termLink } from './view-model.js';
import { wireView } from './wire-view.js';

/** Coverage of every crosswalk, computed the way `awm mapping coverage` computes it. */
function coverageOf(model: Model): Map<string, SystemCoverage> {
  const bundle = {
    mappings: [...model.mappings.values()].map((mapping) => mapping.data),
    terms: [...model.terms.values()].map((term) => term.data),
  };
  return new Map(mappingCoverage(bundle).map((coverage) => [coverage.system, coverage]));
}

const counts = (coverage: SystemCoverage) => coverageLevels.map((level) => coverage.terms[level].length);

/** The SKOS predicate `awm mapping export` writes for an entry, or why it writes none. */
function skos(entry: MappingEntry): string {
  if (entry.fidelity === 'none') return 'relatedMatch sssom:NoTermFound';
  return sssomPredicate(entry)?.replace(/^skos:/, '') ?? 'not exported (tbd)';
}

/** Evidence as the templates list it: each quote on one line, under the heading of its section. */
/** Each quote with its section; a quote from a `sources` entry names the entry before its section. */
const evidenceView = (evidence: Evidence | undefined) =>
  (evidence ?? []).map(({ section, quote, source }) => ({
    section: source === undefined ? section : `${source}: ${section}`,
    quote: quote.replace(/\s+/g, ' ').trim(),
  }));

/** The package files a crosswalk pins (its package `source`, then its `sources`), each linked to a public copy. */
function packageSourcesView(data: MappingDocument) {
  const pins: [string | null, PackageSourceReference][] = [
    ...(data.source?.package === undefined ? [] : [[null, data.source] as [null, PackageSourceReference]]),
    ...Object.entries(data.sources ?? {}),
  ];
  return pins.map(([name, pin]) => ({
    name,
    file: codeLink(`${pin.package}@${pin.version} / ${pin.file}`, packageFileUrl(pin)),
    sha256: pin.sha256,
  }));
}

/** The rubric, as the crosswalks page documents it. */
const rubricView = () =>
  fidelityLevels.map((level) => ({
    level,
    meaning: fidelityRubric[level].meaning,
    example: fidelityRubric[level].example,
    skos: fidelityRubric[level].skos ?? (level === 'none' ? 'relatedMatch sssom:NoTermFound' : 'not exported'),
  }));

/** The matrix: every term against every system, with coverage per system, and the rubric. */
export function crosswalksPage(model: Model) {
  const mappings = [...model.mappings.values()];
  const coverage = coverageOf(model);
  return {
    notice: model.generatedNotice,
    pages: pageLinks(fromTopPage),
    levels: coverageLevels,
    rubric: rubricView(),
    systems: mappings.map((mapping) => codeLink(mapping.system, docPaths.crosswalk(mapping.system))),
    summary: mappings.map((mapping) => ({
      system: codeLink(mapping.system, docPaths.crosswalk(mapping.system)),
      status: mapping.data.status,
      verifiedAgainst: mapping.data.verified_against,
      counts: counts(coverage.get(mapping.system)!),
      nativeLifecycles: Object.keys(mapping.data.native_lifecycles ?? {}).map((native) => codeLink(native, null)),
      stateMaps: Object.keys(mapping.data.state_maps ?? {}).map((key) => termLink(model, key, fromTopPage)),
      falseFriends: mapping.data.false_friends?.length ?? 0,
      ruleConflicts: mapping.data.rule_conflicts?.length ?? 0,
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
        return { fidelity: row.fidelity, nativeTerm: row.native_term, states };
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

/** The AWM lifecycle and state map a native lifecycle is translated through, when a state map uses it. */
function translationOf(model: Model, mapping: Mapping, native: string) {
  for (const [key, stateMap] of Object.entries(mapping.data.state_maps ?? {})) {
    const lifecycle = model.terms.get(key)?.data.lifecycle;
    if (lifecycle && mapping.data.terms[key]?.native_term === native) return { key, stateMap, lifecycle };
  }
  return undefined;
}

function nativeLifecyclesView(model: Model, mapping: Mapping) {
  return Object.entries(mapping.data.native_lifecycles ?? {}).map(([native, lifecycle]) => {
    const translation = translationOf(model, mapping, native);
    return {
      nativeTerm: native,
      name: lifecycle.name ?? null,
      notes: lifecycle.notes ?? null,
      evidence: evidenceView(lifecycle.evidence),
      diagram: nativeLifecycleDiagram(lifecycle, translation),
      stateNames: lifecycle.states,
      initial: lifecycle.initial,
      terminal: lifecycle.terminal,
      otherStates: lifecycle.other_states
        ? { notes: lifecycle.other_states.notes, evidence: evidenceView(lifecycle.other_states.evidence) }
        : null,
      transitions: lifecycle.transitions.map((transition) => ({
        from: transition.from,
        to: transition.to,
        verb: transition.verb ?? null,
        notes: transition.notes ?? '',
        evidence: evidenceView(transition.evidence),
      })),
      leftOut: (lifecycle.left_out ?? []).map((left) => ({
        name: left.name,
        reason: left.reason,
        evidence: evidenceView(left.evidence),
      })),
    };
  });
}

/** A native transition as an AWM term sees it through its state map. */
function translatedTransitions(
  native: NativeLifecycleDocument,
  stateMap: Parameters<typeof translateTransition>[0],
  lifecycle: LifecycleDocument,
) {
  return native.transitions.map((transition) => {
    const translated = translateTransition(stateMap, native, lifecycle, transition);
    const lost = translated.verdict === 'illegal' || translated.verdict === 'terminal';
    return {
      from: transition.from,
      to: transition.to,
      verb: transition.verb ?? null,
      awmFrom: translated.awmFrom,
      awmTo: translated.awmTo,
      verdict: verdictText[translated.verdict],
      lint: lost
        ? codeLink('STATE_MAP_TRANSITION_LOSS', fromCrosswalkPage.page(lintRuleDocPath('STATE_MAP_TRANSITION_LOSS')))
        : null,
    };
  });
}

function stateMapsView(model: Model, mapping: Mapping) {
  return Object.entries(mapping.data.state_maps ?? {}).map(([key, stateMap]) => {
    const lifecycle = model.terms.get(key)?.data.lifecycle;
    const native = nativeLifecycleOf(mapping.data, key);
    const reached = new Set([
      ...Object.values(stateMap.states).map((m) => m.awm_state),
      stateMap.other_states?.awm_state,
    ]);
    const row = (native: string, m: NonNullable<typeof stateMap.other_states>) => ({
      native,
      awmState: m.awm_state,
      fidelity: m.fidelity,
      notes: m.notes ?? '',
      evidence: evidenceView(m.evidence),
    });
    return {
      term: termLink(model, key, fromCrosswalkPage),
      key,
      nativeTerm: mapping.data.terms[key]?.native_term ?? null,
      notes: stateMap.notes ?? null,
      states: [
        ...Object.entries(stateMap.states).map(([state, m]) => row(state, m)),
        ...(stateMap.other_states ? [row('(other states)', stateMap.other_states)] : []),
      ],
      transitions: native && lifecycle ? translatedTransitions(native, stateMap, lifecycle) : [],
      awmStatesWithoutNative: (lifecycle?.states ?? []).filter((state) => !reached.has(state)),
    };
  });
}

/** One system's page: its source, entries, native lifecycles, state maps, false friends and rule conflicts. */
export function crosswalkPage(model: Model, mapping: Mapping) {
  const data = mapping.data;
  const coverage = coverageOf(model).get(mapping.system)!;
  const base = fromCrosswalkPage;
  const document = mapping.sourceDocument;
  const entries = [...model.terms.values()].map((term) => {
    const entry = data.terms[term.key];
    return {
      term: termLink(model, term.key, base),
      fidelity: entry?.fidelity ?? 'missing',
      nativeTerm: entry?.native_term ?? null,
      skos: entry ? skos(entry) : 'no entry',
      notes: entry?.notes ?? '',
      evidence: evidenceView(entry?.evidence),
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
    packageSources: packageSourcesView(data),
    source: document
      ? {
          title: document.data.title,
          file: `model/mappings/${document.file}`,
          origin: document.data.origin,
          retrieved: document.data.retrieved,
          sha256: document.data.sha256,
          notes: document.data.notes ?? null,
        }
      : null,
    pages: pageLinks(base),
    levels: coverageLevels,
    counts: counts(coverage),
    entries,
    entryNotes: entries.filter((entry) => entry.notes !== '' || entry.evidence.length > 0),
    nativeLifecycles: nativeLifecyclesView(model, mapping),
    leftOutLifecycles: (data.left_out_lifecycles ?? []).map((left) => ({
      nativeTerm: left.native_term,
      name: left.name,
      reason: left.reason,
      evidence: evidenceView(left.evidence),
    })),
    stateMaps: stateMapsView(model, mapping),
    falseFriends: (data.false_friends ?? []).map((friend) => ({
      nativeTerm: friend.native_term,
      term: termLink(model, friend.term, base),
      reason: friend.reason,
      evidence: evidenceView(friend.evidence),
    })),
    ruleConflicts: (data.rule_conflicts ?? []).map((conflict) => ({
      rule: codeLink(conflict.rule, `${base.page(docPaths.rules)}#${headingAnchor(conflict.rule)}`),
      nativeTerm: conflict.native_term,
      conflict: conflict.conflict,
      evidence: evidenceView(conflict.evidence),
    })),
    wire: wireView(data),
    compatibilityFieldMappings: data.compatibility_field_mappings.map((entry) => ({
      term: termLink(model, entry.term, base),
      field: entry.field,
      nativeField: entry.native_field ?? null,
      notes: entry.notes,
    })),
  };
}
