// IDENTITY_AUTHORIZATION cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('IDENTITY_AUTHORIZATION', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'an identity that claims to authorize',
      edits: [{ file: 'terms/Task.yaml', search: '  authorization: false', replace: '  authorization: true' }],
      errors: [{ line: 18, column: 18, message: 'the identity of Task claims authorization' }],
    },
    {
      name: 'an identity field named as a credential',
      edits: [
        { file: 'terms/Task.yaml', search: '  field: task_id', replace: '  field: task_secret_id' },
        { file: 'terms/Task.yaml', search: '{name: task_id,', replace: '{name: task_secret_id,' },
      ],
      errors: [{ line: 16, column: 10, message: 'identity field "task_secret_id" is a credential by its name' }],
    },
  ],
});
