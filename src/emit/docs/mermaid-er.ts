// Every term and relationship as one Mermaid erDiagram: fields as attributes, each relationship pair once.
import type { FieldDocument } from '../../model/documents.js';
import type { Model, Relationship, Term } from '../../model/model.js';
import { cardinalityRange } from '../../model/queries.js';

/** Crow's-foot ends for a cardinality; `undefined` (an undeclared end) draws as zero or more. */
const bounds = cardinalityRange;

/** The marker at the far (target) end: how many targets one source has. */
function targetMarker(cardinality: string | undefined): string {
  const { min, max } = bounds(cardinality);
  return `${min === 0 ? 'o' : '|'}${max === 1 ? '|' : '{'}`;
}

/** The marker at the near (source) end: how many sources one target has. */
function sourceMarker(cardinality: string | undefined): string {
  const { min, max } = bounds(cardinality);
  return `${max === 1 ? '|' : '}'}${min === 0 ? 'o' : '|'}`;
}

/** Whether crow's feet can say the cardinality exactly (1, 0..1, 0..*, 1..*). */
function drawnExactly(cardinality: string | undefined): boolean {
  return cardinality === undefined || ['1', '0..1', '0..*', '1..*'].includes(cardinality);
}

function attributeKey(term: Term, field: FieldDocument): string {
  if (field.name === term.data.identity.field) return ' PK';
  if (field.kind === 'identity') return ' UK';
  return field.kind === 'reference' ? ' FK' : '';
}

function relationshipLine(relationship: Relationship): string {
  const { data, from, target, inverse } = relationship;
  const inverseCardinality = data.inverse_cardinality ?? inverse?.data.cardinality;
  // Containment is drawn solid (the child exists only inside its parent); every other kind dashed.
  const line = data.kind === 'contains' ? '--' : '..';
  let label = data.inverse ? `${data.name} / ${data.inverse}` : data.name;
  if (!drawnExactly(data.cardinality) || !drawnExactly(inverseCardinality))
    label += ` (${inverseCardinality ?? '?'} to ${data.cardinality})`;
  return (
    `  ${from.key} ${sourceMarker(inverseCardinality)}${line}${targetMarker(data.cardinality)} ${target.key} : ` +
    `"${label}"`
  );
}

export function entityRelationshipDiagram(model: Model): string {
  const lines = ['erDiagram'];
  for (const term of model.terms.values()) {
    lines.push(`  ${term.key} {`);
    for (const field of term.data.fields) lines.push(`    ${field.type} ${field.name}${attributeKey(term, field)}`);
    lines.push('  }');
  }
  const drawn = new Set<Relationship>();
  for (const term of model.terms.values()) {
    for (const relationship of term.relationships) {
      if (drawn.has(relationship)) continue;
      const inverse = relationship.inverse;
      drawn.add(relationship);
      if (inverse) drawn.add(inverse);
      // A containment pair is drawn from the container, so its line is solid whichever end comes first.
      const containerSide =
        inverse && inverse.data.kind === 'contains' && relationship.data.kind !== 'contains' ? inverse : relationship;
      lines.push(relationshipLine(containerSide));
    }
  }
  return lines.join('\n');
}
