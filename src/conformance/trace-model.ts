// The model as the conformance checker needs it: per term its states by index, legal moves and fixed references.
import { buildMachine, lifecycleProblems, type Machine } from '../model/machine.js';
import type { ModelBundle } from '../model/bundle.js';

/** A reference that may never change once seen: the parent reference, and every `pins` reference. */
export interface FixedReference {
  /** The field name under `refs`: the referenced term's identity field (`work_session_id`). */
  field: string;
  term: string;
  termIndex: number;
}

export interface TraceTerm {
  key: string;
  index: number;
  machine?: Machine;
  /** State name -> index into machine.states. */
  stateIndex: ReadonlyMap<string, number>;
  /** legal[from * states + to]: whether the lifecycle lists from -> to. */
  legal: Uint8Array;
  terminal: Uint8Array;
  initial: number;
  parent?: FixedReference;
  /** The parent reference first, then pins. */
  fixed: readonly FixedReference[];
}

export interface TraceModel {
  terms: ReadonlyMap<string, TraceTerm>;
  byIndex: readonly TraceTerm[];
}

export type TraceModelResult = { ok: true; traceModel: TraceModel } | { ok: false; problems: string[] };

/** Builds the checker's tables from the compiled model; any term with a sound lifecycle gets a machine. */
export function buildTraceModel(compiled: Pick<ModelBundle, 'terms'>): TraceModelResult {
  const problems: string[] = [];
  const index = new Map(compiled.terms.map((term, i) => [term.key, i]));
  const identity = new Map(compiled.terms.map((term) => [term.key, term.identity.field]));
  const byIndex = compiled.terms.map((term, i): TraceTerm => {
    let machine: Machine | undefined;
    if (term.lifecycle) {
      const found = lifecycleProblems(term.key, term.lifecycle);
      problems.push(...found);
      if (found.length === 0) machine = buildMachine({ ...term, lifecycle: term.lifecycle });
    }
    const states = machine?.states ?? [];
    const stateIndex = new Map(states.map((state, s) => [state, s]));
    const legal = new Uint8Array(states.length * states.length);
    const terminal = new Uint8Array(states.length);
    for (const [from, targets] of machine?.transitions ?? [])
      for (const to of targets) legal[stateIndex.get(from)! * states.length + stateIndex.get(to)!] = 1;
    for (const state of machine?.terminal ?? []) terminal[stateIndex.get(state)!] = 1;
    const parentTerm = term.parent?.term;
    const parent =
      parentTerm !== undefined && index.has(parentTerm)
        ? { field: identity.get(parentTerm)!, term: parentTerm, termIndex: index.get(parentTerm)! }
        : undefined;
    const pins = term.relationships
      .filter((relationship) => relationship.kind === 'pins' && identity.has(relationship.target))
      .map((relationship) => ({
        field: identity.get(relationship.target)!,
        term: relationship.target,
        termIndex: index.get(relationship.target)!,
      }));
    return {
      key: term.key,
      index: i,
      ...(machine ? { machine } : {}),
      stateIndex,
      legal,
      terminal,
      initial: machine ? stateIndex.get(machine.initial)! : -1,
      ...(parent ? { parent } : {}),
      fixed: [...(parent ? [parent] : []), ...pins.filter((pin) => pin.field !== parent?.field)],
    };
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, traceModel: { terms: new Map(byIndex.map((term) => [term.key, term])), byIndex } };
}
