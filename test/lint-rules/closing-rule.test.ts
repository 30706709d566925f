// CLOSING_RULE: the lifecycles cannot carry a closing rule of the runtime (cascade to a terminal state, or refusal).
import { ruleTester } from '../helpers/rule-tester.js';

/** A lifecycle snippet: `initial`, the states, the terminal ones and `from>to` moves. */
const lifecycle = (initial: string, states: string, terminal: string, moves: string) => `
  lifecycle:
    initial: ${initial}
    states: [${states}]
    terminal: [${terminal}]
    transitions: [${moves
      .split(' ')
      .map((move) => `{from: ${move.split('>')[0]}, to: ${move.split('>')[1]}}`)
      .join(', ')}]
`;

/** The six terms the closing rules name, with the smallest lifecycles that carry every rule. */
const terms = {
  WorkSession: lifecycle('open', 'open, closed, aborted', 'closed, aborted', 'open>closed open>aborted'),
  AgentRun: lifecycle(
    'running',
    'running, succeeded, failed, cancelled',
    'succeeded, failed, cancelled',
    'running>succeeded running>failed running>cancelled',
  ),
  Task: lifecycle('pending', 'pending, done, cancelled', 'done, cancelled', 'pending>done pending>cancelled'),
  ResourceBinding: lifecycle('bound', 'bound, revoked', 'revoked', 'bound>revoked'),
  RunAttempt: lifecycle('running', 'running, done, cancelled', 'done, cancelled', 'running>done running>cancelled'),
  Turn: lifecycle('open', 'open, completed, aborted', 'completed, aborted', 'open>completed open>aborted'),
};

ruleTester('CLOSING_RULE', {
  valid: [
    { name: 'every closing rule can run', terms },
    { name: 'a model without the terms the rules name', terms: { Principal: '' } },
    {
      name: 'a state that is not terminal but can be cancelled',
      terms: {
        ...terms,
        Task: lifecycle(
          'pending',
          'pending, deferred, done, cancelled',
          'done, cancelled',
          'pending>done pending>deferred deferred>pending pending>cancelled deferred>cancelled',
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a Task state with no move to cancelled, which an aborted WorkSession cascades to',
      terms: {
        ...terms,
        Task: lifecycle(
          'pending',
          'pending, deferred, done, cancelled',
          'done, cancelled',
          'pending>done pending>deferred deferred>pending pending>cancelled',
        ),
      },
      errors: [
        {
          file: 'terms/Task.yaml',
          line: 3,
          column: 21,
          term: 'Task',
          message:
            'Task cannot move deferred -> cancelled, which the runtime closing rule WorkSession aborted -> Task ' +
            'needs (add the transition, or make "deferred" terminal)',
        },
      ],
    },
    {
      name: 'a cascade target that is not terminal, and a closing state that is not terminal',
      terms: {
        ...terms,
        Turn: lifecycle('open', 'open, completed, aborted', 'completed', 'open>completed open>aborted aborted>open'),
        WorkSession: lifecycle('open', 'open, closed, aborted', 'closed', 'open>closed open>aborted aborted>open'),
      },
      errors: [
        // Each of the three rules that close on an aborted WorkSession.
        ...[1, 2, 3].map(() => ({
          file: 'terms/WorkSession.yaml',
          line: 3,
          column: 26,
          message: '"aborted" is not a terminal state of WorkSession, but the runtime closing rule WorkSession aborted',
        })),
        {
          file: 'terms/Turn.yaml',
          line: 3,
          column: 29,
          message:
            '"aborted" is not a terminal state of Turn, but the runtime closing rule AgentRun cancelled -> Turn ' +
            'needs it as its cascade target',
        },
      ],
    },
    {
      name: 'a term the rules name without a lifecycle',
      terms: { ...terms, ResourceBinding: 'key: ResourceBinding' },
      errors: [
        {
          file: 'terms/ResourceBinding.yaml',
          line: 1,
          column: 6,
          message:
            'ResourceBinding has no lifecycle, but the runtime closing rule WorkSession aborted -> ResourceBinding',
        },
        {
          file: 'terms/ResourceBinding.yaml',
          line: 1,
          column: 6,
          message:
            'ResourceBinding has no lifecycle, but the runtime closing rule WorkSession closed -> ResourceBinding',
        },
      ],
    },
  ],
});
