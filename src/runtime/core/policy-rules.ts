// "Policy only narrows": the checks that tie Project, ProjectSnapshot, WorkSession and ResourceBinding policies.
import type { Entity } from './projection.js';
import {
  describeGrant,
  emptyPolicy,
  grantNarrows,
  policyProblem,
  uncoveredGrants,
  type Grant,
  type PolicyDocument,
} from './policy.js';
import { refuse, RefusedError } from './refusals.js';
import type { RuntimeModel } from './runtime-model.js';
import { policyFieldProblems } from '../../model/runtime-policy-fields.js';

/** A new entity being checked: its fields (defaults may be filled in), parent and pinned entities. */
export interface Draft {
  term: string;
  id: string;
  fields: Record<string, unknown>;
  parent?: Entity;
  /** Pinned entities by reference field (WorkSession project_snapshot_id -> the ProjectSnapshot). */
  pinned: ReadonlyMap<string, Entity>;
}

/** The policy a ProjectSnapshot carries: `resolved_definition.policy`, or the empty policy when it has none. */
export function snapshotPolicy(snapshot: Entity): PolicyDocument {
  const definition = snapshot.fields.resolved_definition as { policy?: PolicyDocument } | undefined;
  return definition?.policy ?? emptyPolicy;
}

/** An entity's own `policy` field, or the empty policy. */
export function entityPolicy(entity: Entity): PolicyDocument {
  return (entity.fields.policy as PolicyDocument | undefined) ?? emptyPolicy;
}

function notNarrowed(draft: Draft, what: string, uncovered: readonly Grant[], ceiling: string): RefusedError {
  const detail =
    `${draft.term} ${draft.id}: ${what} does not narrow ${ceiling}; not covered: ` +
    `${uncovered.map(describeGrant).join('; ')}`;
  return new RefusedError(refuse('POLICY_NOT_NARROWED', { detail }, { term: draft.term, id: draft.id }));
}

/** Per-term checks and defaults applied when an entity is created or published; throws RefusedError. */
export const creationPolicyRules: Readonly<Record<string, (draft: Draft) => void>> = {
  Project(draft) {
    draft.fields.policy ??= { grants: [] };
  },
  ProjectSnapshot(draft) {
    const definition = draft.fields.resolved_definition as Record<string, unknown>;
    if (definition.policy === undefined) return;
    const problem = policyProblem(definition.policy, 'resolved_definition.policy');
    if (problem)
      throw new RefusedError(
        refuse(
          'INVALID_FIELD',
          { detail: `${draft.term} ${draft.id}: ${problem}` },
          { term: draft.term, id: draft.id },
        ),
      );
    const uncovered = uncoveredGrants(definition.policy as PolicyDocument, entityPolicy(draft.parent!));
    if (uncovered.length > 0)
      throw notNarrowed(draft, 'resolved_definition.policy', uncovered, `the policy of Project ${draft.parent!.id}`);
  },
  WorkSession(draft) {
    draft.fields.policy ??= { grants: [] };
    const snapshot = draft.pinned.get('project_snapshot_id');
    if (!snapshot) return;
    const uncovered = uncoveredGrants(draft.fields.policy as PolicyDocument, snapshotPolicy(snapshot));
    if (uncovered.length > 0)
      throw notNarrowed(draft, 'policy', uncovered, `the policy of its pinned ProjectSnapshot ${snapshot.id}`);
  },
  ResourceBinding(draft) {
    const subject = { term: draft.term, id: draft.id };
    for (const field of ['resource_id', 'grant']) {
      if (draft.fields[field] === undefined) {
        throw new RefusedError(
          refuse(
            'MISSING_FIELD',
            { term: draft.term, id: draft.id, field, why: 'a binding grants access to one resource' },
            subject,
          ),
        );
      }
    }
    const grant = draft.fields.grant as Grant;
    if (grant.resource !== draft.fields.resource_id) {
      const detail =
        `${draft.term} ${draft.id}: grant.resource "${grant.resource}" must be the bound resource_id ` +
        `"${String(draft.fields.resource_id)}"`;
      throw new RefusedError(refuse('INVALID_FIELD', { detail }, subject));
    }
    if (!grantNarrows(grant, entityPolicy(draft.parent!)))
      throw notNarrowed(draft, 'grant', [grant], `the policy of WorkSession ${draft.parent!.id}`);
  },
};

/** Why the model cannot support the policy rules (a renamed or retyped field), if it cannot. */
export function policyRuleProblems(model: Pick<RuntimeModel, 'terms'>): string[] {
  const fieldsOf = (term: string) => {
    const spec = model.terms.get(term);
    return spec && [...spec.fields.values()];
  };
  return policyFieldProblems(fieldsOf).map((problem) =>
    problem.kind === 'no-term'
      ? `runtime policy rules: the model has no term ${problem.term}`
      : `runtime policy rules: ${problem.term} needs a field ${problem.field} of type ${problem.type}`,
  );
}
