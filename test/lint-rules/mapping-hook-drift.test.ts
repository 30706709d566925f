// MAPPING_HOOK_DRIFT: a term's mapping hook disagrees with the crosswalk it names.
import { ruleTester } from '../helpers/rule-tester.js';

/** Project's hook for vox: fidelity on line 3, native_term on line 4. */
const project = (fidelity: string, nativeTerm: string) =>
  `mapping_hooks:\n  vox:\n    fidelity: ${fidelity}\n    native_term: ${nativeTerm}\n    notes: Seen from the term.`;

/** The vox crosswalk, its entries from line 2. */
const vox = 'terms:\n  Project: {fidelity: partial, native_term: Workspace, notes: Seen from the crosswalk.}';

ruleTester('MAPPING_HOOK_DRIFT', {
  valid: [
    { name: 'a hook that agrees, notes aside', terms: { Project: project('partial', 'Workspace') }, mappings: { vox } },
    { name: 'a crosswalk the terms have no hooks for', terms: { Project: '' }, mappings: { vox } },
    {
      name: 'a hook for a system the model has no crosswalk for is left to UNKNOWN_REFERENCE',
      terms: { Project: project('partial', 'Workspace') },
      modelErrors: ['UNKNOWN_REFERENCE'],
    },
  ],
  invalid: [
    {
      name: 'fidelity and native term differ from the crosswalk',
      terms: { Project: project('none', 'null') },
      mappings: { vox },
      errors: [
        {
          line: 3,
          column: 15,
          message: 'mapping hook says fidelity "none", but the vox crosswalk says "partial" (mappings/vox.yaml:2)',
        },
        {
          line: 4,
          column: 18,
          message: 'mapping hook says native_term null, but the vox crosswalk says "Workspace" (mappings/vox.yaml:2)',
        },
      ],
    },
    {
      name: 'a hook for a term the crosswalk has no entry for',
      terms: { Project: project('partial', 'Workspace') },
      mappings: { vox: 'notes: Nothing mapped yet.\nterms: {}' },
      errors: [
        {
          line: 2,
          column: 3,
          message: 'mapping hook for vox, but the vox crosswalk has no entry for Project (mappings/vox.yaml:2)',
        },
      ],
    },
  ],
});
