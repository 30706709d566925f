// Types of the YAML documents under model/, mirroring the JSON Schemas in schemas/.

export type Cardinality = string;
export type RequirementLevel = 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY';
export type Status = 'draft' | 'proposed' | 'accepted' | 'deprecated' | 'withdrawn';
export type Fidelity = 'exact' | 'partial' | 'none' | 'tbd';
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
  fidelity_overview: Fidelity;
  verified_against: string | null;
  notes: string;
  compatibility_field_mappings: CompatibilityFieldMapping[];
  terms: Record<string, MappingEntry>;
  /** For AWM terms with a lifecycle: how the native term's states translate. Absent in the published crosswalk. */
  state_maps?: Record<string, StateMapDocument>;
  /** Native words that look like an AWM term and mean something else. */
  false_friends?: FalseFriendDocument[];
}

/** The SKOS relation a partial entry states, from the AWM term to the native one. */
export type MatchPredicate = 'closeMatch' | 'broadMatch' | 'narrowMatch';

/** One AWM term's correspondence in a crosswalk document. */
export interface MappingEntry extends MappingHook {
  /** Only on partial entries; `closeMatch` when absent. */
  predicate?: MatchPredicate;
}

/** Fidelity of one native state's translation: a state is known to match or not, never `tbd`. */
export type StateFidelity = Exclude<Fidelity, 'tbd'>;

export interface StateMapDocument {
  /** Native state -> its AWM state. */
  states: Record<string, StateMappingDocument>;
  /** Native transitions, in native state names. */
  transitions?: NativeTransitionDocument[];
  notes?: string;
}

export interface StateMappingDocument {
  /** Null when the AWM term has no equivalent state (fidelity `none`). */
  awm_state: string | null;
  fidelity: StateFidelity;
  notes?: string;
}

export interface NativeTransitionDocument {
  from: string;
  to: string;
  notes?: string;
}

export interface FalseFriendDocument {
  native_term: string;
  /** The AWM term the native word resembles. */
  term: string;
  reason: string;
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
}

export type DocumentKind = keyof DocumentKinds;
