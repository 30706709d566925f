// Moving a log to a new model: awm diff's changes classified for the runtime, against what the log holds.
import type { Change } from '../diff/change.js';
import type { ChangeKind } from '../diff/change-catalog.js';
import { diffBundles } from '../diff/diff-bundles.js';
import { isLogTerm, logTerms } from './core/authority.js';
import { streamOf } from './core/facts.js';
import { checkInvariants } from './core/invariants.js';
import type { Entity } from './core/projection.js';
import type { RuntimeModel, RecordedModel } from './core/runtime-model.js';
import type { StoreReader } from './core/store-port.js';

/** How a change affects a log that runs the old model: whether the log can go on under the new one. */
export type RuntimeVerdict = 'compatible' | 'breaking' | 'unaffected';

/** One change of `awm diff`, with what it means for this log. */
export interface ClassifiedChange {
  kind: ChangeKind;
  subject: string;
  path: string;
  message: string;
  runtime: RuntimeVerdict;
  /** Why, in one line: the rule, or the entity or fact of the log that makes it breaking. */
  why: string;
}

/** What moving a log from the model it runs to another would do. */
export interface MigrationPlan {
  from: ModelName;
  to: ModelName;
  changes: ClassifiedChange[];
  /** Invariants the live projection would break under the new model (a backstop to the changes' verdicts). */
  violations: string[];
  /** Every change compatible or unaffected, and no violation. */
  ok: boolean;
}

export interface ModelName {
  name: string;
  version: string;
  fingerprint: string;
}

/**
 * What the log holds that decides conditional verdicts: the live projection, the transitions its
 * history took (read only when a transition was removed), and whether authority is enforced.
 */
class LogCensus {
  private used?: Set<string>;
  private byTerm?: Map<string, Entity[]>;

  constructor(
    private readonly reader: StoreReader,
    readonly entities: ReadonlyMap<string, Entity>,
    readonly enforced: boolean,
  ) {}

  /** The entities of `term`, in stream order. */
  of(term: string): Entity[] {
    if (!this.byTerm) {
      this.byTerm = new Map();
      for (const entity of this.entities.values())
        this.byTerm.set(entity.term, [...(this.byTerm.get(entity.term) ?? []), entity]);
    }
    return this.byTerm.get(term) ?? [];
  }

  /** Whether any fact of the log moved an entity of `term` from `from` to `to`. */
  async transitionUsed(term: string, from: string, to: string): Promise<boolean> {
    if (!this.used) {
      this.used = new Set();
      for await (const fact of this.reader.facts())
        if (fact.type === 'transitioned') this.used.add(`${fact.term}:${fact.data.from}->${fact.data.to}`);
    }
    return this.used.has(`${term}:${from}->${to}`);
  }
}

/** What a change is about, from its path: `terms.<Term>.<area>.<name>` or `authority_roles.<id>`. */
interface Where {
  term: string;
  /** The rest of the path after the term: `lifecycle.states.paused`, `fields.title.type`. */
  parts: string[];
}

const where = (change: Change): Where => {
  const [, term = '', ...parts] = change.path.split('.');
  return { term, parts };
};

/** A verdict that depends on the log, or a fixed one. */
type Impact =
  | { runtime: RuntimeVerdict; why: string }
  | {
      /** Returns why the change is breaking for this log, or undefined when the log does not meet it. */
      breakingIf: (
        change: Change,
        census: LogCensus,
        next: RuntimeModel,
      ) => Promise<string | undefined> | string | undefined;
      /** Why it is compatible when the log does not meet the condition. */
      otherwise: string;
    };

const unaffected = (why = 'the runtime does not read it') => ({ runtime: 'unaffected' as const, why });
const compatible = (why: string) => ({ runtime: 'compatible' as const, why });

/** The evidence of a breaking verdict: the first entity that makes it so, and how many more do. */
const some = (entities: readonly Entity[], what: string): string | undefined => {
  if (entities.length === 0) return undefined;
  const more = entities.length > 1 ? ` (and ${entities.length - 1} more)` : '';
  return `${entities[0]!.term} ${entities[0]!.id}${more} ${what}`;
};

/** Breaking when the log holds an entity of the change's term: its data or history was made under the old shape. */
const ifRecorded = (why: string): Impact => ({
  breakingIf: (change, census) => some(census.of(where(change).term), `exists (${why})`),
  otherwise: 'no entity of the term exists yet',
});

/** Breaking when a live entity of the term is in the state the path names. */
const ifInState: Impact = {
  breakingIf: (change, census) => {
    const { term, parts } = where(change);
    const state = parts.slice(2).join('.');
    return some(
      census.of(term).filter((entity) => entity.state === state),
      `is in it`,
    );
  },
  otherwise: 'no entity is in that state now',
};

/** Breaking when a live entity of the term carries the field the path names. */
const ifCarried: Impact = {
  breakingIf: (change, census) => {
    const { term, parts } = where(change);
    const field = parts[1]!;
    return some(
      census.of(term).filter((entity) => entity.fields[field] !== undefined),
      'carries a value for it',
    );
  },
  otherwise: 'no entity carries a value for it',
};

/**
 * Every kind of change awm diff reports, and what it means for a log: typed by ChangeKind, so a
 * kind added to the diff does not compile until it is decided here. A change the runtime cannot run
 * across is breaking when the log holds what it would invalidate: its current state and data must
 * stay valid under the new model, and its history must not rest on a transition that disappears.
 */
export const runtimeImpacts: Record<ChangeKind, Impact> = {
  MODEL_METADATA_CHANGED: unaffected(),
  TERMS_REORDERED: unaffected(),
  AUTHORITY_ROLE_ADDED: compatible('principals may be bound to it; no binding changes'),
  AUTHORITY_ROLE_REMOVED: {
    breakingIf: (change, census) => {
      const role = change.path.split('.').slice(1).join('.');
      return some(
        census.of(logTerms.binding).filter((binding) => binding.state === 'granted' && binding.fields.role === role),
        'is bound to it',
      );
    },
    otherwise: 'no principal is bound to it',
  },
  AUTHORITY_ROLE_DESCRIBED: unaffected(),
  TERM_ADDED: compatible('a new term: nothing in the log is about it'),
  TERM_REMOVED: ifRecorded('their term disappears'),
  TERM_RENAMED: {
    breakingIf: (_change, census, next) =>
      some(
        [...census.entities.values()].filter((entity) => !isLogTerm(entity.term) && !next.terms.has(entity.term)),
        'exists under the old name',
      ),
    otherwise: 'no entity exists under the old name',
  },
  TERM_DEPRECATED: unaffected(),
  TERM_STATUS_CHANGED: unaffected(),
  TERM_TEXT_CHANGED: unaffected(),
  FIELD_ADDED: compatible('an optional field: existing entities stay valid without it'),
  FIELD_REMOVED: ifCarried,
  FIELD_RENAMED: ifRecorded('their values are stored under the old name'),
  FIELD_TYPE_CHANGED: ifCarried,
  FIELD_KIND_CHANGED: ifCarried,
  FIELD_SNAPSHOT_EXCLUDED: compatible('only portable exports change; the log keeps every field'),
  FIELD_SNAPSHOT_INCLUDED: compatible('only portable exports change; the log keeps every field'),
  FIELD_NOTES_CHANGED: unaffected(),
  FIELDS_REORDERED: unaffected(),
  REFERENCE_REQUIRED: unaffected('only the schemas and types change; the runtime checks parents and pins on their own'),
  REFERENCE_OPTIONAL: unaffected('only the schemas and types change; the runtime checks parents and pins on their own'),
  IDENTITY_FIELD_CHANGED: ifRecorded('they are keyed by the old identity field'),
  IDENTITY_AUTHORIZATION_CHANGED: unaffected('the runtime authorises by role bindings, never by identities'),
  RELATIONSHIP_ADDED: {
    // A new pin must be named by every entity; other new relationships are optional links.
    breakingIf: (change, census, next) => {
      const { term, parts } = where(change);
      const added = next.recorded.terms.find((t) => t.key === term)?.relationships.find((r) => r.name === parts[1]);
      return added?.kind === 'pins' ? some(census.of(term), 'exists without the pin it adds') : undefined;
    },
    otherwise: 'an optional link: existing entities stay valid without it',
  },
  RELATIONSHIP_ADDED_REQUIRED: ifRecorded('they lack the required relationship'),
  RELATIONSHIP_REMOVED: ifRecorded('their parents, pins or dependencies may rest on it'),
  RELATIONSHIP_TARGET_CHANGED: ifRecorded('their links point at the old target'),
  RELATIONSHIP_KIND_CHANGED: ifRecorded('the kind decides what the runtime checks of their links'),
  RELATIONSHIP_INVERSE_CHANGED: unaffected('the runtime does not navigate inverses'),
  RELATIONSHIP_NOTES_CHANGED: unaffected(),
  CARDINALITY_WIDENED: unaffected(
    'the runtime enforces no cardinality but parents and pins, which have kinds of their own',
  ),
  CARDINALITY_WIDENED_TO_MANY: unaffected(
    'the runtime enforces no cardinality but parents and pins, which have kinds of their own',
  ),
  CARDINALITY_WIDENED_TO_OPTIONAL: unaffected(
    'the runtime enforces no cardinality but parents and pins, which have kinds of their own',
  ),
  CARDINALITY_TIGHTENED: unaffected(
    'the runtime enforces no cardinality but parents and pins, which have kinds of their own',
  ),
  CARDINALITY_CHANGED: unaffected(
    'the runtime enforces no cardinality but parents and pins, which have kinds of their own',
  ),
  PARENT_ADDED: ifRecorded('they have no parent'),
  PARENT_REMOVED: ifRecorded('they belong to a parent'),
  PARENT_CHANGED: ifRecorded('they belong to the old parent'),
  LIFECYCLE_ADDED: ifRecorded('they have no state'),
  LIFECYCLE_REMOVED: ifRecorded('they have states'),
  STATE_ADDED: compatible('a new state: every entity stays where it is'),
  STATE_REMOVED: ifInState,
  INITIAL_STATE_CHANGED: ifRecorded('they were created in the old initial state'),
  TERMINAL_STATE_ADDED: ifInState,
  TERMINAL_STATE_REMOVED: compatible('entities in that state may move again; none is stranded'),
  TRANSITION_ADDED: compatible('a new move: every recorded move stays legal'),
  TRANSITION_REMOVED: {
    breakingIf: async (change, census) => {
      const { term, parts } = where(change);
      const [from = '', to = ''] = parts.slice(2).join('.').split('->');
      return (await census.transitionUsed(term, from, to))
        ? `the log's history moved a ${term} ${from} -> ${to}`
        : undefined;
    },
    otherwise: "the log's history never took it",
  },
  TRANSITION_NOTES_CHANGED: unaffected(),
  AUTHORITY_OWNER_CHANGED: {
    breakingIf: (_change, census) =>
      census.enforced ? "authority is enforced: the old owner's principals would lose their authority" : undefined,
    otherwise: 'authority is not enforced: owners decide nothing yet',
  },
  AUTHORITY_MUTABLE_CHANGED: unaffected('the runtime decides mutability by lifecycle and immutability, not this flag'),
  MUTABILITY_CHANGED: ifRecorded('an immutable term is published, a mutable one created and moved'),
  AUTHORITY_NOTES_CHANGED: unaffected(),
  // The runtime's rules are its own (runtime-rules.ts), checked against the model when it starts.
  RULE_ADDED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_ADDED_ENFORCED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_REMOVED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_LEVEL_TIGHTENED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_LEVEL_LOOSENED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_SCOPE_WIDENED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_SCOPE_NARROWED: unaffected('the runtime enforces its own rules, not the rule sets'),
  RULE_TEXT_CHANGED: unaffected(),
  RULE_SET_CHANGED: unaffected(),
  MAPPING_ADDED: unaffected(),
  MAPPING_REMOVED: unaffected(),
  MAPPING_TERM_ADDED: unaffected(),
  MAPPING_TERM_REMOVED: unaffected(),
  MAPPING_FIDELITY_LOWERED: unaffected(),
  MAPPING_FIDELITY_CHANGED: unaffected(),
  MAPPING_NATIVE_TERM_CHANGED: unaffected(),
  MAPPING_NATIVE_TERM_SET: unaffected(),
  COMPATIBILITY_MAPPING_ADDED: unaffected(),
  COMPATIBILITY_MAPPING_REMOVED: unaffected(),
  STATE_MAPPING_ADDED: unaffected(),
  STATE_MAPPING_REMOVED: unaffected(),
  STATE_MAPPING_CHANGED: unaffected(),
  MAPPING_DETAILS_CHANGED: unaffected(),
  ALIAS_ADDED: unaffected(),
  ALIAS_REMOVED: unaffected(),
  ALIAS_DEPRECATED: unaffected(),
  ALIAS_UNDEPRECATED: unaffected(),
  DEPRECATED_ALIAS_ADDED: unaffected(),
  DEPRECATED_ALIAS_REMOVED: unaffected(),
};

/** The compiled model of a source, as awm diff compares it: crosswalks are not part of a log's record. */
const asBundle = (recorded: RecordedModel) => ({ ...recorded, mappings: [], generated_notice: '' });

/**
 * What moving the log read through `reader` from the model it runs (`recorded`) to `next` would do:
 * every change awm diff finds, classified for this log, and the invariants its live projection would
 * break under the new model. Pure but for its reads; a migration runs it inside its transaction.
 */
export async function planMigration(
  reader: StoreReader,
  recorded: RecordedModel,
  recordedFingerprint: string,
  next: RuntimeModel,
  enforced: boolean,
): Promise<MigrationPlan> {
  const entities = new Map<string, Entity>();
  for await (const entity of reader.entities()) entities.set(streamOf(entity.term, entity.id), entity);
  const census = new LogCensus(reader, entities, enforced);
  const changes: ClassifiedChange[] = [];
  for (const change of diffBundles(asBundle(recorded), asBundle(next.recorded))) {
    const impact = runtimeImpacts[change.kind];
    const base = { kind: change.kind, subject: change.subject, path: change.path, message: change.message };
    if ('runtime' in impact) {
      changes.push({ ...base, runtime: impact.runtime, why: impact.why });
      continue;
    }
    const breaking = await impact.breakingIf(change, census, next);
    changes.push({ ...base, runtime: breaking ? 'breaking' : 'compatible', why: breaking ?? impact.otherwise });
  }
  const violations = checkInvariants(next, entities).map((violation) => `${violation.stream}: ${violation.message}`);
  return {
    from: { name: recorded.model.name, version: recorded.model.version, fingerprint: recordedFingerprint },
    to: { name: next.metadata.name, version: next.metadata.version, fingerprint: next.fingerprint },
    changes,
    violations,
    ok: violations.length === 0 && changes.every((change) => change.runtime !== 'breaking'),
  };
}

/** A plan's changes the runtime cannot run across, as a refusal lists them. */
export function breakingChanges(plan: MigrationPlan): ClassifiedChange[] {
  return plan.changes.filter((change) => change.runtime === 'breaking');
}

/** One line per classified change: `breaking STATE_REMOVED AgentRun: state "paused" removed (AgentRun r1 is in it)`. */
export function describeChange(change: ClassifiedChange): string {
  return `${change.runtime} ${change.kind} ${change.subject}: ${change.message} (${change.why})`;
}

/** What a plan amounts to, in one clause: "all 3 changes are compatible for the runtime". */
export function summarisePlan(plan: MigrationPlan): string {
  const relevant = plan.changes.filter((change) => change.runtime !== 'unaffected');
  const breaking = breakingChanges(plan).length;
  const changes = `${relevant.length} change${relevant.length === 1 ? '' : 's'} the runtime runs on`;
  const verdict =
    breaking > 0
      ? `${breaking} breaking for the runtime`
      : plan.violations.length > 0
        ? 'none breaking, but the live projection would break invariants of the new model'
        : 'all compatible';
  return `${changes}, ${verdict}`;
}
