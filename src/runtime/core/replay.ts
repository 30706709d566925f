// Replaying a log fact by fact under what was in force when each was appended: the model, enforcement, role bindings.
import { describeRefusal, transition, type Machine } from '../../model/machine.js';
import { authorize, logTerms, settingsKey } from './authority.js';
import type { StoredFact } from './facts.js';
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

/** A role binding's life: created granted, then revoked and granted again, as often as the operator likes. */
const bindingMachine: Machine = {
  term: logTerms.binding,
  initial: 'granted',
  states: ['granted', 'revoked'],
  terminal: new Set(),
  transitions: new Map([
    ['granted', new Set(['revoked'])],
    ['revoked', new Set(['granted'])],
  ]),
};

/**
 * The log's settings as a replay reaches each fact. `check` says whether a fact could have been
 * appended where it stands (a legal move under the model in force, by an actor authorised then);
 * `advance` then applies it to the settings.
 */
export class LogReplay {
  model: RuntimeModel;
  enforced: boolean;
  /** `role/principal` of every binding in force: the ids of the binding records in state granted. */
  private readonly bindings = new Set<string>();

  constructor(start: ReplayStart) {
    this.model = start.model;
    this.enforced = start.enforced;
  }

  /** The problems of `fact`, given the entity it applies to before it; empty when it is legal where it stands. */
  check(current: Entity | undefined, fact: StoredFact): FactProblem[] {
    if (fact.term === logTerms.settings) return this.checkSettingsFact(fact);
    if (fact.type === 'enforcement_changed' || fact.type === 'model_changed')
      return [{ check: 'log', message: `a ${fact.type} fact belongs to ${settingsKey.term}/${settingsKey.id}` }];
    if (fact.term === logTerms.binding) return this.checkBindingFact(current, fact);
    const problems: FactProblem[] = [];
    const illegal = illegalMove(this.model, current, fact);
    if (illegal) problems.push({ check: 'transition', message: illegal });
    const actor = fact.data.actor;
    const refusal = authorize({
      model: this.model,
      enforced: this.enforced,
      actor,
      bound: actor?.role !== undefined && this.bindings.has(`${actor.role}/${actor.principal}`),
      // A cascaded fact is its cause's owner's decision.
      term: (fact.type === 'transitioned' && fact.data.cause?.term) || fact.term,
      subject: { term: fact.term, id: fact.entity_id },
    });
    if (refusal) problems.push({ check: 'authority', message: `not allowed when it was appended: ${refusal.message}` });
    return problems;
  }

  /** Applies a fact of the log's own records to the settings in force. */
  advance(fact: StoredFact): void {
    if (fact.term === logTerms.binding) {
      const state = fact.type === 'created' ? fact.data.state : fact.type === 'transitioned' ? fact.data.to : undefined;
      if (state === 'granted') this.bindings.add(fact.entity_id);
      else if (state === 'revoked') this.bindings.delete(fact.entity_id);
    } else if (fact.type === 'enforcement_changed') this.enforced = fact.data.enforced;
    else if (fact.type === 'model_changed') {
      const built = buildRuntimeModel(fact.data.model);
      if (built.ok) this.model = built.runtimeModel;
    }
  }

  private checkBindingFact(current: Entity | undefined, fact: StoredFact): FactProblem[] {
    const problem = (message: string): FactProblem[] => [{ check: 'log', message }];
    if (fact.data.actor === undefined || fact.data.actor.role !== undefined)
      return problem('a role binding must record the operator who changed it, acting in no role');
    if (fact.type === 'created') {
      const { role, principal } = fact.data.fields as { role?: unknown; principal?: unknown };
      if (fact.entity_id !== `${String(role)}/${String(principal)}`)
        return problem(`it names ${String(role)}/${String(principal)}, not its record`);
      if (!this.model.roles.has(role as string))
        return problem(`"${String(role)}" was not an authority role of the model then`);
      if (fact.data.state !== bindingMachine.initial) return problem(`a binding is created ${bindingMachine.initial}`);
      return [];
    }
    if (fact.type !== 'transitioned') return problem(`a role binding has no ${fact.type} facts`);
    if (!current?.state) return problem('a binding moves only after it was created');
    const result = transition(bindingMachine, fact.data.from, fact.data.to);
    return result.ok ? [] : problem(describeRefusal(result.refusal));
  }

  private checkSettingsFact(fact: StoredFact): FactProblem[] {
    const problem = (message: string): FactProblem[] => [{ check: 'log', message }];
    if (fact.data.actor === undefined || fact.data.actor.role !== undefined)
      return problem(`a ${fact.type} fact must record the operator who made it, acting in no role`);
    switch (fact.type) {
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
        return problem(`the settings record has no ${fact.type} facts`);
    }
  }
}

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
