// MAPPING_PARENT_UNMAPPED cases: a child term mapped while the parent the model requires has no counterpart.
import { acmeFiles } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const pair = (run: string, turn: string) =>
  acmeFiles(`  AgentRun:\n    fidelity: ${run}\n  Turn:\n    fidelity: ${turn}\n`);

ruleTester('MAPPING_PARENT_UNMAPPED', {
  valid: [
    { name: 'the bundled model: Turns are related where AgentRun has no counterpart' },
    {
      name: 'a related child of a parent mapped none',
      files: pair('none\n    native_term: null', 'related\n    native_term: pass'),
    },
    {
      name: 'a child and its parent both mapped',
      files: pair('close\n    native_term: job', 'close\n    native_term: step'),
    },
    { name: 'a parent not yet checked', files: pair('tbd\n    native_term: null', 'narrow\n    native_term: step') },
  ],
  invalid: [
    {
      name: 'a Turn mapped close while AgentRun is mapped none',
      files: pair('none\n    native_term: null', 'close\n    native_term: step'),
      errors: [
        {
          line: 17,
          column: 15,
          message:
            'Turn is mapped close to step, but its parent AgentRun is mapped none in the acme crosswalk: map AgentRun, or map Turn related',
        },
      ],
    },
  ],
});
