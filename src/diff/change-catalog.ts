// The one catalogue of change kinds awm diff reports: classification, consumers, changelog section, message and reason.
import { msg, type MessageTemplate } from '../diagnostics/message.js';
import type { Change, ChangelogSection, Classification, Consumer } from './change.js';

interface ChangeSpec {
  classification: Classification;
  consumers: readonly Consumer[];
  section: ChangelogSection;
  /** What changed; names in double quotes, so formatters can render them as code. */
  message: MessageTemplate<string>;
  /** Why the change is classified so, in one line. */
  reason: MessageTemplate<string>;
}

const allConsumers = ['types', 'wire', 'runtime', 'crosswalk', 'docs'] as const;

/**
 * Every change kind. The classification is fixed per kind: where direction matters (a
 * cardinality widened or tightened, a rule level raised or lowered) the directions are
 * separate kinds, so that the table below is the whole policy.
 */
export const changeCatalog = {
  // The model as a whole (model.yaml, authority-roles.yaml).
  MODEL_METADATA_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'what'} changed`,
    reason: msg`descriptive metadata: nothing generated for code, payloads or the runtime depends on it`,
  },
  TERMS_REORDERED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`terms reordered`,
    reason: msg`only the order of generated output changes`,
  },
  AUTHORITY_ROLE_ADDED: {
    classification: 'breaking',
    consumers: ['types', 'runtime', 'docs'],
    section: 'Added',
    message: msg`authority role "${'role'}" added`,
    reason: msg`AuthorityRoleId gains a member: an exhaustive switch over the roles stops compiling; terms may now
      name it`,
  },
  AUTHORITY_ROLE_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`authority role "${'role'}" removed`,
    reason: msg`code that names the role no longer compiles, and writers acting under it lose their authority`,
  },
  AUTHORITY_ROLE_DESCRIBED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`description of authority role "${'role'}" changed`,
    reason: msg`prose only`,
  },

  // Terms.
  TERM_ADDED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Added',
    message: msg`term "${'term'}" added`,
    reason: msg`TermKey gains a member: an exhaustive switch over the term keys stops compiling, as for a state added`,
  },
  TERM_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`term "${'term'}" removed`,
    reason: msg`code, payloads, runtime state and crosswalk entries that use it no longer resolve`,
  },
  TERM_RENAMED: {
    classification: 'breaking',
    consumers: allConsumers,
    section: 'Changed',
    message: msg`term "${'from'}" renamed to "${'term'}"`,
    reason: msg`its ${'list'} "${'alias'}" names the old key; code, payloads and crosswalks using the old name break`,
  },
  TERM_DEPRECATED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Deprecated',
    message: msg`term deprecated (status "${'from'}" -> "deprecated")`,
    reason: msg`still usable; it announces a removal in a later breaking release`,
  },
  TERM_STATUS_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`status changed from "${'from'}" to "${'to'}"`,
    reason: msg`the status records editorial maturity; nothing generated for code depends on it`,
  },
  TERM_TEXT_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'what'} changed`,
    reason: msg`prose only: the generated documentation changes`,
  },

  // Fields and identity.
  FIELD_ADDED: {
    classification: 'compatible',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Added',
    message: msg`field "${'field'}" added (${'type'})`,
    reason: msg`a new optional property: existing code compiles and existing payloads stay valid`,
  },
  FIELD_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`field "${'field'}" removed`,
    reason: msg`code that reads it no longer compiles, and payloads that carry it are rejected`,
  },
  FIELD_RENAMED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Changed',
    message: msg`field "${'from'}" renamed to "${'field'}"`,
    reason: msg`same kind, type and position: code and payloads that use the old name break`,
  },
  FIELD_TYPE_CHANGED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Changed',
    message: msg`field "${'field'}" type changed from "${'from'}" to "${'to'}"`,
    reason: msg`values valid before may be rejected, and typed code no longer compiles`,
  },
  FIELD_KIND_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`field "${'field'}" kind changed from "${'from'}" to "${'to'}"`,
    reason: msg`the kind says whether a value is an identity, a link, a policy or data; consumers interpret it
      differently`,
  },
  FIELD_SNAPSHOT_EXCLUDED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`field "${'field'}" left portable snapshots (portable_snapshot: false)`,
    reason: msg`portable snapshots no longer carry it: their readers lose the value`,
  },
  FIELD_SNAPSHOT_INCLUDED: {
    classification: 'compatible',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Added',
    message: msg`field "${'field'}" joined portable snapshots (portable_snapshot: true)`,
    reason: msg`snapshots carry one more optional property; existing snapshots stay valid`,
  },
  FIELD_NOTES_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`notes of field "${'field'}" changed`,
    reason: msg`prose only`,
  },
  FIELDS_REORDERED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`fields reordered`,
    reason: msg`only the order of properties in generated output changes`,
  },
  REFERENCE_REQUIRED: {
    classification: 'breaking',
    consumers: ['types', 'wire'],
    section: 'Changed',
    message: msg`field "${'field'}" is now required: every link it backs has cardinality 1`,
    reason: msg`payloads without it are rejected, and typed code that leaves it out no longer compiles`,
  },
  REFERENCE_OPTIONAL: {
    classification: 'breaking',
    consumers: ['types', 'wire'],
    section: 'Changed',
    message: msg`field "${'field'}" is no longer required: a link it backs is no longer of cardinality 1`,
    reason: msg`payloads may leave it out: readers and typed code that assume it is present break`,
  },
  IDENTITY_FIELD_CHANGED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Changed',
    message: msg`identity field changed from "${'from'}" to "${'to'}"`,
    reason: msg`every stored and exchanged reference to the term is keyed by its identity field`,
  },
  IDENTITY_AUTHORIZATION_CHANGED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`identity authorization changed from ${'from'} to ${'to'}`,
    reason: msg`whether holding the identity grants access changes what a runtime must check`,
  },

  // Relationships and parents.
  RELATIONSHIP_ADDED: {
    classification: 'compatible',
    consumers: ['runtime', 'docs'],
    section: 'Added',
    message: msg`relationship "${'relationship'}" to "${'target'}" added (${'cardinality'})`,
    reason: msg`optional: existing data stays valid without it`,
  },
  RELATIONSHIP_ADDED_REQUIRED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Added',
    message: msg`relationship "${'relationship'}" to "${'target'}" added (${'cardinality'})`,
    reason: msg`required (at least one): existing data lacks it`,
  },
  RELATIONSHIP_REMOVED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Removed',
    message: msg`relationship "${'relationship'}" to "${'target'}" removed`,
    reason: msg`code and data that follow it break`,
  },
  RELATIONSHIP_TARGET_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`relationship "${'relationship'}" now targets "${'to'}" instead of "${'from'}"`,
    reason: msg`existing links point at the wrong kind of entity`,
  },
  RELATIONSHIP_KIND_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`relationship "${'relationship'}" kind changed from "${'from'}" to "${'to'}"`,
    reason: msg`the kind decides ownership and mutation (contains mutates; pins, references and observes do not)`,
  },
  RELATIONSHIP_INVERSE_CHANGED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`inverse of relationship "${'relationship'}" changed from "${'from'}" to "${'to'}"`,
    reason: msg`navigation from the other end follows a different relationship`,
  },
  RELATIONSHIP_NOTES_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`notes of relationship "${'relationship'}" changed`,
    reason: msg`prose only`,
  },
  CARDINALITY_WIDENED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'end'} cardinality widened from "${'from'}" to "${'to'}"`,
    reason: msg`everything valid before stays valid, and readers see the same shape`,
  },
  CARDINALITY_WIDENED_TO_MANY: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'end'} cardinality widened from "${'from'}" to "${'to'}"`,
    reason: msg`at most one becomes many: readers written for a single value break`,
  },
  CARDINALITY_WIDENED_TO_OPTIONAL: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'end'} cardinality widened from "${'from'}" to "${'to'}"`,
    reason: msg`a required end becomes optional: readers that assume it is present break`,
  },
  CARDINALITY_TIGHTENED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'end'} cardinality tightened from "${'from'}" to "${'to'}"`,
    reason: msg`data valid under "${'from'}" may violate "${'to'}"`,
  },
  CARDINALITY_CHANGED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'end'} cardinality changed from "${'from'}" to "${'to'}"`,
    reason: msg`neither range contains the other: existing data and existing readers may both break`,
  },
  PARENT_ADDED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Added',
    message: msg`parent "${'parent'}" added`,
    reason: msg`every instance must now belong to a parent; existing instances do not`,
  },
  PARENT_REMOVED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Removed',
    message: msg`parent "${'parent'}" removed`,
    reason: msg`instances are no longer scoped by a parent; consumers that navigate or clean up by it break`,
  },
  PARENT_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`parent changed from "${'from'}" to "${'to'}"`,
    reason: msg`instances belong to a different parent, or through a different relationship`,
  },

  // Lifecycles.
  LIFECYCLE_ADDED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Added',
    message: msg`lifecycle added (initial state "${'initial'}")`,
    reason: msg`existing instances have no state, and the runtime now refuses changes outside the transitions`,
  },
  LIFECYCLE_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`lifecycle removed`,
    reason: msg`the state type and transition table disappear; code and traces that use states break`,
  },
  STATE_ADDED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Added',
    message: msg`state "${'state'}" added`,
    reason: msg`exhaustive switches over the state union no longer compile, and readers meet a state they do not know`,
  },
  STATE_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'wire', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`state "${'state'}" removed`,
    reason: msg`stored instances and traces in that state become invalid, and code that names it no longer compiles`,
  },
  INITIAL_STATE_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`initial state changed from "${'from'}" to "${'to'}"`,
    reason: msg`new instances start elsewhere: creators and trace checkers disagree`,
  },
  TERMINAL_STATE_ADDED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`state "${'state'}" became terminal`,
    reason: msg`instances in it can no longer move on`,
  },
  TERMINAL_STATE_REMOVED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`state "${'state'}" is no longer terminal`,
    reason: msg`consumers that treat it as final miss the transitions that now follow it`,
  },
  TRANSITION_ADDED: {
    classification: 'compatible',
    consumers: ['types', 'runtime', 'docs'],
    section: 'Added',
    message: msg`transition "${'from'}" -> "${'to'}" added`,
    reason: msg`every trace valid before stays valid`,
  },
  TRANSITION_REMOVED: {
    classification: 'breaking',
    consumers: ['types', 'runtime', 'docs'],
    section: 'Removed',
    message: msg`transition "${'from'}" -> "${'to'}" removed`,
    reason: msg`commands and traces that take it are refused`,
  },
  TRANSITION_NOTES_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`notes of transition "${'from'}" -> "${'to'}" changed`,
    reason: msg`prose only`,
  },

  // Authority and mutability.
  AUTHORITY_OWNER_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`owner changed from "${'from'}" to "${'to'}"`,
    reason: msg`only the owner may write: writers under the old owner are refused`,
  },
  AUTHORITY_MUTABLE_CHANGED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`authority.mutable changed from ${'from'} to ${'to'}`,
    reason: msg`whether the owner may change records after creation decides which writes the runtime accepts`,
  },
  MUTABILITY_CHANGED: {
    classification: 'breaking',
    consumers: ['runtime', 'docs'],
    section: 'Changed',
    message: msg`mutability changed from "${'from'}" to "${'to'}"`,
    reason: msg`writers, caches and pins rely on how records change over time (an immutable one never does)`,
  },
  AUTHORITY_NOTES_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`notes of the authority changed`,
    reason: msg`prose only`,
  },

  // Rules: the rules of rule sets, and terms' invariants (a term's own rules, enforced by the runtime).
  RULE_ADDED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Added',
    message: msg`${'rule'} added (${'level'}, ${'enforcement'})`,
    reason: msg`advisory or documentary: nothing accepted before is refused`,
  },
  RULE_ADDED_ENFORCED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Added',
    message: msg`${'rule'} added (${'level'}, ${'enforcement'})`,
    reason: msg`a mandatory rule enforced by ${'enforcement'}: models and data accepted before may be refused`,
  },
  RULE_REMOVED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Removed',
    message: msg`${'rule'} removed`,
    reason: msg`a constraint disappears: nothing accepted before is refused`,
  },
  RULE_LEVEL_TIGHTENED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'rule'} level changed from "${'from'}" to "${'to'}"`,
    reason: msg`a stronger or opposite requirement may refuse what was accepted`,
  },
  RULE_LEVEL_LOOSENED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'rule'} level changed from "${'from'}" to "${'to'}"`,
    reason: msg`a weaker requirement accepts everything it accepted before`,
  },
  RULE_SCOPE_WIDENED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'rule'} ${'what'}`,
    reason: msg`it now checks more than before: what was accepted may be refused`,
  },
  RULE_SCOPE_NARROWED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'rule'} ${'what'}`,
    reason: msg`it checks less than before`,
  },
  RULE_TEXT_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`${'what'} of ${'rule'} changed`,
    reason: msg`prose and cross-references only: what is checked is unchanged`,
  },
  RULE_SET_CHANGED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`rule set ${'what'}`,
    reason: msg`the grouping and its prose only; each rule is reported on its own`,
  },

  // Crosswalks.
  MAPPING_ADDED: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Added',
    message: msg`crosswalk "${'system'}" added`,
    reason: msg`a new system; existing crosswalks are unchanged`,
  },
  MAPPING_REMOVED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Removed',
    message: msg`crosswalk "${'system'}" removed`,
    reason: msg`translations through it stop working`,
  },
  MAPPING_TERM_ADDED: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Added',
    message: msg`"${'term'}" now mapped (fidelity "${'fidelity'}")`,
    reason: msg`a new entry; existing translations are unchanged`,
  },
  MAPPING_TERM_REMOVED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Removed',
    message: msg`"${'term'}" no longer mapped`,
    reason: msg`translations of the term stop working`,
  },
  MAPPING_FIDELITY_LOWERED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Changed',
    message: msg`fidelity of "${'term'}" lowered from "${'from'}" to "${'to'}"`,
    reason: msg`translations relied on a "${'from'}" match the crosswalk no longer promises`,
  },
  MAPPING_FIDELITY_CHANGED: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Changed',
    message: msg`fidelity of "${'term'}" changed from "${'from'}" to "${'to'}"`,
    reason: msg`the crosswalk promises at least as much as before`,
  },
  MAPPING_NATIVE_TERM_CHANGED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Changed',
    message: msg`native term of "${'term'}" changed from "${'from'}" to "${'to'}"`,
    reason: msg`translations to and from the old native term break`,
  },
  MAPPING_NATIVE_TERM_SET: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Added',
    message: msg`native term of "${'term'}" set to "${'to'}"`,
    reason: msg`a correspondence is declared where there was none`,
  },
  COMPATIBILITY_MAPPING_ADDED: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Added',
    message: msg`compatibility field mapping "${'field'}" added`,
    reason: msg`one more legacy field is translated; nothing else changes`,
  },
  COMPATIBILITY_MAPPING_REMOVED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Removed',
    message: msg`compatibility field mapping "${'field'}" removed`,
    reason: msg`the legacy field is no longer translated, and the linter flags it again`,
  },
  STATE_MAPPING_ADDED: {
    classification: 'compatible',
    consumers: ['crosswalk', 'docs'],
    section: 'Added',
    message: msg`native state "${'state'}" of ${'term'} now translates to "${'to'}"`,
    reason: msg`native traces in that state, untranslatable before, are now checked`,
  },
  STATE_MAPPING_REMOVED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Removed',
    message: msg`native state "${'state'}" of ${'term'} no longer translates (was "${'from'}")`,
    reason: msg`native traces in that state stop conforming (UNMAPPED_STATE)`,
  },
  STATE_MAPPING_CHANGED: {
    classification: 'breaking',
    consumers: ['crosswalk', 'docs'],
    section: 'Changed',
    message: msg`native state "${'state'}" of ${'term'} translates to "${'to'}" instead of "${'from'}"`,
    reason: msg`native traces are checked against another AWM state, so their findings change`,
  },
  MAPPING_DETAILS_CHANGED: {
    classification: 'informational',
    consumers: ['crosswalk', 'docs'],
    section: 'Changed',
    message: msg`${'what'} changed`,
    reason: msg`descriptive: the fidelity and native term of every entry are unchanged`,
  },

  // Aliases.
  ALIAS_ADDED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Added',
    message: msg`alias "${'alias'}" added`,
    reason: msg`another name for people and lookups; existing names are unchanged`,
  },
  ALIAS_REMOVED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Removed',
    message: msg`alias "${'alias'}" removed`,
    reason: msg`not kept as a deprecated alias: tools and people resolving the name find nothing`,
  },
  ALIAS_DEPRECATED: {
    classification: 'compatible',
    consumers: ['docs'],
    section: 'Deprecated',
    message: msg`alias "${'alias'}" deprecated`,
    reason: msg`still resolves; it announces a removal in a later breaking release`,
  },
  ALIAS_UNDEPRECATED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Changed',
    message: msg`alias "${'alias'}" no longer deprecated`,
    reason: msg`the name resolves as before`,
  },
  DEPRECATED_ALIAS_ADDED: {
    classification: 'informational',
    consumers: ['docs'],
    section: 'Deprecated',
    message: msg`deprecated alias "${'alias'}" added`,
    reason: msg`records an old name, so that the linter flags fields that use it`,
  },
  DEPRECATED_ALIAS_REMOVED: {
    classification: 'breaking',
    consumers: ['docs'],
    section: 'Removed',
    message: msg`deprecated alias "${'alias'}" removed`,
    reason: msg`the old name no longer resolves to this term`,
  },
} as const satisfies Record<string, ChangeSpec>;

export type ChangeKind = keyof typeof changeCatalog;

type ParamsOf<T> = T extends MessageTemplate<infer P> ? P : never;

/** The parameter names the message and reason templates of `K` require. */
export type ChangeParams<K extends ChangeKind> =
  ParamsOf<(typeof changeCatalog)[K]['message']> | ParamsOf<(typeof changeCatalog)[K]['reason']>;

/** Where a change is: its subject (term key, `model`, `rules/<id>`, `mappings/<system>`) and its path. */
export interface ChangeTarget {
  subject: string;
  path: string;
}

/** Creates a change of a catalogued kind; its classification, consumers, message and reason come from the catalogue. */
export function createChange<K extends ChangeKind>(
  kind: K,
  target: ChangeTarget,
  params: Readonly<Record<ChangeParams<K>, string>>,
): Change {
  const spec: ChangeSpec = changeCatalog[kind];
  const values = params as Record<string, string>;
  return {
    kind,
    classification: spec.classification,
    consumers: [...spec.consumers],
    subject: target.subject,
    path: target.path,
    message: spec.message.format(values),
    reason: spec.reason.format(values),
  };
}
