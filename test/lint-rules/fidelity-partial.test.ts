// FIDELITY_PARTIAL: the unaudited level in an audited crosswalk.
import { acmeFiles, audited, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('FIDELITY_PARTIAL', {
  valid: [
    {
      name: 'partial in an unaudited crosswalk',
      terms: { Task: '' },
      mappings: { acme: lines('terms:', '  Task: {fidelity: partial, native_term: step}') },
    },
    {
      name: 'the rubric in an audited crosswalk',
      terms: { Task: '' },
      mappings: { acme: lines(audited(), 'terms:', '  Task: {fidelity: related, native_term: step}') },
      files: acmeFiles(),
    },
  ],
  invalid: [
    {
      name: 'partial in a crosswalk verified against a document',
      terms: { Task: '' },
      mappings: { acme: lines(audited(), 'terms:', '  Task:', '    fidelity: partial', '    native_term: step') },
      files: acmeFiles(),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 7,
          column: 15,
          message: 'the entry for Task must say how it matches: close, broad, narrow or related',
        },
      ],
    },
  ],
});
