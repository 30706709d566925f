// ALIAS_COLLISION cases.
import { ruleTester } from '../helpers/rule-tester.js';

ruleTester('ALIAS_COLLISION', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'an alias equal to the term itself',
      edits: [{ file: 'terms/Task.yaml', search: 'aliases: [work-item]', replace: 'aliases: [work-item, task]' }],
    },
    {
      name: 'a deprecated alias shared by two terms',
      edits: [{ file: 'terms/Task.yaml', search: 'deprecated_aliases: []', replace: 'deprecated_aliases: [session]' }],
    },
  ],
  invalid: [
    {
      name: 'an alias that spells another term, ignoring case and separators',
      edits: [
        { file: 'terms/Task.yaml', search: 'aliases: [work-item]', replace: 'aliases: [work-item, work-session]' },
      ],
      errors: [{ line: 83, column: 22, message: 'alias "work-session" names the term WorkSession' }],
    },
    {
      name: 'an alias another term already has',
      edits: [
        { file: 'terms/Task.yaml', search: 'aliases: [work-item]', replace: 'aliases: [work-item, Work_Episode]' },
      ],
      errors: [{ line: 83, column: 22, message: 'alias "Work_Episode" is also an alias of WorkSession' }],
    },
  ],
});
