// IDENTITY_AUTHORIZATION: an identity that claims to authorize, or an identity field named as a credential.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('IDENTITY_AUTHORIZATION', {
  valid: [
    {
      name: 'a plain name that authorizes nothing',
      terms: { Task: 'identity: {field: task_id, kind: name, authorization: false}' },
    },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: 'identity: {field: task_id, kind: name, authorization: true}', Review: '' },
    },
  ],
  invalid: [
    {
      name: 'an identity that claims to authorize',
      terms: { Task: 'identity:\n  field: task_id\n  kind: name\n  authorization: true' },
      errors: [{ line: 4, column: 18, message: 'the identity of Task claims authorization' }],
    },
    {
      name: 'an identity field named as a credential',
      terms: { Task: 'identity:\n  field: task_secret_id\n  kind: name\n  authorization: false' },
      errors: [{ line: 2, column: 10, message: 'identity field "task_secret_id" is a credential by its name' }],
    },
  ],
});
