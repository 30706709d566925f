// STATE_MAP_TRANSITION_LOSS cases: native moves (and native starts) that become nothing the AWM lifecycle allows.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { type Edit, ruleTester } from '../helpers/rule-tester.js';

/** Hoziron's suspend is a loss the bundled crosswalk suppresses in place; these cases edit it away to isolate theirs. */
const quietHoziron: Edit = {
  file: 'mappings/hoziron.yaml',
  search: '      - from: Running\n        to: Suspended\n        verb: suspend\n',
  replace: '      - from: Running\n        to: Running\n        verb: suspend\n',
};
const terms = '  AgentRun: {fidelity: close, native_term: Run}\n';
const run = (lifecycle: string, states: string) =>
  acmeFiles(terms, `native_lifecycles:\n  Run:\n${lifecycle}state_maps:\n  AgentRun:\n    states:\n${states}`);
const states = [
  '      QUEUED: {awm_state: assigned, fidelity: close}',
  '      WAITING: {awm_state: assigned, fidelity: close}',
  '      DONE: {awm_state: succeeded, fidelity: exact}',
  '',
].join('\n');

ruleTester('STATE_MAP_TRANSITION_LOSS', {
  valid: [
    {
      name: 'native moves within one AWM state, or to an AWM transition',
      edits: [quietHoziron],
      files: run(
        '    states: [QUEUED, WAITING, DONE]\n    initial: QUEUED\n    terminal: [DONE]\n    transitions:\n      - {from: QUEUED, to: WAITING}\n      - {from: WAITING, to: QUEUED}\n',
        states,
      ),
    },
  ],
  invalid: [
    {
      name: 'a native move that is no AWM transition, one out of a terminal AWM state, and a native start elsewhere',
      edits: [quietHoziron],
      files: run(
        [
          '    states: [QUEUED, WAITING, DONE]',
          '    initial: DONE',
          '    terminal: []',
          '    transitions:',
          '      - {from: QUEUED, to: DONE}',
          '      - {from: DONE, to: QUEUED}',
          '',
        ].join('\n'),
        states,
      ),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 17,
          column: 14,
          message: 'the native lifecycle of Run starts in DONE, which maps to succeeded; AgentRun starts in assigned',
        },
        {
          file: 'mappings/acme.yaml',
          line: 20,
          column: 9,
          message:
            'native transition QUEUED -> DONE maps to assigned -> succeeded, which is not a transition of AgentRun',
        },
        {
          file: 'mappings/acme.yaml',
          line: 21,
          column: 9,
          message:
            'native transition DONE -> QUEUED maps to succeeded -> assigned, which is not a transition of AgentRun (succeeded is terminal)',
        },
      ],
    },
  ],
});
