// LIFECYCLE_STATE: an initial state, terminal state or transition end that is not a declared state.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { choicesHint, didYouMean } from '../src/diagnostics/suggest.js';
import { lifecycleFaults } from '../src/model/machine.js';

export default defineRule({
  code: 'LIFECYCLE_STATE',
  severity: 'error',
  summary: '`initial`, a `terminal` state or a transition end is not a declared state.',
  description:
    'Lifecycle transitions must reference declared states of the same term, so the lifecycle is a ' +
    'closed state machine that the runtime and the generated types can rely on. Every use of a ' +
    'state name outside `states` is checked, each at its own position, with a suggestion of the ' +
    'closest declared state. Checked for every term with a lifecycle, whatever the model rules that name ' +
    'this code apply to: the runtime refuses such a lifecycle by the same check.',
  messages: {
    undeclared: msg`${'role'} "${'state'}" is not one of the states of ${'term'}${'suggestion'}${'choices'}`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Turn.yaml',
    passing: '    - {from: open, to: completed}',
    failing: '    - {from: open, to: complete}',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const lifecycle = term.data.lifecycle;
      if (!lifecycle) continue;
      const states = new Set(lifecycle.states);
      for (const fault of lifecycleFaults(lifecycle)) {
        if (fault.kind !== 'undeclared') continue;
        const path = ['lifecycle', ...fault.path];
        report({
          source: term.source,
          path,
          term: term.key,
          messageId: 'undeclared',
          params: {
            role: fault.role,
            state: fault.state,
            term: term.key,
            suggestion: didYouMean(fault.state, states),
            choices: choicesHint('declared states', states),
          },
          fixes: [correctionFix(term.source, path, fault.state, states)],
        });
      }
    }
  },
});
