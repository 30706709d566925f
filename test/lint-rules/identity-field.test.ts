// IDENTITY_FIELD: identity.field must be in fields exactly once, with kind identity.
import { ruleTester } from '../helpers/rule-tester.js';

const identity = 'identity: {field: task_id, kind: name, authorization: false}';

ruleTester('IDENTITY_FIELD', {
  valid: [
    {
      name: 'the identity field once, and a second identity-kind field (like Resource.uri)',
      terms: {
        Task: `
          ${identity}
          fields:
            - {name: task_id, kind: identity, type: name, portable_snapshot: true}
            - {name: uri, kind: identity, type: uri, portable_snapshot: true}
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'the identity field is not in fields',
      terms: {
        Task: `
          identity:
            field: task_ref_id
            kind: name
            authorization: false
          fields:
            - {name: task_id, kind: identity, type: name, portable_snapshot: true}
        `,
      },
      errors: [{ line: 2, column: 10, message: 'identity field "task_ref_id" is not listed in fields' }],
    },
    {
      name: 'the identity field has another kind',
      terms: {
        Task: `
          ${identity}
          fields:
            - {name: task_id, kind: reference, type: name, portable_snapshot: true}
        `,
      },
      errors: [{ line: 3, column: 27, message: 'has kind "reference" in fields' }],
    },
    {
      name: 'the identity field is listed twice',
      terms: {
        Task: `
          ${identity}
          fields:
            - {name: task_id, kind: identity, type: name, portable_snapshot: true}
            - {name: title, kind: descriptive, type: string, portable_snapshot: true}
            - {name: task_id, kind: identity, type: name, portable_snapshot: false}
        `,
      },
      errors: [{ line: 5, column: 12, message: 'listed in fields more than once' }],
    },
  ],
});
