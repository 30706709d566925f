// STATE_MAP_TRANSITION_LOSS: a native transition maps to a move the AWM lifecycle does not allow.
import { ruleTester } from '../helpers/rule-tester.js';

const agentInstance = `
  lifecycle:
    initial: starting
    states: [starting, ready, stopped, failed]
    terminal: [stopped, failed]
    transitions:
      - {from: starting, to: ready}
      - {from: ready, to: stopped}
      - {from: starting, to: failed}
      - {from: ready, to: failed}
`;

/** A native lifecycle mapped onto AgentInstance; its transitions start on line 9, one per line, at column 9. */
const vox = (transitions: string[]) => `
  state_maps:
    AgentInstance:
      states:
        BOOTING: {awm_state: starting, fidelity: exact}
        IDLE: {awm_state: ready, fidelity: exact}
        BUSY: {awm_state: ready, fidelity: partial}
        ERROR: {awm_state: failed, fidelity: exact}
      transitions:
${transitions.map((transition) => `        - ${transition}`).join('\n')}
`;

ruleTester('STATE_MAP_TRANSITION_LOSS', {
  valid: [
    {
      name: 'legal moves, and a native move within one AWM state (IDLE -> BUSY, both ready)',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox(['{from: BOOTING, to: IDLE}', '{from: IDLE, to: BUSY}', '{from: BUSY, to: ERROR}']) },
    },
    {
      name: 'a state map of a term without a lifecycle is left to STATE_MAP_UNKNOWN_STATE',
      terms: { AgentInstance: '' },
      mappings: { vox: vox(['{from: BOOTING, to: IDLE}']) },
    },
    {
      name: 'an untranslated move is left to STATE_MAP_UNKNOWN_STATE',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox(['{from: BOOTING, to: GONE}']) },
    },
  ],
  invalid: [
    {
      name: 'a native move the AWM lifecycle does not allow',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox(['{from: BOOTING, to: IDLE}', '{from: BUSY, to: BOOTING}']) },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 10,
          column: 9,
          message:
            'native transition BUSY -> BOOTING maps to ready -> starting, which is not a transition of AgentInstance',
        },
      ],
    },
    {
      name: 'a move out of a terminal state names why',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox(['{from: ERROR, to: IDLE}']) },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 9,
          column: 9,
          message: 'maps to failed -> ready, which is not a transition of AgentInstance (failed is terminal)',
        },
      ],
    },
  ],
});
