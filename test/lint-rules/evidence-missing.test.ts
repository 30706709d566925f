// EVIDENCE_MISSING cases, on a small audited crosswalk added to the model.
import { acmeFiles, runEvidence, unauditedAcme } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const acme = 'mappings/acme.yaml';

ruleTester('EVIDENCE_MISSING', {
  valid: [
    { name: 'the bundled model: every claim of the three audited crosswalks quotes its source' },
    {
      name: 'a quoted entry, and a tbd entry, which claims nothing',
      files: acmeFiles(
        `  AgentRun:\n    fidelity: close\n    native_term: Run\n${runEvidence}  Task:\n    fidelity: tbd\n    native_term: null\n`,
      ),
    },
    {
      name: 'a crosswalk without a source is not audited, and quotes nothing',
      files: unauditedAcme('  AgentRun:\n    fidelity: partial\n    native_term: Run\n'),
    },
  ],
  invalid: [
    {
      name: 'a term entry, a native transition and a false friend without evidence',
      files: acmeFiles(
        '  AgentRun:\n    fidelity: close\n    native_term: Run\n',
        [
          'native_lifecycles:',
          '  Run:',
          '    states: [QUEUED, DONE, FAILED]',
          '    initial: QUEUED',
          '    terminal: [DONE, FAILED]',
          '    transitions:',
          '      - {from: QUEUED, to: DONE}',
          '      - from: QUEUED',
          '        to: FAILED',
          '        evidence:',
          '          - {section: States, quote: "from QUEUED to DONE, or to FAILED"}',
          '    evidence:',
          '      - {section: States, quote: A run goes from QUEUED to DONE}',
          'false_friends:',
          '  - native_term: batch',
          '    term: WorkSession',
          '    reason: A batch groups runs.',
          '',
        ].join('\n'),
      ),
      errors: [
        {
          file: acme,
          line: 13,
          column: 3,
          message: 'the entry for AgentRun has no evidence: quote the words of Acme runs that support it',
        },
        { file: acme, line: 22, column: 9, message: 'native transition QUEUED -> DONE of Run has no evidence' },
        { file: acme, line: 30, column: 5, message: 'false friend "batch" (WorkSession) has no evidence' },
      ],
    },
  ],
});
