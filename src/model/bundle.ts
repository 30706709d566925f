// The compiled model (generated/model.json), the one form every command reads a model in, and how the linked model
// becomes it.
import type {
  MappingDocument,
  ModelMetadata,
  RuleSetDocument,
  TermDocument,
  AuthorityRoleDocument,
} from './documents.js';
import type { Model } from './model.js';

/** The shape of generated/model.json (schemas/model-bundle.schema.json). */
export interface ModelBundle {
  authority_roles: AuthorityRoleDocument[];
  generated_notice: string;
  mappings: MappingDocument[];
  model: ModelMetadata;
  rules: RuleSetDocument[];
  terms: TermDocument[];
}

export interface BundleOptions {
  /**
   * Keep only these systems' crosswalks, in `mappings` and in every term's `mapping_hooks`.
   * Restricting to the published systems reproduces the published bundle as the model grows.
   */
  systems?: readonly string[];
}

export function bundleModel(model: Model, options: BundleOptions = {}): ModelBundle {
  const keep = options.systems ? new Set(options.systems) : undefined;
  const terms = [...model.terms.values()].map((term) => {
    if (!keep) return term.data;
    const hooks = Object.fromEntries(Object.entries(term.data.mapping_hooks).filter(([system]) => keep.has(system)));
    return { ...term.data, mapping_hooks: hooks };
  });
  return {
    authority_roles: [...model.roles.values()].map((role) => role.data),
    generated_notice: model.generatedNotice,
    mappings: [...model.mappings.values()].filter((m) => !keep || keep.has(m.system)).map((m) => m.data),
    model: model.metadata,
    rules: model.ruleSets.map((ruleSet) => ruleSet.data),
    terms,
  };
}
