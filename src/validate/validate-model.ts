// Stage 2, validate: checks each loaded document against its JSON Schema, keeping the valid ones typed.
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { fileStem } from '../load/discover.js';
import type { LoadedDocument, LoadedModel } from '../load/load-model.js';
import type { ModelFile } from '../model/model-file.js';
import type { VerbatimText } from '../load/source-document.js';
import type { DocumentKind, DocumentKinds } from '../model/documents.js';
import { schemaDiagnostics } from './ajv-diagnostics.js';
import { recoverDocument } from './recover.js';
import { validatorFor } from './schema-registry.js';

/** A document that matches its schema, so its data has the type of its kind. */
export interface ValidDocument<K extends DocumentKind> {
  kind: K;
  source: ModelFile;
  data: DocumentKinds[K];
  /** Top-level keys that lost content in recovery from schema errors (see recoverDocument). */
  damaged?: ReadonlySet<string>;
  /** A crosswalk source document's text below its header. */
  verbatim?: VerbatimText;
}

export interface ValidatedModel {
  dir: string;
  /** Where pinned npm packages are resolved from (see ModelFiles). */
  packagesFrom?: string;
  files: ModelFile[];
  model?: ValidDocument<'model'>;
  authorityRoles?: ValidDocument<'authority-roles'>;
  ruleSets: ValidDocument<'rule-set'>[];
  terms: ValidDocument<'term'>[];
  mappings: ValidDocument<'mapping'>[];
  /** Crosswalk source documents: the header validated, the text below it verbatim. */
  mappingSources: (ValidDocument<'mapping-source'> & { verbatim: VerbatimText })[];
  /**
   * Keys of term documents that failed to load or validate. Linking still knows these terms
   * exist, so an error in one term does not also surface as unknown references from every other.
   */
  invalidTermKeys: Set<string>;
  /** Diagnostics of loading and validation together. */
  diagnostics: Diagnostic[];
}

export function validateModel(loaded: LoadedModel): ValidatedModel {
  const result: ValidatedModel = {
    dir: loaded.dir,
    ...(loaded.packagesFrom === undefined ? {} : { packagesFrom: loaded.packagesFrom }),
    files: loaded.files,
    ruleSets: [],
    terms: [],
    mappings: [],
    mappingSources: [],
    invalidTermKeys: new Set(loaded.brokenTermKeys),
    diagnostics: [...loaded.diagnostics],
  };
  for (const document of loaded.documents) addValidated(result, validateDocument(document));
  return result;
}

/** One document checked against its schema on its own. */
export interface ValidatedFile {
  /** The document, when it matches its schema or could be recovered to match it. */
  document?: ValidDocument<DocumentKind>;
  diagnostics: Diagnostic[];
  /** The key of a term document that could not be used at all. */
  invalidTermKey?: string;
}

/**
 * Checks one loaded document against its schema. A document that fails is reported and then,
 * where that loses nothing another document relies on, recovered (see recoverDocument) so that
 * one mistake does not hide every other finding about it.
 */
export function validateDocument(document: LoadedDocument): ValidatedFile {
  const validate = validatorFor(document.kind);
  if (validate(document.data)) return { document: document as ValidDocument<DocumentKind>, diagnostics: [] };
  const presumedKey = fileStem(document.source.absolutePath);
  const termKey = document.kind === 'term' ? keyOf(document.data) : undefined;
  const diagnostics = schemaDiagnostics(validate.errors ?? [], document.source, document.data, termKey);
  const recovered = recoverDocument(document.kind, document.data, validate, termKey ?? presumedKey);
  if (!recovered)
    return { diagnostics, ...(document.kind === 'term' ? { invalidTermKey: termKey ?? presumedKey } : {}) };
  return {
    document: {
      kind: document.kind,
      source: document.source,
      data: recovered.data,
      ...(recovered.damaged.size > 0 ? { damaged: recovered.damaged } : {}),
      ...(document.verbatim ? { verbatim: document.verbatim } : {}),
    } as ValidDocument<DocumentKind>,
    diagnostics,
  };
}

/** Adds one validated file to the model's documents. */
export function addValidated(result: ValidatedModel, file: ValidatedFile): void {
  result.diagnostics.push(...file.diagnostics);
  if (file.invalidTermKey !== undefined) result.invalidTermKeys.add(file.invalidTermKey);
  if (file.document) accept(result, file.document);
}

function keyOf(data: unknown): string | undefined {
  const key = data !== null && typeof data === 'object' ? (data as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : undefined;
}

function accept(result: ValidatedModel, document: ValidDocument<DocumentKind>): void {
  switch (document.kind) {
    case 'model':
    case 'authority-roles': {
      const slot = document.kind === 'model' ? 'model' : 'authorityRoles';
      const existing = result[slot];
      if (existing) {
        result.diagnostics.push(
          createDiagnostic(
            'DUPLICATE_ID',
            { ...document.source.fileName, range: document.source.locate([]) },
            { what: 'document', id: document.kind, first: existing.source.file },
          ),
        );
        return;
      }
      if (slot === 'model') result.model = document as ValidDocument<'model'>;
      else result.authorityRoles = document as ValidDocument<'authority-roles'>;
      return;
    }
    case 'rule-set':
      result.ruleSets.push(document as ValidDocument<'rule-set'>);
      return;
    case 'term':
      result.terms.push(document as ValidDocument<'term'>);
      return;
    case 'mapping':
      result.mappings.push(document as ValidDocument<'mapping'>);
      return;
    case 'mapping-source':
      if (document.verbatim)
        result.mappingSources.push({ ...(document as ValidDocument<'mapping-source'>), verbatim: document.verbatim });
      return;
  }
}
