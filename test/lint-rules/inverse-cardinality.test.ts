// INVERSE_CARDINALITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('INVERSE_CARDINALITY', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'an inverse cardinality the other end contradicts, and the parent it breaks',
      edits: [
        {
          file: 'terms/WorkSession.yaml',
          search: '    target: Task\n    cardinality: 0..*\n    inverse: work_session\n    inverse_cardinality: "1"',
          replace: '    target: Task\n    cardinality: 0..*\n    inverse: work_session\n    inverse_cardinality: 0..1',
        },
      ],
      errors: [
        {
          line: 67,
          column: 26,
          message:
            'relationship "tasks" says Task.work_session has "0..1" as cardinality, but Task.work_session declares "1"',
        },
        {
          file: 'terms/Task.yaml',
          line: 21,
          column: 16,
          message:
            'parent says WorkSession.tasks has "1" as inverse_cardinality, but WorkSession.tasks declares "0..1"',
        },
      ],
    },
    {
      name: 'a mismatch reported once, on the end declared first',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '    inverse: tasks\n    inverse_cardinality: 0..*\n  - name: agent_runs',
          replace: '    inverse: tasks\n    inverse_cardinality: 0..1\n  - name: agent_runs',
        },
      ],
      errors: [
        {
          file: 'terms/WorkSession.yaml',
          line: 65,
          column: 18,
          message:
            'relationship "tasks" says Task.work_session has "0..*" as inverse_cardinality, but Task.work_session declares "0..1"',
        },
      ],
    },
    {
      name: 'a parent whose inverse cardinality the parent contradicts',
      edits: [
        {
          file: 'terms/WorkSession.yaml',
          search: '    target: Task\n    cardinality: 0..*',
          replace: '    target: Task\n    cardinality: 1..*',
        },
      ],
      errors: [
        { line: 65, column: 18 },
        {
          file: 'terms/Task.yaml',
          line: 23,
          column: 24,
          message: 'parent says WorkSession.tasks has "0..*" as cardinality, but WorkSession.tasks declares "1..*"',
        },
      ],
    },
  ],
});
