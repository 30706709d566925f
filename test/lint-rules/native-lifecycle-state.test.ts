// NATIVE_LIFECYCLE_STATE cases: a native lifecycle naming states it does not list.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const terms = '  AgentRun: {fidelity: tbd, native_term: null}\n';
const lifecycles = (text: string) => acmeFiles(terms, `native_lifecycles:\n${text}`);

ruleTester('NATIVE_LIFECYCLE_STATE', {
  valid: [
    { name: 'the bundled model: every native lifecycle is closed' },
    {
      name: 'a lifecycle whose first state is left to configuration, with other_states',
      files: lifecycles(
        '  Issue:\n    states: [done]\n    initial: null\n    terminal: [done]\n    transitions: []\n    other_states: {notes: Per workflow.}\n',
      ),
    },
  ],
  invalid: [
    {
      name: 'an initial, a terminal state and a transition end it does not list, and a null initial without other_states',
      files: lifecycles(
        [
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
          '',
        ].join('\n'),
      ),
      errors: [
        {
          line: 17,
          column: 14,
          message:
            'initial state "QUEUD" is not one of the states of the native lifecycle of Run (did you mean "QUEUED"?)',
        },
        {
          line: 18,
          column: 22,
          message: 'terminal state "FAILED" is not one of the states of the native lifecycle of Run',
        },
        {
          line: 21,
          column: 26,
          message: 'transition target "RETRY" is not one of the states of the native lifecycle of Run',
        },
        {
          line: 24,
          column: 14,
          message: 'the native lifecycle of Batch has no initial state, so it must declare other_states',
        },
      ],
    },
  ],
});
