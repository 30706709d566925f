// STATE_MAP_UNKNOWN_STATE cases: a state map naming states that the AWM term or the native lifecycle lacks.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const terms = [
  '  AgentRun: {fidelity: close, native_term: Run}',
  '  WorkSession: {fidelity: close, native_term: Batch}',
  '  Artifact: {fidelity: close, native_term: Output}',
  '',
].join('\n');
const lifecycle =
  'native_lifecycles:\n  Run: {states: [QUEUED, DONE], initial: QUEUED, terminal: [DONE], transitions: []}\nstate_maps:\n';

ruleTester('STATE_MAP_UNKNOWN_STATE', {
  valid: [
    { name: 'the bundled model: every state map names states on both sides' },
    {
      name: 'a native state with no AWM equivalent maps to null',
      files: acmeFiles(
        terms,
        `${lifecycle}  AgentRun:\n    states:\n      QUEUED: {awm_state: assigned, fidelity: close}\n      DONE: {awm_state: null, fidelity: none, notes: Never said.}\n`,
      ),
    },
  ],
  invalid: [
    {
      name: 'an AWM state the term lacks, a native state the lifecycle lacks, and other states it does not have',
      files: acmeFiles(
        terms,
        [
          `${lifecycle}  AgentRun:`,
          '    states:',
          '      QUEUED: {awm_state: asigned, fidelity: close}',
          '      DONE: {awm_state: succeeded, fidelity: exact}',
          '      PAUSED: {awm_state: blocked, fidelity: close}',
          '    other_states: {awm_state: running, fidelity: broad}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          line: 21,
          column: 27,
          message:
            'native state "QUEUED" maps to "asigned", which is not a state of AgentRun (did you mean "assigned"?)',
        },
        { line: 23, column: 7, message: '"PAUSED" is not a state of the native lifecycle of Run' },
        { line: 24, column: 5, message: 'the native lifecycle of Run leaves no states to configuration' },
      ],
    },
    {
      name: 'a state map whose native term has no native lifecycle, and one for a term without a lifecycle',
      files: acmeFiles(
        terms,
        [
          'state_maps:',
          '  WorkSession:',
          '    states: {OPEN: {awm_state: open, fidelity: close}}',
          '  Artifact:',
          '    states: {KEPT: {awm_state: kept, fidelity: close}}',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          line: 17,
          column: 3,
          message: 'the acme crosswalk declares no native lifecycle for Batch, the native term of WorkSession',
        },
        { line: 19, column: 3, message: 'Artifact has no lifecycle, so the acme crosswalk cannot map states onto it' },
      ],
    },
  ],
});
