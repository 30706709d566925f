// MAPPING_UNVERIFIED cases.
import { acmeFiles, runEvidence, unauditedAcme } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const interop = 'mappings/project-interop.yaml';

ruleTester('MAPPING_UNVERIFIED', {
  valid: [
    { name: 'the bundled model: exact states in awaken-workforce, which is verified' },
    {
      name: 'exact in a verified crosswalk',
      files: acmeFiles(`  AgentRun:\n    fidelity: exact\n    native_term: Run\n${runEvidence}`),
    },
  ],
  invalid: [
    {
      name: 'an exact entry and an exact overview while unverified',
      edits: [
        {
          file: interop,
          search: '    fidelity: partial\n    native_term: Project',
          replace: '    fidelity: exact\n    native_term: Project',
        },
        { file: interop, search: 'fidelity_overview: partial', replace: 'fidelity_overview: exact' },
      ],
      errors: [
        {
          line: 4,
          column: 20,
          message:
            'the fidelity overview claims fidelity "exact", but the project-interop crosswalk is verified against nothing (verified_against: null)',
        },
        { line: 16, column: 15, message: 'the entry for Project claims fidelity "exact"' },
      ],
    },
    {
      name: 'an exact state mapping in an unverified crosswalk',
      files: unauditedAcme(
        '  AgentRun: {fidelity: partial, native_term: Run}\n',
        [
          'native_lifecycles:',
          '  Run: {states: [QUEUED], initial: QUEUED, terminal: [], transitions: []}',
          'state_maps:',
          '  AgentRun:',
          '    states:',
          '      QUEUED: {awm_state: assigned, fidelity: exact}',
          '',
        ].join('\n'),
      ),
      errors: [{ line: 15, column: 47, message: 'native state "QUEUED" of AgentRun claims fidelity "exact"' }],
    },
  ],
});
