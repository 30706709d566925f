// UNKNOWN_AUTHORITY: a term's owner is not in the catalogue of authority roles.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { choicesHint, didYouMean } from '../src/diagnostics/suggest.js';
import { foldName } from '../src/model/queries.js';
import { authorityTerms } from '../src/lint/authority-scope.js';

export default defineRule({
  code: 'UNKNOWN_AUTHORITY',
  severity: 'error',
  summary: '`authority.owner` is not a catalogued authority role.',
  description:
    'Owners must be roles listed in `authority-roles.yaml`, so that ownership is a closed, reviewed ' +
    'vocabulary. An owner that names a term instead is FOREIGN_AUTHORITY, not this code. The message ' +
    'suggests the closest role. Applies to the terms of the model rules that name this code, ' +
    'and to every term the reference runtime records (one with a lifecycle, or immutable), whose owner ' +
    '`awm runtime init` requires to be a catalogued role.',
  messages: {
    unknown: msg`owner "${'owner'}" is not an authority role in authority-roles.yaml${'suggestion'}${'choices'}`,
  },
  reads: ['authority'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  owner: work-session-coordinator',
    failing: '  owner: work-session-coordinater',
  },
  check({ model, report, scopedTerms }) {
    const termNames = new Set([...model.terms.keys()].map(foldName));
    for (const term of authorityTerms(model, scopedTerms())) {
      const owner = term.data.authority.owner;
      if (owner === undefined || owner.trim() === '' || model.roles.has(owner) || termNames.has(foldName(owner)))
        continue;
      report({
        source: term.source,
        path: ['authority', 'owner'],
        term: term.key,
        messageId: 'unknown',
        params: {
          owner,
          suggestion: didYouMean(owner, model.roles.keys()),
          choices: choicesHint('catalogued roles', model.roles.keys()),
        },
        fixes: [correctionFix(term.source, ['authority', 'owner'], owner, model.roles.keys())],
      });
    }
  },
});
