// LIFECYCLE_STATE cases.
import { ruleTester } from '../helpers/rule-tester.js';

const turn = 'terms/Turn.yaml';

ruleTester('LIFECYCLE_STATE', {
  valid: [{ name: 'the bundled model' }, { name: 'a term without a lifecycle (Principal)', files: {} }],
  invalid: [
    {
      name: 'an undeclared initial state',
      edits: [{ file: turn, search: '  initial: open', replace: '  initial: opened' }],
      errors: [
        {
          line: 36,
          column: 12,
          message: 'initial state "opened" is not one of the states of Turn (did you mean "open"?)',
        },
      ],
    },
    {
      name: 'an undeclared terminal state',
      edits: [
        { file: turn, search: '  terminal: [completed, aborted]', replace: '  terminal: [completed, cancelled]' },
      ],
      errors: [{ line: 38, column: 25, message: 'terminal state "cancelled"' }],
    },
    {
      name: 'an undeclared transition target',
      edits: [{ file: turn, search: '    - {from: open, to: completed}', replace: '    - {from: open, to: complete}' }],
      errors: [{ line: 42, column: 24, message: 'transition target "complete"' }],
    },
    {
      name: 'an undeclared transition source',
      edits: [{ file: turn, search: '    - {from: open, to: yielded}', replace: '    - {from: opn, to: yielded}' }],
      errors: [{ line: 40, column: 14, message: 'transition source "opn"' }],
    },
  ],
});
