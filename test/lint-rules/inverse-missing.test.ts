// INVERSE_MISSING cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('INVERSE_MISSING', {
  valid: [{ name: 'the bundled model, including a relationship without an inverse (Workspace.bound_in)' }],
  invalid: [
    {
      name: 'a relationship whose inverse the target lacks',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '    inverse: tasks\n    inverse_cardinality: 0..*\n  - name: agent_runs',
          replace: '    inverse: task_list\n    inverse_cardinality: 0..*\n  - name: agent_runs',
        },
      ],
      errors: [
        {
          line: 33,
          column: 14,
          message:
            'relationship "work_session" names inverse "task_list", but WorkSession declares no relationship of that name',
        },
      ],
    },
    {
      name: 'a parent whose inverse the parent lacks, with a suggestion',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '  inverse: tasks\n  inverse_cardinality: 0..*\nfields:',
          replace: '  inverse: taskz\n  inverse_cardinality: 0..*\nfields:',
        },
      ],
      errors: [
        {
          line: 22,
          column: 12,
          message:
            'parent names inverse "taskz", but WorkSession declares no relationship of that name (did you mean "tasks"?)',
        },
      ],
    },
  ],
});
