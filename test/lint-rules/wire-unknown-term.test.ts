// WIRE_UNKNOWN_TERM: a wire record kind naming a native term, or a reference, the crosswalk does not know.
import { lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const run =
  'native_lifecycles:\n  Run: {states: [QUEUED, DONE], initial: QUEUED, terminal: [DONE], ' +
  'transitions: [{from: QUEUED, to: DONE}]}';

ruleTester('WIRE_UNKNOWN_TERM', {
  valid: [
    {
      name: 'a constant native term, terms read from the message, a native term and an AWM field as references',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          run,
          'wire:',
          '  mcp:',
          '    - name: run',
          '      term: {const: Run}',
          '      id: {field: id}',
          '      moves: [{}]',
          '      refs: {Run: {field: p}, task_id: {field: t}}',
          '    - {name: any, term: {field: kind, values: {r: Run}}, id: {field: id}, moves: [{}]}',
        ),
      },
    },
  ],
  invalid: [
    {
      name: 'a misspelt constant, a values target and a reference that is no native term nor AWM field',
      terms: { Task: '' },
      mappings: {
        acme: lines(
          run,
          'wire:',
          '  a2a:',
          '    - name: run',
          '      term: {const: Runn}',
          '      id: {field: id}',
          '      moves: [{}]',
          '      refs: {Rn: {field: p}}',
          '    - {name: any, term: {field: kind, values: {r: Batch}}, id: {field: id}, moves: [{}]}',
        ),
      },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 6,
          column: 21,
          message:
            'the run record kind of the a2a wire mapping names native term "Runn", which the acme crosswalk does ' +
            'not know (did you mean "Run"?)',
          fixes: [{ title: 'Change "Runn" to "Run"', edits: ['Run'] }],
        },
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 14,
          message:
            'the run record kind of the a2a wire mapping refers to "Rn", which is neither a native term of the acme ' +
            'crosswalk nor an AWM identity field (did you mean "Run"?)',
          fixes: [{ title: 'Change "Rn" to "Run"', edits: ['Run'] }],
        },
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 51,
          message:
            'the any record kind of the a2a wire mapping names native term "Batch", which the acme crosswalk ' +
            'does not know',
        },
      ],
    },
  ],
});
