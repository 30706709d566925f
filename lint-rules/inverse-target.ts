// INVERSE_TARGET: the inverse end points at another term or names another relationship as its inverse.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'INVERSE_TARGET',
  severity: 'error',
  summary: 'The inverse end of a relationship points at another term, or names another relationship as its inverse.',
  description:
    'When `A.r` names `inverse: s`, the relationship `B.s` must target A and, if it names an ' +
    "inverse, name `r`. For a `parent` with `inverse: s`, the parent term's relationship `s` must " +
    'target the child. Reported at the `inverse` that leads to the mismatch; an inverse that does ' +
    'not exist at all is INVERSE_MISSING. Applies to the terms of the model rules that name this code.',
  messages: {
    target: msg`relationship "${'name'}" names inverse "${'inverse'}", but ${'owner'}.${'inverse'} targets
      ${'actual'}, not ${'expected'}`,
    backName: msg`relationship "${'name'}" names inverse "${'inverse'}", but ${'owner'}.${'inverse'} names
      "${'actual'}" as its inverse`,
    parentTarget: msg`parent names inverse "${'inverse'}", but ${'owner'}.${'inverse'} targets ${'actual'}, not
      ${'expected'}`,
  },
  reads: ['relationships', 'parent'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '  - name: tasks\n    kind: contains\n    target: Task\n    cardinality: 0..*\n    inverse: work_session',
    failing: '  - name: tasks\n    kind: contains\n    target: Task\n    cardinality: 0..*\n    inverse: agent_runs',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      for (const relationship of term.relationships) {
        const inverse = relationship.inverse;
        if (!inverse) continue;
        const at = { source: term.source, path: [...relationship.path, 'inverse'], term: term.key };
        const common = { name: relationship.name, inverse: inverse.name, owner: inverse.from.key };
        if (inverse.target !== term) {
          report({ ...at, messageId: 'target', params: { ...common, actual: inverse.target.key, expected: term.key } });
        } else if (inverse.data.inverse !== undefined && inverse.data.inverse !== relationship.name) {
          report({ ...at, messageId: 'backName', params: { ...common, actual: inverse.data.inverse } });
        }
      }
      const child = term.parent?.childRelationship;
      if (child && child.target !== term) {
        report({
          source: term.source,
          path: ['parent', 'inverse'],
          term: term.key,
          messageId: 'parentTarget',
          params: { inverse: child.name, owner: child.from.key, actual: child.target.key, expected: term.key },
        });
      }
    }
  },
});
