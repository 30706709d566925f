// The terms whose lifecycles the runtime's own rules rely on beyond the closing rules, and which a model lacks.

/** Terms of which a parent may have at most one non-terminal child at a time (retries are new attempts). */
export const singleActiveChildren: readonly string[] = ['RunAttempt'];

/** Terms whose policy its own authority may replace (set_policy); other policies are fixed at creation. */
export const policyAuthorities: readonly string[] = ['Project'];

/** Why the runtime needs a lifecycle of each term it names, in a message's words. */
export const runtimeLifecycleNeeds: ReadonlyMap<string, string> = new Map([
  ...singleActiveChildren.map((term) => [term, 'one open child at a time'] as const),
  ...policyAuthorities.map((term) => [term, 'a policy its own authority replaces'] as const),
]);

/**
 * The terms the runtime's rules need a lifecycle for that have none (by `hasLifecycle`): the one check by which
 * the runtime refuses such a model and lint reports RUNTIME_LIFECYCLE.
 */
export function missingRuntimeLifecycles(hasLifecycle: (term: string) => boolean): string[] {
  return [...runtimeLifecycleNeeds.keys()].filter((term) => !hasLifecycle(term));
}
