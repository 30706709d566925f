// TERMINAL_EXIT cases.
import { ruleTester } from '../helpers/rule-tester.js';

const last = '    - {from: yielded, to: aborted}';

ruleTester('TERMINAL_EXIT', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'a transition out of a terminal state',
      edits: [{ file: 'terms/Turn.yaml', search: last, replace: `${last}\n    - {from: completed, to: open}` }],
      errors: [
        { line: 46, column: 14, message: 'transition completed -> open leaves the terminal state "completed" of Turn' },
      ],
    },
    {
      name: 'a terminal state that transitions to itself',
      edits: [{ file: 'terms/Turn.yaml', search: last, replace: `${last}\n    - {from: aborted, to: aborted}` }],
      errors: [{ line: 46, column: 14, message: 'aborted -> aborted' }],
    },
  ],
});
