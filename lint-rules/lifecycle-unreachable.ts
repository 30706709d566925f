// LIFECYCLE_UNREACHABLE: a declared state that no path of transitions reaches from the initial state.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { reachableStates } from '../src/model/lifecycle-graph.js';

export default defineRule({
  code: 'LIFECYCLE_UNREACHABLE',
  severity: 'warning',
  summary: 'A lifecycle state cannot be reached from `initial`.',
  description:
    'A state no sequence of transitions reaches from the initial state is dead weight: no entity ' +
    'can ever be in it, yet generated types and exhaustive switches must handle it. Checked for ' +
    'every term with a lifecycle whose initial state is declared (an undeclared one is ' +
    'LIFECYCLE_STATE). A warning: the model may declare a state before the transitions into it.',
  messages: {
    unreachable: msg`state "${'state'}" of ${'term'} cannot be reached from the initial state "${'initial'}"`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Turn.yaml',
    passing: '    - {from: open, to: yielded}\n    - {from: yielded, to: open}',
    failing: '    - {from: yielded, to: open}',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const lifecycle = term.data.lifecycle;
      if (!lifecycle?.states.includes(lifecycle.initial)) continue;
      const reachable = reachableStates(lifecycle);
      lifecycle.states.forEach((state, index) => {
        if (reachable.has(state)) return;
        report({
          source: term.source,
          path: ['lifecycle', 'states', index],
          term: term.key,
          messageId: 'unreachable',
          params: { state, term: term.key, initial: lifecycle.initial },
        });
      });
    }
  },
});
