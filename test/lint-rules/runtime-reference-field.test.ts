// RUNTIME_REFERENCE_FIELD: a term the runtime records lacks the reference field naming its parent or a pin.
import { ruleTester } from '../helpers/rule-tester.js';

const lifecycle =
  'lifecycle: {initial: open, states: [open, done], terminal: [done], transitions: [{from: open, to: done}]}';
const parent = 'parent: {term: Principal, cardinality: "1", inverse: turns, inverse_cardinality: 0..*}';
const principal = 'relationships: [{name: turns, kind: contains, target: Turn, cardinality: 0..*}]';
/** Turn's fields: its identity, then `principal_id` of `kind` (none when undefined). */
const fields = (kind?: string) =>
  'fields:\n  - {name: turn_id, kind: identity, type: name, portable_snapshot: true}' +
  (kind ? `\n  - {name: principal_id, kind: ${kind}, type: name, portable_snapshot: true}` : '');
const pins =
  'relationships: [{name: reviewer, kind: pins, target: Principal, cardinality: 0..1, inverse: pinned_turns, ' +
  'inverse_cardinality: 0..*}]';
const pinned = 'relationships: [{name: pinned_turns, kind: references, target: Turn, cardinality: 0..*}]';

ruleTester('RUNTIME_REFERENCE_FIELD', {
  valid: [
    {
      name: 'a recorded term naming its parent by a reference field',
      terms: { Principal: principal, Turn: `${lifecycle}\n${parent}\n${fields('reference')}` },
    },
    {
      name: 'a term the runtime does not record (no lifecycle, mutable)',
      terms: { Principal: principal, Turn: `${parent}\n${fields()}` },
    },
    {
      name: 'a term with an unsound lifecycle, which the lifecycle rules report',
      terms: {
        Principal: principal,
        Turn: `lifecycle: {initial: open, states: [open], terminal: [gone], transitions: []}\n${parent}\n${fields()}`,
      },
    },
    {
      name: 'a recorded term naming what it pins by a reference field',
      terms: { Principal: pinned, Turn: `${lifecycle}\n${pins}\n${fields('reference')}` },
    },
  ],
  invalid: [
    {
      name: 'a lifecycle term without the field naming its parent',
      terms: { Principal: principal, Turn: `${lifecycle}\n${parent}\n${fields()}` },
      errors: [
        {
          file: 'terms/Turn.yaml',
          line: 2,
          column: 16,
          term: 'Turn',
          message:
            'Turn has no reference field "principal_id" naming its parent Principal, which the runtime needs to ' +
            'record it',
        },
      ],
    },
    {
      name: 'an immutable term without the field naming its parent',
      terms: { Principal: principal, Turn: `mutability: immutable\n${parent}\n${fields()}` },
      errors: [{ file: 'terms/Turn.yaml', line: 2, column: 16, message: 'naming its parent Principal' }],
    },
    {
      name: 'the field naming its parent is not a reference',
      terms: { Principal: principal, Turn: `${lifecycle}\n${parent}\n${fields('descriptive')}` },
      errors: [
        {
          file: 'terms/Turn.yaml',
          line: 5,
          column: 32,
          message:
            'field "principal_id" is of kind descriptive, but the runtime needs it as the reference naming its ' +
            'parent Principal',
        },
      ],
    },
    {
      name: 'a pin without its field',
      terms: { Principal: pinned, Turn: `${lifecycle}\n${pins}\n${fields()}` },
      errors: [
        {
          file: 'terms/Turn.yaml',
          line: 2,
          column: 24,
          message: 'naming the Principal it pins by "reviewer", which the runtime needs to record it',
        },
      ],
    },
  ],
});
