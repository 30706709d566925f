// MAPPING_INCOMPLETE cases.
import { ruleTester } from '../helpers/rule-tester.js';

const interop = 'mappings/project-interop.yaml';

ruleTester('MAPPING_INCOMPLETE', {
  valid: [{ name: 'the bundled model: every crosswalk has an entry for all sixteen terms' }],
  invalid: [
    {
      name: 'two terms without an entry, reported at the terms key in model order',
      edits: [
        { file: interop, search: '  Task: {fidelity: tbd, native_term: null}\n', replace: '' },
        { file: interop, search: '  WorkProfile: {fidelity: tbd, native_term: null}\n', replace: '' },
      ],
      errors: [
        {
          line: 14,
          column: 1,
          message:
            'the project-interop crosswalk has no entry for WorkProfile; add one (fidelity tbd when not yet known)',
        },
        { line: 14, column: 1, message: 'no entry for Task' },
      ],
    },
  ],
});
