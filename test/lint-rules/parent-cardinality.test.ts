// PARENT_CARDINALITY: a parent that is not exactly one, not mirrored by the child's relationship, or missing.
import { ruleTester } from '../helpers/rule-tester.js';

/** WorkSession contains AgentRuns. */
const workSession = `
  relationships:
    - {name: agent_runs, kind: contains, target: AgentRun, cardinality: 0..*,
        inverse: work_session, inverse_cardinality: "1"}
`;

/** An AgentRun with a parent (on line 2, its cardinality on line 4) and the relationship that mirrors it. */
const agentRun = (parentCardinality: string, mirrorInverseCardinality = '0..*') => `
  definition: One agent's bounded assignment.
  parent:
    term: WorkSession
    cardinality: ${parentCardinality}
    inverse: agent_runs
    inverse_cardinality: 0..*
  relationships:
    - name: work_session
      kind: references
      target: WorkSession
      cardinality: "1"
      inverse: agent_runs
      inverse_cardinality: ${mirrorInverseCardinality}
`;

/** The published model rule that requires an AgentRun's WorkSession parent. */
const oneWorkSession = { id: 'agentrun-one-worksession', appliesTo: ['AgentRun'] };

ruleTester('PARENT_CARDINALITY', {
  valid: [
    { name: 'a parent of exactly one, mirrored', terms: { WorkSession: workSession, AgentRun: agentRun('"1"') } },
    {
      name: 'the required parent present',
      rules: [oneWorkSession],
      terms: { WorkSession: workSession, AgentRun: agentRun('"1"') },
    },
    { name: 'a term without a parent', terms: { WorkSession: '' } },
    {
      name: 'a required parent is only required of the terms the rule applies to',
      rules: [{ id: 'agentrun-one-worksession', appliesTo: ['Task'] }],
      terms: {
        WorkSession: 'relationships:\n  - {name: tasks, kind: contains, target: Task, cardinality: 0..*}',
        Task: `
          parent: {term: WorkSession, cardinality: "1", inverse: tasks, inverse_cardinality: 0..*}
          relationships:
            - {name: work_session, kind: references, target: WorkSession, cardinality: "1",
                inverse: tasks, inverse_cardinality: 0..*}
        `,
        AgentRun: '',
      },
    },
  ],
  invalid: [
    {
      name: 'a parent that is not exactly one, and so no longer mirrored',
      terms: { WorkSession: workSession, AgentRun: agentRun('0..1') },
      errors: [
        {
          file: 'terms/AgentRun.yaml',
          line: 4,
          column: 16,
          message: 'parent cardinality is "0..1"; a term belongs to exactly one parent ("1")',
        },
        { file: 'terms/AgentRun.yaml', line: 2, column: 1, message: 'no relationship of AgentRun mirrors its parent' },
      ],
    },
    {
      name: 'a parent the term has no matching relationship for',
      terms: { WorkSession: workSession, AgentRun: agentRun('"1"', '0..1') },
      errors: [
        {
          file: 'terms/AgentRun.yaml',
          line: 2,
          column: 1,
          message:
            'expected one targeting WorkSession with inverse agent_runs, cardinality "1" and inverse_cardinality ' +
            '"0..*"',
        },
      ],
    },
    {
      name: 'an AgentRun without its WorkSession parent (model rule agentrun-one-worksession)',
      rules: [oneWorkSession],
      terms: { WorkSession: workSession, AgentRun: 'definition: One agent assignment.\nkey: AgentRun' },
      errors: [
        {
          file: 'terms/AgentRun.yaml',
          line: 2,
          column: 6,
          message: 'AgentRun must belong to exactly one WorkSession (model rule agentrun-one-worksession)',
        },
      ],
    },
    {
      name: 'an AgentRun whose parent is another term',
      rules: [oneWorkSession],
      terms: {
        Task: 'relationships:\n  - {name: agent_runs, kind: contains, target: AgentRun, cardinality: 0..*}',
        WorkSession: '',
        AgentRun: `
          parent: {term: Task, cardinality: "1", inverse: agent_runs, inverse_cardinality: 0..*}
          relationships:
            - {name: task, kind: references, target: Task, cardinality: "1",
                inverse: agent_runs, inverse_cardinality: 0..*}
        `,
      },
      errors: [{ file: 'terms/AgentRun.yaml', line: 1, column: 16, message: 'must belong to exactly one WorkSession' }],
    },
  ],
});
