// RUNTIME_POLICY_FIELD: a field the runtime's policy rules read is missing from its term, or has another type.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { policyFieldProblems } from '../src/model/runtime-policy-fields.js';

export default defineRule({
  code: 'RUNTIME_POLICY_FIELD',
  severity: 'error',
  summary: "A field the runtime's policy rules read is missing or retyped, so `awm runtime init` refuses the model.",
  description:
    'The reference runtime holds that policy only narrows: a ProjectSnapshot\u2019s `resolved_definition` ' +
    'policy within its Project\u2019s `policy` (found by `project_id`), a WorkSession\u2019s `policy` within the ' +
    'ProjectSnapshot it pins (`project_snapshot_id`), a ResourceBinding\u2019s `grant` within its WorkSession ' +
    'and naming its `resource_id`. It reads those fields by name and type, and refuses a model in which one ' +
    'is missing or has another type, by the same check. The finding is at the field\u2019s type, or at ' +
    '`fields` when the field is missing. A model without one of these terms is not one the runtime runs, ' +
    'and that term is not checked.',
  messages: {
    missing: msg`${'term'} has no field ${'field'} of type ${'type'}, which the runtime policy rules read`,
    retyped: msg`${'term'} field ${'field'} has type ${'found'}, but the runtime policy rules read it as
      ${'type'}`,
  },
  reads: ['fields'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '    type: PolicyDocument',
    failing: '    type: object',
  },
  check({ model, report }) {
    for (const problem of policyFieldProblems((key) => model.terms.get(key)?.data.fields)) {
      if (problem.kind === 'no-term') continue;
      const term = model.terms.get(problem.term)!;
      const at = { source: term.source, term: term.key };
      const params = { term: term.key, field: problem.field, type: problem.type };
      if (!problem.found) report({ ...at, path: ['fields'], atKey: true, messageId: 'missing', params });
      else
        report({
          ...at,
          path: ['fields', term.data.fields.lastIndexOf(problem.found), 'type'],
          messageId: 'retyped',
          params: { ...params, found: problem.found.type },
        });
    }
  },
});
