// UNKNOWN_AUTHORITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

const owner = '  owner: work-session-coordinator';

ruleTester('UNKNOWN_AUTHORITY', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'a term as owner (FOREIGN_AUTHORITY)',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: WorkSession' }],
    },
    {
      name: 'a missing owner (MISSING_AUTHORITY)',
      edits: [{ file: 'terms/Task.yaml', search: `${owner}\n`, replace: '' }],
    },
  ],
  invalid: [
    {
      name: 'a misspelt role, with a suggestion',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: work-session-coordinater' }],
      errors: [
        {
          line: 12,
          column: 10,
          message:
            'owner "work-session-coordinater" is not an authority role in authority-roles.yaml (did you mean "work-session-coordinator"?)',
        },
      ],
    },
    {
      name: 'a role removed from the catalogue',
      edits: [
        { file: 'authority-roles.yaml', search: '  - id: host-product\n', replace: '  - id: host-application\n' },
      ],
      errors: [{ file: 'terms/HostConversation.yaml', line: 12, column: 10, message: '"host-product"' }],
    },
  ],
});
