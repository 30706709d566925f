// REQUIRED_RELATIONSHIP cases.
import { ruleTester } from '../helpers/rule-tester.js';

const artifacts =
  '  - name: artifacts\n    kind: contains\n    target: Artifact\n    cardinality: 0..*\n    inverse: work_session\n    inverse_cardinality: 0..1\n';

ruleTester('REQUIRED_RELATIONSHIP', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'an instance executing one or more attempts still executes many',
      edits: [
        {
          file: 'terms/AgentInstance.yaml',
          search: '    target: RunAttempt\n    cardinality: 0..*',
          replace: '    target: RunAttempt\n    cardinality: 1..*',
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'a WorkSession child with the wrong cardinality',
      edits: [
        {
          file: 'terms/WorkSession.yaml',
          search: '    target: Task\n    cardinality: 0..*',
          replace: '    target: Task\n    cardinality: 0..1',
        },
      ],
      errors: [
        {
          line: 65,
          column: 18,
          message:
            'relationship "tasks" to Task has cardinality "0..1"; model rule worksession-children requires "0..*"',
        },
      ],
    },
    {
      name: 'a WorkSession without its Artifacts',
      edits: [{ file: 'terms/WorkSession.yaml', search: artifacts, replace: '' }],
      errors: [
        {
          line: 30,
          column: 1,
          message:
            'WorkSession has no relationship to Artifact; model rule worksession-children requires one with cardinality "0..*"',
        },
      ],
    },
    {
      name: 'an AgentInstance that executes at most one attempt',
      edits: [
        {
          file: 'terms/AgentInstance.yaml',
          search: '    target: RunAttempt\n    cardinality: 0..*',
          replace: '    target: RunAttempt\n    cardinality: 0..1',
        },
      ],
      errors: [
        { line: 37, column: 18, message: 'model rule instance-not-assignment requires with an upper bound of *' },
      ],
    },
    {
      name: 'a RunAttempt that may outlive its AgentRun',
      edits: [
        {
          file: 'terms/RunAttempt.yaml',
          search: '    target: AgentRun\n    cardinality: "1"',
          replace: '    target: AgentRun\n    cardinality: 0..1',
        },
      ],
      errors: [{ line: 33, column: 18, message: 'requires "1"' }],
    },
  ],
});
