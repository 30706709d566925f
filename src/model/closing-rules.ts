// What closing a parent does to its open children (cascades and refusals), and when a model cannot carry those rules.
import type { Machine } from './machine.js';

/**
 * One decision of the runtime where the model names no mechanism. `cascade` moves every
 * non-terminal child to `to` in the same transaction; `refuse` refuses the parent's move while
 * such a child exists, naming it. A (parent state, child term) pair no rule lists is refused:
 * a terminal parent never keeps open children.
 */
export interface ClosingRule {
  parent: string;
  /** Terminal states of the parent the rule applies to. */
  states: readonly string[];
  child: string;
  effect: { kind: 'cascade'; to: string } | { kind: 'refuse' };
}

export const closingRules: readonly ClosingRule[] = [
  // Aborting a WorkSession stops everything under it (the rule).
  { parent: 'WorkSession', states: ['aborted'], child: 'AgentRun', effect: { kind: 'cascade', to: 'cancelled' } },
  { parent: 'WorkSession', states: ['aborted'], child: 'Task', effect: { kind: 'cascade', to: 'cancelled' } },
  { parent: 'WorkSession', states: ['aborted'], child: 'ResourceBinding', effect: { kind: 'cascade', to: 'revoked' } },
  // Closing is the orderly end: work must be finished first, and the session's grants end with it.
  { parent: 'WorkSession', states: ['closed'], child: 'AgentRun', effect: { kind: 'refuse' } },
  { parent: 'WorkSession', states: ['closed'], child: 'Task', effect: { kind: 'refuse' } },
  { parent: 'WorkSession', states: ['closed'], child: 'ResourceBinding', effect: { kind: 'cascade', to: 'revoked' } },
  // Cancelling a run stops its attempt and its open turn; finishing it needs them finished.
  { parent: 'AgentRun', states: ['cancelled'], child: 'RunAttempt', effect: { kind: 'cascade', to: 'cancelled' } },
  { parent: 'AgentRun', states: ['cancelled'], child: 'Turn', effect: { kind: 'cascade', to: 'aborted' } },
  { parent: 'AgentRun', states: ['succeeded', 'failed'], child: 'RunAttempt', effect: { kind: 'refuse' } },
  { parent: 'AgentRun', states: ['succeeded', 'failed'], child: 'Turn', effect: { kind: 'refuse' } },
];

/**
 * The effect of `parent` reaching `state` on its open children of term `child`; refusal when no rule says otherwise.
 */
export function closingEffect(
  rules: readonly ClosingRule[],
  parent: string,
  state: string,
  child: string,
): ClosingRule['effect'] {
  return (
    rules.find((rule) => rule.parent === parent && rule.child === child && rule.states.includes(state))?.effect ?? {
      kind: 'refuse',
    }
  );
}

/**
 * Why a closing rule cannot run on a model, at the term and state that cause it: `no-lifecycle` (the
 * term has none, or none sound), `not-terminal` (a parent state the rule closes on, or the child's
 * cascade target, is not terminal), `illegal-cascade` (the child cannot move from `state` to the target).
 */
export type ClosingProblem = { rule: ClosingRule; term: string } & (
  | { kind: 'no-lifecycle' }
  | { kind: 'not-terminal'; state: string; role: 'closing state' | 'cascade target' }
  | { kind: 'illegal-cascade'; state: string; target: string }
);

/**
 * Every reason the closing rules cannot run on the terms whose machines `machineOf` gives: the one
 * check that the runtime refuses a model by and that lint reports as CLOSING_RULE.
 */
export function closingRuleProblems(
  rules: readonly ClosingRule[],
  machineOf: (term: string) => Machine | undefined,
): ClosingProblem[] {
  const problems: ClosingProblem[] = [];
  for (const rule of rules) {
    const parent = machineOf(rule.parent);
    const child = machineOf(rule.child);
    if (!parent || !child) {
      problems.push({ rule, term: parent ? rule.child : rule.parent, kind: 'no-lifecycle' });
      continue;
    }
    for (const state of rule.states) {
      if (!parent.terminal.has(state))
        problems.push({ rule, term: rule.parent, kind: 'not-terminal', state, role: 'closing state' });
    }
    if (rule.effect.kind !== 'cascade') continue;
    const target = rule.effect.to;
    if (!child.terminal.has(target)) {
      problems.push({ rule, term: rule.child, kind: 'not-terminal', state: target, role: 'cascade target' });
      continue;
    }
    for (const state of child.states) {
      if (!child.terminal.has(state) && !child.transitions.get(state)?.has(target))
        problems.push({ rule, term: rule.child, kind: 'illegal-cascade', state, target });
    }
  }
  return problems;
}

/** `WorkSession aborted -> Task`: the rule as the runtime's refusals and lint's messages name it. */
export function closingRuleName(rule: ClosingRule): string {
  return `${rule.parent} ${rule.states.join('|')} -> ${rule.child}`;
}

/** The problem in a sentence (after the rule's name), the runtime's words for refusing the model. */
export function describeClosingProblem(problem: ClosingProblem): string {
  switch (problem.kind) {
    case 'no-lifecycle':
      return `the model has no lifecycle for ${problem.term}`;
    case 'not-terminal':
      return problem.role === 'closing state'
        ? `"${problem.state}" is not a terminal state of ${problem.term}`
        : `cascade target "${problem.state}" is not a terminal state of ${problem.term}`;
    case 'illegal-cascade':
      return `${problem.term} cannot move ${problem.state} -> ${problem.target}, so the cascade would be illegal`;
  }
}
