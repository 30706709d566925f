// IMMUTABLE_VIOLATION: an immutable term can change, or another authority reaches it by a mutating kind.
import { defineRule, msg } from '../src/lint/rule-api.js';
import type { Term } from '../src/model/model.js';

/** Relationship kinds that leave the target untouched. */
const nonMutatingKinds = new Set(['pins', 'references', 'observes']);

export default defineRule({
  code: 'IMMUTABLE_VIOLATION',
  severity: 'error',
  summary: 'An immutable term claims mutability or transitions, or is reached through a mutating relationship.',
  description:
    'For the terms the model rule applies to (ProjectSnapshot and WorkSession in the published ' +
    'model): a term with `mutability: immutable` must not claim `authority.mutable: true` and must ' +
    'not declare lifecycle transitions; and a relationship between such a term and an immutable ' +
    'term must be `pins`, `references` or `observes`, so that a WorkSession pins an exact snapshot ' +
    'and never mutates it. Decision: the authority that owns the immutable term may create it ' +
    'through other kinds (a Project `contains` the ProjectSnapshots its catalogue publishes), so a ' +
    'relationship declared by a term with the same owner is exempt.',
  messages: {
    mutableAuthority: msg`${'term'} is immutable but its authority claims mutable: true`,
    transitions: msg`${'term'} is immutable but its lifecycle declares transitions`,
    mutatingKind: msg`relationship "${'name'}" reaches the immutable ${'target'} by "${'kind'}"; use pins, references
      or observes`,
  },
  reads: ['mutability', 'authority', 'lifecycle', 'relationships'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '  - name: project_snapshot\n    kind: pins',
    failing: '  - name: project_snapshot\n    kind: contains',
  },
  check({ model, modelRules, termsOf, report }) {
    const subjects = new Set<Term>(modelRules.flatMap(termsOf));
    for (const term of subjects) {
      const at = { source: term.source, term: term.key };
      if (term.data.mutability === 'immutable') {
        if (term.data.authority.mutable)
          report({ ...at, path: ['authority', 'mutable'], messageId: 'mutableAuthority', params: { term: term.key } });
        if ((term.data.lifecycle?.transitions.length ?? 0) > 0) {
          report({
            ...at,
            path: ['lifecycle', 'transitions'],
            atKey: true,
            messageId: 'transitions',
            params: { term: term.key },
          });
        }
      }
    }
    for (const from of model.terms.values()) {
      for (const relationship of from.relationships) {
        const { target } = relationship;
        if (target.data.mutability !== 'immutable' || nonMutatingKinds.has(relationship.data.kind)) continue;
        if (!subjects.has(from) && !subjects.has(target)) continue;
        if (from.data.authority.owner !== undefined && from.data.authority.owner === target.data.authority.owner)
          continue;
        report({
          source: from.source,
          path: [...relationship.path, 'kind'],
          term: from.key,
          messageId: 'mutatingKind',
          params: { name: relationship.name, target: target.key, kind: relationship.data.kind },
        });
      }
    }
  },
});
