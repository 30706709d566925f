// ALIAS_COLLISION: an alias spells another term's key, or another term already has it.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('ALIAS_COLLISION', {
  valid: [
    { name: 'distinct aliases', terms: { Task: 'aliases: [work-item]', Review: 'aliases: [critique]' } },
    { name: 'an alias equal to the term itself', terms: { Task: 'aliases: [task, Task]', Review: '' } },
    {
      name: 'a deprecated alias shared by two terms',
      terms: { Task: 'deprecated_aliases: [job]', Review: 'deprecated_aliases: [job]' },
    },
  ],
  invalid: [
    {
      name: 'an alias that spells another term, ignoring case and separators',
      terms: { Task: 'aliases: [work-item, code_Review]', CodeReview: '' },
      errors: [{ line: 1, column: 22, message: 'alias "code_Review" names the term CodeReview' }],
    },
    {
      name: 'an alias another term already has, reported at the second',
      terms: { Task: 'aliases: [work-item]', Review: 'aliases:\n  - critique\n  - Work_Item' },
      errors: [
        { file: 'terms/Review.yaml', line: 3, column: 5, message: 'alias "Work_Item" is also an alias of Task' },
      ],
    },
  ],
});
