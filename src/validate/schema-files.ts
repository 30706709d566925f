// Which schema under schemas/ governs each kind of document, and where their compiled form goes.
import type { DocumentKind } from '../model/documents.js';

export const schemaBase = 'https://agent-work-model.org/schemas/';

export const schemaFiles: Record<DocumentKind | 'bundle', string> = {
  model: 'model.schema.json',
  'authority-roles': 'authority-roles.schema.json',
  'rule-set': 'rule-set.schema.json',
  term: 'term.schema.json',
  mapping: 'mapping.schema.json',
  bundle: 'model-bundle.schema.json',
};

/** The precompiled validators, relative to the package root. */
export const precompiledValidatorsFile = 'dist/schema-validators.cjs';
