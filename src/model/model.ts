// The linked model: every document resolved into one object graph that later stages walk.
import type { ModelFile } from './model-file.js';
import type {
  AuthorityRoleDocument,
  MappingDocument,
  PackageSourceReference,
  MappingSourceDocument,
  ModelMetadata,
  ParentDocument,
  RelationshipDocument,
  RuleDocument,
  RuleSetDocument,
  TermDocument,
} from './documents.js';

/** Where a model element was written: its file and its path inside that file's data. */
export interface Origin {
  source: ModelFile;
  path: readonly (string | number)[];
}

export interface AuthorityRole extends Origin {
  id: string;
  data: AuthorityRoleDocument;
}

export interface RuleSet extends Origin {
  id: string;
  data: RuleSetDocument;
  rules: Rule[];
}

export interface Rule extends Origin {
  id: string;
  data: RuleDocument;
  ruleSet: RuleSet;
}

export interface Mapping extends Origin {
  system: string;
  data: MappingDocument;
  /** The vendored document its `source.file` names, when that exists. */
  sourceDocument?: SourceDocument;
  /**
   * The package files its `source` (named '') and its `sources` entries (by name) pin, as found
   * installed; a crosswalk with a vendored source and no `sources` has none.
   */
  packageSources: ReadonlyMap<string, PackageSource>;
}

/** A package file a crosswalk pins, and what was found where it should be installed. */
export interface PackageSource {
  /** The `sources` entry's name, or '' for the crosswalk's main `source`. */
  name: string;
  /** Where the pin is written in the crosswalk: `['source']` or `['sources', name]`. */
  path: readonly string[];
  pin: PackageSourceReference;
  found: PackageFileRead;
}

/** A package file's text and the SHA-256 of its bytes: one object per file read, so indexes of it can be kept. */
export interface PackageFileContent {
  text: string;
  sha256: string;
}

/** What reading a pinned package file found: the file as audited, or why its quotes cannot be checked. */
export type PackageFileRead =
  /** The pinned version is installed and the file has the pinned SHA-256. */
  | { kind: 'ok'; packageDir: string; absolutePath: string; content: PackageFileContent }
  /** No node_modules folder on the way up from the model, nor awm's installation, holds the package. */
  | { kind: 'not-installed' }
  /** The package is installed at another version (the first one found). */
  | { kind: 'other-version'; packageDir: string; installed: string }
  /** The pinned version is installed but has no such file. */
  | { kind: 'file-missing'; packageDir: string }
  /** The file is there with other bytes than those audited. */
  | { kind: 'changed'; packageDir: string; actual: string }
  /** The file is not one awm reads: too large, not a regular file, a link leaving the package, not UTF-8, a kind
   * whose sections awm cannot derive. */
  | { kind: 'refused'; packageDir: string; reason: string };

/**
 * A crosswalk's vendored source document (mappings/sources/<name>.md): `source` and `data` are its
 * provenance header, `text` the document below it, verbatim.
 */
export interface SourceDocument extends Origin {
  /** Relative to mappings/, as a crosswalk's `source.file` names it: `sources/hoziron.md`. */
  file: string;
  data: MappingSourceDocument;
  text: string;
  /** The file line the text's first line stands on. */
  firstLine: number;
}

export interface Term extends Origin {
  key: string;
  data: TermDocument;
  /** The owning authority role, when `authority.owner` names a catalogued one. */
  owner?: AuthorityRole;
  /** Relationships whose target resolved, in declaration order. */
  relationships: Relationship[];
  parent?: ParentLink;
  /**
   * Top-level keys of the term document that lost content to schema errors (a list entry that
   * failed its schema was left out); lint findings that read them are withheld until they are fixed.
   */
  damaged?: ReadonlySet<string>;
}

export interface Relationship extends Origin {
  name: string;
  data: RelationshipDocument;
  /** The term that declares the relationship. */
  from: Term;
  target: Term;
  /** The target's relationship named by `inverse`, when the target declares one by that name. */
  inverse?: Relationship;
}

export interface ParentLink extends Origin {
  data: ParentDocument;
  term: Term;
  /** The parent's relationship named by `parent.inverse`, when the parent declares it. */
  childRelationship?: Relationship;
}

export interface Model {
  dir: string;
  /** Every file read, for resolving findings to positions. */
  files: readonly ModelFile[];
  modelFile: ModelFile;
  metadata: ModelMetadata;
  generatedNotice: string;
  /** Terms in the published order (model.yaml term_order), then any that term_order does not list. */
  terms: ReadonlyMap<string, Term>;
  /**
   * Keys of term documents that could not be read at all (YAML errors, schema errors beyond
   * recovery), presumed from their file names: they exist, so naming them is no mistake.
   */
  unreadableTerms: ReadonlySet<string>;
  roles: ReadonlyMap<string, AuthorityRole>;
  ruleSets: readonly RuleSet[];
  /** Every rule of every rule set, by id. */
  rules: ReadonlyMap<string, Rule>;
  /** Crosswalks by system, in file-name order. */
  mappings: ReadonlyMap<string, Mapping>;
  /** Crosswalk source documents by their path relative to mappings/ (`sources/hoziron.md`). */
  sourceDocuments: ReadonlyMap<string, SourceDocument>;
}
