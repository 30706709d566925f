// The runtime's decisions where the model names no mechanism, as data: closing cascades and limits.

// The closing rules are shared with lint (CLOSING_RULE), so they live with the model.
export { closingEffect, closingRules, type ClosingRule } from '../model/closing-rules.js';

/** Terms of which a parent may have at most one non-terminal child at a time (retries are new attempts). */
export const singleActiveChildren: readonly string[] = ['RunAttempt'];

/** Terms whose policy its own authority may replace (set_policy); other policies are fixed at creation. */
export const policyAuthorities: readonly string[] = ['Project'];
