// Stage 2, validate: checks each loaded document against its JSON Schema, keeping the valid ones typed.
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { fileStem } from '../load/discover.js';
import { expectedContent, type LoadedModel } from '../load/load-model.js';
import { parseYaml } from '../load/parse-yaml.js';
import type { SourceFile } from '../model/source-file.js';
import type { VerbatimText } from '../load/source-document.js';
import type { DocumentKind, DocumentKinds } from '../model/documents.js';
import { schemaDiagnostics } from './ajv-diagnostics.js';
import { validatorFor } from './schema-registry.js';

/** A document that matches its schema, so its data has the type of its kind. */
export interface ValidDocument<K extends DocumentKind> {
  kind: K;
  source: SourceFile;
  data: DocumentKinds[K];
}

export interface ValidatedModel {
  dir: string;
  sources: SourceFile[];
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
    sources: loaded.sources,
    ruleSets: [],
    terms: [],
    mappings: [],
    mappingSources: [],
    invalidTermKeys: new Set(loaded.brokenTermKeys),
    diagnostics: [...loaded.diagnostics],
  };
  for (const document of loaded.documents) {
    const validate = validatorFor(document.kind);
    if (!validate(document.data)) {
      if (document.fast) {
        // Data the fast loader accepted is wrong: let the careful loader report YAML problems first.
        const careful = parseYaml(document.source, expectedContent(document.kind));
        if (careful.diagnostics.length > 0) {
          result.diagnostics.push(...careful.diagnostics);
          if (document.kind === 'term') result.invalidTermKeys.add(fileStem(document.source.absolutePath));
          continue;
        }
      }
      const termKey = document.kind === 'term' ? keyOf(document.data) : undefined;
      if (document.kind === 'term') result.invalidTermKeys.add(termKey ?? fileStem(document.source.absolutePath));
      result.diagnostics.push(...schemaDiagnostics(validate.errors ?? [], document.source, document.data, termKey));
      continue;
    }
    if (document.kind === 'mapping-source' && document.verbatim)
      result.mappingSources.push({ ...(document as ValidDocument<'mapping-source'>), verbatim: document.verbatim });
    else accept(result, document as ValidDocument<DocumentKind>);
  }
  return result;
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
            { file: document.source.file, range: document.source.locate([]) },
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
      // Accepted above, with its verbatim text.
      return;
  }
}
