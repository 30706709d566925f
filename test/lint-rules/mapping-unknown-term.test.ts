// MAPPING_UNKNOWN_TERM cases, on a small crosswalk added to the model.
import { unauditedAcme } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('MAPPING_UNKNOWN_TERM', {
  valid: [{ name: 'the bundled model: four crosswalks naming only terms of the model' }],
  invalid: [
    {
      name: 'an entry for a misspelt term, with a suggestion',
      files: unauditedAcme('  Tasks:\n    fidelity: none\n    native_term: null\n'),
      errors: [
        {
          line: 9,
          column: 3,
          message:
            'an entry of the acme crosswalk names "Tasks", which is not a term of the model (did you mean "Task"?)',
        },
      ],
    },
    {
      name: 'a state map, a false friend and a compatibility field mapping naming unknown terms',
      files: {
        'mappings/acme.yaml': [
          'system: acme',
          'status: draft',
          'fidelity_overview: partial',
          'verified_against: null',
          'description: A test crosswalk.',
          'notes: A test crosswalk.',
          'compatibility_field_mappings:',
          '  - {term: Agent, field: agent, notes: The ledger column naming the agent.}',
          'terms:',
          '  Task: {fidelity: none, native_term: null}',
          'state_maps:',
          '  AgentInstances:',
          '    states: {UP: {awm_state: ready, fidelity: close}}',
          'false_friends:',
          '  - {native_term: Principal, term: Identity, reason: Not one.}',
          '',
        ].join('\n'),
      },
      errors: [
        { line: 12, column: 3, message: 'a state map of the acme crosswalk names "AgentInstances"' },
        { line: 15, column: 36, message: 'a false friend of the acme crosswalk names "Identity"' },
        { line: 8, column: 12, message: 'a compatibility field mapping of the acme crosswalk names "Agent"' },
      ],
    },
  ],
});
