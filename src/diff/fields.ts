// Diff of a term's identity and fields: added, removed, renamed, retyped, re-kinded, in or out of portable snapshots.
import type { FieldDocument, TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import { byName, sameList, sameRelativeOrder } from './lists.js';
import { inTerm } from './targets.js';

/** Two fields agree on everything a consumer depends on except the name. */
function sameShape(a: FieldDocument, b: FieldDocument): boolean {
  return a.kind === b.kind && a.type === b.type && a.portable_snapshot === b.portable_snapshot;
}

/**
 * Renames among the fields only one side has. The evidence: the old and the new field have the
 * same kind, type and portable_snapshot, and either sit at the same index of the field list or
 * are the identity field on their side. Each field takes part in one rename at most; anything
 * else is a removal plus an addition, which is never less severe.
 */
function findRenames(
  before: TermDocument,
  after: TermDocument,
  removed: readonly FieldDocument[],
  added: readonly FieldDocument[],
): Map<FieldDocument, FieldDocument> {
  const renames = new Map<FieldDocument, FieldDocument>();
  const taken = new Set<FieldDocument>();
  for (const old of removed) {
    const oldIndex = before.fields.indexOf(old);
    const match = added.find(
      (candidate) =>
        !taken.has(candidate) &&
        sameShape(old, candidate) &&
        (after.fields.indexOf(candidate) === oldIndex ||
          (before.identity.field === old.name && after.identity.field === candidate.name)),
    );
    if (!match) continue;
    renames.set(old, match);
    taken.add(match);
  }
  return renames;
}

const sameField = (a: FieldDocument, b: FieldDocument) =>
  a.name === b.name &&
  a.kind === b.kind &&
  a.type === b.type &&
  a.portable_snapshot === b.portable_snapshot &&
  a.notes === b.notes;

export function diffFields(key: string, before: TermDocument, after: TermDocument): Change[] {
  const sameIdentity =
    before.identity.field === after.identity.field && before.identity.authorization === after.identity.authorization;
  if (sameIdentity && sameList(before.fields, after.fields, sameField)) return [];
  const changes: Change[] = [];
  if (before.identity.field !== after.identity.field) {
    changes.push(
      createChange('IDENTITY_FIELD_CHANGED', inTerm(key, 'identity', 'field'), {
        from: before.identity.field,
        to: after.identity.field,
      }),
    );
  }
  if (before.identity.authorization !== after.identity.authorization) {
    changes.push(
      createChange('IDENTITY_AUTHORIZATION_CHANGED', inTerm(key, 'identity', 'authorization'), {
        from: String(before.identity.authorization),
        to: String(after.identity.authorization),
      }),
    );
  }

  const beforeFields = byName(before.fields, (field) => field.name);
  const afterFields = byName(after.fields, (field) => field.name);
  const removed = before.fields.filter((field) => !afterFields.has(field.name));
  const added = after.fields.filter((field) => !beforeFields.has(field.name));
  const renames = findRenames(before, after, removed, added);
  const renamedTo = new Set(renames.values());

  for (const field of removed) {
    const renamed = renames.get(field);
    if (renamed)
      changes.push(
        createChange('FIELD_RENAMED', inTerm(key, 'fields', renamed.name), { from: field.name, field: renamed.name }),
      );
    else changes.push(createChange('FIELD_REMOVED', inTerm(key, 'fields', field.name), { field: field.name }));
  }
  for (const field of added) {
    if (!renamedTo.has(field))
      changes.push(
        createChange('FIELD_ADDED', inTerm(key, 'fields', field.name), { field: field.name, type: field.type }),
      );
  }
  const pairs: [FieldDocument, FieldDocument][] = [
    ...before.fields
      .filter((field) => afterFields.has(field.name))
      .map((field): [FieldDocument, FieldDocument] => [field, afterFields.get(field.name)!]),
    ...renames.entries(),
  ];
  for (const [was, is] of pairs) changes.push(...diffField(key, was, is));

  const oldName = new Map([...renames].map(([old, renamed]) => [old.name, renamed.name]));
  const beforeOrder = before.fields.map((field) => oldName.get(field.name) ?? field.name);
  if (
    !sameRelativeOrder(
      beforeOrder,
      after.fields.map((field) => field.name),
    )
  )
    changes.push(createChange('FIELDS_REORDERED', inTerm(key, 'fields'), {}));
  return changes;
}

/** One field present on both sides, under the new field's name. */
function diffField(key: string, was: FieldDocument, is: FieldDocument): Change[] {
  const changes: Change[] = [];
  const at = (property: string) => inTerm(key, 'fields', is.name, property);
  if (was.type !== is.type)
    changes.push(createChange('FIELD_TYPE_CHANGED', at('type'), { field: is.name, from: was.type, to: is.type }));
  if (was.kind !== is.kind)
    changes.push(createChange('FIELD_KIND_CHANGED', at('kind'), { field: is.name, from: was.kind, to: is.kind }));
  if (was.portable_snapshot !== is.portable_snapshot) {
    changes.push(
      createChange(
        is.portable_snapshot ? 'FIELD_SNAPSHOT_INCLUDED' : 'FIELD_SNAPSHOT_EXCLUDED',
        at('portable_snapshot'),
        { field: is.name },
      ),
    );
  }
  if (was.notes !== is.notes) changes.push(createChange('FIELD_NOTES_CHANGED', at('notes'), { field: is.name }));
  return changes;
}
