// CREDENTIAL_SNAPSHOT cases.
import { ruleTester } from '../helpers/rule-tester.js';

const title = '  - {name: title, kind: descriptive, type: string, portable_snapshot: true}';
const field = (name: string, portable: boolean) =>
  `  - {name: ${name}, kind: descriptive, type: string, portable_snapshot: ${portable}}`;

ruleTester('CREDENTIAL_SNAPSHOT', {
  valid: [
    { name: 'the bundled model' },
    {
      name: 'a credential kept out of snapshots',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('api_key', false) }],
    },
    {
      name: 'words that merely contain a credential word',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('tokenizer_mode', true) }],
    },
    {
      name: 'a port is not a credential',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('passport_port', true) }],
    },
  ],
  invalid: [
    {
      name: 'a snake_case credential pair',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('api_key', true) }],
      errors: [{ line: 27, column: 12, message: 'field "api_key" is a credential by its name' }],
    },
    {
      name: 'a camelCase credential word',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('accessToken', true) }],
      errors: [{ line: 27, column: 12, message: 'set portable_snapshot: false' }],
    },
    {
      name: 'a block-style field',
      edits: [
        {
          file: 'terms/ResourceBinding.yaml',
          search: '  - name: resolved_locator',
          replace: '  - name: client_secret',
        },
      ],
      errors: [{ line: 35, column: 11, message: '"client_secret"' }],
    },
  ],
});
