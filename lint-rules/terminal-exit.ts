// TERMINAL_EXIT: a transition out of a terminal state, or a lifecycle that starts in one.
import { msg } from '../src/diagnostics/message.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'TERMINAL_EXIT',
  severity: 'error',
  summary: 'A transition leaves a terminal state, or the initial state is terminal.',
  description:
    'Terminal states are final: the runtime refuses any move out of them and conformance checking ' +
    'reports one as ILLEGAL_TRANSITION. A transition declared from a terminal state (to another ' +
    'state or to itself) contradicts the lifecycle and is an error, and so is an initial state listed as ' +
    'terminal: every entity would be created finished, and the runtime refuses such a lifecycle. Checked for ' +
    'every term with a lifecycle.',
  messages: {
    exit: msg`transition ${'from'} -> ${'to'} leaves the terminal state "${'from'}" of ${'term'}`,
    initial: msg`the initial state "${'state'}" of ${'term'} is terminal, so every ${'term'} would be created finished`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Project.yaml',
    passing: '    - from: active\n      to: archived',
    failing: '    - from: archived\n      to: active',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const lifecycle = term.data.lifecycle;
      if (!lifecycle) continue;
      const terminal = new Set(lifecycle.terminal);
      if (terminal.has(lifecycle.initial))
        report({
          source: term.source,
          path: ['lifecycle', 'initial'],
          term: term.key,
          messageId: 'initial',
          params: { state: lifecycle.initial, term: term.key },
        });
      lifecycle.transitions.forEach((transition, index) => {
        if (!terminal.has(transition.from)) return;
        report({
          source: term.source,
          path: ['lifecycle', 'transitions', index, 'from'],
          term: term.key,
          messageId: 'exit',
          params: { from: transition.from, to: transition.to, term: term.key },
        });
      });
    }
  },
});
