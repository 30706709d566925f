// PARENT_CARDINALITY: a parent that is not exactly one, not mirrored by the child's relationship, or missing.
import { defineRule, msg } from '../src/lint/rule-api.js';

/**
 * Parents that model rules require of the terms they apply to, by model rule id: the published
 * statement "An AgentRun belongs to exactly one WorkSession" becomes `AgentRun -> WorkSession`.
 */
const requiredParents: Record<string, string> = {
  'agentrun-one-worksession': 'WorkSession',
};

export default defineRule({
  code: 'PARENT_CARDINALITY',
  severity: 'error',
  summary:
    'A `parent` is not exactly `1`, has no matching relationship to the parent, or a required parent is missing.',
  description:
    'A term with a `parent` belongs to exactly one instance of it, so `parent.cardinality` must be ' +
    '`1`. The parent must also appear as a relationship of the term itself with the same target, ' +
    'inverse, cardinality and inverse_cardinality (AgentRun.work_session mirrors its parent ' +
    'WorkSession). Finally, a model rule can require a parent: `agentrun-one-worksession` requires ' +
    'the terms it applies to (AgentRun) to have WorkSession as their parent with cardinality `1`; ' +
    "the parent term is fixed by the rule's statement, the subjects come from its applies_to. The " +
    'parent-side relationship is checked by INVERSE_MISSING, INVERSE_TARGET and INVERSE_CARDINALITY.',
  messages: {
    notOne: msg`parent cardinality is "${'cardinality'}"; a term belongs to exactly one parent ("1")`,
    unmatched: msg`no relationship of ${'term'} mirrors its parent: expected one targeting ${'parent'} with inverse
      ${'inverse'}, cardinality "${'cardinality'}" and inverse_cardinality "${'inverseCardinality'}"`,
    required: msg`${'term'} must belong to exactly one ${'parent'} (model rule ${'rule'}): declare parent ${'parent'}
      with cardinality "1"`,
  },
  reads: ['parent', 'relationships'],
  example: {
    file: 'terms/AgentRun.yaml',
    passing: 'parent:\n  term: WorkSession\n  cardinality: "1"',
    failing: 'parent:\n  term: WorkSession\n  cardinality: 0..1',
  },
  check({ modelRules, termsOf, report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const parent = term.data.parent;
      if (!parent) continue;
      const at = { source: term.source, term: term.key };
      if (parent.cardinality !== '1')
        report({
          ...at,
          path: ['parent', 'cardinality'],
          messageId: 'notOne',
          params: { cardinality: parent.cardinality },
        });
      const mirrored = term.data.relationships.some(
        (r) =>
          r.target === parent.term &&
          r.inverse === parent.inverse &&
          r.cardinality === parent.cardinality &&
          r.inverse_cardinality === parent.inverse_cardinality,
      );
      if (!mirrored) {
        report({
          ...at,
          path: ['parent'],
          atKey: true,
          messageId: 'unmatched',
          params: {
            term: term.key,
            parent: parent.term,
            inverse: parent.inverse,
            cardinality: parent.cardinality,
            inverseCardinality: parent.inverse_cardinality,
          },
        });
      }
    }
    for (const modelRule of modelRules) {
      const parentKey = requiredParents[modelRule.id];
      if (!parentKey) continue;
      for (const term of termsOf(modelRule)) {
        const parent = term.data.parent;
        if (parent?.term === parentKey) continue;
        report({
          source: term.source,
          path: parent ? ['parent', 'term'] : ['key'],
          term: term.key,
          messageId: 'required',
          params: { term: term.key, parent: parentKey, rule: modelRule.id },
        });
      }
    }
  },
});
