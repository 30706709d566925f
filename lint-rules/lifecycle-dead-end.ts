// LIFECYCLE_DEAD_END: a state that is not terminal but has no transition out of it.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'LIFECYCLE_DEAD_END',
  severity: 'warning',
  summary: 'A non-terminal lifecycle state has no way out.',
  description:
    'An entity that enters a non-terminal state with no outgoing transition can never finish: it ' +
    'is stuck neither done nor able to progress. Either add a transition out of the state or list ' +
    'it under `terminal`. A transition from a state to itself does not count as a way out. Checked ' +
    'for every term with a lifecycle.',
  messages: {
    deadEnd: msg`state "${'state'}" of ${'term'} is not terminal but no transition leaves it`,
  },
  reads: ['lifecycle'],
  example: { file: 'terms/Project.yaml', passing: '  terminal: [archived]', failing: '  terminal: []' },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const lifecycle = term.data.lifecycle;
      if (!lifecycle) continue;
      const terminal = new Set(lifecycle.terminal);
      const leaving = new Set(lifecycle.transitions.filter((t) => t.from !== t.to).map((t) => t.from));
      lifecycle.states.forEach((state, index) => {
        if (terminal.has(state) || leaving.has(state)) return;
        report({
          source: term.source,
          path: ['lifecycle', 'states', index],
          term: term.key,
          messageId: 'deadEnd',
          params: { state, term: term.key },
        });
      });
    }
  },
});
