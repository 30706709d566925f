// CREDENTIAL_SNAPSHOT: a field that travels in portable snapshots is a credential.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { credentialNameReason } from '../src/credentials/names.js';

export default defineRule({
  code: 'CREDENTIAL_SNAPSHOT',
  severity: 'error',
  summary: 'A field with `portable_snapshot: true` is a credential by its name or type.',
  description:
    'Portable project and session snapshots are copied between systems; a credential in one leaks. ' +
    'A field is a credential when its name or type is one by the test the runtime uses for every key it ' +
    'records (`src/credentials/names.ts`): a word that alone names a credential (token, secret, password, ' +
    'passwd, passphrase, credential, apikey, privatekey, bearer, cookie, authorization), a pair (api key, ' +
    'private key, access key, signing key, session key, ssh key), a compound inside one word (`dbpassword`), ' +
    'or `pass`, `pw`, `pwd` or `auth` as the last word (`db_pass`). Words are split at underscores, hyphens ' +
    'and case changes and compared by their Unicode confusable skeleton, so `port`, `tokenizer_mode`, ' +
    '`max_tokens` and `auth_method` do not match, nor does a name whose last word says it is about a ' +
    'credential rather than one (`secret_ref`, `password_policy`, `token_url`). Such a field must say ' +
    '`portable_snapshot: false`. Applies to the terms of the model rules that name this code.',
  messages: {
    credential: msg`field "${'field'}" is a credential by its ${'what'} and must not travel in portable snapshots (set
      portable_snapshot: false)`,
  },
  reads: ['fields'],
  example: {
    file: 'terms/Workspace.yaml',
    passing: '  - {name: environment_kind, kind: descriptive, type: string, portable_snapshot: true}',
    failing: '  - {name: access_token, kind: descriptive, type: string, portable_snapshot: true}',
  },
  check({ report, scopedTerms }) {
    const terms = scopedTerms();
    for (const term of terms) {
      term.data.fields.forEach((field, index) => {
        if (!field.portable_snapshot) return;
        const what = credentialNameReason(field.name) ? 'name' : credentialNameReason(field.type) ? 'type' : undefined;
        if (!what) return;
        report({
          source: term.source,
          path: ['fields', index, what === 'name' ? 'name' : 'type'],
          term: term.key,
          messageId: 'credential',
          params: { field: field.name, what },
        });
      });
    }
  },
});
