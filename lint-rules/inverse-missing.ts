// INVERSE_MISSING: a relationship or parent names an inverse the other term does not declare.
import { msg } from '../src/diagnostics/message.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'INVERSE_MISSING',
  severity: 'error',
  summary: 'A relationship names an `inverse` that the target term does not declare.',
  description:
    'A represented inverse must exist on both ends. The rule reports a relationship whose `inverse` ' +
    'is not the name of a relationship of its target, and a `parent` whose `inverse` is not a ' +
    'relationship of the parent term. A relationship without `inverse` is not checked: declaring an ' +
    'inverse is optional. Whether the inverse points back and agrees on cardinality is ' +
    'INVERSE_TARGET and INVERSE_CARDINALITY. Applies to the terms of the model rules that name this code.',
  messages: {
    relationship: msg`relationship "${'name'}" names inverse "${'inverse'}", but ${'target'} declares no relationship of that name${'suggestion'}`,
    parent: msg`parent names inverse "${'inverse'}", but ${'target'} declares no relationship of that name${'suggestion'}`,
  },
  example: {
    file: 'terms/Task.yaml',
    passing: '    inverse: tasks\n    inverse_cardinality: 0..*\n  - name: agent_runs',
    failing: '    inverse: task_list\n    inverse_cardinality: 0..*\n  - name: agent_runs',
  },
  check({ modelRules, termsOf, report }) {
    for (const term of new Set(modelRules.flatMap(termsOf))) {
      for (const relationship of term.relationships) {
        const inverse = relationship.data.inverse;
        if (inverse === undefined || relationship.inverse) continue;
        const names = relationship.target.relationships.map((r) => r.name);
        report({
          source: term.source,
          path: [...relationship.path, 'inverse'],
          term: term.key,
          messageId: 'relationship',
          params: {
            name: relationship.name,
            inverse,
            target: relationship.target.key,
            suggestion: didYouMean(inverse, names),
          },
        });
      }
      const parent = term.parent;
      if (parent && !parent.childRelationship) {
        const names = parent.term.relationships.map((r) => r.name);
        report({
          source: term.source,
          path: ['parent', 'inverse'],
          term: term.key,
          messageId: 'parent',
          params: {
            inverse: parent.data.inverse,
            target: parent.term.key,
            suggestion: didYouMean(parent.data.inverse, names),
          },
        });
      }
    }
  },
});
