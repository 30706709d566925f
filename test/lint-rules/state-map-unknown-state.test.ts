// STATE_MAP_UNKNOWN_STATE: a state map naming states that its AWM term or its native lifecycle lacks.
import { agentRun, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const terms = { AgentRun: agentRun, WorkSession: '', Task: '' };
const header = [
  'terms: {AgentRun: {fidelity: close, native_term: Run}, WorkSession: {fidelity: close, native_term: Batch}}',
  'native_lifecycles:',
  '  Run: {states: [QUEUED, DONE], initial: QUEUED, terminal: [DONE], transitions: []}',
  'state_maps:',
];

ruleTester('STATE_MAP_UNKNOWN_STATE', {
  valid: [
    {
      name: 'declared states on both sides, and a native state with no AWM equivalent mapped to null',
      terms,
      mappings: {
        acme: lines(
          ...header,
          '  AgentRun:',
          '    states:',
          '      QUEUED: {awm_state: assigned, fidelity: close}',
          '      DONE: {awm_state: null, fidelity: none, notes: Never said.}',
        ),
      },
    },
    {
      name: 'a state map of an unknown term is left to MAPPING_UNKNOWN_TERM',
      terms,
      mappings: { acme: lines('state_maps:', '  Tasks:', '    states: {OPEN: {awm_state: open, fidelity: close}}') },
    },
  ],
  invalid: [
    {
      name: 'an AWM state the term lacks, a native state the lifecycle lacks, and other states it does not have',
      terms,
      mappings: {
        acme: lines(
          ...header,
          '  AgentRun:',
          '    states:',
          '      QUEUED: {awm_state: asigned, fidelity: close}',
          '      DONE: {awm_state: succeeded, fidelity: exact}',
          '      PAUSED: {awm_state: running, fidelity: close}',
          '    other_states: {awm_state: running, fidelity: broad}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 7,
          column: 27,
          message:
            'native state "QUEUED" maps to "asigned", which is not a state of AgentRun (did you mean "assigned"?)',
        },
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 7,
          message: '"PAUSED" is not a state of the native lifecycle of Run',
        },
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 5,
          message: 'the native lifecycle of Run leaves no states to configuration',
        },
      ],
    },
    {
      name: 'a state map whose native term has no native lifecycle, and one of a term without a lifecycle',
      terms,
      mappings: {
        acme: lines(
          'terms: {WorkSession: {fidelity: close, native_term: Batch}, Task: {fidelity: close, native_term: Chore}}',
          'state_maps:',
          '  WorkSession:',
          '    states: {OPEN: {awm_state: open, fidelity: close}}',
          '  Task:',
          '    states: {TODO: {awm_state: todo, fidelity: close}}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 3,
          column: 3,
          message: 'WorkSession has no lifecycle, so the acme crosswalk cannot map states onto it',
        },
        {
          file: 'mappings/acme.yaml',
          line: 5,
          column: 3,
          message: 'Task has no lifecycle, so the acme crosswalk cannot map states onto it',
        },
      ],
    },
    {
      name: 'other states mapped to an AWM state the term lacks',
      terms,
      mappings: {
        acme: lines(
          'terms: {AgentRun: {fidelity: close, native_term: Run}}',
          'native_lifecycles:',
          '  Run: {states: [DONE], initial: null, terminal: [DONE], transitions: [], other_states: {notes: Per site.}}',
          'state_maps:',
          '  AgentRun:',
          '    states: {DONE: {awm_state: succeeded, fidelity: exact}}',
          '    other_states: {awm_state: runing, fidelity: broad}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 7,
          column: 31,
          message: 'native state "other states" maps to "runing", which is not a state of AgentRun',
        },
      ],
    },
    {
      name: 'a state map whose native term has no native lifecycle',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: lines(
          'terms: {AgentRun: {fidelity: close, native_term: Run}}',
          'state_maps:',
          '  AgentRun:',
          '    states: {QUEUED: {awm_state: assigned, fidelity: close}}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 3,
          column: 3,
          message: 'the acme crosswalk declares no native lifecycle for Run, the native term of AgentRun',
        },
      ],
    },
  ],
});
