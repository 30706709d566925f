// MAPPING_INCOMPLETE: a crosswalk has no entry for a term of the model.
import { ruleTester } from '../helpers/rule-tester.js';

const entry = (term: string) => `  ${term}: {fidelity: tbd, native_term: null}`;

ruleTester('MAPPING_INCOMPLETE', {
  valid: [
    {
      name: 'an entry for every term',
      terms: { Project: '', Task: '' },
      mappings: { vox: `terms:\n${entry('Project')}\n${entry('Task')}` },
    },
    { name: 'a model without crosswalks', terms: { Project: '' } },
  ],
  invalid: [
    {
      name: 'two terms without an entry, reported at the terms key in model order',
      terms: { WorkProfile: '', Project: '', Task: '' },
      mappings: { vox: `status: draft\nterms:\n${entry('Project')}` },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 2,
          column: 1,
          message: 'the vox crosswalk has no entry for WorkProfile; add one (fidelity tbd when not yet known)',
        },
        { file: 'mappings/vox.yaml', line: 2, column: 1, message: 'no entry for Task' },
      ],
    },
  ],
});
