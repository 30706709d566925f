// NATIVE_LIFECYCLE_STATE: a native lifecycle naming states it does not list.
import { lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('NATIVE_LIFECYCLE_STATE', {
  valid: [
    {
      name: 'a closed lifecycle, and one whose first state is left to configuration, with other_states',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          'native_lifecycles:',
          '  Run: {states: [QUEUED, DONE], initial: QUEUED, terminal: [DONE], transitions: [{from: QUEUED, to: DONE}]}',
          '  Issue:',
          '    states: [done]',
          '    initial: null',
          '    terminal: [done]',
          '    transitions: []',
          '    other_states: {notes: Per workflow.}',
        ),
      },
    },
  ],
  invalid: [
    {
      name:
        'an initial, a terminal state and a transition end it does not list, and a null initial without ' +
        'other_states',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          'native_lifecycles:',
          '  Run:',
          '    states: [QUEUED, DONE]',
          '    initial: QUEUD',
          '    terminal: [DONE, FAILED]',
          '    transitions:',
          '      - {from: QUEUED, to: DONE}',
          '      - {from: DONE, to: RETRY}',
          '  Batch:',
          '    states: [OPEN]',
          '    initial: null',
          '    terminal: []',
          '    transitions: []',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 4,
          column: 14,
          message:
            'initial state "QUEUD" is not one of the states of the native lifecycle of Run (did you mean "QUEUED"?)',
        },
        {
          file: 'mappings/acme.yaml',
          line: 5,
          column: 22,
          message: 'terminal state "FAILED" is not one of the states of the native lifecycle of Run',
        },
        {
          file: 'mappings/acme.yaml',
          line: 8,
          column: 26,
          message: 'transition target "RETRY" is not one of the states of the native lifecycle of Run',
        },
        {
          file: 'mappings/acme.yaml',
          line: 11,
          column: 14,
          message: 'the native lifecycle of Batch has no initial state, so it must declare other_states',
        },
      ],
    },
  ],
});
