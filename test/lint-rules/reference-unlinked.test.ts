// REFERENCE_UNLINKED: a reference field names another term's identity but no relationship backs it.
import { ruleTester } from '../helpers/rule-tester.js';

/** A Turn with one more reference field (line 3, name at column 12), and `relationships`. */
const turn = (field: string, type = 'name', relationships = '[]') =>
  `fields:\n  - {name: turn_id, kind: identity, type: name, portable_snapshot: true}\n` +
  `  - {name: ${field}, kind: reference, type: ${type}, portable_snapshot: true}\nrelationships: ${relationships}`;

const toPrincipal = '[{name: reviewer, kind: references, target: Principal, cardinality: 0..1}]';

ruleTester('REFERENCE_UNLINKED', {
  valid: [
    {
      name: 'an exact identity name backed by a relationship',
      terms: { Turn: turn('principal_id', 'name', toPrincipal), Principal: '' },
    },
    {
      name: 'a role-qualified reference backed by a relationship',
      terms: { Turn: turn('assigned_principal_id', 'name', toPrincipal), Principal: '' },
    },
    {
      name: 'a reference backed by the parent',
      terms: {
        Principal: 'relationships: [{name: turns, kind: contains, target: Turn, cardinality: 0..*}]',
        Turn:
          `${turn('principal_id')}\nparent: {term: Principal, cardinality: "1", inverse: turns, ` +
          `inverse_cardinality: 0..*}`,
      },
    },
    {
      name: 'a field that is no reference may carry an identity name',
      terms: {
        Turn:
          'fields:\n  - {name: turn_id, kind: identity, type: name, portable_snapshot: true}\n  - {name: ' +
          'principal_id, kind: descriptive, type: string, portable_snapshot: true}',
        Principal: '',
      },
    },
    { name: 'a field naming no identity', terms: { Turn: turn('external_id'), Principal: '' } },
    { name: 'a reference to the term itself', terms: { Turn: turn('previous_turn_id') } },
    {
      name: 'a one-word identity (`id`) never matches',
      terms: { Turn: turn('external_id'), Principal: 'identity: {field: id, kind: name, authorization: false}' },
    },
  ],
  invalid: [
    {
      name: 'an exact identity name without a relationship',
      terms: { Turn: turn('principal_id'), Principal: '' },
      errors: [
        {
          line: 3,
          column: 12,
          message:
            'reference field "principal_id" holds a Principal identity, but Turn has no relationship to Principal',
        },
      ],
    },
    {
      name: 'a role-qualified reference without a relationship',
      terms: { Turn: turn('assigned_principal_id'), Principal: '' },
      errors: [{ line: 3, column: 12, message: '"assigned_principal_id" holds a Principal identity' }],
    },
    {
      name: 'a plural reference',
      terms: { Turn: turn('reviewer_principal_ids', 'list'), Principal: '' },
      errors: [{ line: 3, column: 12, message: '"reviewer_principal_ids" holds a Principal identity' }],
    },
    {
      name: 'the longest identity wins',
      terms: {
        Turn: turn('agent_run_id', 'name', '[{name: runs, kind: references, target: Run, cardinality: 0..1}]'),
        Run: 'identity: {field: run_id, kind: name, authorization: false}',
        AgentRun: '',
      },
      errors: [{ line: 3, column: 12, message: 'holds a AgentRun identity' }],
    },
  ],
});
