// STATE_MAP_TRANSITION_LOSS cases.
import { ruleTester } from '../helpers/rule-tester.js';

const vox = 'mappings/vox.yaml';

ruleTester('STATE_MAP_TRANSITION_LOSS', {
  valid: [
    {
      name: 'native moves that stay in one AWM state are not a loss (VOX ERROR -> DEAD, and suspend edited into Suspended -> Suspended)',
      edits: [
        {
          file: 'mappings/hoziron.yaml',
          search: '      - from: Running\n        to: Suspended\n        notes: >-\n',
          replace: '      - from: Suspended\n        to: Suspended\n        notes: >-\n',
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'the bundled Hoziron crosswalk: suspend maps to ready -> starting',
      errors: [
        {
          file: 'mappings/hoziron.yaml',
          line: 179,
          column: 9,
          message:
            'native transition Running -> Suspended maps to ready -> starting, which is not a transition of AgentInstance',
        },
      ],
    },
    {
      name: 'a move out of a terminal state names why',
      edits: [
        {
          file: vox,
          search: '        awm_state: failed\n        fidelity: partial\n        notes: >-\n          Terminated.',
          replace: '        awm_state: stopped\n        fidelity: partial\n        notes: >-\n          Terminated.',
        },
      ],
      errors: [
        { file: 'mappings/hoziron.yaml', line: 179, column: 9 },
        {
          file: vox,
          line: 170,
          column: 9,
          message:
            'native transition ERROR -> DEAD maps to failed -> stopped, which is not a transition of AgentInstance (failed is terminal)',
        },
      ],
    },
  ],
});
