// Diff of a term's aliases and deprecated aliases: an alias dropped without being kept as deprecated breaks lookups.
import type { TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import { sameList } from './lists.js';
import { inTerm } from './targets.js';

export function diffAliases(key: string, before: TermDocument, after: TermDocument): Change[] {
  if (sameList(before.aliases, after.aliases) && sameList(before.deprecated_aliases, after.deprecated_aliases))
    return [];
  const changes: Change[] = [];
  const was = { aliases: new Set(before.aliases), deprecated: new Set(before.deprecated_aliases) };
  const is = { aliases: new Set(after.aliases), deprecated: new Set(after.deprecated_aliases) };
  for (const alias of before.aliases) {
    if (is.aliases.has(alias)) continue;
    changes.push(
      is.deprecated.has(alias)
        ? createChange('ALIAS_DEPRECATED', inTerm(key, 'deprecated_aliases', alias), { alias })
        : createChange('ALIAS_REMOVED', inTerm(key, 'aliases', alias), { alias }),
    );
  }
  for (const alias of before.deprecated_aliases) {
    if (is.deprecated.has(alias)) continue;
    changes.push(
      is.aliases.has(alias)
        ? createChange('ALIAS_UNDEPRECATED', inTerm(key, 'aliases', alias), { alias })
        : createChange('DEPRECATED_ALIAS_REMOVED', inTerm(key, 'deprecated_aliases', alias), { alias }),
    );
  }
  for (const alias of after.aliases) {
    if (!was.aliases.has(alias) && !was.deprecated.has(alias))
      changes.push(createChange('ALIAS_ADDED', inTerm(key, 'aliases', alias), { alias }));
  }
  for (const alias of after.deprecated_aliases) {
    if (!was.aliases.has(alias) && !was.deprecated.has(alias)) {
      changes.push(createChange('DEPRECATED_ALIAS_ADDED', inTerm(key, 'deprecated_aliases', alias), { alias }));
    }
  }
  return changes;
}
