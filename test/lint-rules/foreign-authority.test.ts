// FOREIGN_AUTHORITY cases.
import { ruleTester } from '../helpers/rule-tester.js';

const owner = '  owner: work-session-coordinator';

ruleTester('FOREIGN_AUTHORITY', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'an owner that is neither a role nor a term (UNKNOWN_AUTHORITY)',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: somebody' }],
    },
  ],
  invalid: [
    {
      name: 'another term as owner',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: WorkSession' }],
      errors: [{ line: 12, column: 10, message: 'owner "WorkSession" is the term WorkSession' }],
    },
    {
      name: 'a term spelt in kebab-case as owner',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: agent-run' }],
      errors: [{ line: 12, column: 10, message: 'is the term AgentRun' }],
    },
    {
      name: 'the term itself as owner',
      edits: [{ file: 'terms/Task.yaml', search: owner, replace: '  owner: task' }],
      errors: [{ line: 12, column: 10, message: 'Task names itself as its owner' }],
    },
  ],
});
