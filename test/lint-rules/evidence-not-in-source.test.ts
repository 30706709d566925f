// EVIDENCE_NOT_IN_SOURCE cases, on a small audited crosswalk and its source added to the model.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const acme = 'mappings/acme.yaml';
const entry = (evidence: string) =>
  acmeFiles(`  AgentRun:\n    fidelity: close\n    native_term: Run\n    evidence:\n${evidence}`);

ruleTester('EVIDENCE_NOT_IN_SOURCE', {
  valid: [
    { name: 'the bundled model: every quote stands in its source, under its section' },
    {
      name: 'a quote re-wrapped and in another case, under a heading written in another case',
      files: entry(
        "      - section: runs\n        quote: >-\n          A RUN is one agent's\n          job inside a batch.\n",
      ),
    },
  ],
  invalid: [
    {
      name: 'an unknown section, a reworded quote, and a quote from another section',
      files: entry(
        [
          '      - section: Run',
          "        quote: A run is one agent's job inside a batch.",
          '      - section: Runs',
          "        quote: A run is one agent's task inside a batch.",
          '      - section: Runs',
          '        quote: A run goes from QUEUED to DONE',
          '',
        ].join('\n'),
      ),
      errors: [
        { file: acme, line: 17, column: 18, message: '"Run" is not a section of Acme runs (did you mean "Runs"?)' },
        { file: acme, line: 20, column: 16, message: 'the entry for AgentRun: the quote does not occur in Acme runs' },
        {
          file: acme,
          line: 22,
          column: 16,
          message: 'the entry for AgentRun: the quote stands under "States", not under "Runs"',
        },
      ],
    },
  ],
});
