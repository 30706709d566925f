// REFERENCE_UNLINKED: a reference field names another term's identity but no relationship backs it.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { termByIdentityName } from '../src/model/queries.js';

export default defineRule({
  code: 'REFERENCE_UNLINKED',
  severity: 'warning',
  summary: 'A `reference` field `x_id` has no relationship to the term whose identity is `x_id`.',
  description:
    "A reference field carries another entity's identity; the relationship says what the link " +
    "means (its kind, cardinality and inverse). A reference field whose name is a term's identity " +
    'field, or ends with `_` and that identity (a role-qualified reference such as ' +
    "`assigned_principal_id` for Principal's `principal_id`), must be backed by a relationship or " +
    'parent of the same term targeting that term. The longest matching identity wins. A plural ' +
    '`x_ids` matches `x_id`. Checked for every term; a warning, since the field may be a ' +
    'deliberate denormalisation.',
  messages: {
    unlinked: msg`reference field "${'field'}" holds a ${'target'} identity, but ${'term'} has no relationship to
      ${'target'}`,
  },
  reads: ['fields', 'parent', 'relationships'],
  example: {
    file: 'terms/Turn.yaml',
    passing: '  - {name: agent_run_id, kind: reference, type: name, portable_snapshot: true}',
    failing:
      '  - {name: agent_run_id, kind: reference, type: name, portable_snapshot: true}\n  - {name: principal_id, ' +
      'kind: reference, type: name, portable_snapshot: true}',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const linked = new Set(term.data.relationships.map((r) => r.target));
      if (term.data.parent) linked.add(term.data.parent.term);
      term.data.fields.forEach((field, index) => {
        if (field.kind !== 'reference') return;
        const target = termByIdentityName(model, field.name);
        if (!target || target === term || linked.has(target.key)) return;
        report({
          source: term.source,
          path: ['fields', index, 'name'],
          term: term.key,
          messageId: 'unlinked',
          params: { field: field.name, target: target.key, term: term.key },
        });
      });
    }
  },
});
