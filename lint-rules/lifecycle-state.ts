// LIFECYCLE_STATE: an initial state, terminal state or transition end that is not a declared state.
import { msg } from '../src/diagnostics/message.js';
import { choicesHint, didYouMean } from '../src/diagnostics/suggest.js';
import { correctionFix } from '../src/load/text-edits.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'LIFECYCLE_STATE',
  severity: 'error',
  summary: '`initial`, a `terminal` state or a transition end is not a declared state.',
  description:
    'Lifecycle transitions must reference declared states of the same term, so the lifecycle is a ' +
    'closed state machine that the runtime and the generated types can rely on. Every use of a ' +
    'state name outside `states` is checked, each at its own position, with a suggestion of the ' +
    'closest declared state. Applies to the terms of the model rules that name this code.',
  messages: {
    undeclared: msg`${'role'} "${'state'}" is not one of the states of ${'term'}${'suggestion'}${'choices'}`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Turn.yaml',
    passing: '    - {from: open, to: completed}',
    failing: '    - {from: open, to: complete}',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const lifecycle = term.data.lifecycle;
      if (!lifecycle) continue;
      const states = new Set(lifecycle.states);
      const check = (state: string, role: string, path: (string | number)[]) => {
        if (states.has(state)) return;
        report({
          source: term.source,
          path: ['lifecycle', ...path],
          term: term.key,
          messageId: 'undeclared',
          params: {
            role,
            state,
            term: term.key,
            suggestion: didYouMean(state, states),
            choices: choicesHint('declared states', states),
          },
          fixes: [correctionFix(term.source, ['lifecycle', ...path], state, states)],
        });
      };
      check(lifecycle.initial, 'initial state', ['initial']);
      for (const [index, state] of lifecycle.terminal.entries()) check(state, 'terminal state', ['terminal', index]);
      lifecycle.transitions.forEach((transition, index) => {
        check(transition.from, 'transition source', ['transitions', index, 'from']);
        check(transition.to, 'transition target', ['transitions', index, 'to']);
      });
    }
  },
});
