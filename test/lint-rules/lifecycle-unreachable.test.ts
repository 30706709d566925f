// LIFECYCLE_UNREACHABLE cases.
import { ruleTester } from '../helpers/rule-tester.js';

const turn = 'terms/Turn.yaml';

ruleTester('LIFECYCLE_UNREACHABLE', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'an undeclared initial state is left to LIFECYCLE_STATE',
      edits: [{ file: turn, search: '  initial: open', replace: '  initial: opened' }],
    },
  ],
  invalid: [
    {
      name: 'a state with no way in',
      edits: [{ file: turn, search: '    - {from: open, to: yielded}\n', replace: '' }],
      errors: [
        { line: 37, column: 18, message: 'state "yielded" of Turn cannot be reached from the initial state "open"' },
      ],
    },
    {
      name: 'states reachable only from an unreachable one',
      edits: [
        {
          file: 'terms/Project.yaml',
          search: '  states: [active, archived]',
          replace: '  states: [active, archived, purged]',
        },
        { file: 'terms/Project.yaml', search: '    - from: active\n', replace: '    - from: purged\n' },
      ],
      errors: [
        { file: 'terms/Project.yaml', line: 52, column: 20 },
        { file: 'terms/Project.yaml', line: 52, column: 30 },
      ],
    },
  ],
});
