// FOREIGN_AUTHORITY: authority.owner names a term (or the term itself) instead of an authority role.
import { ruleTester } from '../helpers/rule-tester.js';

const owner = (name: string) => `authority:\n  owner: ${name}\n  mutable: true`;

/** A lifecycle, which makes the term one the runtime records. */
const lifecycle =
  'lifecycle: {initial: open, states: [open, done], terminal: [done], transitions: [{from: open, to: done}]}';

ruleTester('FOREIGN_AUTHORITY', {
  valid: [
    { name: 'an authority role as owner', terms: { Task: owner('test-owner'), WorkSession: '' } },
    {
      name: 'an owner that is neither a role nor a term (UNKNOWN_AUTHORITY)',
      terms: { Task: owner('somebody'), WorkSession: '' },
    },
    { name: 'no owner (MISSING_AUTHORITY)', terms: { Task: 'authority: {mutable: true}', WorkSession: '' } },
    {
      name: 'a catalogued role whose name also spells a term',
      terms: { Task: owner('task'), WorkSession: '' },
      files: { 'authority-roles.yaml': 'authority_roles:\n  - {id: task, description: The task catalogue.}\n' },
    },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['WorkSession'] }],
      terms: { Task: owner('WorkSession'), WorkSession: '' },
    },
  ],
  invalid: [
    {
      name: 'another term as owner',
      terms: { Task: owner('WorkSession'), WorkSession: '' },
      errors: [{ line: 2, column: 10, message: 'owner "WorkSession" is the term WorkSession' }],
    },
    {
      name: 'a term spelt in kebab-case as owner',
      terms: { Task: owner('work-session'), WorkSession: '' },
      errors: [{ line: 2, column: 10, message: 'is the term WorkSession' }],
    },
    {
      name: 'the term itself as owner',
      terms: { Task: owner('task') },
      errors: [{ line: 2, column: 10, message: 'Task names itself as its owner' }],
    },
    {
      name: 'a term the runtime records, though the model rule does not apply to it',
      rules: [{ appliesTo: ['WorkSession'] }],
      terms: {
        Task: `${owner('WorkSession')}\n${lifecycle}`,
        WorkSession: '',
      },
      errors: [{ line: 2, column: 10, message: 'owner "WorkSession" is the term WorkSession' }],
    },
  ],
});
