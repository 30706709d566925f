// MAPPING_SOURCE_CHANGED cases: a vendored source edited, re-vendored, or with its headings out of step.
import { acmeCrosswalk, acmeSource, acmeText } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const terms = '  AgentRun: {fidelity: tbd, native_term: null}\n';
const source = 'mappings/sources/acme.md';

ruleTester('MAPPING_SOURCE_CHANGED', {
  valid: [
    { name: 'the bundled model: three sources as vendored, each pinned by its crosswalk' },
    {
      name: 'a source with headings on their lines, pinned by its crosswalk',
      files: { 'mappings/acme.yaml': acmeCrosswalk(terms), [source]: acmeSource() },
    },
  ],
  invalid: [
    {
      name: 'the vendored text edited after vendoring',
      files: {
        [source]: acmeSource({ text: acmeText.replace('retried', 'restarted') }),
        'mappings/acme.yaml': acmeCrosswalk(terms),
      },
      errors: [{ line: 4, column: 9, message: 'of sources/acme.md has SHA-256' }],
    },
    {
      name: 'the crosswalk pins another version of the document',
      files: { 'mappings/acme.yaml': acmeCrosswalk(terms, '', 'f'.repeat(64)), [source]: acmeSource() },
      errors: [{ line: 7, column: 11, message: 'the acme crosswalk was audited against ffff' }],
    },
    {
      name: 'a heading listed on a line that does not hold it, and one past the end',
      files: {
        [source]: acmeSource({
          sections: '  - {line: 2, title: Runs}\n  - {line: 5, title: States}\n  - {line: 40, title: End}\n',
        }),
        'mappings/acme.yaml': acmeCrosswalk(terms),
      },
      errors: [
        {
          line: 8,
          column: 12,
          message: `line 2 of the text reads "A run is one agent's job inside a batch.", not the heading "Runs"`,
        },
        {
          line: 10,
          column: 12,
          message: 'line 40 of the text does not exist (the text has 7 lines), not the heading "End"',
        },
      ],
    },
  ],
});
