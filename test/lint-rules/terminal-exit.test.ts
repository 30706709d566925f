// TERMINAL_EXIT: a transition leaves a terminal state.
import { ruleTester } from '../helpers/rule-tester.js';

const turn = (extra: string) => `
  lifecycle:
    initial: open
    states: [open, completed, aborted]
    terminal: [completed, aborted]
    transitions:
      - {from: open, to: completed}
      - {from: open, to: aborted}${extra}
`;

ruleTester('TERMINAL_EXIT', {
  valid: [
    { name: 'terminal states are final', terms: { Turn: turn('') } },
    { name: 'a term without a lifecycle', terms: { Principal: '' } },
  ],
  invalid: [
    {
      name: 'a transition out of a terminal state',
      terms: { Turn: turn('\n      - {from: completed, to: open}') },
      errors: [
        { line: 8, column: 14, message: 'transition completed -> open leaves the terminal state "completed" of Turn' },
      ],
    },
    {
      name: 'an initial state that is terminal',
      terms: {
        Turn: `
          lifecycle:
            initial: open
            states: [open, completed]
            terminal: [open, completed]
            transitions: []
        `,
      },
      errors: [
        {
          line: 2,
          column: 12,
          message: 'the initial state "open" of Turn is terminal, so every Turn would be created finished',
        },
      ],
    },
    {
      name: 'a terminal state that transitions to itself',
      terms: { Turn: turn('\n      - {from: aborted, to: aborted}') },
      errors: [{ line: 8, column: 14, message: 'aborted -> aborted' }],
    },
  ],
});
