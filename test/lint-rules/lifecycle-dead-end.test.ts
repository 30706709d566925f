// LIFECYCLE_DEAD_END cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('LIFECYCLE_DEAD_END', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'a final state not marked terminal',
      edits: [{ file: 'terms/Project.yaml', search: '  terminal: [archived]', replace: '  terminal: []' }],
      errors: [
        { line: 52, column: 20, message: 'state "archived" of Project is not terminal but no transition leaves it' },
      ],
    },
    {
      name: 'a transition to itself is no way out',
      edits: [
        { file: 'terms/Turn.yaml', search: '  terminal: [completed, aborted]', replace: '  terminal: [aborted]' },
        {
          file: 'terms/Turn.yaml',
          search: '    - {from: yielded, to: aborted}',
          replace: '    - {from: yielded, to: aborted}\n    - {from: completed, to: completed}',
        },
      ],
      errors: [{ line: 37, column: 27, message: 'state "completed"' }],
    },
  ],
});
