// EVIDENCE_NOT_IN_SOURCE: a quote its source does not hold under the section it cites.
import { acmeFiles, agentRun, audited, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

/** An AgentRun entry whose evidence starts on line 9. */
const entry = (...evidence: string[]) =>
  lines(
    audited(),
    'terms:',
    '  AgentRun:',
    '    fidelity: close',
    '    native_term: Run',
    '    evidence:',
    ...evidence,
  );

ruleTester('EVIDENCE_NOT_IN_SOURCE', {
  valid: [
    {
      name: 'a quote re-wrapped and in another case, under a heading written in another case',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: entry(
          '      - section: runs',
          '        quote: >-',
          "          A RUN is one agent's",
          '          job inside a batch.',
        ),
      },
      files: acmeFiles(),
    },
    {
      name: 'a crosswalk whose source is missing is left to the model loader (UNKNOWN_REFERENCE)',
      terms: { AgentRun: agentRun },
      mappings: { acme: lines('terms:', '  AgentRun: {fidelity: tbd, native_term: null}') },
    },
  ],
  invalid: [
    {
      name: 'an unknown section, a reworded quote, and a quote from another section',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: entry(
          '      - section: Run',
          "        quote: A run is one agent's job inside a batch.",
          '      - section: Runs',
          "        quote: A run is one agent's task inside a batch.",
          '      - section: Runs',
          '        quote: A run goes from QUEUED to DONE',
        ),
      },
      files: acmeFiles(),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 18,
          term: 'AgentRun',
          message: '"Run" is not a section of Acme runs (did you mean "Runs"?)',
        },
        {
          file: 'mappings/acme.yaml',
          line: 13,
          column: 16,
          message: 'the entry for AgentRun: the quote does not occur in Acme runs',
        },
        {
          file: 'mappings/acme.yaml',
          line: 15,
          column: 16,
          message: 'the entry for AgentRun: the quote stands under "States", not under "Runs"',
        },
      ],
    },
  ],
});
