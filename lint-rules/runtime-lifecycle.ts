// RUNTIME_LIFECYCLE: a term whose lifecycle the runtime's own rules rely on has none.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { missingRuntimeLifecycles, runtimeLifecycleNeeds } from '../src/model/runtime-lifecycles.js';

export default defineRule({
  code: 'RUNTIME_LIFECYCLE',
  severity: 'error',
  summary: "A term the runtime's rules need a lifecycle for has none, so `awm runtime init` refuses the model.",
  description:
    'Beyond its closing rules (CLOSING_RULE), the reference runtime keeps at most one open RunAttempt per ' +
    'AgentRun (a retry is a new attempt once the last one has ended) and lets only the Project replace its ' +
    'policy: both are decided by those terms\u2019 lifecycles, and the runtime refuses a model in which either ' +
    'term has none, by the same check. A model without the term is not one the runtime runs, and is not checked.',
  messages: {
    missing: msg`${'term'} has no lifecycle, but the runtime needs one for ${'need'}`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Project.yaml',
    passing:
      'lifecycle:\n  initial: active\n  states: [active, archived]\n  terminal: [archived]\n  transitions:\n' +
      '    - from: active\n      to: archived\n      notes: Archiving retains identity and snapshots; it does not ' +
      'delete history.\n',
    failing: '',
  },
  check({ model, report }) {
    // A lifecycle that is there but unsound is reported by the lifecycle rules.
    const missing = missingRuntimeLifecycles((key) => !model.terms.has(key) || !!model.terms.get(key)!.data.lifecycle);
    for (const key of missing) {
      const term = model.terms.get(key)!;
      report({
        source: term.source,
        path: ['key'],
        term: key,
        messageId: 'missing',
        params: { term: key, need: runtimeLifecycleNeeds.get(key)! },
      });
    }
  },
});
