// MAPPING_SOURCE_CHANGED: a vendored source edited, re-vendored since the audit, or with its headings out of step.
import { acmeFiles, acmeText, audited, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const crosswalk = (pin?: string) => ({ acme: lines(audited(pin), 'terms: {}') });
const source = 'mappings/sources/acme.md';
const terms = { Task: '' };

ruleTester('MAPPING_SOURCE_CHANGED', {
  valid: [
    {
      name: 'a source with its headings on their lines, pinned by its crosswalk',
      terms,
      mappings: crosswalk(),
      files: acmeFiles(),
    },
    {
      name: 'a crosswalk pinning a source that is not vendored is left to UNKNOWN_REFERENCE',
      terms,
      mappings: crosswalk(),
      modelErrors: ['UNKNOWN_REFERENCE'],
    },
  ],
  invalid: [
    {
      name: 'the vendored text edited after vendoring',
      terms,
      mappings: crosswalk(),
      files: acmeFiles({ text: acmeText.replace('retried', 'restarted') }),
      errors: [{ file: source, line: 4, column: 9, message: 'the text of sources/acme.md has SHA-256' }],
    },
    {
      name: 'the crosswalk pins another version of the document',
      terms,
      mappings: crosswalk('f'.repeat(64)),
      files: acmeFiles(),
      errors: [
        { file: 'mappings/acme.yaml', line: 4, column: 11, message: 'the acme crosswalk was audited against ffff' },
      ],
    },
    {
      name: 'a heading listed on a line that does not hold it, and one past the end',
      terms,
      mappings: crosswalk(),
      files: acmeFiles({
        sections: '  - {line: 2, title: Runs}\n  - {line: 5, title: States}\n  - {line: 40, title: End}\n',
      }),
      errors: [
        {
          file: source,
          line: 8,
          column: 12,
          message: `line 2 of the text reads "A run is one agent's job inside a batch.", not the heading "Runs"`,
        },
        {
          file: source,
          line: 10,
          column: 12,
          message: 'line 40 of the text does not exist (the text has 7 lines), not the heading "End"',
        },
      ],
    },
  ],
});
