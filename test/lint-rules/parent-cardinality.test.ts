// PARENT_CARDINALITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

const agentRunParent =
  'parent:\n  term: WorkSession\n  cardinality: "1"\n  inverse: agent_runs\n  inverse_cardinality: 0..*\n';

ruleTester('PARENT_CARDINALITY', {
  valid: [{ name: 'the bundled model' }],
  invalid: [
    {
      name: 'a parent that is not exactly one, and so no longer mirrored',
      edits: [
        {
          file: 'terms/AgentRun.yaml',
          search: agentRunParent,
          replace: agentRunParent.replace('cardinality: "1"', 'cardinality: 0..1'),
        },
      ],
      errors: [
        { line: 21, column: 16, message: 'parent cardinality is "0..1"; a term belongs to exactly one parent ("1")' },
        { line: 19, column: 1, message: 'no relationship of AgentRun mirrors its parent' },
      ],
    },
    {
      name: 'a parent the term has no matching relationship for',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '  inverse_cardinality: 0..*\nfields:',
          replace: '  inverse_cardinality: 0..1\nfields:',
        },
      ],
      errors: [
        {
          line: 19,
          column: 1,
          message:
            'expected one targeting WorkSession with inverse tasks, cardinality "1" and inverse_cardinality "0..1"',
        },
      ],
    },
    {
      name: 'an AgentRun without its WorkSession parent (model rule agentrun-one-worksession)',
      edits: [{ file: 'terms/AgentRun.yaml', search: agentRunParent, replace: '' }],
      errors: [
        {
          line: 2,
          column: 6,
          message: 'AgentRun must belong to exactly one WorkSession (model rule agentrun-one-worksession)',
        },
      ],
    },
  ],
});
