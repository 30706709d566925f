// CREDENTIAL_SNAPSHOT: a field that travels in portable snapshots is a credential by its name or type.
import { ruleTester } from '../helpers/rule-tester.js';

/** Task's fields: its identity, then one more field in flow style (line 3, name at column 12). */
const fields = (name: string, portable: boolean) =>
  `fields:\n  - {name: task_id, kind: identity, type: name, portable_snapshot: true}\n` +
  `  - {name: ${name}, kind: descriptive, type: string, portable_snapshot: ${portable}}`;

ruleTester('CREDENTIAL_SNAPSHOT', {
  valid: [
    { name: 'a credential kept out of snapshots', terms: { Task: fields('api_key', false) } },
    { name: 'words that merely contain a credential word', terms: { Task: fields('tokenizer_mode', true) } },
    { name: 'a port is not a credential', terms: { Task: fields('passport_port', true) } },
    { name: 'an abbreviation that qualifies another word', terms: { Task: fields('auth_method', true) } },
    { name: 'a name about a credential, not one', terms: { Task: fields('secret_ref', true) } },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: fields('api_key', true), Review: '' },
    },
  ],
  invalid: [
    {
      name: 'a snake_case credential pair',
      terms: { Task: fields('api_key', true) },
      errors: [{ line: 3, column: 12, message: 'field "api_key" is a credential by its name' }],
    },
    {
      name: 'a camelCase credential word',
      terms: { Task: fields('accessToken', true) },
      errors: [{ line: 3, column: 12, message: 'set portable_snapshot: false' }],
    },
    {
      name: 'an abbreviation as the last word (the runtime refuses such a key too)',
      terms: { Task: fields('db_pw', true) },
      errors: [{ line: 3, column: 12, message: 'field "db_pw" is a credential by its name' }],
    },
    {
      name: 'a compound inside one word',
      terms: { Task: fields('dbpassword', true) },
      errors: [{ line: 3, column: 12, message: 'field "dbpassword" is a credential by its name' }],
    },
    {
      name: 'a block-style field',
      terms: {
        Task: `
          fields:
            - {name: task_id, kind: identity, type: name, portable_snapshot: true}
            - name: client_secret
              kind: descriptive
              type: string
              portable_snapshot: true
        `,
      },
      errors: [{ line: 3, column: 11, message: '"client_secret"' }],
    },
    {
      name: 'a section scope reaches every term',
      rules: [{ appliesTo: ['fields'] }],
      terms: { Review: '', Task: fields('password', true) },
      errors: [{ file: 'terms/Task.yaml', line: 3, column: 12, message: '"password"' }],
    },
  ],
});
