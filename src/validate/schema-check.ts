// The schema check the loader runs on each document as it is parsed, in whichever thread parsed it.
import type { DocumentCheck } from '../load/prepare-files.js';
import type { DocumentKind } from '../model/documents.js';
import { validatorFor } from './schema-registry.js';

/** Whether a document's data matches its kind's schema; validateDocument reports why when it does not. */
export function checkDocument(kind: DocumentKind, data: object): boolean {
  return validatorFor(kind)(data);
}

/** For loadModel: a helper thread imports this module by its URL and checks its share of the documents. */
export const schemaCheck: DocumentCheck = { module: import.meta.url, checkDocument };
