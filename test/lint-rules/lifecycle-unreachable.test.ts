// LIFECYCLE_UNREACHABLE: a declared state that no sequence of transitions reaches from the initial state.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('LIFECYCLE_UNREACHABLE', {
  valid: [
    {
      name: 'every state reachable',
      terms: {
        Turn:
          'lifecycle: {initial: open, states: [open, yielded, done], terminal: [done], transitions: [{from: ' +
          'open, to: yielded}, {from: yielded, to: done}]}',
      },
    },
    {
      name: 'an undeclared initial state is left to LIFECYCLE_STATE',
      terms: { Turn: 'lifecycle: {initial: opened, states: [open, done], terminal: [done], transitions: []}' },
    },
  ],
  invalid: [
    {
      name: 'a state with no way in',
      terms: {
        Turn: `
          lifecycle:
            initial: open
            states: [open, yielded, done]
            terminal: [done]
            transitions:
              - {from: open, to: done}
              - {from: yielded, to: done}
        `,
      },
      errors: [
        { line: 3, column: 18, message: 'state "yielded" of Turn cannot be reached from the initial state "open"' },
      ],
    },
    {
      name: 'states reachable only from an unreachable one',
      terms: {
        Project: `
          lifecycle:
            initial: active
            states: [active, archived, purged]
            terminal: [purged]
            transitions:
              - {from: archived, to: purged}
        `,
      },
      errors: [
        { line: 3, column: 20, message: 'state "archived"' },
        { line: 3, column: 30, message: 'state "purged"' },
      ],
    },
  ],
});
