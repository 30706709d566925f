// MAPPING_UNVERIFIED cases.
import { ruleTester } from '../helpers/rule-tester.js';

const interop = 'mappings/project-interop.yaml';

ruleTester('MAPPING_UNVERIFIED', {
  valid: [
    { name: 'the bundled model: exact states in awaken-workforce, which is verified' },
    {
      name: 'exact in a verified crosswalk',
      edits: [
        {
          file: 'mappings/vox.yaml',
          search: '    fidelity: partial\n    native_term: Agent',
          replace: '    fidelity: exact\n    native_term: Agent',
        },
      ],
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
      name: 'an exact state mapping once verified_against is cleared',
      edits: [
        {
          file: 'mappings/awaken-workforce.yaml',
          search:
            'verified_against: >-\n  Awaken Objects documentation, "The object model" (kernel objects, the process layer, the scope\n  tree, work and execution objects, identity and assignment objects)',
          replace: 'verified_against: null',
        },
      ],
      errors: [
        { line: 174, column: 19, message: 'native state "active" of AgentRun claims fidelity "exact"' },
        { line: 177, column: 19, message: 'native state "succeeded" of AgentRun' },
        { line: 180, column: 19, message: 'native state "failed" of AgentRun' },
        { line: 183, column: 19, message: 'native state "cancelled" of AgentRun' },
      ],
    },
  ],
});
