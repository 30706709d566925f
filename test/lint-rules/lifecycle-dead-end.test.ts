// LIFECYCLE_DEAD_END: a state that is not terminal but that no transition leaves.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('LIFECYCLE_DEAD_END', {
  valid: [
    {
      name: 'every state is terminal or has a way out',
      terms: {
        Project:
          'lifecycle: {initial: active, states: [active, archived], terminal: [archived], transitions: [{from: ' +
          'active, to: archived}]}',
      },
    },
    { name: 'a term without a lifecycle', terms: { Principal: '' } },
  ],
  invalid: [
    {
      name: 'a final state not marked terminal',
      terms: {
        Project: `
          lifecycle:
            initial: active
            states: [active, archived]
            terminal: []
            transitions:
              - {from: active, to: archived}
        `,
      },
      errors: [
        { line: 3, column: 20, message: 'state "archived" of Project is not terminal but no transition leaves it' },
      ],
    },
    {
      name: 'a transition to itself is no way out',
      terms: {
        Turn: `
          lifecycle:
            initial: open
            states:
              - open
              - completed
              - aborted
            terminal: [aborted]
            transitions:
              - {from: open, to: completed}
              - {from: open, to: aborted}
              - {from: completed, to: completed}
        `,
      },
      errors: [{ line: 5, column: 7, message: 'state "completed"' }],
    },
  ],
});
