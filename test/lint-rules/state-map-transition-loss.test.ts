// STATE_MAP_TRANSITION_LOSS: native moves (and native starts) that become nothing the AWM lifecycle allows.
import { agentRun, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** A native lifecycle of Run (its initial on line 4, its transitions from line 7) mapped onto AgentRun. */
const run = (initial: string, transitions: string[]) => ({
  acme: lines(
    'terms: {AgentRun: {fidelity: close, native_term: Run}}',
    'native_lifecycles:',
    '  Run:',
    `    initial: ${initial}`,
    '    states: [QUEUED, WAITING, DONE]',
    '    terminal: []',
    '    transitions:',
    ...transitions.map((transition) => `      - ${transition}`),
    'state_maps:',
    '  AgentRun:',
    '    states:',
    '      QUEUED: {awm_state: assigned, fidelity: close}',
    '      WAITING: {awm_state: assigned, fidelity: close}',
    '      DONE: {awm_state: succeeded, fidelity: exact}',
  ),
});

ruleTester('STATE_MAP_TRANSITION_LOSS', {
  valid: [
    {
      name: 'native moves within one AWM state, and a start in the AWM initial state',
      terms: { AgentRun: agentRun },
      mappings: run('QUEUED', ['{from: QUEUED, to: WAITING}', '{from: WAITING, to: QUEUED}']),
    },
    {
      name: 'a state map of a term without a lifecycle is left to STATE_MAP_UNKNOWN_STATE',
      terms: { AgentRun: '' },
      mappings: run('QUEUED', ['{from: QUEUED, to: DONE}']),
    },
  ],
  invalid: [
    {
      name: 'a native start elsewhere, a move that is no AWM transition, and one out of a terminal AWM state',
      terms: { AgentRun: agentRun },
      mappings: run('DONE', ['{from: QUEUED, to: DONE}', '{from: DONE, to: QUEUED}']),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 4,
          column: 14,
          message: 'the native lifecycle of Run starts in DONE, which maps to succeeded; AgentRun starts in assigned',
        },
        {
          file: 'mappings/acme.yaml',
          line: 8,
          column: 9,
          message:
            'native transition QUEUED -> DONE maps to assigned -> succeeded, which is not a transition of AgentRun',
        },
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 9,
          message:
            'native transition DONE -> QUEUED maps to succeeded -> assigned, which is not a transition of AgentRun ' +
            '(succeeded is terminal)',
        },
      ],
    },
  ],
});
