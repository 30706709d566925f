// QUALIFIED_IDENTITY: identity.field is not qualified snake_case ending in _id.
import { ruleTester } from '../helpers/rule-tester.js';

/** Task identified by `field` (line 2, the name at column 10). */
const identity = (field: string) => ({ Task: `identity:\n  field: ${field}\n  kind: name\n  authorization: false` });

ruleTester('QUALIFIED_IDENTITY', {
  valid: [
    { name: 'a qualified id', terms: identity('task_id') },
    { name: 'a multi-word qualified id', terms: identity('work_task_id') },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { ...identity('taskId'), Review: '' },
    },
  ],
  invalid: [
    {
      name: 'camelCase',
      terms: identity('taskId'),
      errors: [
        { line: 2, column: 10, message: 'identity field "taskId" must be snake_case ending in _id, such as task_id' },
      ],
    },
    { name: 'a bare id', terms: identity('id'), errors: [{ line: 2, column: 10, message: 'such as task_id' }] },
    { name: 'no _id suffix', terms: identity('task_key'), errors: [{ line: 2, column: 10 }] },
    {
      name: 'an unqualified session id',
      terms: identity('session_id'),
      errors: [{ line: 2, column: 10, message: 'identity field "session_id" is an unqualified session id' }],
    },
    {
      name: 'an unqualified agent id',
      terms: identity('agent_id'),
      errors: [{ line: 2, column: 10, message: 'unqualified agent id' }],
    },
    {
      name: 'an unqualified context id',
      terms: identity('context_id'),
      errors: [{ line: 2, column: 10, message: 'unqualified context id' }],
    },
  ],
});
