// Types of the YAML documents under model/, mirroring the JSON Schemas in schemas/.

export type Cardinality = string;
export type RequirementLevel = 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY';
export type Status = 'draft' | 'proposed' | 'accepted' | 'deprecated' | 'withdrawn';
/**
 * The crosswalk rubric (see schemas/common.schema.json): how a native concept relates to an AWM
 * term. `partial` is the published model's level for an unaudited crosswalk only.
 */
export type Fidelity = 'exact' | 'close' | 'broad' | 'narrow' | 'related' | 'partial' | 'none' | 'tbd';
/** How faithfully a system expresses the model as a whole. */
export type FidelityOverview = 'exact' | 'partial' | 'none' | 'tbd';
export type Mutability = 'mutable' | 'immutable' | 'ephemeral';
export type FieldKind = 'identity' | 'reference' | 'descriptive' | 'policy' | 'metadata' | 'payload';
export type FieldType = 'name' | 'uri' | 'string' | 'integer' | 'list' | 'object' | 'PolicyDocument' | 'Grant';
export type RelationshipKind =
  | 'assigns'
  | 'attaches'
  | 'authenticates'
  | 'binds'
  | 'contains'
  | 'executes'
  | 'observes'
  | 'pins'
  | 'produced_by'
  | 'publishes'
  | 'references'
  | 'specializes';
export type Enforcement = 'lint' | 'runtime' | 'documentary';

/** model/model.yaml */
export interface ModelDocument {
  model: ModelMetadata;
  generated_notice: string;
  term_order: string[];
}

export interface ModelMetadata {
  name: string;
  version: string;
  status: Status;
  license: string;
  canonical_source: string;
  description: string;
}

/** model/authority-roles.yaml */
export interface AuthorityRolesDocument {
  authority_roles: AuthorityRoleDocument[];
}

export interface AuthorityRoleDocument {
  id: string;
  description: string;
}

/** model/rules/<id>.yaml */
export interface RuleSetDocument {
  id: string;
  title: string;
  description: string;
  rules: RuleDocument[];
}

export interface RuleDocument {
  id: string;
  level: RequirementLevel;
  enforcement: Enforcement;
  applies_to: string[];
  lint_codes?: string[];
  statement: string;
}

/** model/mappings/<system>.yaml */
export interface MappingDocument {
  system: string;
  description: string;
  status: Status;
  fidelity_overview: FidelityOverview;
  verified_against: string | null;
  /** The source the crosswalk quotes; required once verified_against names something. */
  source?: MappingSourceReference;
  /** Further package files the evidence may quote, by the name an evidence quote's `source` gives. */
  sources?: Record<string, PackageSourceReference>;
  notes: string;
  compatibility_field_mappings: CompatibilityFieldMapping[];
  terms: Record<string, MappingEntry>;
  /** The system's own lifecycles, by the native term whose records carry the states. */
  native_lifecycles?: Record<string, NativeLifecycleDocument>;
  /** Lifecycles the source describes that the crosswalk does not declare. */
  left_out_lifecycles?: LeftOutLifecycleDocument[];
  /** For AWM terms with a lifecycle: how the native lifecycle's states translate. Absent in the published crosswalk. */
  state_maps?: Record<string, StateMapDocument>;
  /** Native words that look like an AWM term and mean something else. */
  false_friends?: FalseFriendDocument[];
  /** Native defaults or behaviours that contradict an AWM rule. */
  rule_conflicts?: RuleConflictDocument[];
  /** How the system's protocol messages become native records, per wire format. */
  wire?: WireDocument;
}

/** The wire formats awm conformance reads besides its own JSON lines. */
export type WireFormat = 'otlp' | 'a2a' | 'mcp';

/** Per wire format, the kinds of record its messages carry. */
export type WireDocument = Partial<Record<WireFormat, WireRecordDocument[]>>;

/**
 * One kind of record a protocol message carries (a span, an A2A status update, an MCP task) and
 * how its fields become a native record: its native term, id, parent, moves and references.
 */
export interface WireRecordDocument {
  /** What the protocol calls this kind of record, shown in findings and on the docs page. */
  name: string;
  /**
   * Where the record stands in a message: dotted paths tried in order, `$` the message itself
   * (not for otlp, whose records are the spans of a request). Default: the message itself.
   */
  at?: string[];
  /** Conditions every one of which the record meets: how one kind is told from another. */
  when?: WireConditionDocument[];
  term: WireSelectorDocument;
  id: WireSelectorDocument;
  /** The id of the record it runs inside (a span's parentSpanId), whatever that record's term. */
  parent?: WireSelectorDocument;
  /** The record's states, in order: a span starts, then ends in its status. */
  moves: WireMoveDocument[];
  /** Native references (a native term or an AWM identity field) -> where the referenced id is. */
  refs?: Record<string, WireSelectorDocument>;
  notes?: string;
}

/** Where a value is in a record: exactly one of a dotted field path, an OTLP attribute key, or a constant. */
export interface WireSelectorDocument {
  field?: string;
  attribute?: string;
  const?: string;
  /** The value when the record has none (OTLP leaves a status code of 0 out). */
  default?: string;
  /** Protocol spellings -> native names (`TASK_STATE_WORKING` -> `working`); others are kept as they are. */
  values?: Record<string, string>;
}

/** A condition on a record: the selected value equals one of these spellings. */
export interface WireConditionDocument extends WireSelectorDocument {
  equals: string[];
}

export interface WireMoveDocument {
  /** The native state the move reaches; absent for a record whose term has no lifecycle. */
  state?: WireSelectorDocument;
  time?: WireTimeSelectorDocument;
}

export interface WireTimeSelectorDocument extends WireSelectorDocument {
  /** Default rfc3339. */
  format?: WireTimeFormat;
}

/** How a protocol writes a time: RFC 3339, or nanoseconds / milliseconds since the epoch. */
export type WireTimeFormat = 'rfc3339' | 'unix-nano' | 'unix-milli';

/** A crosswalk's source: a vendored document, or a file inside an installed npm package. */
export type MappingSourceReference = VendoredSourceReference | PackageSourceReference;

export interface VendoredSourceReference {
  /** Relative to model/mappings/: `sources/hoziron.md`. */
  file: string;
  /** The version of the document the crosswalk was audited against. */
  sha256: string;
  package?: undefined;
}

/** A file inside an npm package, pinned by the package's exact version and the file's SHA-256. */
export interface PackageSourceReference {
  /** The package's name: `@a2a-js/sdk`. */
  package: string;
  /** The exact version audited: `1.3.0`. */
  version: string;
  /** Relative to the package root: `dist/a2a-CJdXl9vi.d.ts`. */
  file: string;
  /** SHA-256 of the file's bytes as audited. */
  sha256: string;
}

/** A verbatim quote of the source and the heading of the section it stands under. */
export interface QuoteDocument {
  section: string;
  quote: string;
  /** The `sources` entry quoted; the main `source` when absent. */
  source?: string;
}

/** A claim's evidence: one or more quotes. */
export type Evidence = QuoteDocument[];

/** One AWM term's correspondence in a crosswalk document. */
export interface MappingEntry extends MappingHook {
  evidence?: Evidence;
}

export interface NativeLifecycleDocument {
  /** What the source calls it: `Runnable (AgentState)`. */
  name?: string;
  states: string[];
  /** Null when the source leaves the first state to configuration (with other_states). */
  initial: string | null;
  terminal: string[];
  transitions: NativeTransitionDocument[];
  /** Present when states beyond the listed ones are left to configuration. */
  other_states?: { notes: string; evidence?: Evidence };
  left_out?: LeftOutDocument[];
  notes?: string;
  evidence?: Evidence;
}

export interface NativeTransitionDocument {
  from: string;
  to: string;
  /** The native verb, when the source names one. */
  verb?: string;
  notes?: string;
  evidence?: Evidence;
}

export interface LeftOutDocument {
  name: string;
  reason: string;
  evidence?: Evidence;
}

export interface LeftOutLifecycleDocument extends LeftOutDocument {
  native_term: string;
}

/** Fidelity of one native state's translation: a state is known to match or not, never `tbd`. */
export type StateFidelity = Exclude<Fidelity, 'tbd' | 'partial'>;

export interface StateMapDocument {
  /** Native state -> its AWM state. */
  states: Record<string, StateMappingDocument>;
  /** The AWM state of every state the native lifecycle leaves to configuration. */
  other_states?: StateMappingDocument;
  notes?: string;
}

export interface StateMappingDocument {
  /** Null when the AWM term has no equivalent state (fidelity `none`). */
  awm_state: string | null;
  fidelity: StateFidelity;
  notes?: string;
  evidence?: Evidence;
}

export interface FalseFriendDocument {
  native_term: string;
  /** The AWM term the native word resembles. */
  term: string;
  reason: string;
  evidence?: Evidence;
}

export interface RuleConflictDocument {
  /** An AWM rule id (model/rules/). */
  rule: string;
  native_term: string;
  conflict: string;
  evidence?: Evidence;
}

/** The header of model/mappings/sources/<name>.md: the provenance of a vendored source document. */
export interface MappingSourceDocument {
  title: string;
  origin: string;
  sha256: string;
  retrieved: string;
  verbatim: true;
  notes?: string;
  sections: SourceSectionDocument[];
}

export interface SourceSectionDocument {
  /** 1-based line of the verbatim text. */
  line: number;
  title: string;
  /** 1 (the default) is the top level. */
  level?: number;
}

export interface CompatibilityFieldMapping {
  term: string;
  field: string;
  native_field?: string;
  notes: string;
}

export interface MappingHook {
  fidelity: Fidelity;
  native_term: string | null;
  notes?: string;
}

/** model/terms/<Term>.yaml */
export interface TermDocument {
  key: string;
  definition: string;
  purpose: string;
  status: Status;
  mutability: Mutability;
  authority: AuthorityDocument;
  identity: IdentityDocument;
  parent?: ParentDocument;
  fields: FieldDocument[];
  relationships: RelationshipDocument[];
  lifecycle?: LifecycleDocument;
  invariants: InvariantDocument[];
  aliases: string[];
  deprecated_aliases: string[];
  non_synonyms: NonSynonymDocument[];
  examples: string[];
  anti_examples: string[];
  mapping_hooks: Record<string, MappingHook>;
}

export interface AuthorityDocument {
  owner?: string;
  mutable: boolean;
  notes?: string;
}

export interface IdentityDocument {
  field: string;
  kind: 'name';
  authorization: boolean;
}

export interface ParentDocument {
  term: string;
  cardinality: Cardinality;
  inverse: string;
  inverse_cardinality: Cardinality;
}

export interface FieldDocument {
  name: string;
  kind: FieldKind;
  type: FieldType;
  portable_snapshot: boolean;
  notes?: string;
}

export interface RelationshipDocument {
  name: string;
  kind: RelationshipKind;
  target: string;
  cardinality: Cardinality;
  inverse?: string;
  inverse_cardinality?: Cardinality;
  notes?: string;
}

export interface LifecycleDocument {
  initial: string;
  states: string[];
  terminal: string[];
  transitions: TransitionDocument[];
}

export interface TransitionDocument {
  from: string;
  to: string;
  notes?: string;
}

export interface InvariantDocument {
  code: string;
  level: RequirementLevel;
  text: string;
}

export interface NonSynonymDocument {
  term: string;
  reason: string;
}

/** The kinds of document a model directory holds, each validated by its own schema. */
export interface DocumentKinds {
  model: ModelDocument;
  'authority-roles': AuthorityRolesDocument;
  'rule-set': RuleSetDocument;
  term: TermDocument;
  mapping: MappingDocument;
  'mapping-source': MappingSourceDocument;
}

export type DocumentKind = keyof DocumentKinds;
