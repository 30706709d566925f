// CREDENTIAL_SNAPSHOT: a field that travels in portable snapshots is a credential.
import { msg } from '../src/diagnostics/message.js';
import { isCredentialName } from '../src/model/names.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'CREDENTIAL_SNAPSHOT',
  severity: 'error',
  summary: 'A field with `portable_snapshot: true` is a credential by its name or type.',
  description:
    'Portable project and session snapshots are copied between systems; a credential in one leaks. ' +
    'A field is a credential when a word of its name or type is token, secret, password, passwd, ' +
    'passphrase, credential, apikey, privatekey, bearer or cookie, or when two adjacent words are ' +
    'api key, private key, access key, secret key, signing key, client secret or session key ' +
    '(`access_token`, `clientSecret`, `api_key`). Words are split at underscores, hyphens and case ' +
    'changes, so `port` or `tokenizer_mode` do not match. Such a field must say `portable_snapshot: false`. ' +
    'Applies to the terms of the model rules that name this code.',
  messages: {
    credential: msg`field "${'field'}" is a credential by its ${'what'} and must not travel in portable snapshots (set portable_snapshot: false)`,
  },
  reads: ['fields'],
  example: {
    file: 'terms/Workspace.yaml',
    passing: '  - {name: environment_kind, kind: descriptive, type: string, portable_snapshot: true}',
    failing: '  - {name: access_token, kind: descriptive, type: string, portable_snapshot: true}',
  },
  check({ modelRules, termsOf, report }) {
    const terms = new Set(modelRules.flatMap(termsOf));
    for (const term of terms) {
      term.data.fields.forEach((field, index) => {
        if (!field.portable_snapshot) return;
        const what = isCredentialName(field.name) ? 'name' : isCredentialName(field.type) ? 'type' : undefined;
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
