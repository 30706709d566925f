// UNKNOWN_AUTHORITY: authority.owner is not a catalogued authority role.
import { ruleTester } from '../helpers/rule-tester.js';

const owner = (name: string) => `authority:\n  owner: ${name}\n  mutable: true`;

/** A lifecycle, which makes the term one the runtime records. */
const lifecycle =
  'lifecycle: {initial: open, states: [open, done], terminal: [done], transitions: [{from: open, to: done}]}';

ruleTester('UNKNOWN_AUTHORITY', {
  valid: [
    { name: 'a catalogued role', terms: { Task: owner('other-owner') } },
    { name: 'a term as owner (FOREIGN_AUTHORITY)', terms: { Task: owner('WorkSession'), WorkSession: '' } },
    { name: 'a missing owner (MISSING_AUTHORITY)', terms: { Task: 'authority: {mutable: true}' } },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: owner('somebody'), Review: '' },
    },
  ],
  invalid: [
    {
      name: 'a misspelt role, with a suggestion',
      terms: { Task: owner('test-ownr') },
      errors: [
        {
          line: 2,
          column: 10,
          message: 'owner "test-ownr" is not an authority role in authority-roles.yaml (did you mean "test-owner"?)',
        },
      ],
    },
    {
      name: 'a role missing from the catalogue',
      terms: { Task: '', HostConversation: owner('host-product') },
      errors: [{ file: 'terms/HostConversation.yaml', line: 2, column: 10, message: '"host-product"' }],
    },
    {
      name: 'a term the runtime records, though the model rule does not apply to it',
      rules: [{ appliesTo: ['Review'] }],
      terms: {
        Task: `${owner('somebody')}\n${lifecycle}`,
        Review: '',
      },
      errors: [{ line: 2, column: 10, message: 'owner "somebody" is not an authority role' }],
    },
  ],
});
