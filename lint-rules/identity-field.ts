// IDENTITY_FIELD: the identity field is not in `fields` exactly once as an identity-kind entry.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'IDENTITY_FIELD',
  severity: 'error',
  summary: '`identity.field` is not present exactly once in `fields` with `kind: identity`.',
  description:
    "`identity.field` is the index of the term's handle and `fields` is the exchange shape, so the " +
    'handle must be exchanged: exactly one entry of `fields` has its name, and that entry has ' +
    '`kind: identity`. Other identity-kind fields (an alternative key such as a URI) are allowed. ' +
    'A missing entry is reported at `identity.field`, a second entry and a wrong kind at the entry. ' +
    'Applies to the terms of the model rules that name this code.',
  messages: {
    missing: msg`identity field "${'field'}" is not listed in fields`,
    duplicate: msg`identity field "${'field'}" is listed in fields more than once`,
    wrongKind: msg`identity field "${'field'}" has kind "${'kind'}" in fields; it must be kind: identity`,
  },
  reads: ['identity', 'fields'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  - {name: task_id, kind: identity, type: name, portable_snapshot: true}',
    failing: '  - {name: task_id, kind: reference, type: name, portable_snapshot: true}',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const name = term.data.identity.field;
      const at = { source: term.source, term: term.key };
      const indexes = term.data.fields.flatMap((field, index) => (field.name === name ? [index] : []));
      if (indexes.length === 0) {
        report({ ...at, path: ['identity', 'field'], messageId: 'missing', params: { field: name } });
        continue;
      }
      for (const index of indexes.slice(1))
        report({ ...at, path: ['fields', index, 'name'], messageId: 'duplicate', params: { field: name } });
      const first = indexes[0]!;
      const kind = term.data.fields[first]!.kind;
      if (kind !== 'identity')
        report({ ...at, path: ['fields', first, 'kind'], messageId: 'wrongKind', params: { field: name, kind } });
    }
  },
});
