// MISSING_AUTHORITY: a term has no authority.owner.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('MISSING_AUTHORITY', {
  valid: [
    { name: 'an owner', terms: { Task: 'authority: {owner: test-owner, mutable: true}' } },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: 'authority: {mutable: true}', Review: '' },
    },
  ],
  invalid: [
    {
      name: 'no owner, reported at the authority key',
      terms: { Task: 'definition: A task.\nauthority:\n  mutable: true' },
      errors: [{ line: 2, column: 1, message: 'Task names no owner' }],
    },
    {
      name: 'a blank owner',
      terms: { Artifact: 'authority:\n  owner: " "\n  mutable: false' },
      errors: [{ line: 1, column: 1, message: 'Artifact names no owner' }],
    },
    {
      name: 'a term the runtime records, though the model rule does not apply to it',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: 'authority: {mutable: true}\nmutability: immutable', Review: '' },
      errors: [{ line: 1, column: 1, message: 'Task names no owner' }],
    },
  ],
});
