// Diff of authority: the catalogue of roles, and each term's owner, authority.mutable and mutability.
import type { ModelBundle } from '../model/bundle.js';
import type { TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import { byName } from './lists.js';
import { inRoles, inTerm } from './targets.js';

export function diffAuthorityRoles(before: ModelBundle, after: ModelBundle): Change[] {
  const changes: Change[] = [];
  const was = byName(before.authority_roles, (role) => role.id);
  const is = byName(after.authority_roles, (role) => role.id);
  for (const role of after.authority_roles) {
    const old = was.get(role.id);
    if (!old) changes.push(createChange('AUTHORITY_ROLE_ADDED', inRoles(role.id), { role: role.id }));
    else if (old.description !== role.description)
      changes.push(createChange('AUTHORITY_ROLE_DESCRIBED', inRoles(role.id, 'description'), { role: role.id }));
  }
  for (const role of before.authority_roles) {
    if (!is.has(role.id)) changes.push(createChange('AUTHORITY_ROLE_REMOVED', inRoles(role.id), { role: role.id }));
  }
  return changes;
}

export function diffTermAuthority(key: string, before: TermDocument, after: TermDocument): Change[] {
  const changes: Change[] = [];
  const was = before.authority;
  const is = after.authority;
  if (was.owner !== is.owner) {
    changes.push(
      createChange('AUTHORITY_OWNER_CHANGED', inTerm(key, 'authority', 'owner'), {
        from: was.owner ?? 'none',
        to: is.owner ?? 'none',
      }),
    );
  }
  if (was.mutable !== is.mutable) {
    changes.push(
      createChange('AUTHORITY_MUTABLE_CHANGED', inTerm(key, 'authority', 'mutable'), {
        from: String(was.mutable),
        to: String(is.mutable),
      }),
    );
  }
  if (before.mutability !== after.mutability) {
    changes.push(
      createChange('MUTABILITY_CHANGED', inTerm(key, 'mutability'), { from: before.mutability, to: after.mutability }),
    );
  }
  if (was.notes !== is.notes)
    changes.push(createChange('AUTHORITY_NOTES_CHANGED', inTerm(key, 'authority', 'notes'), {}));
  return changes;
}
