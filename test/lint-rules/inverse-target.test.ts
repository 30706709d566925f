// INVERSE_TARGET cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('INVERSE_TARGET', {
  valid: [{ name: 'the bundled model, including a self-referencing pair (Task.depends_on and Task.dependents)' }],
  invalid: [
    {
      name: 'an inverse that targets another term',
      edits: [
        {
          file: 'terms/WorkSession.yaml',
          search: '    target: Task\n    cardinality: 0..*\n    inverse: work_session',
          replace: '    target: Task\n    cardinality: 0..*\n    inverse: agent_runs',
        },
      ],
      errors: [
        { line: 66, column: 14, message: 'but Task.agent_runs targets AgentRun, not WorkSession' },
        {
          file: 'terms/Task.yaml',
          line: 33,
          column: 14,
          message: 'but WorkSession.tasks names "agent_runs" as its inverse',
        },
      ],
    },
    {
      name: 'an inverse that names another relationship back',
      edits: [
        { file: 'terms/Task.yaml', search: '    inverse: produced_by_task', replace: '    inverse: produced_by_run' },
      ],
      errors: [
        { line: 45, column: 14, message: 'but Artifact.produced_by_run targets AgentRun, not Task' },
        {
          file: 'terms/Artifact.yaml',
          line: 40,
          column: 14,
          message: 'but Task.artifacts names "produced_by_run" as its inverse',
        },
      ],
    },
    {
      name: 'a parent whose inverse targets another term',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '  inverse: tasks\n  inverse_cardinality: 0..*\nfields:',
          replace: '  inverse: artifacts\n  inverse_cardinality: 0..*\nfields:',
        },
      ],
      errors: [
        {
          line: 22,
          column: 12,
          message: 'parent names inverse "artifacts", but WorkSession.artifacts targets Artifact, not Task',
        },
      ],
    },
  ],
});
