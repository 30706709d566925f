// The model's invariants checked over a whole projection: what verify and the random tests assert.
import { isLogTerm } from './authority.js';
import { definitionHash } from './canonical.js';
import { streamOf } from './facts.js';
import { entityPolicy, snapshotPolicy } from './policy-rules.js';
import { grantNarrows, policyNarrows, type Grant } from './policy.js';
import type { Entity } from './projection.js';
import { singleActiveChildren } from './runtime-rules.js';
import type { RuntimeModel } from './runtime-model.js';
import { findSensitive } from './sensitive.js';

export interface InvariantViolation {
  stream: string;
  message: string;
}

/** Every violation of the runtime's invariants in `entities` (keyed by stream); empty when all hold. */
export function checkInvariants(model: RuntimeModel, entities: ReadonlyMap<string, Entity>): InvariantViolation[] {
  const violations: InvariantViolation[] = [];
  const report = (entity: Entity, message: string) =>
    violations.push({ stream: streamOf(entity.term, entity.id), message });
  const get = (term: string, id: unknown) => (typeof id === 'string' ? entities.get(streamOf(term, id)) : undefined);
  const isOpen = (entity: Entity) => {
    const machine = model.machines.get(entity.term);
    return machine !== undefined && entity.state !== null && !machine.terminal.has(entity.state);
  };
  const children = new Map<string, Entity[]>();
  for (const entity of entities.values()) {
    if (!entity.parent || isLogTerm(entity.term)) continue;
    const key = `${streamOf(entity.parent.term, entity.parent.id)}\u0000${entity.term}`;
    const siblings = children.get(key);
    if (siblings) siblings.push(entity);
    else children.set(key, [entity]);
  }

  for (const entity of entities.values()) {
    // The log's own records (settings, role bindings) are checked fact by fact as the log is replayed.
    if (isLogTerm(entity.term)) continue;
    const spec = model.terms.get(entity.term);
    if (!spec?.management) {
      report(entity, `${entity.term} is not a term the runtime records`);
      continue;
    }
    if (spec.machine ? entity.state === null || !spec.machine.states.includes(entity.state) : entity.state !== null) {
      report(entity, `state ${String(entity.state)} is not a state of ${entity.term}`);
    }
    if (entity.fields[spec.identityField] !== entity.id) report(entity, `${spec.identityField} is not the entity's id`);
    if (spec.parent) {
      const parent = get(spec.parent.term, entity.fields[spec.parent.field]);
      if (!parent || entity.parent?.term !== parent.term || entity.parent.id !== parent.id) {
        report(
          entity,
          `its parent ${spec.parent.term} ${String(entity.fields[spec.parent.field])} is missing or not the recorded ` +
            `parent`,
        );
      } else if (!isOpen(parent) && parent.state !== null && isOpen(entity)) {
        report(entity, `it is ${entity.state} under ${parent.term} ${parent.id}, which is ${parent.state} (terminal)`);
      }
    }
    for (const pin of spec.pins) {
      if (!get(pin.term, entity.fields[pin.field]))
        report(entity, `pinned ${pin.term} ${String(entity.fields[pin.field])} does not exist`);
    }
    const credential = findSensitive(entity.fields).find((finding) => finding.kind === 'credential');
    if (credential) report(entity, `field ${credential.path}: ${credential.reason}`);
    checkPolicies(entity, get, (message) => report(entity, message));
  }

  for (const siblings of children.values()) {
    const term = siblings[0]!.term;
    const spec = model.terms.get(term);
    if (singleActiveChildren.includes(term) && siblings.filter(isOpen).length > 1) {
      report(
        siblings[0]!,
        `${siblings
          .filter(isOpen)
          .map((s) => s.id)
          .join(', ')} are all non-terminal ${term}s of one parent`,
      );
    }
    const ordered = [...siblings].sort((a, b) => a.created_seq - b.created_seq);
    if (spec?.sequenceField) {
      const field = spec.sequenceField;
      ordered.forEach((entity, index) => {
        const before = ordered[index - 1];
        if (before && !((entity.fields[field] as number) > (before.fields[field] as number))) {
          report(
            entity,
            `${field} ${String(entity.fields[field])} does not exceed ${before.id}'s ${String(before.fields[field])}`,
          );
        }
      });
    }
    if (spec?.dependsOn) checkDependencyGraph(ordered, (entity, message) => report(entity, message));
  }
  return violations;
}

function checkPolicies(
  entity: Entity,
  get: (term: string, id: unknown) => Entity | undefined,
  report: (message: string) => void,
): void {
  switch (entity.term) {
    case 'ProjectSnapshot': {
      const definition = entity.fields.resolved_definition;
      if (entity.fields.definition_hash !== definitionHash(definition))
        report('definition_hash does not match resolved_definition');
      const sensitive = findSensitive(definition, 'resolved_definition')[0];
      if (sensitive) report(`${sensitive.path}: ${sensitive.reason}`);
      break;
    }
    case 'WorkSession': {
      const snapshot = get('ProjectSnapshot', entity.fields.project_snapshot_id);
      if (snapshot && !policyNarrows(entityPolicy(entity), snapshotPolicy(snapshot)))
        report(`policy does not narrow ProjectSnapshot ${snapshot.id}'s policy`);
      break;
    }
    case 'ResourceBinding': {
      const session = get('WorkSession', entity.fields.work_session_id);
      const grant = entity.fields.grant as Grant | undefined;
      if (!grant || grant.resource !== entity.fields.resource_id)
        report('grant is missing or is not for the bound resource_id');
      else if (session && !grantNarrows(grant, entityPolicy(session)))
        report(`grant does not narrow WorkSession ${session.id}'s policy`);
      break;
    }
  }
}

/** depends_on targets are siblings, and the graph among siblings has no cycle. */
function checkDependencyGraph(siblings: readonly Entity[], report: (entity: Entity, message: string) => void): void {
  const byId = new Map(siblings.map((entity) => [entity.id, entity]));
  for (const entity of siblings) {
    for (const target of entity.depends_on)
      if (!byId.has(target)) report(entity, `depends_on ${target}, which is not under the same parent`);
  }
  // Kahn's algorithm: whatever cannot be ordered lies on a cycle.
  const indegree = new Map(siblings.map((entity) => [entity.id, 0]));
  for (const entity of siblings)
    for (const target of entity.depends_on) if (indegree.has(target)) indegree.set(target, indegree.get(target)! + 1);
  const ready = [...indegree].filter(([, degree]) => degree === 0).map(([id]) => id);
  let ordered = 0;
  while (ready.length > 0) {
    const id = ready.pop()!;
    ordered += 1;
    for (const target of byId.get(id)!.depends_on) {
      if (!indegree.has(target)) continue;
      indegree.set(target, indegree.get(target)! - 1);
      if (indegree.get(target) === 0) ready.push(target);
    }
  }
  if (ordered < siblings.length) {
    const cyclic = [...indegree].filter(([, degree]) => degree > 0).map(([id]) => id);
    report(byId.get(cyclic[0]!)!, `depends_on has a cycle through ${cyclic.join(', ')}`);
  }
}
