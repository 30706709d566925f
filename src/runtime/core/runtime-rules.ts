// The runtime's decisions where the model names no mechanism, as data: closing cascades and limits.

// The closing rules are shared with lint (CLOSING_RULE), so they live with the model.
export { closingEffect, closingRules, type ClosingRule } from '../../model/closing-rules.js';

// The terms whose lifecycles the runtime's rules need are shared with lint (RUNTIME_LIFECYCLE) too.
export { policyAuthorities, singleActiveChildren } from '../../model/runtime-lifecycles.js';
