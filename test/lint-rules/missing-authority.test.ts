// MISSING_AUTHORITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('MISSING_AUTHORITY', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'no owner',
      edits: [{ file: 'terms/Task.yaml', search: '  owner: work-session-coordinator\n', replace: '' }],
      errors: [{ line: 11, column: 1, message: 'Task names no owner' }],
    },
    {
      name: 'a blank owner',
      edits: [{ file: 'terms/Artifact.yaml', search: '  owner: artifact-publisher', replace: '  owner: " "' }],
      errors: [{ line: 11, column: 1 }],
    },
  ],
});
