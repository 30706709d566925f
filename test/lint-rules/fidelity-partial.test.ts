// FIDELITY_PARTIAL cases: the unaudited level in an audited crosswalk.
import { acmeFiles, unauditedAcme } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('FIDELITY_PARTIAL', {
  valid: [
    { name: 'the bundled model: partial only in the unaudited project-interop' },
    {
      name: 'partial in an unaudited crosswalk',
      files: unauditedAcme('  Task:\n    fidelity: partial\n    native_term: step\n'),
    },
  ],
  invalid: [
    {
      name: 'partial in a crosswalk verified against a document',
      files: acmeFiles('  Task:\n    fidelity: partial\n    native_term: step\n'),
      errors: [
        {
          line: 14,
          column: 15,
          message: 'the entry for Task must say how it matches: close, broad, narrow or related',
        },
      ],
    },
  ],
});
