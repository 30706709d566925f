// INVERSE_CARDINALITY: the two ends of a relationship disagree on cardinality.
import { defineRule, msg } from '../src/lint/rule-api.js';
import type { Relationship } from '../src/model/model.js';

export default defineRule({
  code: 'INVERSE_CARDINALITY',
  severity: 'error',
  summary: 'The two ends of a relationship (or a parent and its child relationship) disagree on cardinality.',
  description:
    'When `A.r` (cardinality c, inverse_cardinality d) names `inverse: s`, then `B.s` must have ' +
    "cardinality d and, if it states one, inverse_cardinality c. For a `parent`, the parent's " +
    "relationship named by `parent.inverse` must have the parent's `inverse_cardinality` as its " +
    "cardinality and the parent's `cardinality` as its inverse_cardinality. Decision: a mismatched " +
    'pair of relationships is reported once, on the end declared first in term order, since either ' +
    'end may be the one to fix; the message quotes both. Applies to the terms of the model rules ' +
    'that name this code.',
  messages: {
    pair: msg`relationship "${'name'}" says ${'other'} has ${'expected'} ${'side'}, but ${'other'} declares
      "${'actual'}"`,
    parent: msg`parent says ${'other'} has ${'expected'} ${'side'}, but ${'other'} declares "${'actual'}"`,
  },
  reads: ['relationships', 'parent'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '    target: Task\n    cardinality: 0..*\n    inverse: work_session\n    inverse_cardinality: "1"',
    failing: '    target: Task\n    cardinality: 0..*\n    inverse: work_session\n    inverse_cardinality: 0..1',
  },
  check({ model, report, scopedTerms }) {
    const order = new Map<Relationship, number>();
    for (const term of model.terms.values())
      for (const relationship of term.relationships) order.set(relationship, order.size);
    const declaredFirst = (a: Relationship, b: Relationship) => order.get(a)! <= order.get(b)!;
    for (const term of scopedTerms()) {
      for (const relationship of term.relationships) {
        const inverse = relationship.inverse;
        // A pair is checked from its first-declared end only; ends that do not point back are INVERSE_TARGET.
        if (!inverse || inverse.target !== term || !declaredFirst(relationship, inverse)) continue;
        const at = { source: term.source, term: term.key };
        const expectedBack = relationship.data.inverse_cardinality;
        if (expectedBack !== undefined && inverse.data.cardinality !== expectedBack) {
          report({
            ...at,
            path: [...relationship.path, 'inverse_cardinality'],
            messageId: 'pair',
            params: {
              name: relationship.name,
              other: `${inverse.from.key}.${inverse.name}`,
              expected: `"${expectedBack}"`,
              side: 'as cardinality',
              actual: inverse.data.cardinality,
            },
          });
        } else if (
          inverse.data.inverse_cardinality !== undefined &&
          inverse.data.inverse_cardinality !== relationship.data.cardinality
        ) {
          report({
            ...at,
            path: [...relationship.path, 'cardinality'],
            messageId: 'pair',
            params: {
              name: relationship.name,
              other: `${inverse.from.key}.${inverse.name}`,
              expected: `"${relationship.data.cardinality}"`,
              side: 'as inverse_cardinality',
              actual: inverse.data.inverse_cardinality,
            },
          });
        }
      }
      const parent = term.parent;
      const child = parent?.childRelationship;
      if (!parent || !child || child.target !== term) continue;
      const other = `${parent.term.key}.${child.name}`;
      const at = { source: term.source, term: term.key };
      if (child.data.cardinality !== parent.data.inverse_cardinality) {
        report({
          ...at,
          path: ['parent', 'inverse_cardinality'],
          messageId: 'parent',
          params: {
            other,
            expected: `"${parent.data.inverse_cardinality}"`,
            side: 'as cardinality',
            actual: child.data.cardinality,
          },
        });
      } else if (
        child.data.inverse_cardinality !== undefined &&
        child.data.inverse_cardinality !== parent.data.cardinality
      ) {
        report({
          ...at,
          path: ['parent', 'cardinality'],
          messageId: 'parent',
          params: {
            other,
            expected: `"${parent.data.cardinality}"`,
            side: 'as inverse_cardinality',
            actual: child.data.inverse_cardinality,
          },
        });
      }
    }
  },
});
