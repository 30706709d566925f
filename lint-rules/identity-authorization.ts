// IDENTITY_AUTHORIZATION: an identity claims to authorize, or is a credential.
import { msg } from '../src/diagnostics/message.js';
import { credentialNameReason } from '../src/model/credentials.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'IDENTITY_AUTHORIZATION',
  severity: 'error',
  summary: '`identity.authorization` is not `false`, or the identity field is named or typed as a credential.',
  description:
    'Identity fields and handles are names, not authorization: knowing an id must never grant access. ' +
    'The rule reports `authorization: true`, and an identity field whose name or declared type is a ' +
    'credential by the same test as CREDENTIAL_SNAPSHOT (`session_token_id`, `api_key`). Applies to ' +
    'the terms of the model rules that name this code.',
  messages: {
    authorizes: msg`the identity of ${'term'} claims authorization; identities are names, set authorization: false`,
    credential: msg`identity field "${'field'}" is a credential by its ${'what'}; an identity must be a plain name`,
  },
  reads: ['identity', 'fields'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  field: task_id\n  kind: name\n  authorization: false',
    failing: '  field: task_id\n  kind: name\n  authorization: true',
  },
  check({ modelRules, termsOf, report }) {
    for (const term of new Set(modelRules.flatMap(termsOf))) {
      const identity = term.data.identity;
      const at = { source: term.source, term: term.key };
      if (identity.authorization !== false) {
        report({ ...at, path: ['identity', 'authorization'], messageId: 'authorizes', params: { term: term.key } });
      }
      if (credentialNameReason(identity.field)) {
        report({
          ...at,
          path: ['identity', 'field'],
          messageId: 'credential',
          params: { field: identity.field, what: 'name' },
        });
        continue;
      }
      const index = term.data.fields.findIndex((field) => field.name === identity.field);
      const field = term.data.fields[index];
      if (field && credentialNameReason(field.type)) {
        report({
          ...at,
          path: ['fields', index, 'type'],
          messageId: 'credential',
          params: { field: identity.field, what: 'type' },
        });
      }
    }
  },
});
