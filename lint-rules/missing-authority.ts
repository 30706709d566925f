// MISSING_AUTHORITY: a term names no owning authority role.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { choicesHint } from '../src/diagnostics/suggest.js';
import { authorityTerms } from '../src/lint/authority-scope.js';

export default defineRule({
  code: 'MISSING_AUTHORITY',
  severity: 'error',
  summary: 'A term has no `authority.owner`.',
  description:
    'Every entity names exactly one catalogued authority role as the sole mutable truth for its ' +
    'records. An absent or blank `authority.owner` leaves nobody answerable for the term. The ' +
    'finding points at the `authority` key. Applies to the terms of the model rules that name this code, ' +
    'and to every term the reference runtime records (one with a lifecycle, or immutable), whose owner ' +
    '`awm runtime init` requires to be a catalogued role.',
  messages: {
    missing: msg`${'term'} names no owner: add authority.owner with one of the authority roles${'choices'}`,
  },
  reads: ['authority'],
  example: {
    file: 'terms/Task.yaml',
    passing: 'authority:\n  owner: work-session-coordinator\n  mutable: true',
    failing: 'authority:\n  mutable: true',
  },
  check({ model, report, scopedTerms }) {
    for (const term of authorityTerms(model, scopedTerms())) {
      if ((term.data.authority.owner ?? '').trim() !== '') continue;
      report({
        source: term.source,
        path: ['authority'],
        atKey: true,
        term: term.key,
        messageId: 'missing',
        params: { term: term.key, choices: choicesHint('catalogued roles', model.roles.keys()) },
      });
    }
  },
});
