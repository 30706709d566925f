// STATE_MAP_INCOMPLETE cases: a state map leaving states of its native lifecycle unmapped.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const run = [
  'native_lifecycles:',
  '  Run: {states: [QUEUED, DONE, FAILED], initial: QUEUED, terminal: [DONE, FAILED], transitions: []}',
  '  Issue: {states: [done], initial: null, terminal: [done], transitions: [], other_states: {notes: Per workflow.}}',
  'state_maps:',
  '  AgentRun:',
  '    states:',
  '      QUEUED: {awm_state: assigned, fidelity: close}',
  '      DONE: {awm_state: succeeded, fidelity: exact}',
].join('\n');
const terms = '  AgentRun: {fidelity: close, native_term: Run}\n  WorkSession: {fidelity: close, native_term: Issue}\n';
const issue = '  WorkSession:\n    states:\n      done: {awm_state: closed, fidelity: close}\n';

ruleTester('STATE_MAP_INCOMPLETE', {
  valid: [
    { name: 'the bundled model: every native state is mapped' },
    {
      name: 'every listed state and the other states mapped',
      files: acmeFiles(
        terms,
        `${run}\n      FAILED: {awm_state: failed, fidelity: exact}\n${issue}    other_states: {awm_state: open, fidelity: narrow}\n`,
      ),
    },
  ],
  invalid: [
    {
      name: 'a listed state left out, and the other states of a lifecycle that has them',
      files: acmeFiles(terms, `${run}\n${issue}`),
      errors: [
        {
          line: 19,
          column: 3,
          message: 'the AgentRun state map does not map "FAILED", a state of the native lifecycle of Run',
        },
        {
          line: 23,
          column: 3,
          message:
            'the WorkSession state map does not map the states the native lifecycle of Issue leaves to configuration',
        },
      ],
    },
  ],
});
