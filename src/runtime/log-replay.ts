// Replaying a log fact by fact under what was in force when each was appended: the model, enforcement, role bindings.
import { authorize, isLogTerm, logTerms } from './authority.js';
import type { StoredFact } from './facts.js';
import { describeRefusal, transition } from './machine.js';
import type { Entity } from './projection.js';
import { buildRuntimeModel, type RuntimeModel } from './runtime-model.js';

/** Where a replay starts: the model the log was made with, and whether authority was enforced from the start. */
export interface ReplayStart {
  model: RuntimeModel;
  enforced: boolean;
}

/** What is wrong with one fact, by the check that found it. */
export interface FactProblem {
  check: 'transition' | 'authority' | 'log';
  message: string;
}

/**
 * The log's settings as a replay reaches each fact. `check` says whether a fact could have been
 * appended where it stands (a legal move under the model in force, by an actor authorised then);
 * `advance` then applies it to the settings.
 */
export class LogReplay {
  model: RuntimeModel;
  enforced: boolean;
  /** `role/principal` of every binding in force. */
  private readonly bindings = new Set<string>();

  constructor(start: ReplayStart) {
    this.model = start.model;
    this.enforced = start.enforced;
  }

  /** The problems of `fact`, given the entity it applies to before it; empty when it is legal where it stands. */
  check(current: Entity | undefined, fact: StoredFact): FactProblem[] {
    const logFact = isLogFact(fact);
    if (logFact ? logFactTerm[fact.type as keyof typeof logFactTerm] !== fact.term : isLogTerm(fact.term))
      return [{ check: 'log', message: `a ${fact.type} fact cannot concern ${fact.term}` }];
    if (logFact) return this.checkLogFact(fact);
    const problems: FactProblem[] = [];
    const illegal = illegalMove(this.model, current, fact);
    if (illegal) problems.push({ check: 'transition', message: illegal });
    const refusal = authorize({
      model: this.model,
      enforced: this.enforced,
      actor: fact.data.actor,
      bound:
        fact.data.actor?.role !== undefined &&
        this.bindings.has(`${fact.data.actor.role}/${fact.data.actor.principal}`),
      // A cascaded fact is its cause's owner's decision.
      term: (fact.type === 'transitioned' && fact.data.cause?.term) || fact.term,
      subject: { term: fact.term, id: fact.entity_id },
    });
    if (refusal) problems.push({ check: 'authority', message: `not allowed when it was appended: ${refusal.message}` });
    return problems;
  }

  /** Applies a fact of the log's own records to the settings in force. */
  advance(fact: StoredFact): void {
    switch (fact.type) {
      case 'role_granted':
        this.bindings.add(`${fact.data.role}/${fact.data.principal}`);
        return;
      case 'role_revoked':
        this.bindings.delete(`${fact.data.role}/${fact.data.principal}`);
        return;
      case 'enforcement_changed':
        this.enforced = fact.data.enforced;
        return;
      case 'model_changed': {
        const built = buildRuntimeModel(fact.data.model);
        if (built.ok) this.model = built.runtimeModel;
        return;
      }
    }
  }

  private checkLogFact(fact: StoredFact): FactProblem[] {
    const problem = (message: string): FactProblem[] => [{ check: 'log', message }];
    if (fact.data.actor === undefined) return problem(`a ${fact.type} fact must record the operator who made it`);
    switch (fact.type) {
      case 'role_granted':
      case 'role_revoked': {
        const { role, principal } = fact.data;
        if (fact.entity_id !== `${role}/${principal}`) return problem(`it names ${role}/${principal}, not its record`);
        if (!this.model.roles.has(role)) return problem(`"${role}" was not an authority role of the model then`);
        const bound = this.bindings.has(`${role}/${principal}`);
        if (fact.type === 'role_granted' && bound) return problem(`${principal} already held ${role}`);
        if (fact.type === 'role_revoked' && !bound) return problem(`${principal} did not hold ${role}`);
        return [];
      }
      case 'enforcement_changed':
        return fact.data.enforced === this.enforced
          ? problem(`enforcement was already ${this.enforced ? 'on' : 'off'}`)
          : [];
      case 'model_changed': {
        if (fact.data.from_fingerprint !== this.model.fingerprint)
          return problem(
            `it moves from model ${fact.data.from_fingerprint}, but the log ran ${this.model.fingerprint}`,
          );
        const built = buildRuntimeModel(fact.data.model);
        if (!built.ok) return problem(`its model cannot drive the runtime: ${built.problems.join('; ')}`);
        if (built.runtimeModel.fingerprint !== fact.data.to_fingerprint)
          return problem(
            `its model's fingerprint is ${built.runtimeModel.fingerprint}, not ${fact.data.to_fingerprint}`,
          );
        return [];
      }
      default:
        return [];
    }
  }
}

/** Whether a fact is one of the log's own records (settings, bindings) rather than an entity's. */
export function isLogFact(fact: StoredFact): boolean {
  return (
    fact.type === 'role_granted' ||
    fact.type === 'role_revoked' ||
    fact.type === 'enforcement_changed' ||
    fact.type === 'model_changed'
  );
}

/** The term of the log record each log fact type belongs to. */
export const logFactTerm = {
  role_granted: logTerms.binding,
  role_revoked: logTerms.binding,
  enforcement_changed: logTerms.settings,
  model_changed: logTerms.settings,
} as const;

/** Why a stored entity fact could not have been accepted by the model's machines, if it could not. */
function illegalMove(model: RuntimeModel, current: Entity | undefined, fact: StoredFact): string | undefined {
  const spec = model.terms.get(fact.term);
  if (!spec?.management) return `${fact.term} is not a term the runtime records`;
  if (fact.type === 'created') {
    const expected = spec.machine?.initial ?? null;
    return fact.data.state === expected
      ? undefined
      : `created in state ${String(fact.data.state)}, not ${String(expected)}`;
  }
  if (fact.type === 'transitioned') {
    if (!spec.machine || !current || current.state === null) return `a transition of an entity without a state`;
    const result = transition(spec.machine, fact.data.from, fact.data.to);
    return result.ok ? undefined : describeRefusal(result.refusal);
  }
  return undefined;
}
