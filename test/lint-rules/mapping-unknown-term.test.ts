// MAPPING_UNKNOWN_TERM cases.
import { ruleTester } from '../helpers/rule-tester.js';

const vox = 'mappings/vox.yaml';

ruleTester('MAPPING_UNKNOWN_TERM', {
  valid: [{ name: 'the bundled model: four crosswalks naming only terms of the model' }],
  invalid: [
    {
      name: 'an entry for a misspelt term, with a suggestion',
      edits: [{ file: vox, search: '  Task:\n    fidelity: none', replace: '  Tasks:\n    fidelity: none' }],
      errors: [
        {
          line: 114,
          column: 3,
          message:
            'an entry of the vox crosswalk names "Tasks", which is not a term of the model (did you mean "Task"?)',
        },
      ],
    },
    {
      name: 'a state map, a false friend and a compatibility field mapping naming unknown terms',
      edits: [
        { file: vox, search: 'state_maps:\n  AgentInstance:', replace: 'state_maps:\n  AgentInstances:' },
        { file: vox, search: '    term: Principal\n', replace: '    term: Identity\n' },
        {
          file: vox,
          search: 'compatibility_field_mappings: []',
          replace:
            'compatibility_field_mappings:\n  - {term: Agent, field: agent, notes: The ledger column naming the agent.}',
        },
      ],
      errors: [
        { line: 135, column: 3, message: 'a state map of the vox crosswalk names "AgentInstances"' },
        { line: 176, column: 11, message: 'a false friend of the vox crosswalk names "Identity"' },
        { line: 21, column: 12, message: 'a compatibility field mapping of the vox crosswalk names "Agent"' },
      ],
    },
  ],
});
