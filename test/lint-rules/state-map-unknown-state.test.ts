// STATE_MAP_UNKNOWN_STATE cases.
import { ruleTester } from '../helpers/rule-tester.js';

const vox = 'mappings/vox.yaml';

ruleTester('STATE_MAP_UNKNOWN_STATE', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'a native state with no AWM equivalent maps to null',
      edits: [
        {
          file: vox,
          search: '        awm_state: ready\n        fidelity: partial\n',
          replace: '        awm_state: null\n        fidelity: none\n',
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'an AWM state the term does not declare, with a suggestion',
      edits: [{ file: vox, search: '        awm_state: ready\n', replace: '        awm_state: readdy\n' }],
      errors: [
        {
          line: 149,
          column: 20,
          message:
            'native state "ACTIVE" maps to "readdy", which is not a state of AgentInstance (did you mean "ready"?)',
        },
      ],
    },
    {
      name: 'a transition naming a native state the map does not list',
      edits: [
        { file: vox, search: '      - {from: IDLE, to: ACTIVE}', replace: '      - {from: BOOTING, to: ACTIVE}' },
      ],
      errors: [
        {
          line: 168,
          column: 16,
          message: 'native transition names "BOOTING", which the AgentInstance state map does not list',
        },
      ],
    },
    {
      name: 'a state map for a term without a lifecycle',
      edits: [
        {
          file: vox,
          search: 'state_maps:\n  AgentInstance:',
          replace:
            'state_maps:\n  Workspace:\n    states:\n      MOUNTED: {awm_state: mounted, fidelity: partial}\n  AgentInstance:',
        },
      ],
      errors: [
        { line: 134, column: 3, message: 'Workspace has no lifecycle, so the vox crosswalk cannot map states onto it' },
      ],
    },
  ],
});
