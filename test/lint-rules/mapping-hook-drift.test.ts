// MAPPING_HOOK_DRIFT cases.
import { ruleTester } from '../helpers/rule-tester.js';

const project = 'terms/Project.yaml';

ruleTester('MAPPING_HOOK_DRIFT', {
  valid: [
    { name: 'the bundled model: project-interop hooks agree, and the other crosswalks have no hooks (allowed)' },
    {
      name: 'notes may differ, and a matching hook for a new crosswalk is fine',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: 'mapping_hooks:\n',
          replace:
            'mapping_hooks:\n  hoziron:\n    fidelity: related\n    native_term: workflow step\n    notes: Seen from the term.\n',
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'fidelity and native term differ from the crosswalk',
      edits: [
        {
          file: project,
          search: '    fidelity: partial\n    native_term: Project',
          replace: '    fidelity: none\n    native_term: null',
        },
      ],
      errors: [
        {
          line: 94,
          column: 15,
          message: 'mapping hook says fidelity "none", but the project-interop crosswalk says "partial" (',
        },
        {
          line: 95,
          column: 18,
          message: 'mapping hook says native_term null, but the project-interop crosswalk says "Project"',
        },
      ],
    },
    {
      name: 'a hook for a term the crosswalk has no entry for',
      edits: [
        { file: 'mappings/project-interop.yaml', search: '  Task: {fidelity: tbd, native_term: null}\n', replace: '' },
      ],
      errors: [
        {
          file: 'terms/Task.yaml',
          line: 97,
          column: 3,
          message: 'mapping hook for project-interop, but the project-interop crosswalk has no entry for Task',
        },
      ],
    },
  ],
});
