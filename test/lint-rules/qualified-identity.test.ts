// QUALIFIED_IDENTITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

const rename = (to: string) => ({ file: 'terms/Task.yaml', search: '  field: task_id', replace: `  field: ${to}` });

ruleTester('QUALIFIED_IDENTITY', {
  valid: [{ name: 'the bundled model' }, { name: 'a multi-word qualified id', edits: [rename('work_task_id')] }],
  invalid: [
    {
      name: 'camelCase',
      edits: [rename('taskId')],
      errors: [{ line: 16, column: 10, message: 'must be snake_case ending in _id, such as task_id' }],
    },
    { name: 'a bare id', edits: [rename('id')], errors: [{ line: 16, column: 10 }] },
    { name: 'no _id suffix', edits: [rename('task_key')], errors: [{ line: 16, column: 10 }] },
    {
      name: 'an unqualified session id',
      edits: [rename('session_id')],
      errors: [{ line: 16, column: 10, message: 'is an unqualified session id' }],
    },
    {
      name: 'an unqualified agent id',
      edits: [rename('agent_id')],
      errors: [{ line: 16, column: 10, message: 'unqualified agent id' }],
    },
    {
      name: 'an unqualified context id',
      edits: [rename('context_id')],
      errors: [{ line: 16, column: 10, message: 'unqualified context id' }],
    },
  ],
});
