// The claims a crosswalk makes about its source, each with its model path and evidence: what the evidence rules walk.
import type { Evidence, MappingDocument } from './documents.js';

export type ClaimKind =
  | 'term entry'
  | 'native lifecycle'
  | 'native transition'
  | 'other states'
  | 'left out'
  | 'left-out lifecycle'
  | 'state mapping'
  | 'false friend'
  | 'rule conflict';

export interface Claim {
  kind: ClaimKind;
  /** How messages name it: `the entry for Turn`, `native transition Suspended -> Running of Agent`. */
  label: string;
  /** Where it is written in the crosswalk. */
  path: (string | number)[];
  evidence?: Evidence;
  /** The AWM term it is about, when there is one. */
  term?: string;
}

/**
 * Every claim of a crosswalk, in document order: term entries that state a fidelity (`tbd` states
 * none), native lifecycles with their transitions, other states and left-out entries, left-out
 * lifecycles, state mappings, false friends and rule conflicts.
 */
export function crosswalkClaims(mapping: MappingDocument): readonly Claim[] {
  // Both evidence rules walk every claim; a complete crosswalk of a large model holds one per term.
  let claims = claimsByMapping.get(mapping);
  if (!claims) {
    claims = listClaims(mapping);
    claimsByMapping.set(mapping, claims);
  }
  return claims;
}

/** Claims per crosswalk document; a document edited in the editor is a new object, listed afresh. */
const claimsByMapping = new WeakMap<MappingDocument, readonly Claim[]>();

function listClaims(mapping: MappingDocument): Claim[] {
  const claims: Claim[] = [];
  for (const [term, entry] of Object.entries(mapping.terms)) {
    if (entry.fidelity === 'tbd') continue;
    claims.push({ kind: 'term entry', label: `the entry for ${term}`, path: ['terms', term], term, ...ev(entry) });
  }
  for (const [native, lifecycle] of Object.entries(mapping.native_lifecycles ?? {})) {
    const at = ['native_lifecycles', native];
    claims.push({ kind: 'native lifecycle', label: `the native lifecycle of ${native}`, path: at, ...ev(lifecycle) });
    lifecycle.transitions.forEach((transition, index) => {
      const label = `native transition ${transition.from} -> ${transition.to} of ${native}`;
      claims.push({ kind: 'native transition', label, path: [...at, 'transitions', index], ...ev(transition) });
    });
    if (lifecycle.other_states) {
      const label = `the other states of ${native}`;
      claims.push({ kind: 'other states', label, path: [...at, 'other_states'], ...ev(lifecycle.other_states) });
    }
    (lifecycle.left_out ?? []).forEach((left, index) => {
      const label = `left-out "${left.name}" of ${native}`;
      claims.push({ kind: 'left out', label, path: [...at, 'left_out', index], ...ev(left) });
    });
  }
  (mapping.left_out_lifecycles ?? []).forEach((left, index) => {
    const label = `left-out lifecycle "${left.name}" of ${left.native_term}`;
    claims.push({ kind: 'left-out lifecycle', label, path: ['left_out_lifecycles', index], ...ev(left) });
  });
  for (const [term, stateMap] of Object.entries(mapping.state_maps ?? {})) {
    for (const [native, state] of Object.entries(stateMap.states)) {
      const label = `the mapping of native state "${native}" onto ${term}`;
      claims.push({ kind: 'state mapping', label, path: ['state_maps', term, 'states', native], term, ...ev(state) });
    }
    if (stateMap.other_states) {
      const label = `the mapping of the other native states onto ${term}`;
      const path = ['state_maps', term, 'other_states'];
      claims.push({ kind: 'state mapping', label, path, term, ...ev(stateMap.other_states) });
    }
  }
  (mapping.false_friends ?? []).forEach((friend, index) => {
    const label = `false friend "${friend.native_term}" (${friend.term})`;
    claims.push({ kind: 'false friend', label, path: ['false_friends', index], term: friend.term, ...ev(friend) });
  });
  (mapping.rule_conflicts ?? []).forEach((conflict, index) => {
    const label = `rule conflict of ${conflict.native_term} with ${conflict.rule}`;
    claims.push({ kind: 'rule conflict', label, path: ['rule_conflicts', index], ...ev(conflict) });
  });
  return claims;
}

const ev = (claim: { evidence?: Evidence }): { evidence?: Evidence } =>
  claim.evidence ? { evidence: claim.evidence } : {};
