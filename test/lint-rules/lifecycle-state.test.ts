// LIFECYCLE_STATE: initial, a terminal state or a transition end is not a declared state.
import { ruleTester } from '../helpers/rule-tester.js';

/** Turn's lifecycle, with one line replaceable: initial on line 2, terminal on 4, transitions from line 6. */
const turn = (edit: (text: string) => string = (text) => text) =>
  edit(`
    lifecycle:
      initial: open
      states: [open, yielded, completed, aborted]
      terminal: [completed, aborted]
      transitions:
        - {from: open, to: yielded}
        - {from: open, to: completed}
        - {from: yielded, to: aborted}
  `);

ruleTester('LIFECYCLE_STATE', {
  valid: [
    { name: 'a closed lifecycle', terms: { Turn: turn() } },
    { name: 'a term without a lifecycle', terms: { Principal: '' } },
  ],
  invalid: [
    {
      name: 'a term the model rule does not apply to, whose lifecycle the runtime would refuse all the same',
      rules: [{ appliesTo: ['Principal'] }],
      terms: { Turn: turn((text) => text.replace('initial: open', 'initial: opened')), Principal: '' },
      errors: [{ line: 2, column: 12, message: 'initial state "opened" is not one of the states of Turn' }],
    },
    {
      name: 'an undeclared initial state',
      terms: { Turn: turn((text) => text.replace('initial: open', 'initial: opened')) },
      errors: [
        {
          line: 2,
          column: 12,
          message: 'initial state "opened" is not one of the states of Turn (did you mean "open"?)',
        },
      ],
    },
    {
      name: 'an undeclared terminal state',
      terms: {
        Turn: turn((text) => text.replace('terminal: [completed, aborted]', 'terminal: [completed, cancelled]')),
      },
      errors: [{ line: 4, column: 25, message: 'terminal state "cancelled"' }],
    },
    {
      name: 'an undeclared transition target',
      terms: { Turn: turn((text) => text.replace('{from: open, to: completed}', '{from: open, to: complete}')) },
      errors: [{ line: 7, column: 24, message: 'transition target "complete"' }],
    },
    {
      name: 'an undeclared transition source',
      terms: { Turn: turn((text) => text.replace('{from: open, to: yielded}', '{from: opn, to: yielded}')) },
      errors: [{ line: 6, column: 14, message: 'transition source "opn"' }],
    },
  ],
});
