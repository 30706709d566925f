// ALIAS_COLLISION: one alias for two terms, or an alias that spells another term's key.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { foldName } from '../src/model/queries.js';
import type { Term } from '../src/model/model.js';

export default defineRule({
  code: 'ALIAS_COLLISION',
  severity: 'warning',
  summary: 'A non-deprecated alias is shared by two terms or names another term.',
  description:
    'An alias is another name a reader may meet for a term, so it must lead to exactly one term. ' +
    'The rule reports an alias that another term also lists, and an alias that equals another ' +
    "term's key. Names are compared ignoring case, hyphens, underscores and spaces, so " +
    '`work-session` collides with `WorkSession`. Deprecated aliases are exempt: they record names ' +
    'that were ambiguous, which is why they were deprecated (PROHIBITED_FIELD keeps them out of field names).',
  messages: {
    shared: msg`alias "${'alias'}" is also an alias of ${'other'}`,
    isKey: msg`alias "${'alias'}" names the term ${'other'}`,
  },
  reads: ['key', 'aliases'],
  example: { file: 'terms/Task.yaml', passing: 'aliases: [work-item]', failing: 'aliases: [work-item, work-session]' },
  check({ model, report }) {
    const keys = new Map<string, Term>([...model.terms.values()].map((term) => [foldName(term.key), term]));
    const firstOwner = new Map<string, Term>();
    for (const term of model.terms.values()) {
      term.data.aliases.forEach((alias, index) => {
        const folded = foldName(alias);
        const at = { source: term.source, path: ['aliases', index], term: term.key };
        const named = keys.get(folded);
        if (named && named !== term) report({ ...at, messageId: 'isKey', params: { alias, other: named.key } });
        const owner = firstOwner.get(folded);
        if (!owner) firstOwner.set(folded, term);
        else if (owner !== term) report({ ...at, messageId: 'shared', params: { alias, other: owner.key } });
      });
    }
  },
});
