// STATE_MAP_UNKNOWN_STATE: a state map names an AWM state the term lacks, or a native state it does not list.
import { ruleTester } from '../helpers/rule-tester.js';

const agentInstance =
  'lifecycle: {initial: starting, states: [starting, ready, stopped], terminal: [stopped], transitions: [{from: ' +
  'starting, to: ready}, {from: ready, to: stopped}]}';

/** A state map of AgentInstance: IDLE's awm_state on line 5 (column 25), the transition on line 8. */
const vox = (idle: string, transition = '{from: BOOTING, to: IDLE}') => `
  state_maps:
    AgentInstance:
      states:
        BOOTING: {awm_state: starting, fidelity: exact}
        IDLE: {awm_state: ${idle}}
        BUSY: {awm_state: null, fidelity: none, notes: No AWM equivalent.}
      transitions:
        - ${transition}
`;

ruleTester('STATE_MAP_UNKNOWN_STATE', {
  valid: [
    {
      name: 'declared states on both sides',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox('ready, fidelity: partial') },
    },
    {
      name: 'a native state with no AWM equivalent maps to null',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox('null, fidelity: none, notes: Idle is no AWM state.') },
    },
    {
      name: 'a state map of an unknown term is left to MAPPING_UNKNOWN_TERM',
      terms: { Task: '' },
      mappings: { vox: vox('ready, fidelity: partial') },
    },
  ],
  invalid: [
    {
      name: 'an AWM state the term does not declare, with a suggestion',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox('readdy, fidelity: partial') },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 5,
          column: 25,
          message:
            'native state "IDLE" maps to "readdy", which is not a state of AgentInstance (did you mean "ready"?)',
        },
      ],
    },
    {
      name: 'a transition naming a native state the map does not list',
      terms: { AgentInstance: agentInstance },
      mappings: { vox: vox('ready, fidelity: partial', '{from: BOOTNG, to: IDLE}') },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 8,
          column: 16,
          message:
            'native transition names "BOOTNG", which the AgentInstance state map does not list (did you mean ' +
            '"BOOTING"?)',
        },
      ],
    },
    {
      name: 'a state map of a term without a lifecycle',
      terms: { Task: '' },
      mappings: { vox: 'state_maps:\n  Task:\n    states:\n      OPEN: {awm_state: open, fidelity: partial}' },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 2,
          column: 3,
          message: 'Task has no lifecycle, so the vox crosswalk cannot map states onto it',
        },
      ],
    },
  ],
});
