// MAPPING_UNKNOWN_TERM: a crosswalk names a term the model does not have.
import { ruleTester } from '../helpers/rule-tester.js';

const lifecycle =
  'lifecycle: {initial: ready, states: [ready, stopped], terminal: [stopped], transitions: [{from: ready, to: ' +
  'stopped}]}';

ruleTester('MAPPING_UNKNOWN_TERM', {
  valid: [
    {
      name: 'entries, a state map, a false friend and a compatibility mapping naming terms of the model',
      terms: { Task: '', AgentInstance: lifecycle },
      mappings: {
        vox: `
          compatibility_field_mappings:
            - {term: Task, field: title, notes: The ledger column.}
          terms:
            Task: {fidelity: tbd, native_term: null}
          state_maps:
            AgentInstance:
              states:
                IDLE: {awm_state: ready, fidelity: exact}
          false_friends:
            - {native_term: Task, term: Task, reason: A VOX task is a queue item.}
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'an entry for a misspelt term, with a suggestion',
      terms: { Task: '' },
      mappings: { vox: 'terms:\n  Tasks: {fidelity: none, native_term: null}' },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 2,
          column: 3,
          message:
            'an entry of the vox crosswalk names "Tasks", which is not a term of the model (did you mean "Task"?)',
        },
      ],
    },
    {
      name: 'a state map, a false friend and a compatibility field mapping naming unknown terms',
      terms: { Task: '', AgentInstance: lifecycle },
      mappings: {
        vox: `
          compatibility_field_mappings:
            - {term: Agent, field: agent, notes: The ledger column naming the agent.}
          state_maps:
            AgentInstances:
              states:
                IDLE: {awm_state: ready, fidelity: exact}
          false_friends:
            - native_term: Identity
              term: Identity
              reason: Not an AWM term.
        `,
      },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 4,
          column: 3,
          message: 'a state map of the vox crosswalk names "AgentInstances"',
        },
        {
          file: 'mappings/vox.yaml',
          line: 9,
          column: 11,
          message: 'a false friend of the vox crosswalk names "Identity"',
        },
        {
          file: 'mappings/vox.yaml',
          line: 2,
          column: 12,
          message: 'a compatibility field mapping of the vox crosswalk names "Agent"',
        },
      ],
    },
  ],
});
