// Which schema under schemas/ governs each kind of document, and where their compiled form goes.
import type { DocumentKind } from '../model/documents.js';

export const schemaBase = 'https://agent-work-model.org/schemas/';

/** Every schema the package validates with: model documents, the bundle, and lint's own files. */
export type SchemaName = DocumentKind | 'bundle' | 'lint-config' | 'lint-baseline';

export const schemaFiles: Record<SchemaName, string> = {
  model: 'model.schema.json',
  'authority-roles': 'authority-roles.schema.json',
  'rule-set': 'rule-set.schema.json',
  term: 'term.schema.json',
  mapping: 'mapping.schema.json',
  'mapping-source': 'mapping-source.schema.json',
  bundle: 'model-bundle.schema.json',
  'lint-config': 'lint-config.schema.json',
  'lint-baseline': 'lint-baseline.schema.json',
};

/** The precompiled validators, relative to the package root. */
export const precompiledValidatorsFile = 'dist/schema-validators.cjs';
