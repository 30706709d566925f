// INVERSE_MISSING: a relationship or parent names an inverse the other term does not declare.
import { appendToList, correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import type { RelationshipDocument } from '../src/model/documents.js';
import type { Term } from '../src/model/model.js';

/** The fix that declares the missing end on the other term. */
function addRelationship(on: Term, relationship: RelationshipDocument) {
  const edit = appendToList(on.source, ['relationships'], relationship);
  return edit && { title: `Add relationship "${relationship.name}" to ${on.key}`, edits: [edit] };
}

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
    relationship: msg`relationship "${'name'}" names inverse "${'inverse'}", but ${'target'} declares no relationship
      of that name${'suggestion'}; add relationship "${'inverse'}" targeting ${'term'} to ${'target'}`,
    parent: msg`parent names inverse "${'inverse'}", but ${'target'} declares no relationship of that
      name${'suggestion'}; add relationship "${'inverse'}" targeting ${'term'} to ${'target'}`,
  },
  reads: ['relationships', 'parent'],
  example: {
    file: 'terms/Task.yaml',
    passing: '    inverse: tasks\n    inverse_cardinality: 0..*\n  - name: agent_runs',
    failing: '    inverse: task_list\n    inverse_cardinality: 0..*\n  - name: agent_runs',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      for (const relationship of term.relationships) {
        const inverse = relationship.data.inverse;
        if (inverse === undefined || relationship.inverse) continue;
        const names = relationship.target.relationships.map((r) => r.name);
        const path = [...relationship.path, 'inverse'];
        const { data } = relationship;
        report({
          source: term.source,
          path,
          term: term.key,
          messageId: 'relationship',
          params: {
            name: relationship.name,
            inverse,
            term: term.key,
            target: relationship.target.key,
            suggestion: didYouMean(inverse, names),
          },
          fixes: [
            correctionFix(term.source, path, inverse, names),
            addRelationship(relationship.target, {
              name: inverse,
              kind: data.kind === 'references' ? 'observes' : 'references',
              target: term.key,
              cardinality: data.inverse_cardinality ?? '0..*',
              inverse: relationship.name,
              inverse_cardinality: data.cardinality,
            }),
          ],
        });
      }
      const parent = term.parent;
      if (parent && !parent.childRelationship) {
        const names = parent.term.relationships.map((r) => r.name);
        // The relationship back to the parent, if the term declares one, is the new child relationship's inverse.
        const back = term.relationships.find((r) => r.target === parent.term);
        report({
          source: term.source,
          path: ['parent', 'inverse'],
          term: term.key,
          messageId: 'parent',
          params: {
            inverse: parent.data.inverse,
            term: term.key,
            target: parent.term.key,
            suggestion: didYouMean(parent.data.inverse, names),
          },
          fixes: [
            correctionFix(term.source, ['parent', 'inverse'], parent.data.inverse, names),
            addRelationship(parent.term, {
              name: parent.data.inverse,
              kind: 'contains',
              target: term.key,
              cardinality: parent.data.inverse_cardinality,
              ...(back ? { inverse: back.name, inverse_cardinality: back.data.cardinality } : {}),
            }),
          ],
        });
      }
    }
  },
});
