// Facts, accepted commands and migration plans as lines of text, for `awm runtime history`, `follow` and `apply`.
import type { Actor, StoredFact } from '../core/facts.js';
import type { Accepted } from '../core/results.js';
import { describeChange, type MigrationPlan } from '../model-migration.js';

/** What a fact says, after its position: time, type, detail, command and actor. */
export function describeFact(fact: StoredFact): string {
  return `${fact.recorded_at} ${fact.type} ${factDetail(fact)} [command ${fact.command_id}]${byActor(fact.data.actor)}`;
}

/** A fact as `awm runtime history` prints it: version, then what it says. */
export function historyLine(fact: StoredFact): string {
  return `#${fact.seq} v${fact.version} ${describeFact(fact)}`;
}

/** A fact as `awm runtime follow` prints it: position, stream and version, then what it says. */
export function followLine(fact: StoredFact): string {
  return `#${fact.seq} ${fact.stream} v${fact.version} ${describeFact(fact)}`;
}

function factDetail(fact: StoredFact): string {
  switch (fact.type) {
    case 'transitioned': {
      const cause = fact.data.cause ? ` (cascade from ${fact.data.cause.term} ${fact.data.cause.id})` : '';
      return `${fact.data.from} -> ${fact.data.to}${cause}`;
    }
    case 'created':
      return `in state ${String(fact.data.state)}`;
    case 'dependency_added':
      return `depends on ${fact.data.depends_on}`;
    case 'policy_changed':
      return 'policy replaced';
    case 'enforcement_changed':
      return fact.data.enforced ? 'on' : 'off';
    case 'model_changed':
      return `to ${fact.data.model.model.name} ${fact.data.model.model.version} (${fact.data.changes.length} changes)`;
  }
}

function byActor(actor: Actor | undefined): string {
  if (actor === undefined) return '';
  return ` by ${actor.principal}${actor.role === undefined ? '' : ` as ${actor.role}`}`;
}

/** The entity an accepted command left, its state and version, and how many facts cascaded. */
export function describeAccepted(result: Accepted): string {
  const { entity } = result;
  const cascade = result.facts.length > 1 ? `, ${result.facts.length - 1} cascaded` : '';
  return `${entity.term}/${entity.id} ${entity.state ?? 'published'} (v${entity.version}${cascade})`;
}

/** The changes of a migration plan that concern the runtime, one a line, then the invariants it would break. */
export function planLines(plan: MigrationPlan): string[] {
  return [
    ...plan.changes.filter((change) => change.runtime !== 'unaffected').map((change) => `  ${describeChange(change)}`),
    ...plan.violations.map((violation) => `  under the new model ${violation}`),
  ];
}
