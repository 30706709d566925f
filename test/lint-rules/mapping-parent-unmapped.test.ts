// MAPPING_PARENT_UNMAPPED: a child term mapped while the parent the model requires for it has no counterpart.
import { agentRun, lines } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const terms = {
  AgentRun:
    `${agentRun}\nrelationships:\n  - {name: turns, kind: contains, target: Turn, cardinality: "0..*", ` +
    `inverse: agent_run, inverse_cardinality: "1"}`,
  Turn: 'parent: {term: AgentRun, cardinality: "1", inverse: turns, inverse_cardinality: "0..*"}',
};
/** AgentRun's fidelity on line 3, Turn's on line 6. */
const pair = (run: string, turn: string) => ({
  acme: lines(
    'terms:',
    '  AgentRun:',
    `    fidelity: ${run}`,
    '  Turn:',
    '    native_term: step',
    `    fidelity: ${turn}`,
  ),
});

ruleTester('MAPPING_PARENT_UNMAPPED', {
  valid: [
    {
      name: 'a related child of a parent mapped none',
      terms,
      mappings: pair('none\n    native_term: null', 'related'),
    },
    { name: 'a child and its parent both mapped', terms, mappings: pair('close\n    native_term: job', 'close') },
    {
      name: 'a child the crosswalk does not map, under a parent mapped none',
      terms,
      mappings: { acme: lines('terms:', '  AgentRun: {fidelity: none, native_term: null}') },
    },
    { name: 'a parent not yet checked', terms, mappings: pair('tbd\n    native_term: null', 'narrow') },
  ],
  invalid: [
    {
      name: 'a Turn mapped close while AgentRun is mapped none',
      terms,
      mappings: pair('none\n    native_term: null', 'close'),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 7,
          column: 15,
          term: 'Turn',
          message:
            'Turn is mapped close to step, but its parent AgentRun is mapped none in the acme crosswalk: map ' +
            'AgentRun, or map Turn related',
        },
      ],
    },
  ],
});
