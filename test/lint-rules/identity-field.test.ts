// IDENTITY_FIELD cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('IDENTITY_FIELD', {
  valid: [{ name: 'the bundled model, where Resource has a second identity-kind field (uri)' }],
  invalid: [
    {
      name: 'the identity field is not in fields',
      edits: [{ file: 'terms/Task.yaml', search: '  field: task_id', replace: '  field: task_ref_id' }],
      errors: [{ line: 16, column: 10, message: 'identity field "task_ref_id" is not listed in fields' }],
    },
    {
      name: 'the identity field has another kind',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '{name: task_id, kind: identity,',
          replace: '{name: task_id, kind: reference,',
        },
      ],
      errors: [{ line: 25, column: 27, message: 'has kind "reference" in fields' }],
    },
    {
      name: 'the identity field is listed twice',
      edits: [
        {
          file: 'terms/Task.yaml',
          search: '  - {name: title,',
          replace: '  - {name: task_id, kind: identity, type: name, portable_snapshot: false}\n  - {name: title,',
        },
      ],
      errors: [{ line: 27, column: 12, message: 'listed in fields more than once' }],
    },
  ],
});
