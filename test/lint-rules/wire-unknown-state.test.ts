// WIRE_UNKNOWN_STATE: a wire record kind giving a state its native term's lifecycle does not have.
import { lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const run =
  'native_lifecycles:\n  Run: {states: [QUEUED, DONE], initial: QUEUED, terminal: [DONE], ' +
  'transitions: [{from: QUEUED, to: DONE}]}';

ruleTester('WIRE_UNKNOWN_STATE', {
  valid: [
    {
      name: 'a constant state, a values table and a default of the lifecycle; a term read from the message',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          run,
          'wire:',
          '  otlp:',
          '    - name: run',
          '      term: {const: Run}',
          '      id: {field: id}',
          '      moves: [{state: {const: QUEUED}}, {state: {field: s, default: "0", values: {"0": DONE}}}]',
          '    - {name: any, term: {attribute: op}, id: {field: id}, moves: [{state: {const: DONE}}]}',
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a misspelt constant and values target, and a state for a term without a native lifecycle',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          run,
          'false_friends: [{native_term: Batch, term: Task, reason: A batch of runs.}]',
          'wire:',
          '  a2a:',
          '    - name: run',
          '      term: {const: Run}',
          '      id: {field: id}',
          '      moves: [{state: {const: QUEUD}}, {state: {field: s, values: {x: DONEE}}}]',
          '    - {name: batch, term: {const: Batch}, id: {field: id}, moves: [{state: {const: DONE}}]}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 31,
          message:
            'the run record kind of the a2a wire mapping gives state "QUEUD", which is not a state of the native ' +
            'lifecycle of Run (did you mean "QUEUED"?)',
          fixes: [{ title: 'Change "QUEUD" to "QUEUED"', edits: ['QUEUED'] }],
        },
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 71,
          message:
            'the run record kind of the a2a wire mapping gives state "DONEE", which is not a state of the native ' +
            'lifecycle of Run (did you mean "DONE"?)',
          fixes: [{ title: 'Change "DONEE" to "DONE"', edits: ['DONE'] }],
        },
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 69,
          message:
            'the batch record kind of the a2a wire mapping gives Batch records a state, but the acme crosswalk ' +
            'declares no native lifecycle of Batch',
        },
      ],
    },
  ],
});
