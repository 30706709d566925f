// IDENTITY_AUTHORIZATION: an identity claims to authorize, or its field is named as a credential.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { credentialNameReason } from '../src/credentials/names.js';

export default defineRule({
  code: 'IDENTITY_AUTHORIZATION',
  severity: 'error',
  summary: '`identity.authorization` is not `false`, or the identity field is named as a credential.',
  description:
    'Identity fields and handles are names, not authorization: knowing an id must never grant access. ' +
    'The rule reports `authorization: true`, and an identity field whose name is a credential by the ' +
    'same test as CREDENTIAL_SNAPSHOT (`session_token_id`, `api_key`); a field type is one of the ' +
    "schema's value types, none of them a credential. Applies to the terms of the model rules that name this code.",
  messages: {
    authorizes: msg`the identity of ${'term'} claims authorization; identities are names, set authorization: false`,
    credential: msg`identity field "${'field'}" is a credential by its name; an identity must be a plain name`,
  },
  reads: ['identity', 'fields'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  field: task_id\n  kind: name\n  authorization: false',
    failing: '  field: task_id\n  kind: name\n  authorization: true',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const identity = term.data.identity;
      const at = { source: term.source, term: term.key };
      if (identity.authorization !== false) {
        report({ ...at, path: ['identity', 'authorization'], messageId: 'authorizes', params: { term: term.key } });
      }
      // Only the name can be a credential: a field's type is one of the schema's value types, and none of them is.
      if (credentialNameReason(identity.field)) {
        report({ ...at, path: ['identity', 'field'], messageId: 'credential', params: { field: identity.field } });
      }
    }
  },
});
