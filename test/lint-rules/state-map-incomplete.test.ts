// STATE_MAP_INCOMPLETE: a state map leaving states of its native lifecycle unmapped.
import { agentRun, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const workSession =
  'lifecycle: {initial: open, states: [open, closed], terminal: [closed], transitions: [{from: open, to: closed}]}';
const terms = { AgentRun: agentRun, WorkSession: workSession };
/** The AgentRun state map on line 7, the WorkSession one on line 11. */
const crosswalk = (failed: string[], other: string[]) => ({
  acme: lines(
    'terms: {AgentRun: {fidelity: close, native_term: Run}, WorkSession: {fidelity: close, native_term: Issue}}',
    'native_lifecycles:',
    '  Run: {states: [QUEUED, DONE, FAILED], initial: QUEUED, terminal: [DONE, FAILED], transitions: []}',
    '  Issue: {states: [done], initial: null, terminal: [done], transitions: [], other_states: {notes: Per workflow.}}',
    'state_maps:',
    '  AgentRun:',
    '    states:',
    '      QUEUED: {awm_state: assigned, fidelity: close}',
    '      DONE: {awm_state: succeeded, fidelity: exact}',
    ...failed,
    '  WorkSession:',
    '    states: {done: {awm_state: closed, fidelity: close}}',
    ...other,
  ),
});

ruleTester('STATE_MAP_INCOMPLETE', {
  valid: [
    {
      name: 'every listed state and the other states mapped',
      terms,
      mappings: crosswalk(
        ['      FAILED: {awm_state: failed, fidelity: exact}'],
        ['    other_states: {awm_state: open, fidelity: narrow}'],
      ),
    },
    {
      name: 'a state map whose native term has no native lifecycle is left to STATE_MAP_UNKNOWN_STATE',
      terms,
      mappings: {
        acme: lines(
          'terms: {AgentRun: {fidelity: close, native_term: Run}}',
          'state_maps:',
          '  AgentRun:',
          '    states: {QUEUED: {awm_state: assigned, fidelity: close}}',
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a listed state left out, and the other states of a lifecycle that has them',
      terms,
      mappings: crosswalk([], []),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 6,
          column: 3,
          message: 'the AgentRun state map does not map "FAILED", a state of the native lifecycle of Run',
        },
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 3,
          message:
            'the WorkSession state map does not map the states the native lifecycle of Issue leaves to configuration',
        },
      ],
    },
  ],
});
