// FOREIGN_AUTHORITY: a term's owner is a term (another entity, or itself) instead of a role.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { foldName } from '../src/model/queries.js';
import { authorityTerms } from '../src/lint/authority-scope.js';
import type { Term } from '../src/model/model.js';

export default defineRule({
  code: 'FOREIGN_AUTHORITY',
  severity: 'error',
  summary: '`authority.owner` names a term instead of an authority role.',
  description:
    'Authority roles are external system or role boundaries, not the term itself and not another ' +
    'entity: foreign entities are referenced or observed, never re-owned as a second mutable truth. ' +
    'The owner is compared with term keys ignoring case and separators (`work-session` names ' +
    'WorkSession). A catalogued role whose id happens to spell a term is accepted. Applies to the ' +
    'terms of the model rules that name this code, and to every term the reference runtime records (one ' +
    'with a lifecycle, or immutable), whose owner `awm runtime init` requires to be a catalogued role.',
  messages: {
    self: msg`${'term'} names itself as its owner; name the authority role that owns its records`,
    foreign: msg`owner "${'owner'}" is the term ${'other'}, not an authority role; reference or observe ${'other'}
      instead of owning through it`,
  },
  reads: ['authority'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  owner: work-session-coordinator',
    failing: '  owner: WorkSession',
  },
  check({ model, report, scopedTerms }) {
    const termsByName = new Map<string, Term>([...model.terms.values()].map((term) => [foldName(term.key), term]));
    for (const term of authorityTerms(model, scopedTerms())) {
      const owner = term.data.authority.owner;
      if (owner === undefined || model.roles.has(owner)) continue;
      const other = termsByName.get(foldName(owner));
      if (!other) continue;
      const at = { source: term.source, path: ['authority', 'owner'], term: term.key };
      if (other === term) report({ ...at, messageId: 'self', params: { term: term.key } });
      else report({ ...at, messageId: 'foreign', params: { owner, other: other.key } });
    }
  },
});
