// Native conformance: translates a trace in a system's own term and state names through its crosswalk, then checks it.
import { didYouMean } from '../diagnostics/suggest.js';
import type { FalseFriendDocument, MappingDocument, StateMappingDocument, TermDocument } from '../model/documents.js';
import {
  checkTrace,
  type CheckTraceOptions,
  type TraceSummary,
  type TraceTranslator,
} from '../runtime/conformance/check-trace.js';
import { createFinding, type Finding, type NativeName } from '../runtime/conformance/findings.js';
import type { TraceModel } from '../runtime/conformance/trace-model.js';

/** A native term the crosswalk translates: the AWM term, and the state map when the crosswalk has one. */
interface Translation {
  native: string;
  term: TermDocument;
  states?: ReadonlyMap<string, StateMappingDocument>;
}

/** What a native term name stands for: a translation, or the AWM terms it cannot choose between. */
type NativeTerm = Translation | { ambiguous: string[] };

/** A crosswalk read as a dictionary from native names to AWM ones. */
export interface NativeVocabulary {
  system: string;
  terms: ReadonlyMap<string, NativeTerm>;
  falseFriends: ReadonlyMap<string, readonly FalseFriendDocument[]>;
}

/**
 * The native names a crosswalk translates. Every entry of fidelity `exact` or `partial` makes its
 * `native_term` stand for its AWM term; `none` and `tbd` entries translate nothing. When several
 * AWM terms share one native term (Hoziron's Agent is both AgentProfile and AgentInstance), the
 * one with a state map wins, since native records carry lifecycle states; if that does not
 * single one out, the native term is ambiguous and cannot be translated.
 */
export function nativeVocabulary(mapping: MappingDocument, terms: readonly TermDocument[]): NativeVocabulary {
  const candidates = new Map<string, TermDocument[]>();
  for (const term of terms) {
    const entry = mapping.terms[term.key];
    if (!entry || (entry.fidelity !== 'exact' && entry.fidelity !== 'partial') || entry.native_term === null) continue;
    candidates.set(entry.native_term, [...(candidates.get(entry.native_term) ?? []), term]);
  }
  const stateMaps = mapping.state_maps ?? {};
  const vocabulary = new Map<string, NativeTerm>();
  for (const [native, awm] of candidates) {
    const mapped = awm.length === 1 ? awm : awm.filter((term) => term.key in stateMaps);
    const term = mapped.length === 1 ? mapped[0] : undefined;
    if (!term) {
      vocabulary.set(native, { ambiguous: awm.map((t) => t.key) });
      continue;
    }
    const stateMap = stateMaps[term.key];
    vocabulary.set(native, { native, term, ...(stateMap ? { states: new Map(Object.entries(stateMap.states)) } : {}) });
  }
  const falseFriends = new Map<string, FalseFriendDocument[]>();
  for (const friend of mapping.false_friends ?? [])
    falseFriends.set(friend.native_term, [...(falseFriends.get(friend.native_term) ?? []), friend]);
  return { system: mapping.system, terms: vocabulary, falseFriends };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isTranslation = (value: NativeTerm | undefined): value is Translation =>
  value !== undefined && !('ambiguous' in value);

/** Why a native term has no translation, for UNMAPPED_TERM. */
function untranslatableTerm(vocabulary: NativeVocabulary, native: string, entry: NativeTerm | undefined): string {
  if (entry && 'ambiguous' in entry)
    return `it stands for ${entry.ambiguous.join(' and ')}, and no single state map tells them apart`;
  const friends = vocabulary.falseFriends.get(native);
  if (friends) {
    const falseFriends = friends.map((friend) => `it is a false friend of ${friend.term}: ${friend.reason}`);
    return `it maps no AWM term to it; ${falseFriends.join('; ')}`;
  }
  return `it maps no AWM term to it${didYouMean(
    native,
    [...vocabulary.terms.keys()].filter((name) => isTranslation(vocabulary.terms.get(name))),
  )}`;
}

/** The AWM state of a native state, or why there is none (for UNMAPPED_STATE). */
function translateState(
  vocabulary: NativeVocabulary,
  translation: Translation,
  state: string,
): { state: string } | { problem: string } {
  const { native, term } = translation;
  const as = `${native} (${term.key})`;
  if (!term.lifecycle)
    return {
      problem: `${as} has no lifecycle in the AWM, so the ${vocabulary.system} state "${state}" cannot be translated`,
    };
  if (!translation.states)
    return {
      problem:
        `the ${vocabulary.system} crosswalk has no state map for ${as}, so its state "${state}" cannot be ` +
        `translated`,
    };
  const mapping = translation.states.get(state);
  if (!mapping) {
    const known = [...translation.states.keys()];
    return {
      problem:
        `"${state}" is not a state of ${native} in the ${vocabulary.system} crosswalk (its states: ` +
        `${known.join(', ')})${didYouMean(state, known)}`,
    };
  }
  if (mapping.awm_state === null)
    return {
      problem: `${native} state "${state}" has no ${term.key} equivalent: ${
        mapping.notes ?? 'the crosswalk maps it ' + 'to null'
      }`,
    };
  return { state: mapping.awm_state };
}

/**
 * Reference names of a native record: a native term name the crosswalk translates stands for its
 * AWM term's identity field (`{"Issue": "ISS-7"}` -> `work_session_id`); any other name is kept
 * as written, so AWM field names work too.
 */
function translateRefs(vocabulary: NativeVocabulary, refs: Record<string, unknown>): Record<string, unknown> {
  let translated: Record<string, unknown> | undefined;
  for (const name in refs) {
    const target = vocabulary.terms.get(name);
    if (!isTranslation(target)) continue;
    translated ??= { ...refs };
    delete translated[name];
    translated[target.term.identity.field] = refs[name];
  }
  return translated ?? refs;
}

/** The translator for checkTrace, and the native names of the record last translated (for labelling findings). */
export function nativeTranslator(vocabulary: NativeVocabulary): {
  translate: TraceTranslator;
  nativeAt(line: number): NativeName | undefined;
} {
  let last: { line: number; native: NativeName } | undefined;
  const translate: TraceTranslator = (record, line, report) => {
    // Anything that is not an event with a term name goes through untouched: the checker says what is wrong.
    if (!isRecord(record) || typeof record.term !== 'string') return record;
    const { term: native, id, state, refs } = record;
    last = { line, native: typeof state === 'string' ? { term: native, state } : { term: native } };
    const entity = typeof id === 'string' && id !== '' ? id : null;
    const entry = vocabulary.terms.get(native);
    if (!isTranslation(entry)) {
      report(
        createFinding(
          'UNMAPPED_TERM',
          line,
          { term: native, system: vocabulary.system, reason: untranslatableTerm(vocabulary, native, entry) },
          native,
          entity,
        ),
      );
      return [];
    }
    // The record was parsed for this call alone, so it becomes the AWM event in place.
    const event = record;
    event.term = entry.term.key;
    const unmappedState = (detail: string) => {
      report({ ...createFinding('UNMAPPED_STATE', line, { detail }, entry.term.key, entity), native: last!.native });
      return [];
    };
    if (typeof state === 'string') {
      const translated = translateState(vocabulary, entry, state);
      if ('problem' in translated) return unmappedState(translated.problem);
      event.state = translated.state;
    } else if (state === undefined && entry.term.lifecycle && !entry.states) {
      // The AWM term needs a state the crosswalk has no way to supply.
      return unmappedState(
        `the ${vocabulary.system} crosswalk has no state map for ${native} (${entry.term.key}), whose events need a ` +
          `${entry.term.key} state`,
      );
    }
    if (isRecord(refs)) event.refs = translateRefs(vocabulary, refs);
    return event;
  };
  return { translate, nativeAt: (line) => (last?.line === line ? last.native : undefined) };
}

/**
 * Checks a trace written in `mapping`'s native vocabulary: each record is translated (term, state,
 * reference names) and then checked as an AWM event. Findings about a translated record carry
 * the native names it was written in.
 */
export async function checkNativeTrace(
  chunks: AsyncIterable<string | Buffer>,
  traceModel: TraceModel,
  mapping: MappingDocument,
  terms: readonly TermDocument[],
  onFinding: (finding: Finding) => void,
  options: Omit<CheckTraceOptions, 'translate'> = {},
): Promise<TraceSummary> {
  const { translate, nativeAt } = nativeTranslator(nativeVocabulary(mapping, terms));
  const label = (finding: Finding) => {
    if (finding.native || finding.code === 'UNMAPPED_TERM') return onFinding(finding);
    const native = nativeAt(finding.line);
    onFinding(native ? { ...finding, native } : finding);
  };
  return checkTrace(chunks, traceModel, label, { ...options, translate });
}
