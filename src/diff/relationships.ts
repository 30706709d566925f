// Diff of relationships and parents: added, removed, retargeted, re-kinded, inverse changed, cardinality widened or
// tightened.
import type { RelationshipDocument, TermDocument } from '../model/documents.js';
import { cardinalityRange } from '../model/queries.js';
import { classifyCardinality, rangeKey } from './cardinality.js';
import type { Change } from './change.js';
import { createChange, type ChangeTarget } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { byName, sameList } from './lists.js';
import { inTerm } from './targets.js';

/**
 * One cardinality that changed, keyed by the relationship end it constrains. Both ends of a
 * relationship are usually declared twice (`cardinality` on one side, `inverse_cardinality` on
 * the other, and a parent mirrors its child relationship), so one edit shows up several times.
 */
interface CardinalityEdit {
  /** The end: `Term.relationship` in the new model's names. */
  end: string;
  from: string | undefined;
  to: string | undefined;
  label: string;
  target: ChangeTarget;
}

/**
 * Relationship changes of every term. A cardinality change is reported once per relationship
 * end: at the end's own `cardinality` when that changed, otherwise at the first
 * `inverse_cardinality` or parent that records it. When only one side of a pair was edited,
 * each side's change is reported (and the linter reports the disagreement).
 */
export function diffRelationships(match: TermMatch): Change[] {
  const changes: Change[] = [];
  const direct: CardinalityEdit[] = [];
  const mirrored: CardinalityEdit[] = [];
  for (const { key, before, after } of match.pairs) {
    if (sameParent(before, after) && sameList(before.relationships, after.relationships, sameRelationship)) continue;
    changes.push(...diffParent(key, before, after, match, mirrored));
    const was = byName(before.relationships, (relationship) => relationship.name);
    const is = byName(after.relationships, (relationship) => relationship.name);
    for (const relationship of before.relationships) {
      if (!is.has(relationship.name)) {
        changes.push(
          createChange('RELATIONSHIP_REMOVED', inTerm(key, 'relationships', relationship.name), {
            relationship: relationship.name,
            target: relationship.target,
          }),
        );
      }
    }
    for (const relationship of after.relationships) {
      const old = was.get(relationship.name);
      if (old) changes.push(...diffRelationship(key, old, relationship, match, direct, mirrored));
      else changes.push(addedRelationship(key, relationship));
    }
  }
  const reported = new Set<string>();
  for (const edit of [...direct, ...mirrored]) {
    const identity = `${edit.end}|${rangeKey(cardinalityRange(edit.from))}|${rangeKey(cardinalityRange(edit.to))}`;
    const kind = classifyCardinality(edit.from, edit.to);
    if (!kind || reported.has(identity)) continue;
    reported.add(identity);
    changes.push(
      createChange(kind, edit.target, {
        end: edit.label,
        from: edit.from ?? 'unspecified',
        to: edit.to ?? 'unspecified',
      }),
    );
  }
  return changes;
}

const sameRelationship = (a: RelationshipDocument, b: RelationshipDocument) =>
  a.name === b.name &&
  a.target === b.target &&
  a.kind === b.kind &&
  a.cardinality === b.cardinality &&
  a.inverse === b.inverse &&
  a.inverse_cardinality === b.inverse_cardinality &&
  a.notes === b.notes;

function sameParent(before: TermDocument, after: TermDocument): boolean {
  const [was, is] = [before.parent, after.parent];
  if (!was || !is) return was === is;
  return (
    was.term === is.term &&
    was.cardinality === is.cardinality &&
    was.inverse === is.inverse &&
    was.inverse_cardinality === is.inverse_cardinality
  );
}

function addedRelationship(key: string, relationship: RelationshipDocument): Change {
  const required = cardinalityRange(relationship.cardinality).min >= 1;
  return createChange(
    required ? 'RELATIONSHIP_ADDED_REQUIRED' : 'RELATIONSHIP_ADDED',
    inTerm(key, 'relationships', relationship.name),
    {
      relationship: relationship.name,
      target: relationship.target,
      cardinality: relationship.cardinality,
    },
  );
}

function diffRelationship(
  key: string,
  was: RelationshipDocument,
  is: RelationshipDocument,
  match: TermMatch,
  direct: CardinalityEdit[],
  mirrored: CardinalityEdit[],
): Change[] {
  const changes: Change[] = [];
  const name = is.name;
  const at = (property: string) => inTerm(key, 'relationships', name, property);
  if (match.newKey(was.target) !== is.target) {
    // A new target makes every other property of the relationship incomparable.
    return [
      createChange('RELATIONSHIP_TARGET_CHANGED', at('target'), {
        relationship: name,
        from: was.target,
        to: is.target,
      }),
    ];
  }
  if (was.kind !== is.kind)
    changes.push(
      createChange('RELATIONSHIP_KIND_CHANGED', at('kind'), { relationship: name, from: was.kind, to: is.kind }),
    );
  if (was.inverse !== is.inverse) {
    changes.push(
      createChange('RELATIONSHIP_INVERSE_CHANGED', at('inverse'), {
        relationship: name,
        from: was.inverse ?? 'none',
        to: is.inverse ?? 'none',
      }),
    );
  }
  if (was.notes !== is.notes)
    changes.push(createChange('RELATIONSHIP_NOTES_CHANGED', at('notes'), { relationship: name }));
  if (was.cardinality !== is.cardinality) {
    direct.push({
      end: `${key}.${name}`,
      from: was.cardinality,
      to: is.cardinality,
      label: `relationship "${name}"`,
      target: at('cardinality'),
    });
  }
  if (was.inverse === is.inverse && was.inverse_cardinality !== is.inverse_cardinality) {
    mirrored.push({
      end: is.inverse === undefined ? `${key}.${name}^` : `${is.target}.${is.inverse}`,
      from: was.inverse_cardinality,
      to: is.inverse_cardinality,
      label: `inverse of relationship "${name}"`,
      target: at('inverse_cardinality'),
    });
  }
  return changes;
}

function diffParent(
  key: string,
  before: TermDocument,
  after: TermDocument,
  match: TermMatch,
  mirrored: CardinalityEdit[],
): Change[] {
  const was = before.parent;
  const is = after.parent;
  if (!was && !is) return [];
  if (!was) return [createChange('PARENT_ADDED', inTerm(key, 'parent'), { parent: is!.term })];
  if (!is) return [createChange('PARENT_REMOVED', inTerm(key, 'parent'), { parent: was.term })];
  if (match.newKey(was.term) !== is.term || was.inverse !== is.inverse) {
    return [
      createChange('PARENT_CHANGED', inTerm(key, 'parent'), {
        from: `${was.term}.${was.inverse}`,
        to: `${is.term}.${is.inverse}`,
      }),
    ];
  }
  // The child's end towards its parent is usually also declared as one of its relationships.
  if (was.cardinality !== is.cardinality) {
    const childEnd = after.relationships.find(
      (relationship) => relationship.target === is.term && relationship.inverse === is.inverse,
    );
    mirrored.push({
      end: `${key}.${childEnd?.name ?? '^parent'}`,
      from: was.cardinality,
      to: is.cardinality,
      label: 'parent',
      target: inTerm(key, 'parent', 'cardinality'),
    });
  }
  if (was.inverse_cardinality !== is.inverse_cardinality) {
    mirrored.push({
      end: `${is.term}.${is.inverse}`,
      from: was.inverse_cardinality,
      to: is.inverse_cardinality,
      label: 'inverse of parent',
      target: inTerm(key, 'parent', 'inverse_cardinality'),
    });
  }
  return [];
}
