// Diff of which reference fields payloads must carry: a field the schemas and types now require, or no longer do.
import type { ModelBundle } from '../model/bundle.js';
import type { TermDocument } from '../model/documents.js';
import { requiresReference } from '../model/queries.js';
import { identityNameResolver } from '../model/references.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { inTerm } from './targets.js';

/** Per term key, the names of the reference fields its payloads must carry. */
function requiredReferences(bundle: ModelBundle): Map<string, Set<string>> {
  const termOf = identityNameResolver<TermDocument>(bundle.terms, (term) => term.identity.field);
  return new Map(
    bundle.terms.map((term) => [
      term.key,
      new Set(
        term.fields.filter((field) => requiresReference(term, field, termOf(field.name))).map((field) => field.name),
      ),
    ]),
  );
}

/**
 * A reference field present on both sides whose requiredness changed, as a relationship's or a
 * parent's cardinality became or stopped being `1`, or a link was added or removed. Fields added
 * or removed are the field diff's to report.
 */
export function diffRequiredReferences(before: ModelBundle, after: ModelBundle, match: TermMatch): Change[] {
  const [was, is] = [requiredReferences(before), requiredReferences(after)];
  const changes: Change[] = [];
  for (const pair of match.pairs) {
    const [wasRequired, isRequired] = [was.get(pair.before.key)!, is.get(pair.after.key)!];
    const kept = new Set(pair.before.fields.map((field) => field.name));
    for (const field of pair.after.fields) {
      if (!kept.has(field.name) || wasRequired.has(field.name) === isRequired.has(field.name)) continue;
      const kind = isRequired.has(field.name) ? 'REFERENCE_REQUIRED' : 'REFERENCE_OPTIONAL';
      changes.push(createChange(kind, inTerm(pair.key, 'fields', field.name), { field: field.name }));
    }
  }
  return changes;
}
