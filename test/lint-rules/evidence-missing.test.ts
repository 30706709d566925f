// EVIDENCE_MISSING: a claim of an audited crosswalk that quotes nothing from its source.
import { acmeFiles, agentRun, audited, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const quoted = "    evidence: [{section: Runs, quote: A run is one agent's job inside a batch.}]";

ruleTester('EVIDENCE_MISSING', {
  valid: [
    {
      name: 'a quoted entry, and a tbd entry, which claims nothing',
      terms: { AgentRun: agentRun, Task: '' },
      mappings: {
        acme: lines(
          audited(),
          'terms:',
          '  AgentRun:',
          '    fidelity: close',
          '    native_term: Run',
          quoted,
          '  Task: {fidelity: tbd, native_term: null}',
        ),
      },
      files: acmeFiles(),
    },
    {
      name: 'a crosswalk without a source is not audited, and quotes nothing',
      terms: { AgentRun: agentRun },
      mappings: { acme: lines('terms:', '  AgentRun: {fidelity: partial, native_term: Run}') },
    },
  ],
  invalid: [
    {
      name: 'a term entry, a native transition and a false friend without evidence',
      terms: { AgentRun: agentRun, WorkSession: '' },
      mappings: {
        acme: lines(
          audited(),
          'terms:',
          '  AgentRun:',
          '    fidelity: close',
          '    native_term: Run',
          'native_lifecycles:',
          '  Run:',
          '    states: [QUEUED, DONE, FAILED]',
          '    initial: QUEUED',
          '    terminal: [DONE, FAILED]',
          '    transitions:',
          '      - {from: QUEUED, to: DONE}',
          '      - from: QUEUED',
          '        to: FAILED',
          '        evidence: [{section: States, quote: "from QUEUED to DONE, or to FAILED"}]',
          '    evidence: [{section: States, quote: A run goes from QUEUED to DONE}]',
          'false_friends:',
          '  - native_term: batch',
          '    term: WorkSession',
          '    reason: A batch groups runs.',
        ),
      },
      files: acmeFiles(),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 6,
          column: 3,
          term: 'AgentRun',
          message: 'the entry for AgentRun has no evidence: quote the words of Acme runs that support it',
        },
        {
          file: 'mappings/acme.yaml',
          line: 15,
          column: 9,
          message: 'native transition QUEUED -> DONE of Run has no evidence',
        },
        {
          file: 'mappings/acme.yaml',
          line: 21,
          column: 5,
          term: 'WorkSession',
          message: 'false friend "batch" (WorkSession) has no evidence',
        },
      ],
    },
  ],
});
