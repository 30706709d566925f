// The runtime's decisions where the model names no mechanism, as data: closing cascades and limits.

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

/** Terms of which a parent may have at most one non-terminal child at a time (retries are new attempts). */
export const singleActiveChildren: readonly string[] = ['RunAttempt'];

/** Terms whose policy its own authority may replace (set_policy); other policies are fixed at creation. */
export const policyAuthorities: readonly string[] = ['Project'];
