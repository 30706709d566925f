// REQUIRED_RELATIONSHIP: a relationship a model rule requires is absent or has the wrong cardinality.
import { ruleTester } from '../helpers/rule-tester.js';

const children = ['ResourceBinding', 'AgentRun', 'HostConversation', 'Task', 'Artifact'];
const snake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** A WorkSession with a relationship to each child from line 2 (Task's cardinality on line 18). */
const workSession = (taskCardinality = '0..*', without?: string) =>
  `definition: One episode of work.\nrelationships:\n${children
    .filter((child) => child !== without)
    .map(
      (child) =>
        `  - name: ${snake(child)}s\n    kind: contains\n    target: ${child}\n    cardinality: ${
          child === 'Task' ? taskCardinality : '0..*'
        }`,
    )
    .join('\n')}`;

/** Every child as a term of its own, so the relationships resolve. */
const childTerms = Object.fromEntries(children.map((child) => [child, '']));

/** AgentInstance executes RunAttempts (cardinality on line 5); each RunAttempt belongs to one AgentRun (line 5). */
const instance = (cardinality: string) => `
  relationships:
    - name: run_attempts
      kind: executes
      target: RunAttempt
      cardinality: ${cardinality}
`;
const attempt = (cardinality: string) => `
  relationships:
    - name: agent_run
      kind: references
      target: AgentRun
      cardinality: ${cardinality}
`;
const instanceRule = { id: 'instance-not-assignment', appliesTo: ['AgentInstance', 'AgentRun', 'RunAttempt'] };

ruleTester('REQUIRED_RELATIONSHIP', {
  valid: [
    {
      name: 'a WorkSession with its five children',
      rules: [{ id: 'worksession-children', appliesTo: ['WorkSession'] }],
      terms: { WorkSession: workSession(), ...childTerms },
    },
    {
      name: 'an instance executing one or more attempts still executes many',
      rules: [instanceRule],
      terms: { AgentInstance: instance('1..*'), RunAttempt: attempt('"1"'), AgentRun: '' },
    },
    {
      name: 'a requirement on a term the rule does not apply to',
      rules: [{ id: 'worksession-children', appliesTo: ['Task'] }],
      terms: { WorkSession: workSession('0..1'), ...childTerms },
    },
    {
      name: 'a rule id that states no requirement',
      rules: [{ id: 'some-other-rule', appliesTo: ['WorkSession'] }],
      terms: { WorkSession: workSession('0..1'), ...childTerms },
    },
  ],
  invalid: [
    {
      name: 'a WorkSession child with the wrong cardinality',
      rules: [{ id: 'worksession-children', appliesTo: ['WorkSession'] }],
      terms: { WorkSession: workSession('0..1'), ...childTerms },
      errors: [
        {
          line: 18,
          column: 18,
          message:
            'relationship "tasks" to Task has cardinality "0..1"; model rule worksession-children requires "0..*"',
        },
      ],
    },
    {
      name: 'a WorkSession without its Artifacts',
      rules: [{ id: 'worksession-children', appliesTo: ['WorkSession'] }],
      terms: { WorkSession: workSession('0..*', 'Artifact'), ...childTerms },
      errors: [
        {
          line: 2,
          column: 1,
          message:
            'WorkSession has no relationship to Artifact; model rule worksession-children requires one with ' +
            'cardinality "0..*"',
        },
      ],
    },
    {
      name: 'an AgentRun without its attempts and turns',
      rules: [{ id: 'agentrun-one-worksession', appliesTo: ['AgentRun'] }],
      terms: { AgentRun: 'definition: One assignment.\nrelationships: []', RunAttempt: '', Turn: '' },
      errors: [
        { line: 2, column: 1, message: 'AgentRun has no relationship to RunAttempt' },
        { line: 2, column: 1, message: 'AgentRun has no relationship to Turn' },
      ],
    },
    {
      name: 'an AgentInstance that executes at most one attempt',
      rules: [instanceRule],
      terms: { AgentInstance: instance('0..1'), RunAttempt: attempt('"1"'), AgentRun: '' },
      errors: [
        { line: 5, column: 18, message: 'model rule instance-not-assignment requires with an upper bound of *' },
      ],
    },
    {
      name: 'a RunAttempt that may outlive its AgentRun',
      rules: [instanceRule],
      terms: { AgentInstance: instance('0..*'), RunAttempt: attempt('0..1'), AgentRun: '' },
      errors: [{ file: 'terms/RunAttempt.yaml', line: 5, column: 18, message: 'requires "1"' }],
    },
  ],
});
